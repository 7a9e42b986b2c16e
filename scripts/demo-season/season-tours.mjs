// The season's bookkeeping through the API: field staff registered, tours created with their days and segments, travelers
// registered and put on tours, statuses moved on, and staff assigned (overriding the warnings an operator would accept).
const STATUS_ORDER = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];

export async function registerStaff(api, known, plan, totals) {
  for (const member of plan.staff) {
    const { firstName, lastName, email, phone, roles, languages, licences, daysOff } = member;
    const found = known.staff.get(email);
    if (!found) {
      const { id } = await api.send('POST', '/api/field-staff', { firstName, lastName, email, phone, roles, languages, licences, daysOff }, `register ${firstName} ${lastName}`);
      known.staff.set(email, { id, daysOff, assignments: new Set(), deviceToken: null });
      totals.staff++;
    } else if (daysOff.some((day) => !found.daysOff.includes(day))) {
      await api.send('PUT', `/api/field-staff/${found.id}/days-off`, { daysOff: [...new Set([...found.daysOff, ...daysOff])].sort() }, `days off of ${firstName}`);
    }
  }
}

async function registerTraveler(api, known, traveler, totals) {
  const { index, ...details } = traveler;
  let answer = await api.attempt('POST', '/api/travelers', details);
  if (answer.status === 409 && Array.isArray(answer.body?.duplicates)) answer = await api.attempt('POST', '/api/travelers', { ...details, allowDuplicate: true });
  if (answer.status !== 201) throw new Error(`register traveler ${traveler.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  known.travelers.set(traveler.email, { id: answer.body.id, tourIds: new Set() });
  totals.travelers++;
}

/** Creates the tour if it is missing, adds the days and segments it lacks (their ids are the plan's), and books its travelers. */
export async function bookTour(api, known, plan, tour, totals) {
  let found = known.tours.get(tour.index);
  if (!found) {
    const { id } = await api.send('POST', '/api/tours', { title: tour.title, description: tour.description, startDate: tour.startDate, endDate: tour.endDate, timezone: tour.timezone }, `create ${tour.title}`);
    found = { id, status: 'DRAFT', days: new Map() };
    known.tours.set(tour.index, found);
    totals.tours++;
  }
  if (!found.days) {
    const view = await api.get(`/api/tours/${found.id}`);
    found.days = new Map(view.days.map((day) => [day.id, new Set(day.segments.map((segment) => segment.id))]));
  }
  for (const day of tour.days) {
    if (!found.days.has(day.id)) {
      await api.send('POST', `/api/tours/${found.id}/days`, { id: day.id, date: day.date, title: day.title }, `add ${day.date} to ${tour.title}`);
      found.days.set(day.id, new Set());
    }
    const segments = found.days.get(day.id);
    for (const { durationMinutes, ...segment } of day.segments) {
      if (segments.has(segment.id)) continue;
      const body = segment.type === 'flight' ? segment : { ...segment, durationMinutes };
      await api.send('POST', `/api/tours/${found.id}/days/${day.id}/segments`, body, `add "${segment.title}" to ${tour.title}`);
      segments.add(segment.id);
    }
  }
  for (const index of tour.travelers) {
    const traveler = plan.travelers[index];
    if (!known.travelers.has(traveler.email)) await registerTraveler(api, known, traveler, totals);
    const booked = known.travelers.get(traveler.email);
    if (booked.tourIds.has(found.id)) continue;
    await api.send('POST', `/api/travelers/${booked.id}/tours/${found.id}`, undefined, `book ${traveler.email} on ${tour.title}`);
    booked.tourIds.add(found.id);
    totals.bookings++;
  }
}

/** Moves the tour on to `to` (one allowed step at a time), unless it is there already or past it. */
export async function moveTour(api, known, tour, to, totals) {
  const found = known.tours.get(tour.index);
  if (!found || found.status === 'COMPLETED' || found.status === 'CANCELLED') return;
  const path = to === 'CANCELLED' ? ['CANCELLED'] : STATUS_ORDER.slice(STATUS_ORDER.indexOf(found.status) + 1, STATUS_ORDER.indexOf(to) + 1);
  for (const status of path) {
    await api.send('POST', `/api/tours/${found.id}/status`, { status }, `${tour.title} to ${status}`);
    found.status = status;
    totals.statusChanges++;
  }
}

/** Assigns the tour's staff; warnings (a day off, busy elsewhere, another role) are overridden as a deliberate operator would. */
export async function staffTour(api, known, plan, tour, totals) {
  const found = known.tours.get(tour.index);
  if (!found || found.status === 'CANCELLED') return;
  for (const { member: memberIndex, role, dayIndex, segmentIndex } of tour.assignments) {
    const member = plan.staff[memberIndex];
    const day = dayIndex === undefined ? undefined : tour.days[dayIndex];
    const assignment = { tourId: found.id, role, ...(day ? { dayId: day.id } : {}), ...(segmentIndex !== undefined ? { segmentId: day.segments[segmentIndex].id } : {}) };
    if (known.hasAssignment(member, assignment)) continue;
    const path = `/api/field-staff/${known.staff.get(member.email).id}/assignments`;
    let answer = await api.attempt('POST', path, { ...assignment, override: false });
    if (answer.status === 409 && Array.isArray(answer.body?.warnings)) {
      answer = await api.attempt('POST', path, { ...assignment, override: true });
      totals.overrides++;
    }
    if (answer.status !== 201) throw new Error(`assign ${member.email} to ${tour.title}: ${answer.status} ${JSON.stringify(answer.body)}`);
    known.rememberAssignment(member, assignment);
    totals.assignments++;
  }
}
