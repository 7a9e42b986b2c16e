// The tracked starts memo answers again as computed afresh whenever the tour, its staff, their positions or the day window change.
import { TRACKING_SLOT_MS } from '@tourops/projections';
import { TrackedStartsMemo, type PositionedMember, type PositionedTour } from './tracked-starts.memo';

const RESTAURANT = { lat: 43.3188, lng: 11.3308 };
const VINEYARD = { lat: 43.35, lng: 11.28 };
const DAY_WINDOW = { startTime: '07:30', endTime: '19:00' };
const ORG = 'org-a';

const at = (time: string) => Date.parse(`2026-05-27T${time}:00.000Z`);
/** Lunch on 27 May, 10:30 to 11:45 UTC, at `place`. */
const tour = (position: string, place = RESTAURANT): PositionedTour => ({
  _id: 't1',
  timezone: 'Europe/Rome',
  monitored: [],
  located: { ids: 's1', dates: ['2026-05-27'], numbers: [at('10:30'), at('11:45'), place.lat, place.lng, 0] },
  _position: position,
});
const ALL_WEEK = { from: '2026-05-26T00:00:00.000+02:00', to: '2026-05-31T00:00:00.000+02:00' };
const member = (id: string, position: string, period = ALL_WEEK): PositionedMember => ({ _id: id, assignments: [{ assignmentId: `${id}-a`, tourId: 't1', ...period, overridden: false }], _position: position });
/** Samples of a member who was at the vineyard until `arrival` (UTC), then at the restaurant. */
const trail = (arrival: string) =>
  [['07:00', VINEYARD], ['09:00', VINEYARD], [arrival, RESTAURANT], ['11:30', RESTAURANT]].flatMap(([time, place]) => {
    const ms = at(time as string);
    const { lat, lng } = place as typeof RESTAURANT;
    return [Math.floor(ms / TRACKING_SLOT_MS), ms, lat, lng];
  });

describe('tracked starts kept between queries', () => {
  let memo: TrackedStartsMemo;
  const startOf = (tours: PositionedTour[], staff: PositionedMember[], samples: [string, number[]][], dayWindow = DAY_WINDOW, orgId = ORG) => {
    const starts = memo.trackedStartsOf(orgId, tours, staff, new Map(samples), dayWindow).get('t1');
    return starts === undefined ? undefined : Number.isNaN(starts[0]) ? null : new Date(starts[0]).toISOString();
  };
  beforeEach(() => {
    memo = new TrackedStartsMemo();
  });

  it('given a member who arrived at 10:45, when asked twice with the same positions, then the second answer is the one kept', () => {
    expect(startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:45')]])).toBe('2026-05-27T10:45:00.000Z');
    expect(startOf([tour('10')], [member('m1', '20')], [['m1', trail('11:00')]])).toBe('2026-05-27T10:45:00.000Z');
  });

  it('given new positions of the member (their document moved on), when asked, then the new arrival counts', () => {
    startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:45')]]);
    expect(startOf([tour('10')], [member('m1', '21')], [['m1', trail('11:00')]])).toBe('2026-05-27T11:00:00.000Z');
  });

  it('given the assignment moved to the next week, when asked, then no arrival is tracked', () => {
    startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:45')]]);
    const nextWeek = { from: '2026-06-02T00:00:00.000+02:00', to: '2026-06-07T00:00:00.000+02:00' };
    expect(startOf([tour('10')], [member('m1', '22', nextWeek)], [['m1', trail('10:45')]])).toBeNull();
  });

  it('given a second member assigned who arrived earlier, when asked, then their arrival, nearer the plan, counts until they are unassigned', () => {
    startOf([tour('10')], [member('m1', '20')], [['m1', trail('11:00')]]);
    const staff = [member('m1', '20'), member('m2', '30')];
    expect(startOf([tour('10')], staff, [['m1', trail('11:00')], ['m2', trail('10:40')]])).toBe('2026-05-27T10:40:00.000Z');
    const withoutSecond = [member('m1', '20'), { _id: 'm2', assignments: [], _position: '31' }];
    expect(startOf([tour('10')], withoutSecond, [['m1', trail('11:00')], ['m2', trail('10:40')]])).toBe('2026-05-27T11:00:00.000Z');
  });

  it('given the member unassigned, when asked, then the tour has no tracked starts', () => {
    startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:45')]]);
    expect(startOf([tour('10')], [{ _id: 'm1', assignments: [], _position: '23' }], [['m1', trail('10:45')]])).toBeUndefined();
  });

  it('given the lunch moved to the vineyard (the tour document moved on), when asked, then the member did not arrive there', () => {
    startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:45')]]);
    expect(startOf([tour('11', VINEYARD)], [member('m1', '20')], [['m1', trail('10:45')]])).toBeNull();
  });

  it('given the day window opening at 12:25 in Rome (10:25 UTC), when asked, then the member who came at 10:20 was there already; back at 07:30, they arrived', () => {
    expect(startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:20')]])).toBe('2026-05-27T10:20:00.000Z');
    expect(startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:20')]], { startTime: '12:25', endTime: '19:00' })).toBeNull();
    expect(startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:20')]])).toBe('2026-05-27T10:20:00.000Z');
  });

  it('given another organization with the same ids, when asked, then it gets its own answer', () => {
    startOf([tour('10')], [member('m1', '20')], [['m1', trail('10:45')]]);
    expect(startOf([tour('10')], [member('m1', '20')], [['m1', trail('11:00')]], DAY_WINDOW, 'org-b')).toBe('2026-05-27T11:00:00.000Z');
  });

  it('given documents without positions, when asked twice, then each answer is computed afresh', () => {
    const unpositioned = { ...tour('10'), _position: undefined };
    startOf([unpositioned], [member('m1', '20')], [['m1', trail('10:45')]]);
    expect(startOf([unpositioned], [member('m1', '20')], [['m1', trail('11:00')]])).toBe('2026-05-27T11:00:00.000Z');
  });
});
