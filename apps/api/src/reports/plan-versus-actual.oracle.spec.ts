// Plan versus actual over tours in Lisbon, Tokyo and New York (two of them on the day their clocks go back): given known plans, readings,
// positions and a re-timed flight, the report lists exactly the segments whose actual time differs (a flight landing late after leaving on time too),
// each time on the clock where it happens.
import type { RecordedEvent } from '@tourops/event-store';
import { ALL_PROJECTIONS, REPORT_TOURS_COLLECTION, type ReportTourDocument } from '@tourops/projections';
import { createMemoryReadStore } from '@tourops/read-store';
import type { TourPerformanceReport } from '@tourops/contracts';
import { Clock } from '@tourops/runtime';
import { projectInto } from '../../../../test/support/projected-store';
import { tourPerformanceTable } from './report-csv';
import { NotificationFactsMemo } from './notification-facts.memo';
import { ReportsQueries } from './reports.queries';
import { StaffSamplesMemo } from './staff-samples.memo';
import { TrackedStartsMemo } from './tracked-starts.memo';
import { TravelerFactsMemo } from './traveler-facts.memo';

const ORG = 'zones-org';
const RANGE = { from: '2026-10-01', to: '2026-12-31' };
const events: RecordedEvent[] = [];
const record = (type: string, data: object, occurredAt: string) =>
  events.push({ id: `e${events.length + 1}`, streamName: 's', type, revision: 0, position: BigInt(events.length + 1), data, metadata: { orgId: ORG, actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 } });

const HAKONE_GINYU = { name: 'Hakone Ginyu ryokan', lat: 35.243, lng: 139.104 };
const ODAWARA = { lat: 35.2564, lng: 139.1551 };
const place = (name: string, lat: number, lng: number) => ({ name, lat, lng });
const segment = (id: string, type: string, title: string, startTime: string, durationMinutes: number, extra: object = {}) => ({ id, type, title, startTime, durationMinutes, location: null, notes: '', flight: null, transfer: null, ...extra });
const transfer = (id: string, title: string, startTime: string, minutes: number) =>
  segment(id, 'transfer', title, startTime, minutes, { transfer: { from: place('A', 38.7, -9.1), to: place('B', 38.8, -9.4), plannedDurationMinutes: minutes } });
/** Times are the airports' wall clocks and the instants they are, written out by hand. */
const flight = (id: string, title: string, number: string, [from, fromZone, departs, departsAt]: string[], [to, toZone, arrives, arrivesAt]: string[], minutes: number) =>
  segment(id, 'flight', title, departs.slice(11), minutes, {
    flight: { flightNumber: number, from, to, departure: { localTime: departs, timeZone: fromZone, instant: departsAt }, arrival: { localTime: arrives, timeZone: toZone, instant: arrivesAt } },
  });
const reading = (measure: string, value: number, observedAt: string, at: string) => ({ measure, value, unit: 'min', observedAt, provider: 'simulated', fetchedAt: at, simulated: true });
const checked = (tourId: string, kind: 'flight' | 'transfer', segmentId: string, at: string, readings: object[]) =>
  record('SubjectChecked', { subjectId: `${tourId}/${kind}:${segmentId}`, tourId, kind, readings, at }, at);

function season() {
  // Lisbon, 24-25 Oct 2026: clocks go back from 02:00 WEST (+01:00) to 01:00 WET (+00:00) on the 25th.
  record('TourCreated', {
    tourId: 'lisbon', title: 'Lisbon and Sintra', description: '', startDate: '2026-10-24', endDate: '2026-10-25', timezone: 'Europe/Lisbon', status: 'CONFIRMED', template: false,
    days: [
      { id: 'lisbon-1', date: '2026-10-24', title: '', description: '', segments: [
        flight('lisbon-flight', 'Flight TP841 from Rome', 'TP841', ['FCO', 'Europe/Rome', '2026-10-24T10:00', '2026-10-24T08:00:00.000Z'], ['LIS', 'Europe/Lisbon', '2026-10-24T12:05', '2026-10-24T11:05:00.000Z'], 185),
        transfer('lisbon-hotel', 'Transfer to Hotel Avenida Palace', '13:00', 45),
      ] },
      { id: 'lisbon-2', date: '2026-10-25', title: '', description: '', segments: [
        transfer('lisbon-sintra', 'Coach to Sintra', '09:00', 40),
        flight('lisbon-home', 'Flight TP844 home', 'TP844', ['LIS', 'Europe/Lisbon', '2026-10-25T18:00', '2026-10-25T18:00:00.000Z'], ['FCO', 'Europe/Rome', '2026-10-25T21:40', '2026-10-25T20:40:00.000Z'], 160),
      ] },
    ],
  }, '2026-09-01T00:00:00.000Z');
  checked('lisbon', 'flight', 'lisbon-flight', '2026-10-24T11:30:00.000Z', [reading('flight.departureDelay', 35, '2026-10-24T08:35:00.000Z', '2026-10-24T11:30:00.000Z'), reading('flight.arrivalDelay', 20, '2026-10-24T11:25:00.000Z', '2026-10-24T11:30:00.000Z')]);
  checked('lisbon', 'transfer', 'lisbon-hotel', '2026-10-24T12:00:00.000Z', [reading('transfer.durationDelay', 0, '2026-10-24T12:00:00.000Z', '2026-10-24T12:00:00.000Z')]);
  // Left on time, landed half an hour late: a difference all the same.
  checked('lisbon', 'flight', 'lisbon-home', '2026-10-25T21:15:00.000Z', [reading('flight.departureDelay', 0, '2026-10-25T18:00:00.000Z', '2026-10-25T21:15:00.000Z'), reading('flight.arrivalDelay', 30, '2026-10-25T21:10:00.000Z', '2026-10-25T21:15:00.000Z')]);
  checked('lisbon', 'transfer', 'lisbon-sintra', '2026-10-25T09:00:00.000Z', [reading('transfer.durationDelay', 15, '2026-10-25T09:00:00.000Z', '2026-10-25T09:00:00.000Z')]);

  // Tokyo, 27-28 Nov 2026 (+09:00 all year): a check-in tracked 25 minutes late, dinner at the same ryokan, a flight re-timed to its delay.
  record('TourCreated', {
    tourId: 'tokyo', title: 'Tokyo, Hakone and Kyoto', description: '', startDate: '2026-11-27', endDate: '2026-11-28', timezone: 'Asia/Tokyo', status: 'CONFIRMED', template: false,
    days: [
      { id: 'tokyo-1', date: '2026-11-27', title: '', description: '', segments: [
        segment('tokyo-checkin', 'accommodation', 'Check-in at Hakone Ginyu ryokan', '14:00', 30, { location: HAKONE_GINYU }),
        segment('tokyo-dinner', 'meal', 'Kaiseki dinner at the ryokan', '18:00', 90, { location: HAKONE_GINYU }),
      ] },
      { id: 'tokyo-2', date: '2026-11-28', title: '', description: '', segments: [
        flight('tokyo-flight', 'Flight NH21 to Osaka', 'NH21', ['HND', 'Asia/Tokyo', '2026-11-28T09:00', '2026-11-28T00:00:00.000Z'], ['ITM', 'Asia/Tokyo', '2026-11-28T10:10', '2026-11-28T01:10:00.000Z'], 70),
      ] },
    ],
  }, '2026-09-01T00:00:00.000Z');
  record('FieldStaffMemberRegistered', { staffId: 'aiko', firstName: 'Aiko', lastName: 'Suzuki', email: '', phone: '', roles: ['guide'], languages: [], licences: [], daysOff: [] }, '2026-09-01T00:00:00.000Z');
  record('FieldStaffAssigned', { staffId: 'aiko', assignment: { assignmentId: 'aiko-1', tourId: 'tokyo', role: 'guide', from: '2026-11-27T00:00:00+09:00', to: '2026-11-29T00:00:00+09:00', override: null } }, '2026-09-01T00:00:00.000Z');
  const at = (instant: string, where: { lat: number; lng: number }) => ({ at: instant, lat: where.lat, lng: where.lng });
  record('StaffPositionsReported', {
    staffId: 'aiko', tokenId: 'phone',
    positions: [at('2026-11-26T23:00:00.000Z', ODAWARA), at('2026-11-27T03:00:00.000Z', ODAWARA), at('2026-11-27T05:25:00.000Z', HAKONE_GINYU), at('2026-11-27T07:00:00.000Z', HAKONE_GINYU), at('2026-11-27T09:05:00.000Z', HAKONE_GINYU)],
  }, '2026-11-27T09:05:00.000Z');
  checked('tokyo', 'flight', 'tokyo-flight', '2026-11-27T23:30:00.000Z', [reading('flight.departureDelay', 60, '2026-11-28T01:00:00.000Z', '2026-11-27T23:30:00.000Z'), reading('flight.arrivalDelay', 55, '2026-11-28T02:05:00.000Z', '2026-11-27T23:30:00.000Z')]);
  record('SegmentChanged', {
    tourId: 'tokyo', dayId: 'tokyo-2', segmentId: 'tokyo-flight',
    changes: { startTime: '10:00', flight: { flightNumber: 'NH21', from: 'HND', to: 'ITM', departure: { localTime: '2026-11-28T10:00', timeZone: 'Asia/Tokyo', instant: '2026-11-28T01:00:00.000Z' }, arrival: { localTime: '2026-11-28T11:05', timeZone: 'Asia/Tokyo', instant: '2026-11-28T02:05:00.000Z' } } },
  }, '2026-11-27T23:40:00.000Z');

  // New York, 31 Oct-1 Nov 2026: clocks go back from 02:00 EDT (-04:00) to 01:00 EST (-05:00) on the 1st; the flight home lands in Rome the next day.
  record('TourCreated', {
    tourId: 'new-york', title: 'New York long weekend', description: '', startDate: '2026-10-31', endDate: '2026-11-01', timezone: 'America/New_York', status: 'CONFIRMED', template: false,
    days: [
      { id: 'ny-1', date: '2026-10-31', title: '', description: '', segments: [transfer('ny-hotel', 'Transfer to The Plaza', '15:00', 50)] },
      { id: 'ny-2', date: '2026-11-01', title: '', description: '', segments: [
        transfer('ny-jfk', 'Transfer to JFK', '10:00', 60),
        flight('ny-flight', 'Flight AZ609 home', 'AZ609', ['JFK', 'America/New_York', '2026-11-01T17:30', '2026-11-01T22:30:00.000Z'], ['FCO', 'Europe/Rome', '2026-11-02T07:55', '2026-11-02T06:55:00.000Z'], 505),
      ] },
    ],
  }, '2026-09-01T00:00:00.000Z');
  checked('new-york', 'transfer', 'ny-hotel', '2026-10-31T19:00:00.000Z', [reading('transfer.durationDelay', 0, '2026-10-31T19:00:00.000Z', '2026-10-31T19:00:00.000Z')]);
  checked('new-york', 'transfer', 'ny-jfk', '2026-11-01T15:00:00.000Z', [reading('transfer.durationDelay', -10, '2026-11-01T15:00:00.000Z', '2026-11-01T15:00:00.000Z')]);
  checked('new-york', 'flight', 'ny-flight', '2026-11-02T07:30:00.000Z', [reading('flight.departureDelay', 20, '2026-11-01T22:50:00.000Z', '2026-11-02T07:30:00.000Z'), reading('flight.arrivalDelay', 25, '2026-11-02T07:20:00.000Z', '2026-11-02T07:30:00.000Z')]);
}

/** The report tours as version 5 kept the located segments: one flat list, the place before as NaN (ADR 0020). */
async function asVersionFive(store: ReturnType<typeof createMemoryReadStore>) {
  const tours = await store.forOrganization(ORG).collection<ReportTourDocument>(REPORT_TOURS_COLLECTION).find({});
  const flat = ({ dates, numbers }: ReportTourDocument['located'], ids: string[]) => dates.flatMap((date, k) => [ids[k], date, ...numbers.slice(k * 5, k * 5 + 4), NaN, NaN]);
  const operations = tours.map((tour) => ({ replaceOne: { filter: { _id: tour._id }, replacement: { ...tour, located: flat(tour.located, tour.located.ids.split(' ')) } } }));
  await store.commit([{ collection: REPORT_TOURS_COLLECTION, orgId: ORG, operations }], { name: 'zones', position: String(events.length + 1) });
}

async function folded({ version5 = false } = {}) {
  const store = createMemoryReadStore();
  await projectInto(store, ALL_PROJECTIONS, events, { name: 'zones' });
  if (version5) await asVersionFive(store);
  return new ReportsQueries(store, { now: () => new Date('2026-12-01T12:00:00Z') } as Clock, new StaffSamplesMemo(), new TravelerFactsMemo(), new NotificationFactsMemo(), new TrackedStartsMemo());
}

/** The wall clock of an instant in a zone, by the platform's own time zone data: 'YYYY-MM-DD HH:MM zone'. */
function wallClock(instant: string | null, timeZone: string): string | null {
  if (instant === null) return null;
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${timeZone}`;
}

type Row = TourPerformanceReport['planVersusActual']['rows'][number];
const asRead = (row: Row) => ({
  tour: row.tourTitle,
  segment: row.segmentTitle,
  plannedStart: wallClock(row.plannedStart, row.startClock.timeZone),
  actualStart: wallClock(row.actualStart, row.startClock.timeZone),
  plannedEnd: wallClock(row.plannedEnd, row.endClock.timeZone),
  actualEnd: wallClock(row.actualEnd, row.endClock.timeZone),
  clocks: [row.startClock.name ?? null, row.endClock.name ?? null],
  differenceMinutes: row.differenceMinutes,
  source: row.source,
});

/** What an operator on the spot reads, worked out by hand from the plans and the readings above; the largest difference first. */
const EXPECTED = [
  { tour: 'Lisbon and Sintra', segment: 'Flight TP841 from Rome', plannedStart: '2026-10-24 10:00 Europe/Rome', actualStart: '2026-10-24 10:35 Europe/Rome', plannedEnd: '2026-10-24 12:05 Europe/Lisbon', actualEnd: '2026-10-24 12:25 Europe/Lisbon', clocks: ['FCO', 'LIS'], differenceMinutes: 35, source: 'monitoring' },
  { tour: 'Lisbon and Sintra', segment: 'Flight TP844 home', plannedStart: '2026-10-25 18:00 Europe/Lisbon', actualStart: '2026-10-25 18:00 Europe/Lisbon', plannedEnd: '2026-10-25 21:40 Europe/Rome', actualEnd: '2026-10-25 22:10 Europe/Rome', clocks: ['LIS', 'FCO'], differenceMinutes: 30, source: 'monitoring' },
  { tour: 'Tokyo, Hakone and Kyoto', segment: 'Check-in at Hakone Ginyu ryokan', plannedStart: '2026-11-27 14:00 Asia/Tokyo', actualStart: '2026-11-27 14:25 Asia/Tokyo', plannedEnd: '2026-11-27 14:30 Asia/Tokyo', actualEnd: null, clocks: [null, null], differenceMinutes: 25, source: 'tracking' },
  { tour: 'New York long weekend', segment: 'Flight AZ609 home', plannedStart: '2026-11-01 17:30 America/New_York', actualStart: '2026-11-01 17:50 America/New_York', plannedEnd: '2026-11-02 07:55 Europe/Rome', actualEnd: '2026-11-02 08:20 Europe/Rome', clocks: ['JFK', 'FCO'], differenceMinutes: 20, source: 'monitoring' },
  { tour: 'Lisbon and Sintra', segment: 'Coach to Sintra', plannedStart: '2026-10-25 09:00 Europe/Lisbon', actualStart: '2026-10-25 09:00 Europe/Lisbon', plannedEnd: '2026-10-25 09:40 Europe/Lisbon', actualEnd: '2026-10-25 09:55 Europe/Lisbon', clocks: [null, null], differenceMinutes: 15, source: 'monitoring' },
  { tour: 'New York long weekend', segment: 'Transfer to JFK', plannedStart: '2026-11-01 10:00 America/New_York', actualStart: '2026-11-01 10:00 America/New_York', plannedEnd: '2026-11-01 11:00 America/New_York', actualEnd: '2026-11-01 10:50 America/New_York', clocks: [null, null], differenceMinutes: -10, source: 'monitoring' },
];

describe('plan versus actual in the zones where the tours happen', () => {
  season();
  let report: TourPerformanceReport;
  beforeAll(async () => {
    report = await (await folded()).tourPerformance(ORG, RANGE);
  });

  it('lists exactly the segments whose actual time differs from the plan, each time on the clock where it happens', () => {
    expect(report.planVersusActual.rows.map(asRead)).toEqual(EXPECTED);
    expect(report.planVersusActual.total).toBe(EXPECTED.length);
  });

  it('leaves out transfers that drove as planned, the flight re-timed to its delay, and dinner at the place the check-in already reached', () => {
    const listed = report.planVersusActual.rows.map((row) => row.segmentTitle);
    for (const asPlanned of ['Transfer to Hotel Avenida Palace', 'Transfer to The Plaza', 'Flight NH21 to Osaka', 'Kaiseki dinner at the ryokan']) expect(listed).not.toContain(asPlanned);
  });

  it('given report tours kept by version 5 (serving until version 6 takes over), when asked, then it lists the same rows', async () => {
    const older = await (await folded({ version5: true })).tourPerformance(ORG, RANGE);
    expect(older.planVersusActual.rows.map(asRead)).toEqual(EXPECTED);
  });

  it('carries each tour’s zone as the frame of its times', () => {
    expect(report.planVersusActual.rows.map((row) => [row.tourTitle, row.timeZone])).toEqual(EXPECTED.map((row) => [row.tour, { 'Lisbon and Sintra': 'Europe/Lisbon', 'Tokyo, Hakone and Kyoto': 'Asia/Tokyo', 'New York long weekend': 'America/New_York' }[row.tour]]));
  });

  it('writes the CSV with local times beside their zones, and no ISO instant', () => {
    const { header, rows } = tourPerformanceTable(report, 'planVersusActual');
    const column = (name: string) => header.indexOf(name);
    expect(rows.map((row) => [row[column('segmentTitle')], `${row[column('plannedStart')]} ${row[column('startTimeZone')]}`, row[column('actualEnd')] === null ? null : `${row[column('actualEnd')]} ${row[column('endTimeZone')]}`])).toEqual(
      EXPECTED.map((row) => [row.segment, row.plannedStart, row.actualEnd]),
    );
    expect(JSON.stringify(rows)).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
