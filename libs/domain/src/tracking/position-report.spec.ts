// Specifications of position reports: checks of each position, duplicates within a batch and of recorded instants, late batches.
import { deciderSpecification } from '../shared/decider-specification';
import { POSITIONS_PER_REPORT_MAX, canonicalPosition, positionProblem, type StaffPosition } from './position-rules';
import { REMEMBERED_INSTANTS, evolvePositionHistory, initialPositionHistory, positionReportDecider, type PositionReportEvent } from './position-report';

const staffId = 'staff-1';
const tokenId = 'tok-1';
const now = '2025-06-10T08:00:00.000Z';
const given = deciderSpecification(positionReportDecider, { now });

const fix = (at: string, lat = 43.77, lng = 11.25, extra: Partial<StaffPosition> = {}): StaffPosition => ({ at, lat, lng, ...extra });
const report = (...positions: StaffPosition[]) => ({ type: 'ReportPositions' as const, data: { staffId, tokenId, positions } });
const reported = (...positions: StaffPosition[]): PositionReportEvent => ({ type: 'StaffPositionsReported', data: { staffId, tokenId, positions } });

describe('a position', () => {
  it.each<[string, Partial<StaffPosition>, string | null]>([
    ['a plain fix', {}, null],
    ['accuracy, speed and heading', { accuracy: 12, speed: 1.4, heading: 270 }, null],
    ['a time with an offset', { at: '2025-06-10T09:59:00+02:00' }, null],
    ['a time 5 minutes ahead', { at: '2025-06-10T08:05:00Z' }, null],
    ['a time more than 5 minutes ahead', { at: '2025-06-10T08:05:01Z' }, 'at'],
    ['a time 8 days old', { at: '2025-06-02T08:00:00Z' }, 'at'],
    ['a date without a time', { at: '2025-06-10' }, 'at'],
    ['a time without an offset', { at: '2025-06-10T07:00:00' }, 'at'],
    ['an impossible date', { at: '2025-02-30T07:00:00Z' }, 'at'],
    ['a latitude beyond 90', { lat: 90.5 }, 'lat'],
    ['a longitude beyond -180', { lng: -180.1 }, 'lng'],
    ['a coordinate that is not a number', { lat: Number.NaN }, 'lat'],
    ['a negative accuracy', { accuracy: -1 }, 'accuracy'],
    ['a negative speed', { speed: -3 }, 'speed'],
    ['a heading beyond 360', { heading: 361 }, 'heading'],
  ])('checks %s', (_, changes, field) => {
    const problem = positionProblem({ ...fix('2025-06-10T07:59:00Z'), ...changes }, now);
    expect(problem?.[0] ?? null).toBe(field);
  });

  it('is recorded with its instant in UTC with milliseconds, so equal instants compare equal', () => {
    expect(canonicalPosition(fix('2025-06-10T09:59:00+02:00', 1, 2, { speed: 3 }))).toEqual({ at: '2025-06-10T07:59:00.000Z', lat: 1, lng: 2, speed: 3 });
  });
});

describe('ReportPositions', () => {
  it('records a batch as one event, sorted by time', () => {
    given()
      .when(report(fix('2025-06-10T07:59:10Z', 2), fix('2025-06-10T07:59:00Z', 1)))
      .then(reported(fix('2025-06-10T07:59:00.000Z', 1), fix('2025-06-10T07:59:10.000Z', 2)));
  });

  it('drops an instant repeated within the batch, keeping the first fix', () => {
    given()
      .when(report(fix('2025-06-10T07:59:00Z', 1), fix('2025-06-10T09:59:00+02:00', 9)))
      .then(reported(fix('2025-06-10T07:59:00.000Z', 1)));
  });

  it('drops instants already recorded and keeps the new ones', () => {
    given(reported(fix('2025-06-10T07:59:00.000Z', 1)))
      .when(report(fix('2025-06-10T07:59:00Z', 5), fix('2025-06-10T07:59:05Z', 2)))
      .then(reported(fix('2025-06-10T07:59:05.000Z', 2)));
  });

  it('records nothing when a batch is sent again', () => {
    const batch = [fix('2025-06-10T07:59:00Z', 1), fix('2025-06-10T07:59:05Z', 2)];
    given(reported(...batch.map(canonicalPosition))).when(report(...batch)).thenNothingHappened();
  });

  it('records a late batch older than what was already recorded', () => {
    given(reported(fix('2025-06-10T07:59:00.000Z', 1)))
      .when(report(fix('2025-06-10T07:50:00Z', 7)))
      .then(reported(fix('2025-06-10T07:50:00.000Z', 7)));
  });

  it('rejects the whole batch when one position is bad, naming it', () => {
    given()
      .when(report(fix('2025-06-10T07:59:00Z'), fix('2025-06-10T07:59:05Z', 95)))
      .thenThrows({ code: 'invalid', message: /Position 1/, fields: { 'positions.1.lat': 'Must be a latitude from -90 to 90.' } });
  });

  it(`rejects an empty batch and one of more than ${POSITIONS_PER_REPORT_MAX} positions`, () => {
    given().when(report()).thenThrows({ code: 'invalid', message: /at least one/, fields: { positions: 'At least 1 position.' } });
    const many = Array.from({ length: POSITIONS_PER_REPORT_MAX + 1 }, (_, index) => fix(new Date(Date.parse(now) - index * 1000).toISOString()));
    given().when(report(...many)).thenThrows({ code: 'invalid', message: /at most 500/, fields: { positions: 'At most 500 positions.' } });
  });
});

describe('the remembered instants', () => {
  it(`keep the newest ${REMEMBERED_INSTANTS}`, () => {
    const start = Date.parse('2025-06-09T00:00:00Z');
    const batches = Array.from({ length: 3 }, (_, batch) =>
      reported(...Array.from({ length: 500 }, (_, index) => fix(new Date(start + (batch * 500 + index) * 1000).toISOString()))),
    );
    const history = batches.reduce(evolvePositionHistory, initialPositionHistory);
    expect(history.seen.size).toBe(REMEMBERED_INSTANTS);
    expect(history.seen.has(start)).toBe(false);
    expect(history.seen.has(start + 499 * 1000)).toBe(false);
    expect(history.seen.has(start + 500 * 1000)).toBe(true);
    expect(history.seen.has(start + 1499 * 1000)).toBe(true);
  });
});
