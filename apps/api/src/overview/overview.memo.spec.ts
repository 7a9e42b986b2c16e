// The overview memo answers as computed afresh: a tour's flights as the monitoring board has them, the staff on some tours by their tour ids, again once the read model wrote.
import { airportTime, watchedSubjects, type Segment } from '@tourops/domain';
import { romeWeek as romeWeekFixture } from '../../../../libs/domain/src/monitoring/monitoring.fixtures';
import { OverviewMemo, type PositionedMember, type PositionedTour } from './overview.memo';

type Airport = [code: string, timeZone: string];
const LISBON: Airport = ['LIS', 'Europe/Lisbon'];
const ROME: Airport = ['FCO', 'Europe/Rome'];

const flight = (id: string, flightNumber: string, [from, fromZone]: Airport, [to, toZone]: Airport, departure: string, arrival: string): Segment => ({
  id,
  type: 'flight',
  title: flightNumber,
  startTime: departure.slice(11),
  durationMinutes: 180,
  location: null,
  notes: '',
  transfer: null,
  flight: { flightNumber, from, to, departure: airportTime(departure, fromZone), arrival: airportTime(arrival, toZone) },
});

/** A week in Rome as the read model wrote it at `position`: TP836 from Lisbon departs 07:00Z on 10 June, TP837 back departs 08:00Z on 16 June. */
const romeWeek = (position: string | undefined, status: PositionedTour['status'] = 'CONFIRMED'): PositionedTour => ({
  ...romeWeekFixture,
  status,
  days: [
    { id: 'd1', date: '2026-06-10', title: 'Arrival', description: '', segments: [flight('out', 'TP836', LISBON, ROME, '2026-06-10T08:00', '2026-06-10T11:45')] },
    { id: 'd7', date: '2026-06-16', title: 'Home', description: '', segments: [flight('back', 'TP837', ROME, LISBON, '2026-06-16T10:00', '2026-06-16T11:45')] },
  ],
  _position: position,
});

const TWO_DAYS_BEFORE = '2026-06-08T12:00:00.000Z';
const LAST_WEEKEND = '2026-06-14T12:00:00.000Z';
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('the flights the overview keeps', () => {
  let memo: OverviewMemo;
  beforeEach(() => {
    memo = new OverviewMemo();
  });

  it('given a confirmed tour, when asked at an instant, then its flights within their horizon are the monitoring board’s', () => {
    const tour = romeWeek('10');
    for (const now of [TWO_DAYS_BEFORE, LAST_WEEKEND]) expect(ids(memo.flightsInHorizon('org-a', [tour], now))).toEqual(ids(watchedSubjects(tour, now, 'flight').filter((subject) => subject.inHorizon)));
    expect(ids(memo.flightsInHorizon('org-a', [tour], TWO_DAYS_BEFORE))).toEqual(['tour-1/flight:out']);
    expect(ids(memo.flightsInHorizon('org-a', [tour], LAST_WEEKEND))).toEqual(['tour-1/flight:back']);
  });

  it('given the tour where it was, when asked later, then the flights kept are seen at the new instant', () => {
    const [out] = memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE);
    expect(ids(memo.flightsInHorizon('org-a', [romeWeek('10')], LAST_WEEKEND))).toEqual(['tour-1/flight:back']);
    expect(memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE)[0]).toBe(out);
  });

  it('given a tour written since, no longer confirmed, when asked, then it has no flight on watch', () => {
    expect(memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE)).toHaveLength(1);
    expect(memo.flightsInHorizon('org-a', [romeWeek('11', 'PLANNED')], TWO_DAYS_BEFORE)).toEqual([]);
    expect(memo.flightsInHorizon('org-a', [romeWeek('12')], TWO_DAYS_BEFORE)).toHaveLength(1);
  });

  it('given a tour at a position already asked, when asked, then its flights are not computed again; without a position they are', () => {
    const [kept] = memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE);
    expect(memo.flightsInHorizon('org-a', [romeWeek('10', 'PLANNED')], TWO_DAYS_BEFORE)).toEqual([kept]);
    expect(memo.flightsInHorizon('org-a', [romeWeek(undefined)], TWO_DAYS_BEFORE)).toHaveLength(1);
    expect(memo.flightsInHorizon('org-a', [romeWeek(undefined, 'PLANNED')], TWO_DAYS_BEFORE)).toEqual([]);
  });

  it('keeps each organization’s tours apart, and lets the least recently asked organization go', () => {
    const [kept] = memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE);
    expect(memo.flightsInHorizon('org-b', [romeWeek('10', 'PLANNED')], TWO_DAYS_BEFORE)).toEqual([]);
    expect(memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE)[0]).toBe(kept);
    for (let other = 0; other < 16; other++) memo.flightsInHorizon(`org-${other}`, [romeWeek('10')], TWO_DAYS_BEFORE);
    const [again] = memo.flightsInHorizon('org-a', [romeWeek('10')], TWO_DAYS_BEFORE);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});

const member = (id: string, position: string | undefined, tourIds: string[]): PositionedMember => ({ _id: id, tourIds, _position: position });
const staffIds = (members: readonly PositionedMember[]) => members.map((one) => one._id);

describe('the staff by tour the overview keeps', () => {
  let memo: OverviewMemo;
  beforeEach(() => {
    memo = new OverviewMemo();
  });

  it('given the staff, when asked for the members on some tours, then those assigned to any of them, in the staff’s order', () => {
    const staff = [member('m3', '1', ['t1', 't2']), member('m1', '2', ['t3']), member('m2', '3', ['t2'])];
    expect(staffIds(memo.staffOn('org-a', staff, ['t2']))).toEqual(['m3', 'm2']);
    expect(staffIds(memo.staffOn('org-a', staff, ['t3', 't1']))).toEqual(['m3', 'm1']);
    expect(memo.staffOn('org-a', staff, ['t9'])).toEqual([]);
  });

  it('given a member written since, when asked, then the tours they are on now count', () => {
    expect(memo.staffOn('org-a', [member('m1', '1', ['t1']), member('m2', '2', ['t2'])], ['t2'])).toHaveLength(1);
    expect(staffIds(memo.staffOn('org-a', [member('m1', '5', ['t1', 't2']), member('m2', '2', ['t2'])], ['t2']))).toEqual(['m1', 'm2']);
  });

  it('given a member added or removed, when asked, then the staff as they are now count', () => {
    expect(staffIds(memo.staffOn('org-a', [member('m1', '1', ['t1'])], ['t1']))).toEqual(['m1']);
    expect(staffIds(memo.staffOn('org-a', [member('m1', '1', ['t1']), member('m2', '2', ['t1'])], ['t1']))).toEqual(['m1', 'm2']);
    expect(staffIds(memo.staffOn('org-a', [member('m2', '2', ['t1'])], ['t1']))).toEqual(['m2']);
  });

  it('given the same members where they were, when asked, then the tours kept answer; without positions they are read again', () => {
    expect(memo.staffOn('org-a', [member('m1', '1', ['t1'])], ['t2'])).toEqual([]);
    expect(memo.staffOn('org-a', [member('m1', '1', ['t2'])], ['t2'])).toEqual([]);
    expect(staffIds(memo.staffOn('org-a', [member('m1', undefined, ['t2'])], ['t2']))).toEqual(['m1']);
    expect(memo.staffOn('org-a', [member('m1', undefined, ['t1'])], ['t2'])).toEqual([]);
  });
});
