// Report figures checked against the same figures computed straight from a seeded random season of events, by plain independent code.
import type { RecordedEvent } from '@tourops/event-store';
import { ALL_PROJECTIONS } from '@tourops/projections';
import { createMemoryReadStore } from '@tourops/read-store';
import { Clock } from '@tourops/runtime';
import { projectInto } from '../../../../test/support/projected-store';
import { seededRandom } from '../../../../test/support/seeded-random';
import { ReportsQueries } from './reports.queries';
import { StaffSamplesMemo } from './staff-samples.memo';
import { NotificationFactsMemo } from './notification-facts.memo';
import { TravelerFactsMemo } from './traveler-facts.memo';
import { TrackedStartsMemo } from './tracked-starts.memo';

const SEED = Number(process.env.PROOF_SEED ?? 20260523);
const ORG = 'oracle-org';
const TODAY = '2026-08-01';
const RANGE = { from: '2026-03-01', to: '2026-10-31' };
const STATUSES = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
const LEVELS = ['INFO', 'WARNING', 'ALERT', 'CRITICAL'] as const;
const MEASURES = ['flight.departureDelay', 'transfer.durationDelay', 'weather.windSpeed'] as const;

const random = seededRandom(SEED);
const events: RecordedEvent[] = [];
const record = (type: string, data: object, occurredAt: string) =>
  events.push({ id: `e${events.length + 1}`, streamName: 's', type, revision: 0, position: BigInt(events.length + 1), data, metadata: { orgId: ORG, actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 } });
const day = (offset: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);
const instant = (date: string, hour: number, minute = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000).toISOString();

/** A season: settings changing mid-way, tours with transfers and flights checked, travelers, staff, notifications. */
function generateSeason() {
  record('SettingsChanged', { name: 'notifications', values: { flight: { departureDelay: { WARNING: 20, ALERT: 40, CRITICAL: 60 } }, transfer: { durationDelay: { WARNING: 10, ALERT: 20, CRITICAL: 30 } } } }, '2025-12-01T00:00:00.000Z');
  const tours: { id: string; start: string; end: string }[] = [];
  for (let t = 0; t < 40; t++) {
    const id = `tour-${t}`;
    const start = day(random.int(0, 360));
    const length = random.int(1, 4);
    const dates = Array.from({ length }, (_, i) => day((Date.parse(start) - Date.parse('2026-01-01')) / 86_400_000 + i));
    const days = dates.map((date, i) => ({
      id: `${id}-d${i}`,
      date,
      title: `Day ${i}`,
      description: '',
      segments: [
        { id: `${id}-s${i}-t`, type: 'transfer', title: 'Bus', startTime: '10:00', durationMinutes: 60, location: null, notes: '', flight: null, transfer: { from: { name: 'A', lat: 0, lng: 0 }, to: { name: 'B', lat: 1, lng: 1 }, plannedDurationMinutes: 60 } },
        {
          id: `${id}-s${i}-f`,
          type: 'flight',
          title: 'Flight',
          startTime: '08:00',
          durationMinutes: 120,
          location: null,
          notes: '',
          transfer: null,
          flight: { flightNumber: 'AZ1', from: 'FCO', to: 'LIS', departure: { localTime: `${date}T08:00`, timeZone: 'UTC', instant: instant(date, 8) }, arrival: { localTime: `${date}T10:00`, timeZone: 'UTC', instant: instant(date, 10) } },
        },
      ],
    }));
    record('TourCreated', { tourId: id, title: `Tour ${t}`, description: '', startDate: start, endDate: dates[dates.length - 1], timezone: 'UTC', status: 'DRAFT', template: random.int(0, 19) === 0, days }, instant(start, 0));
    tours.push({ id, start, end: dates[dates.length - 1] });
    const status = random.pick(STATUSES);
    if (status !== 'DRAFT') record('TourStatusChanged', { tourId: id, from: 'DRAFT', to: status }, instant(start, 1));
    if (random.int(0, 12) === 0) record('TourDeleted', { tourId: id }, instant(start, 2));
    for (const { id: dayId, date } of days)
      for (const kind of ['transfer', 'flight'] as const)
        for (let c = random.int(0, 3); c > 0; c--) {
          const at = instant(date, random.int(0, 23), random.int(0, 59));
          const measure = kind === 'flight' ? 'flight.departureDelay' : 'transfer.durationDelay';
          const reading = { measure, value: random.int(-5, 45), unit: 'min', observedAt: at, provider: 'simulated', fetchedAt: at, simulated: true };
          record('SubjectChecked', { subjectId: `${id}/${kind}:${dayId.replace(/-d(\d+)$/, '-s$1')}-${kind[0]}`, tourId: id, kind, readings: [reading], at }, at);
        }
  }
  record('SettingsChanged', { name: 'notifications', values: { flight: { departureDelay: { WARNING: 10, ALERT: 40, CRITICAL: 60 } } } }, '2026-06-15T00:00:00.000Z');
  for (let p = 0; p < 300; p++) {
    const id = `traveler-${p}`;
    record('TravelerRegistered', { travelerId: id, firstName: `F${p}`, lastName: `L${p}`, email: '', phone: '', nationality: random.pick(['IT', 'PT', 'JP', 'DE', 'us']), dateOfBirth: day(random.int(-30_000, -100)), passport: null, dietaryNotes: random.int(0, 4) === 0 ? 'Vegan' : '', medicalNotes: random.int(0, 6) === 0 ? 'Asthma' : '', emergencyContact: null, tags: [] }, '2025-12-02T00:00:00.000Z');
    const on = random.sample(tours, random.int(0, 4));
    for (const tour of on) record('TravelerAssignedToTour', { travelerId: id, tourId: tour.id }, '2025-12-03T00:00:00.000Z');
    if (on.length > 0 && random.int(0, 9) === 0) record('TravelerUnassignedFromTour', { travelerId: id, tourId: on[0].id }, '2025-12-04T00:00:00.000Z');
    if (random.int(0, 29) === 0) record('TravelerRemoved', { travelerId: id }, '2025-12-05T00:00:00.000Z');
  }
  for (let s = 0; s < 8; s++) {
    const id = `staff-${s}`;
    record('FieldStaffMemberRegistered', { staffId: id, firstName: `Staff`, lastName: `${s}`, email: '', phone: '', roles: ['guide'], languages: [], licences: [], daysOff: random.sample(Array.from({ length: 365 }, (_, i) => day(i)), 40).sort() }, '2025-12-01T00:00:00.000Z');
    for (const [n, tour] of random.sample(tours, random.int(2, 8)).entries())
      record('FieldStaffAssigned', { staffId: id, assignment: { assignmentId: `${id}-a${n}`, tourId: tour.id, role: 'guide', from: `${tour.start}T00:00:00+00:00`, to: `${day((Date.parse(tour.end) - Date.parse('2026-01-01')) / 86_400_000 + 1)}T00:00:00+00:00`, override: random.int(0, 3) === 0 ? { reasons: ['clash'] } : null } }, '2025-12-06T00:00:00.000Z');
    if (s === 7) record('FieldStaffMemberRemoved', { staffId: id }, '2026-07-01T09:00:00.000Z');
  }
  for (let n = 0; n < 80; n++) {
    const tour = random.pick(tours);
    const id = `ntf-${n}`;
    const onTourDays = random.int(0, 1) === 0;
    const raisedAt = instant(onTourDays ? tour.start : day(random.int(0, 364)), random.int(0, 23), random.int(0, 59));
    const measure = random.pick(MEASURES);
    record('NotificationRaised', { notificationId: id, tourId: tour.id, subjectId: `${tour.id}/x`, measure, occurrence: 1, level: random.pick(LEVELS.slice(0, 3)), explanation: {}, at: raisedAt }, raisedAt);
    const later = (minutes: number) => new Date(Date.parse(raisedAt) + minutes * 60_000).toISOString();
    if (random.int(0, 2) === 0) record('NotificationEscalated', { notificationId: id, level: 'CRITICAL', explanation: {}, at: later(3) }, later(3));
    if (random.int(0, 1) === 0) record('NotificationAcknowledged', { notificationId: id }, later(random.int(1, 600)));
    if (random.int(0, 1) === 0) record(random.pick(['NotificationResolved', 'NotificationDismissed', 'NotificationExpired']), { notificationId: id, by: 'system', reason: 'r' }, later(random.int(601, 3000)));
  }
}

/** Folds the events in batches of `size` into a memory read store, as the projector does. */
async function fold(size: number) {
  const store = createMemoryReadStore();
  await projectInto(store, ALL_PROJECTIONS, events, { batchSize: size, name: 'oracle' });
  return new ReportsQueries(store, { now: () => new Date(`${TODAY}T12:00:00Z`) } as Clock, new StaffSamplesMemo(), new TravelerFactsMemo(), new NotificationFactsMemo(), new TrackedStartsMemo());
}

generateSeason();

// ---- The same figures, straight from the event list -------------------------------------------

const inRange = (date: string) => date >= RANGE.from && date <= RANGE.to;
const raisedInRange = (at: string) => inRange(at.slice(0, 10));
const nearestRank = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : Math.round(sorted[Math.ceil(p * sorted.length) - 1] * 10) / 10;
};
const datesFrom = (first: string, last: string) => {
  const dates: string[] = [];
  for (let ms = Date.parse(first); ms <= Date.parse(last); ms += 86_400_000) dates.push(new Date(ms).toISOString().slice(0, 10));
  return dates;
};

function direct() {
  const tours = new Map<string, { title: string; start: string; end: string; status: string; deleted: boolean; template: boolean; travelers: Set<string>; segments: { id: string; date: string; type: string }[] }>();
  const lastChecks = new Map<string, { value: number; at: string; observedAt: string }>();
  /** The second change names only the flight: the transfer's WARNING is back to its default (5). */
  const warnings = [
    { since: '2025-12-01T00:00:00.000Z', flight: 20, transfer: 10 },
    { since: '2026-06-15T00:00:00.000Z', flight: 10, transfer: 5 },
  ];
  const travelers = new Map<string, { nationality: string; dateOfBirth: string; tours: Set<string>; deleted: boolean; dietary: boolean; medical: boolean }>();
  const staff = new Map<string, { daysOff: Set<string>; assignments: { tourId: string; from: string; to: string; overridden: boolean }[]; removedOn: string | null }>();
  const notifications = new Map<string, { tourId: string; measure: string; level: string; raisedAt: string; ackAt: string | null; closedAt: string | null }>();
  for (const { type, data, metadata } of events) {
    const d = data as any;
    if (type === 'TourCreated')
      tours.set(d.tourId, { title: d.title, start: d.startDate, end: d.endDate, status: d.status, deleted: false, template: d.template, travelers: new Set(), segments: d.days.flatMap((day: any) => day.segments.map((s: any) => ({ id: s.id, date: day.date, type: s.type }))) });
    if (type === 'TourStatusChanged') tours.get(d.tourId)!.status = d.to;
    if (type === 'TourDeleted') tours.get(d.tourId)!.deleted = true;
    if (type === 'SubjectChecked') {
      const segmentId = d.subjectId.split(':')[1];
      if (!lastChecks.has(segmentId) || lastChecks.get(segmentId)!.at <= d.at) lastChecks.set(segmentId, { value: d.readings[0].value, at: d.at, observedAt: d.readings[0].observedAt });
    }
    if (type === 'TravelerRegistered') travelers.set(d.travelerId, { nationality: d.nationality.toUpperCase(), dateOfBirth: d.dateOfBirth, tours: new Set(), deleted: false, dietary: d.dietaryNotes !== '', medical: d.medicalNotes !== '' });
    if (type === 'TravelerAssignedToTour') (travelers.get(d.travelerId)!.tours.add(d.tourId), tours.get(d.tourId)!.travelers.add(d.travelerId));
    if (type === 'TravelerUnassignedFromTour') (travelers.get(d.travelerId)!.tours.delete(d.tourId), tours.get(d.tourId)!.travelers.delete(d.travelerId));
    if (type === 'TravelerRemoved') travelers.get(d.travelerId)!.deleted = true;
    if (type === 'FieldStaffMemberRegistered') staff.set(d.staffId, { daysOff: new Set(d.daysOff), assignments: [], removedOn: null });
    if (type === 'FieldStaffAssigned') staff.get(d.staffId)!.assignments.push({ tourId: d.assignment.tourId, from: d.assignment.from, to: d.assignment.to, overridden: d.assignment.override !== null });
    if (type === 'FieldStaffMemberRemoved') staff.get(d.staffId)!.removedOn = metadata.occurredAt.slice(0, 10);
    if (type === 'NotificationRaised') notifications.set(d.notificationId, { tourId: d.tourId, measure: d.measure, level: d.level, raisedAt: metadata.occurredAt, ackAt: null, closedAt: null });
    if (type === 'NotificationEscalated') notifications.get(d.notificationId)!.level = d.level;
    if (type === 'NotificationAcknowledged') notifications.get(d.notificationId)!.ackAt ??= metadata.occurredAt;
    if (['NotificationResolved', 'NotificationDismissed', 'NotificationExpired'].includes(type)) notifications.get(d.notificationId)!.closedAt ??= metadata.occurredAt;
  }
  const counted = (tourId: string) => !!tours.get(tourId) && !tours.get(tourId)!.deleted && !tours.get(tourId)!.template;
  return { tours, lastChecks, warnings, travelers, staff, notifications, counted };
}

describe('report figures against the same figures computed from the events', () => {
  const truth = direct();
  let queries: ReportsQueries;
  beforeAll(async () => {
    queries = await fold(997);
  });

  it('tour performance: tours by month and status, on-time share, delays, notifications and response times', async () => {
    const report = await queries.tourPerformance(ORG, RANGE);
    const byMonth = new Map<string, Record<string, number>>();
    for (const [id, tour] of truth.tours)
      if (truth.counted(id) && inRange(tour.start)) {
        const month = byMonth.get(tour.start.slice(0, 7)) ?? {};
        month[tour.status] = (month[tour.status] ?? 0) + 1;
        byMonth.set(tour.start.slice(0, 7), month);
      }
    for (const row of report.toursByMonth) {
      expect(row.total).toBe(Object.values(byMonth.get(row.month) ?? {}).reduce((a, b) => a + b, 0));
      for (const [status, count] of Object.entries(row.byStatus)) expect([row.month, status, count]).toEqual([row.month, status, byMonth.get(row.month)?.[status] ?? 0]);
    }
    const delays: Record<string, number[]> = { flight: [], transfer: [] };
    let onTime = 0;
    /** Segments whose actual time differs from the plan: a flight departing (observed) at another minute than its planned 08:00, a transfer driving longer or shorter. */
    let differing = 0;
    for (const [id, tour] of truth.tours)
      for (const segment of tour.segments) {
        const check = truth.lastChecks.get(segment.id);
        if (!truth.counted(id) || !inRange(segment.date) || !check) continue;
        delays[segment.type].push(check.value);
        const difference = segment.type === 'flight' ? Math.round((Date.parse(check.observedAt) - Date.parse(instant(segment.date, 8))) / 60_000) : check.value;
        if (difference !== 0) differing++;
        const warning = [...truth.warnings].reverse().find((entry) => entry.since <= check.at)!;
        if (check.value < (segment.type === 'flight' ? warning.flight : warning.transfer)) onTime++;
      }
    expect(report.onTime).toEqual({ monitoredSegments: delays.flight.length + delays.transfer.length, onTimeSegments: onTime, share: onTime / (delays.flight.length + delays.transfer.length) });
    for (const row of report.delayBySegmentType) expect([row.segments, row.maxDelayMinutes]).toEqual([delays[row.segmentType].length, Math.max(...delays[row.segmentType])]);
    const raised = [...truth.notifications.values()].filter((n) => raisedInRange(n.raisedAt) && truth.counted(n.tourId));
    for (const row of report.notifications) {
      const ofMeasure = raised.filter((n) => n.measure === row.measure);
      expect(row.total).toBe(ofMeasure.length);
      for (const level of LEVELS) expect([row.measure, level, row.bySeverity[level]]).toEqual([row.measure, level, ofMeasure.filter((n) => n.level === level).length]);
    }
    const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;
    const acknowledged = raised.filter((n) => n.ackAt).map((n) => minutes(n.raisedAt, n.ackAt!));
    const closed = raised.filter((n) => n.closedAt).map((n) => minutes(n.raisedAt, n.closedAt!));
    expect(report.responseTimes).toEqual({
      acknowledge: { count: acknowledged.length, p50Minutes: nearestRank(acknowledged, 0.5), p90Minutes: nearestRank(acknowledged, 0.9) },
      resolve: { count: closed.length, p50Minutes: nearestRank(closed, 0.5), p90Minutes: nearestRank(closed, 0.9) },
    });
    expect(report.planVersusActual.total).toBe(differing);
    expect(differing).toBeLessThan(delays.flight.length + delays.transfer.length);
    expect([delays.flight.length, delays.transfer.length, onTime, raised.length, acknowledged.length].every((figure) => figure > 3)).toBe(true);
  });

  it('staff performance: days worked and available, tours, overrides and notifications on their tours', async () => {
    const report = await queries.staffPerformance(ORG, RANGE);
    const rangeDates = datesFrom(RANGE.from, RANGE.to);
    const expected = [...truth.staff].flatMap(([staffId, member]) => {
      const worked = new Set<string>();
      const inRangeAssignments = member.assignments.filter((a) => {
        const dates = datesFrom(a.from.slice(0, 10), new Date(Date.parse(a.to) - 86_400_000).toISOString().slice(0, 10)).filter(inRange);
        dates.forEach((date) => worked.add(date));
        return dates.length > 0;
      });
      if (member.removedOn && worked.size === 0) return [];
      const availableDays = rangeDates.filter((date) => !member.daysOff.has(date) && (!member.removedOn || date < member.removedOn)).length;
      const theirs = [...truth.notifications.values()].filter((n) => raisedInRange(n.raisedAt) && inRangeAssignments.some((a) => a.tourId === n.tourId && a.from <= n.raisedAt.replace('.000Z', '+00:00') && n.raisedAt.replace('.000Z', '+00:00') < a.to));
      return [{ staffId, toursWorked: new Set(inRangeAssignments.map((a) => a.tourId)).size, daysWorked: worked.size, availableDays, clashOverrides: inRangeAssignments.filter((a) => a.overridden).length, notificationsOnTheirTours: theirs.length }];
    });
    expect(report.staff.map(({ staffId, toursWorked, daysWorked, availableDays, clashOverrides, notificationsOnTheirTours }) => ({ staffId, toursWorked, daysWorked, availableDays, clashOverrides, notificationsOnTheirTours }))).toEqual(
      expected.sort((a, b) => a.staffId.localeCompare(b.staffId)),
    );
    expect(report.totals.daysWorked).toBe(expected.reduce((sum, row) => sum + row.daysWorked, 0));
    expect(report.totals.daysWorked > 10 && report.staff.some((row) => row.notificationsOnTheirTours > 0)).toBe(true);
  });

  it('traveler insights: nationalities, age bands, repeat travelers, tours per traveler and upcoming needs', async () => {
    const report = await queries.travelerInsights(ORG, RANGE);
    const onTour = (tourId: string) => truth.counted(tourId) && truth.tours.get(tourId)!.status !== 'CANCELLED';
    const rangeTours = [...truth.tours].filter(([id, tour]) => onTour(id) && inRange(tour.start));
    const first = new Map<string, string>();
    for (const [, tour] of rangeTours) for (const id of tour.travelers) if (!truth.travelers.get(id)!.deleted && (!first.has(id) || first.get(id)! > tour.start)) first.set(id, tour.start);
    const count = (pick: (id: string) => string) => {
      const counts: Record<string, number> = {};
      for (const id of first.keys()) counts[pick(id)] = (counts[pick(id)] ?? 0) + 1;
      return counts;
    };
    const age = (id: string) => {
      const born = new Date(truth.travelers.get(id)!.dateOfBirth);
      const on = new Date(first.get(id)!);
      let years = on.getUTCFullYear() - born.getUTCFullYear();
      if (on.getUTCMonth() < born.getUTCMonth() || (on.getUTCMonth() === born.getUTCMonth() && on.getUTCDate() < born.getUTCDate())) years--;
      return years < 18 ? '0-17' : years < 30 ? '18-29' : years < 45 ? '30-44' : years < 60 ? '45-59' : years < 75 ? '60-74' : '75+';
    };
    const toursOf = (id: string) => [...truth.travelers.get(id)!.tours].filter(onTour).length;
    expect(report.travelers).toBe(first.size);
    expect(first.size > 50 && report.repeat.repeatTravelers > 5 && report.upcomingNeeds.length > 2).toBe(true);
    expect(Object.fromEntries(report.nationalities.map((row) => [row.nationality, row.travelers]))).toEqual(count((id) => truth.travelers.get(id)!.nationality));
    expect(Object.fromEntries(report.ageBands.filter((row) => row.travelers > 0).map((row) => [row.band, row.travelers]))).toEqual(count(age));
    expect(Object.fromEntries(report.toursPerTraveler.filter((row) => row.travelers > 0).map((row) => [row.tours, row.travelers]))).toEqual(count((id) => (toursOf(id) >= 5 ? '5+' : String(toursOf(id)))));
    expect(report.repeat.repeatTravelers).toBe([...first.keys()].filter((id) => toursOf(id) > 1).length);
    const upcoming = rangeTours.filter(([, tour]) => tour.start >= TODAY).map(([tourId, tour]) => {
      const travelers = [...tour.travelers].filter((id) => !truth.travelers.get(id)!.deleted);
      return { tourId, travelers: travelers.length, dietary: travelers.filter((id) => truth.travelers.get(id)!.dietary).length, medical: travelers.filter((id) => truth.travelers.get(id)!.medical).length };
    });
    expect(report.upcomingNeeds.map((tour) => ({ tourId: tour.tourId, travelers: tour.travelers, dietary: tour.travelersWithDietaryNeeds, medical: tour.travelersWithMedicalNeeds })).sort((a, b) => a.tourId.localeCompare(b.tourId))).toEqual(
      upcoming.sort((a, b) => a.tourId.localeCompare(b.tourId)),
    );
  });

  it('answers the same whatever the batches the projector folded the events in', async () => {
    const [small, large] = [await fold(7), await fold(50_000)];
    for (const queriesOf of [small, large]) {
      expect({ ...(await queriesOf.tourPerformance(ORG, RANGE)), source: null }).toEqual({ ...(await queries.tourPerformance(ORG, RANGE)), source: null });
      expect({ ...(await queriesOf.staffPerformance(ORG, RANGE)), source: null }).toEqual({ ...(await queries.staffPerformance(ORG, RANGE)), source: null });
      expect({ ...(await queriesOf.travelerInsights(ORG, RANGE)), source: null }).toEqual({ ...(await queries.travelerInsights(ORG, RANGE)), source: null });
    }
  });
});
