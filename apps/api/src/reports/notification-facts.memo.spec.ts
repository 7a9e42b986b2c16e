// Specifications of the notifications' columns: a row per notification read from their blocks, a changed one read again.
import type { ReportNotificationDocument } from '@tourops/projections';
import { NotificationColumns } from './notification-facts.memo';

const raised = (id: string, fields: Partial<ReportNotificationDocument> = {}): ReportNotificationDocument =>
  Object.freeze({ _id: id, tourId: 'tour-a', measure: 'flight.departureDelay', level: 'WARNING', raisedAt: '2026-05-10T08:00:00.000Z', acknowledgedAt: null, closedAt: null, ...fields } as ReportNotificationDocument);

describe('NotificationColumns', () => {
  it('reads each notification into a row: tour, measure and level codes, instant raised, minutes to acknowledge and close (NaN before)', () => {
    const columns = new NotificationColumns().follow([
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
    const memo = new NotificationColumns();
    const rowsOf = (columns: NotificationColumns, tourId: string) => {
      const code = columns.tours.find(tourId)!;
      return [...columns.tourRows.subarray(columns.tourStart[code], columns.tourStart[code + 1])].map((row) => columns.documents[row]._id);
    };
    const first = memo.follow([raised('n1'), raised('n2', { tourId: 'tour-b' }), raised('n3')]);
    expect([rowsOf(first, 'tour-a'), rowsOf(first, 'tour-b')]).toEqual([['n1', 'n3'], ['n2']]);
    const later = memo.follow([raised('n1'), raised('n2', { tourId: 'tour-b' }), raised('n3'), raised('n4', { tourId: 'tour-b' })]);
    expect([rowsOf(later, 'tour-a'), rowsOf(later, 'tour-b')]).toEqual([['n1', 'n3'], ['n2', 'n4']]);
    expect(later.tours.find('tour-z')).toBeUndefined();
  });

  it('reads a notification again once acknowledged (a new document), and follows those raised since', () => {
    const memo = new NotificationColumns();
    const [n1, n2] = [raised('n1'), raised('n2')];
    memo.follow([n1, n2]);
    const columns = memo.follow([n1, raised('n2', { acknowledgedAt: '2026-05-10T08:30:00.000Z' }), raised('n3', { raisedAt: '2026-05-11T00:00:00.000Z' })]);
    expect([...columns.acknowledgeMinutes]).toEqual([NaN, 30, NaN]);
    expect(columns.documents.map((document) => document._id)).toEqual(['n1', 'n2', 'n3']);
  });

  it('names the tours of the notifications raised in a range, from its first day to the end of its last', () => {
    const columns = new NotificationColumns().follow([
      raised('n1', { raisedAt: '2026-04-30T23:59:59.999Z', tourId: 'tour-before' }),
      raised('n2', { raisedAt: '2026-05-01T00:00:00.000Z', tourId: 'tour-first' }),
      raised('n3', { raisedAt: '2026-05-31T23:59:59.999Z', tourId: 'tour-last' }),
      raised('n4', { raisedAt: '2026-06-01T00:00:00.000Z', tourId: 'tour-after' }),
    ]);
    expect([...columns.toursRaisedIn({ from: '2026-05-01', to: '2026-05-31' })]).toEqual(['tour-first', 'tour-last']);
  });
});
