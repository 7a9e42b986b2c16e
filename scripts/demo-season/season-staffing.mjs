// Who works each confirmed tour: a tour leader for the whole tour, a local guide for a day, a driver for a moving day's transfer,
// and now and then an assignment the operator overrides on purpose (a guide on a day off, a member already busy elsewhere).

const overlaps = (a, b) => !(a.to < b.from || a.from > b.to);

function scopeDates(tour, assignment) {
  if (assignment.dayIndex === undefined) return { from: tour.startDate, to: tour.endDate };
  const { date } = tour.days[assignment.dayIndex];
  return { from: date, to: date };
}

/** A transfer on a day between the first and the last: [dayIndex, segmentIndex], or null. */
function movingTransfer(tour) {
  for (let dayIndex = 1; dayIndex < tour.days.length - 1; dayIndex++) {
    const segmentIndex = tour.days[dayIndex].segments.findIndex((segment) => segment.type === 'transfer');
    if (segmentIndex >= 0) return [dayIndex, segmentIndex];
  }
  return null;
}

/** Fills each confirmed tour's assignments (member index, role, day and segment index) and the days off they collide with. */
export function staffTours(seed, tours, staff) {
  const busy = new Map(staff.map((member) => [member.index, []]));
  const used = new Map(staff.map((member) => [member.index, 0]));
  const isFree = (member, dates) => busy.get(member.index).every((period) => !overlaps(period, dates));
  const assign = (tour, member, assignment) => {
    const full = { member: member.index, ...assignment };
    tour.assignments.push(full);
    busy.get(member.index).push(scopeDates(tour, full));
    used.set(member.index, used.get(member.index) + 1);
  };
  const leastUsed = (members) => [...members].sort((a, b) => used.get(a.index) - used.get(b.index) || a.index - b.index)[0];

  const confirmed = tours.filter((tour) => tour.timeline.confirmAt !== null).sort((a, b) => a.timeline.confirmAt - b.timeline.confirmAt);
  confirmed.forEach((tour, ordinal) => {
    const local = staff.filter((member) => member.country === tour.country || member.country === 'all');
    const withRole = (role, among = local) => among.filter((member) => member.roles.includes(role));
    const whole = { from: tour.startDate, to: tour.endDate };
    const leaders = withRole('tour_leader').length > 0 ? withRole('tour_leader') : withRole('tour_leader', staff).length > 0 ? withRole('tour_leader', staff) : staff;
    const leader = leastUsed(leaders.filter((member) => isFree(member, whole))) ?? leastUsed(leaders);
    if (!leader) return;
    assign(tour, leader, { role: leader.roles.includes('tour_leader') ? 'tour_leader' : leader.roles[0] });

    const guideDay = { from: tour.days[1].date, to: tour.days[1].date };
    const others = staff.filter((member) => member.index !== leader.index);
    if (ordinal % 10 === 2 && others.length > 0) {
      const onLeave = leastUsed(withRole('guide', others.filter((member) => local.includes(member)))) ?? leastUsed(others);
      if (!onLeave.daysOff.includes(guideDay.from)) onLeave.daysOff.push(guideDay.from);
      assign(tour, onLeave, { role: 'guide', dayIndex: 1 });
    } else if (ordinal % 10 === 7 && others.some((member) => !isFree(member, guideDay))) {
      const elsewhere = others.find((member) => !isFree(member, guideDay));
      assign(tour, elsewhere, { role: elsewhere.roles[0], dayIndex: 1 });
    } else {
      const guide = leastUsed(withRole('guide', others).filter((member) => isFree(member, guideDay)));
      if (guide) assign(tour, guide, { role: 'guide', dayIndex: 1 });
    }

    const moving = movingTransfer(tour);
    if (!moving) return;
    const driveDay = { from: tour.days[moving[0]].date, to: tour.days[moving[0]].date };
    const driver = leastUsed(withRole('driver', others).filter((member) => isFree(member, driveDay)));
    if (driver) assign(tour, driver, { role: 'driver', dayIndex: moving[0], segmentIndex: moving[1] });
  });
}
