// Plan versus actual from tracking: an arrival is a position inside the place's radius after one outside it, the one nearest the planned start.
import { TRACKING_SLOT_MS, type ReportStaffDocument } from '@tourops/projections';
import { dayWindows, planVersusActualCandidates, tourStaffOf, trackedStartsOf, type TourSegments } from './plan-versus-actual';

const RESTAURANT = { lat: 43.3188, lng: 11.3308 };
const HOTEL_NEXT_DOOR = { lat: 43.3195, lng: 11.3315 };
const VINEYARD = { lat: 43.35, lng: 11.28 };
const DAY_WINDOW = { startTime: '07:30', endTime: '19:00' };

const PLANNED_START = Date.parse('2026-05-27T10:30:00.000Z');
/** A tour with one located segment: lunch at the osteria on 27 May, 10:30 to 11:45 UTC. */
const tour: TourSegments = { _id: 't1', timezone: 'Europe/Rome', monitored: [], located: { ids: 's1', dates: ['2026-05-27'], numbers: [PLANNED_START, Date.parse('2026-05-27T11:45:00.000Z'), RESTAURANT.lat, RESTAURANT.lng, 0] } };

/** A member on the tour all week whose device reported these places at these UTC times of 27 May. */
function staffAt(trail: [string, { lat: number; lng: number }][]) {
  const samples = trail.flatMap(([time, place]) => {
    const ms = Date.parse(`2026-05-27T${time}:00.000Z`);
    return [Math.floor(ms / TRACKING_SLOT_MS), ms, place.lat, place.lng];
  });
  const member = { _id: 'm1', assignments: [{ assignmentId: 'a1', tourId: 't1', from: '2026-05-26T00:00:00.000+02:00', to: '2026-05-31T00:00:00.000+02:00', overridden: false }] };
  return tourStaffOf('t1', [member as Pick<ReportStaffDocument, '_id' | 'assignments'>], new Map([['m1', samples]]));
}

const rowsOf = (trail: [string, { lat: number; lng: number }][]) => {
  const trackedStarts = new Map([['t1', trackedStartsOf(tour, staffAt(trail), dayWindows(DAY_WINDOW))]]);
  const { total, shown } = planVersusActualCandidates([tour], { from: '2026-05-26', to: '2026-05-30' }, trackedStarts);
  return { total, rows: shown.map((row) => ({ ...row, actualStart: row.trackedMs === null ? null : new Date(row.trackedMs).toISOString() })) };
};

describe('plan versus actual from tracking', () => {
  it('given the member slept next door, left for the vineyard and came back at 10:45, when reported, then lunch started 15 minutes late', () => {
    const report = rowsOf([['04:00', HOTEL_NEXT_DOOR], ['05:30', HOTEL_NEXT_DOOR], ['07:00', VINEYARD], ['09:00', VINEYARD], ['10:45', RESTAURANT], ['11:30', RESTAURANT]]);
    expect(report.rows).toEqual([expect.objectContaining({ segmentId: 's1', actualStart: '2026-05-27T10:45:00.000Z', differenceMinutes: 15, source: 'tracking' })]);
  });

  it('given the member stayed beside the restaurant all day, when reported, then there is no arrival to compare', () => {
    expect(rowsOf([['04:00', HOTEL_NEXT_DOOR], ['06:00', HOTEL_NEXT_DOOR], ['10:30', RESTAURANT], ['12:00', HOTEL_NEXT_DOOR]])).toEqual({ total: 0, rows: [] });
  });

  it('given two arrivals that day, when reported, then the one nearest the planned start counts', () => {
    const report = rowsOf([['05:00', VINEYARD], ['06:00', RESTAURANT], ['07:00', VINEYARD], ['10:20', RESTAURANT]]);
    expect(report.rows.map((row) => row.differenceMinutes)).toEqual([-10]);
  });

  it('given the member’s first position of the morning already at the restaurant, after a silent night elsewhere, when reported, then when they came is not known', () => {
    expect(rowsOf([['04:00', VINEYARD], ['08:30', RESTAURANT], ['11:30', RESTAURANT]])).toEqual({ total: 0, rows: [] });
  });
});
