// What each report reads, counted on every read store (memory, SQLite, memory with history on disk; MongoDB when MONGODB_URL is set): the same documents on each, and travelers and notifications as blocks, never a document per row.
import type { RecordedEvent } from '@tourops/event-store';
import { ALL_PROJECTIONS, FACT_BLOCKS, REPORT_NOTIFICATIONS_COLLECTION, REPORT_TRAVELERS_COLLECTION } from '@tourops/projections';
import { createHistoryOnDiskReadStore, createMemoryReadStore, createMongoReadStore, createSqliteReadStore, type OrgCollection, type ReadStore } from '@tourops/read-store';
import { Clock } from '@tourops/runtime';
import { projectInto } from '../../../../test/support/projected-store';
import { NotificationFactsMemo } from './notification-facts.memo';
import { ReportsQueries } from './reports.queries';
import { StaffSamplesMemo } from './staff-samples.memo';
import { TrackedStartsMemo } from './tracked-starts.memo';
import { TravelerFactsMemo } from './traveler-facts.memo';

const ORG = 'reads-org';
const RANGE = { from: '2026-03-01', to: '2026-10-31' };

/** A season of `tours` tours, `travelers` travelers on two tours each, and a notification per traveler, raised and acknowledged. */
function season({ tours, travelers }: { tours: number; travelers: number }): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const record = (type: string, data: object, occurredAt = '2026-01-01T00:00:00.000Z') =>
    events.push({ id: `e${events.length + 1}`, streamName: 's', type, revision: 0, position: BigInt(events.length + 1), data, metadata: { orgId: ORG, actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 } });
  const dateOf = (t: number) => new Date(Date.UTC(2026, 2, 1) + (t % 240) * 86_400_000).toISOString().slice(0, 10);
  for (let t = 0; t < tours; t++)
    record('TourCreated', { tourId: `tour-${t}`, title: `Tour ${t}`, description: '', startDate: dateOf(t), endDate: dateOf(t), timezone: 'UTC', status: 'CONFIRMED', template: false, days: [] });
  for (let p = 0; p < travelers; p++) {
    const travelerId = `traveler-${p}`;
    record('TravelerRegistered', { travelerId, firstName: `F${p}`, lastName: `L${p}`, email: '', phone: '', nationality: ['IT', 'JP', 'PT'][p % 3], dateOfBirth: '1980-05-01', passport: null, dietaryNotes: p % 5 === 0 ? 'Vegan' : '', medicalNotes: '', emergencyContact: null, tags: [] });
    for (const tourId of [`tour-${p % tours}`, `tour-${(p * 7 + 1) % tours}`]) record('TravelerAssignedToTour', { travelerId, tourId });
    const notificationId = `ntf-${p}`;
    const raisedAt = `${dateOf(p)}T09:00:00.000Z`;
    record('NotificationRaised', { notificationId, tourId: `tour-${p % tours}`, subjectId: `tour-${p % tours}/x`, measure: 'flight.departureDelay', occurrence: 1, level: 'WARNING', explanation: {}, at: raisedAt }, raisedAt);
    record('NotificationAcknowledged', { notificationId }, `${dateOf(p)}T09:20:00.000Z`);
  }
  return events;
}

/** Documents the reports read, per collection, through a store's organization scopes. */
class CountedReads {
  readonly documents = new Map<string, number>();

  constructor(private readonly store: ReadStore) {}

  asStore(): ReadStore {
    const count = (collection: string, found: number) => this.documents.set(collection, (this.documents.get(collection) ?? 0) + found);
    return new Proxy(this.store, {
      get: (target, property) =>
        property !== 'forOrganization'
          ? Reflect.get(target, property)
          : (orgId: string) => {
              const scope = target.forOrganization(orgId);
              return {
                orgId: scope.orgId,
                collection: <T extends object>(name: string): OrgCollection<T> => {
                  const collection = scope.collection<T>(name);
                  return {
                    ...collection,
                    find: async (...args: Parameters<OrgCollection<T>['find']>) => {
                      const found = await collection.find(...args);
                      count(name, found.length);
                      return found;
                    },
                    findOne: async (...args: Parameters<OrgCollection<T>['findOne']>) => {
                      const found = await collection.findOne(...args);
                      count(name, found ? 1 : 0);
                      return found;
                    },
                  };
                },
              };
            },
    });
  }

  take(): Record<string, number> {
    const taken = Object.fromEntries([...this.documents].sort(([a], [b]) => a.localeCompare(b)));
    this.documents.clear();
    return taken;
  }
}

const stores: [string, () => ReadStore][] = [
  ['memory', () => createMemoryReadStore()],
  ['sqlite', () => createSqliteReadStore({ file: ':memory:' })],
  ['memory with history on disk', () => createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk: createSqliteReadStore({ file: ':memory:' }), onDisk: (collection) => collection.startsWith('audit') })],
];
const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) stores.push(['mongodb', () => createMongoReadStore({ url: mongoUrl, dbName: `report_reads_${process.pid}_${Date.now().toString(36)}` })]);

/** Each report asked twice (the second time nothing changed), with the documents each answer read. */
async function readsOf(store: ReadStore, events: RecordedEvent[]) {
  await projectInto(store, ALL_PROJECTIONS, events, { batchSize: 500 });
  const counted = new CountedReads(store);
  const queries = new ReportsQueries(counted.asStore(), { now: () => new Date('2026-06-01T12:00:00Z') } as Clock, new StaffSamplesMemo(), new TravelerFactsMemo(), new NotificationFactsMemo(), new TrackedStartsMemo());
  const ask = async () => {
    const answers = [await queries.tourPerformance(ORG, RANGE), await queries.staffPerformance(ORG, RANGE), await queries.travelerInsights(ORG, RANGE)];
    return { answers, reads: counted.take() };
  };
  return { first: await ask(), again: await ask(), queries, counted };
}

describe('report reads', () => {
  const events = season({ tours: 40, travelers: 600 });
  const longer = season({ tours: 40, travelers: 3_000 });

  it.each(stores)('%s: travelers and notifications are read as their blocks, then only the positions of unchanged blocks; more rows read no more documents', async (_name, makeStore) => {
    const [small, large] = [makeStore(), makeStore()];
    try {
      const { first, again } = await readsOf(small, events);
      // The first time, every block's position and every block whole (tour performance and traveler insights), the staff report
      // the notification blocks' positions only; the second time, only the positions: nothing moved.
      expect(first.reads[REPORT_TRAVELERS_COLLECTION]).toBe(2 * FACT_BLOCKS);
      expect(first.reads[REPORT_NOTIFICATIONS_COLLECTION]).toBe(3 * FACT_BLOCKS);
      expect(again.reads[REPORT_TRAVELERS_COLLECTION]).toBe(FACT_BLOCKS);
      expect(again.reads[REPORT_NOTIFICATIONS_COLLECTION]).toBe(2 * FACT_BLOCKS);
      expect(again.answers).toEqual(first.answers);
      const grown = await readsOf(large, longer);
      expect(grown.first.reads[REPORT_TRAVELERS_COLLECTION]).toBe(first.reads[REPORT_TRAVELERS_COLLECTION]);
      expect(grown.first.reads[REPORT_NOTIFICATIONS_COLLECTION]).toBe(first.reads[REPORT_NOTIFICATIONS_COLLECTION]);
      expect((grown.first.answers[2] as { travelers: number }).travelers).toBeGreaterThan((first.answers[2] as { travelers: number }).travelers);
    } finally {
      await small.close();
      await large.close();
    }
  });

  it('reads the same documents and answers the same on every store, and one changed traveler costs one block', async () => {
    const counts: Record<string, unknown>[] = [];
    for (const [name, makeStore] of stores) {
      const store = makeStore();
      try {
        const { first, again, queries, counted } = await readsOf(store, events);
        const next = BigInt(events.length + 1);
        const change: RecordedEvent = { ...events.find((event) => event.type === 'TravelerRegistered')!, id: 'changed', type: 'TravelerDetailsChanged', position: next, data: { travelerId: 'traveler-0', changes: { nationality: 'GB' } } };
        await projectInto(store, ALL_PROJECTIONS, [change]);
        counted.take();
        const after = await queries.travelerInsights(ORG, RANGE);
        const afterReads = counted.take();
        expect(afterReads[REPORT_TRAVELERS_COLLECTION]).toBe(again.reads[REPORT_TRAVELERS_COLLECTION] + 1);
        expect(after.nationalities.find((row) => row.nationality === 'GB')?.travelers).toBe(1);
        counts.push({ name, first: first.reads, again: again.reads, answers: first.answers });
      } finally {
        await store.close();
      }
    }
    for (const { name: _name, ...count } of counts.slice(1)) expect(count).toEqual((({ name: _first, ...rest }) => rest)(counts[0]));
  });
});
