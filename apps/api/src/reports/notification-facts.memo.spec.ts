// Specifications of the notification facts memo: columns per organization and range, a changed notification read again.
import type { ReportNotificationDocument } from '@tourops/projections';
import { NotificationFactsMemo } from './notification-facts.memo';

const RANGE = { from: '2026-05-01', to: '2026-05-31' };
const raised = (id: string, fields: Partial<ReportNotificationDocument> = {}): ReportNotificationDocument =>
  Object.freeze({ _id: id, tourId: 'tour-a', measure: 'flight.departureDelay', level: 'WARNING', raisedAt: '2026-05-10T08:00:00.000Z', acknowledgedAt: null, closedAt: null, ...fields } as ReportNotificationDocument);

describe('NotificationFactsMemo', () => {
  it('reads each notification into a row: tour, measure and level codes, instant raised, minutes to acknowledge and close (NaN before)', () => {
    const columns = new NotificationFactsMemo().columnsOf('org_a', RANGE, [
      raised('n1', { acknowledgedAt: '2026-05-10T08:12:00.000Z', closedAt: '2026-05-10T09:00:00.000Z' }),
      raised('n2', { tourId: 'tour-b', measure: 'weather.windSpeed', level: 'ALERT' }),
    ]);
    expect([columns.tours.values, columns.measures.values, columns.levels.values]).toEqual([['tour-a', 'tour-b'], ['flight.departureDelay', 'weather.windSpeed'], ['WARNING', 'ALERT']]);
    expect([...columns.tour, ...columns.measure, ...columns.level]).toEqual([0, 1, 0, 1, 0, 1]);
    expect([...columns.raisedMs]).toEqual([Date.parse('2026-05-10T08:00:00Z'), Date.parse('2026-05-10T08:00:00Z')]);
    expect([...columns.acknowledgeMinutes]).toEqual([12, NaN]);
    expect([...columns.closeMinutes]).toEqual([60, NaN]);
  });

  it('groups the rows by tour, in the order read, and groups them again when notifications change', () => {
    const memo = new NotificationFactsMemo();
    const rowsOf = (columns: ReturnType<typeof memo.columnsOf>, tourId: string) => {
      const code = columns.tours.find(tourId)!;
      return [...columns.tourRows.subarray(columns.tourStart[code], columns.tourStart[code + 1])].map((row) => columns.documents[row]._id);
    };
    const first = memo.columnsOf('org_a', RANGE, [raised('n1'), raised('n2', { tourId: 'tour-b' }), raised('n3')]);
    expect([rowsOf(first, 'tour-a'), rowsOf(first, 'tour-b')]).toEqual([['n1', 'n3'], ['n2']]);
    const later = memo.columnsOf('org_a', RANGE, [raised('n1'), raised('n2', { tourId: 'tour-b' }), raised('n3'), raised('n4', { tourId: 'tour-b' })]);
    expect([rowsOf(later, 'tour-a'), rowsOf(later, 'tour-b')]).toEqual([['n1', 'n3'], ['n2', 'n4']]);
    expect(later.tours.find('tour-z')).toBeUndefined();
  });

  it('reads a notification again once acknowledged (a new document), and follows those raised since', () => {
    const memo = new NotificationFactsMemo();
    const [n1, n2] = [raised('n1'), raised('n2')];
    memo.columnsOf('org_a', RANGE, [n1, n2]);
    const columns = memo.columnsOf('org_a', RANGE, [n1, raised('n2', { acknowledgedAt: '2026-05-10T08:30:00.000Z' }), raised('n3', { raisedAt: '2026-05-11T00:00:00.000Z' })]);
    expect([...columns.acknowledgeMinutes]).toEqual([NaN, 30, NaN]);
    expect(columns.documents.map((document) => document._id)).toEqual(['n1', 'n2', 'n3']);
  });

  it('keeps each organization and range apart', () => {
    const memo = new NotificationFactsMemo();
    memo.columnsOf('org_a', RANGE, [raised('n1')]);
    expect(memo.columnsOf('org_b', RANGE, []).documents).toEqual([]);
    expect(memo.columnsOf('org_a', { from: '2026-06-01', to: '2026-06-30' }, []).documents).toEqual([]);
    expect(memo.columnsOf('org_a', RANGE, [raised('n1')]).tours.values).toEqual(['tour-a']);
  });
});
