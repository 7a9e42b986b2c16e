// Folding batches without a database: documents, position guards, and the change list.
import type { RecordedEvent } from '@tourops/event-store';
import { BatchFolding, foldBatch, keyOf, touchedDocuments } from './batch';
import { TOURS_COLLECTION, toursProjection } from './tours/tours.projection';
import { SETTINGS_COLLECTION, settingsProjection } from './settings.projection';

const projections = [toursProjection, settingsProjection];
const TOUR = 'tour-1';

function recorded(position: number, revision: number, type: string, data: object, orgId = 'acme'): RecordedEvent {
  return {
    id: `e${position}`,
    streamName: `tour-${orgId}.${TOUR}`,
    type,
    revision,
    position: BigInt(position),
    data,
    metadata: { orgId, actorId: `user-${position}`, correlationId: 'c', causationId: 'c', occurredAt: `2027-01-01T00:00:0${position}.000Z`, schemaVersion: 1 },
  };
}

const created = recorded(1, 0, 'TourCreated', { tourId: TOUR, title: 'Alps', description: 'Snow', startDate: '2027-02-01', endDate: '2027-02-02', timezone: 'UTC', status: 'DRAFT' });
const dayAdded = recorded(2, 1, 'DayAdded', { tourId: TOUR, day: { id: 'd1', date: '2027-02-01', title: '', description: '' } });
const deleted = recorded(3, 2, 'TourDeleted', { tourId: TOUR });

describe('folding a batch', () => {
  it('lists each touched document once', () => {
    expect(touchedDocuments(projections, [created, dayAdded])).toEqual([{ orgId: 'acme', collection: TOURS_COLLECTION, id: TOUR }]);
  });

  it('builds the tour document with counts, audit fields and its position', () => {
    const { writes, changes } = foldBatch(projections, [created, dayAdded, deleted], new Map());
    expect(changes).toEqual([{ orgId: 'acme', collection: TOURS_COLLECTION, ids: [TOUR] }]);
    expect(writes).toHaveLength(1);
    const operation = writes[0].operations[0] as { replaceOne: { replacement: Record<string, unknown> } };
    expect(operation.replaceOne.replacement).toMatchObject({
      _id: TOUR,
      title: 'Alps',
      dayCount: 1,
      segmentCount: 0,
      deleted: true,
      deletedAt: '2027-01-01T00:00:03.000Z',
      createdBy: 'user-1',
      createdAt: '2027-01-01T00:00:01.000Z',
      updatedBy: 'user-3',
      revision: 2,
      searchText: 'alps\nsnow',
      _position: '3',
    });
  });

  it('skips events at or below the position a document already reflects', () => {
    const first = foldBatch(projections, [created, dayAdded], new Map());
    const stored = (first.writes[0].operations[0] as { replaceOne: { replacement: any } }).replaceOne.replacement;
    const loaded = new Map([[keyOf({ orgId: 'acme', collection: TOURS_COLLECTION, id: TOUR }), stored]]);
    expect(foldBatch(projections, [created, dayAdded], loaded)).toEqual({ writes: [], changes: [] });
    const next = foldBatch(projections, [dayAdded, deleted], loaded);
    expect((next.writes[0].operations[0] as { replaceOne: { replacement: any } }).replaceOne.replacement).toMatchObject({ dayCount: 1, deleted: true, _position: '3' });
  });

  it('keeps organizations and collections apart', () => {
    const other = recorded(4, 0, 'TourCreated', { ...created.data as object }, 'globex');
    const settings = recorded(5, 0, 'SettingsChanged', { name: 'day', values: { startTime: '06:00' } });
    const { writes } = foldBatch(projections, [created, other, settings], new Map());
    expect(writes.map((write) => [write.orgId, write.collection])).toEqual([
      ['acme', TOURS_COLLECTION],
      ['globex', TOURS_COLLECTION],
      ['acme', SETTINGS_COLLECTION],
    ]);
  });

  it('ignores events that no projection handles, and events before a tour exists', () => {
    const stray = recorded(6, 0, 'SomethingElse', { tourId: TOUR });
    expect(foldBatch(projections, [stray, dayAdded], new Map())).toEqual({ writes: [], changes: [] });
  });

  it('folds several pages into one batch as it folds them as one page, loading each document once', () => {
    const batch = new BatchFolding(projections);
    const first = batch.prepare([created]);
    expect(first.unloaded.map(({ key }) => key)).toEqual([{ orgId: 'acme', collection: TOURS_COLLECTION, id: TOUR }]);
    batch.fold(first, new Map());
    const second = batch.prepare([dayAdded, deleted]);
    expect(second.unloaded).toEqual([]);
    batch.fold(second, new Map());
    expect(batch.events).toBe(3);
    expect(batch.build()).toEqual(foldBatch(projections, [created, dayAdded, deleted], new Map()));
  });

  it('given a projection whose every event makes its own document, when a page is prepared, then none of its documents is loaded, and replaying it writes the same', () => {
    const perEvent = { ...settingsProjection, name: 'entries', collection: 'entries', eventTypes: ['TourCreated', 'DayAdded'], documentPerEvent: true, documentId: (event: RecordedEvent) => event.position.toString(), evolve: (_: unknown, event: RecordedEvent) => ({ _id: event.position.toString(), type: event.type }) };
    const batch = new BatchFolding([toursProjection, perEvent]);
    const page = batch.prepare([created, dayAdded]);
    expect(page.unloaded.map(({ key }) => key.collection)).toEqual([TOURS_COLLECTION]);
    batch.fold(page, new Map());
    const entries = batch.build().writes.find((write) => write.collection === 'entries');
    expect(entries?.operations).toEqual([
      { replaceOne: { filter: { _id: '1' }, replacement: { _id: '1', type: 'TourCreated', _position: '1' }, upsert: true } },
      { replaceOne: { filter: { _id: '2' }, replacement: { _id: '2', type: 'DayAdded', _position: '2' }, upsert: true } },
    ]);
  });

  it('stops a page before the first event that could take the batch past its document limit', () => {
    const tourCreated = (position: number, tourId: string) =>
      ({ ...recorded(position, 0, 'TourCreated', { ...(created.data as object), tourId }), streamName: `tour-acme.${tourId}` });
    const page = [tourCreated(1, 'tour-a'), tourCreated(2, 'tour-b'), recorded(3, 1, 'DayAdded', { ...(dayAdded.data as object), tourId: 'tour-a' }), tourCreated(4, 'tour-c')];
    const batch = new BatchFolding(projections);
    const prepared = batch.prepare(page, 2);
    expect(prepared.events).toBe(1 + 1);
    batch.fold(prepared, new Map());
    expect(batch.documents).toBe(2);
    expect(batch.prepare(page.slice(2), 2).events).toBe(0);
    expect(batch.build().changes).toEqual([{ orgId: 'acme', collection: TOURS_COLLECTION, ids: ['tour-a', 'tour-b'] }]);
  });

  it('takes at least one event into a batch holding no document, whatever the limit', () => {
    const batch = new BatchFolding(projections);
    const prepared = batch.prepare([created, dayAdded], 0);
    expect(prepared.events).toBe(1);
    batch.fold(prepared, new Map());
    expect(batch.documents).toBe(1);
  });
});
