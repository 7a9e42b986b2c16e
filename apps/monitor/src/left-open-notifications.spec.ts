// Notifications the watch list left behind: expired on the monitor's next look once their tour ended or their subject left it, never while still watched, and only once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { notificationDecider, notificationIdOf, notificationStreamName, providerSubjectId, watchedSubjects, type Reading, type Tour } from '@tourops/domain';
import { createSqliteEventStore, type RecordedEvent, type SqliteEventStore } from '@tourops/event-store';
import { NOTIFICATION_PROJECTIONS, TOURS_COLLECTION, foldBatch, keyOf, touchedDocuments, type ReadModelDocument } from '@tourops/projections';
import { createMemoryReadStore, type ReadStore } from '@tourops/read-store';
import { Clock, CommandPath, SecretBox, SettingsStreams } from '@tourops/runtime';
import { romeWeek } from '../../../libs/domain/src/monitoring/monitoring.fixtures';
import { CheckScheduler } from './check-scheduler';
import { LeftOpenNotifications, letsGo, unwatchedOrOver } from './left-open-notifications';
import { NotificationDecisions } from './notification-decisions';
import type { SubjectCheck } from './subject-check';
import { WatchList } from './watch-list';

class FixedClock extends Clock {
  constructor(public instant = '2026-06-10T05:00:00.000Z') {
    super();
  }
  now() {
    return new Date(this.instant);
  }
}

const orgId = 'org-1';
const subjectId = 'tour-1/flight:f1';
const notificationId = notificationIdOf(subjectId, 'flight.departureDelay', 1);
let dir: string;
let store: SqliteEventStore;
let readStore: ReadStore;
let clock: FixedClock;
let commands: CommandPath;
let decisions: NotificationDecisions;
let scheduler: CheckScheduler;
let tourRevision = 0;

const delay = (value: number, measure: Reading['measure'] = 'flight.departureDelay'): Reading => ({
  measure,
  value,
  unit: 'min',
  observedAt: clock.instant,
  provider: 'simulated',
  fetchedAt: clock.instant,
  simulated: true,
});

/** The tours read model as the projector leaves it after the tour's latest change. */
async function tourIs(tour: Tour) {
  const replacement = { ...tour, _id: tour.id, revision: ++tourRevision };
  await readStore.commit([{ collection: TOURS_COLLECTION, orgId, operations: [{ replaceOne: { filter: { _id: tour.id }, replacement, upsert: true } }] }], { name: 'tours', position: '0' });
}

/** The notifications read model caught up with every event so far. */
async function projectNotifications() {
  const events: RecordedEvent[] = [];
  for await (const page of store.readAll()) events.push(...page);
  const loaded = new Map<string, ReadModelDocument | null>();
  for (const key of touchedDocuments(NOTIFICATION_PROJECTIONS, events)) {
    const [document] = await readStore.loadDocuments(key.collection, key.orgId, [key.id]);
    loaded.set(keyOf(key), (document as ReadModelDocument | undefined) ?? null);
  }
  await readStore.commit(foldBatch(NOTIFICATION_PROJECTIONS, events, loaded).writes, { name: 'notifications', position: String(events.length) });
}

const typesOf = async (id = notificationId) => (await store.readStream(notificationStreamName(orgId, id))).map((event) => event.type);

/** Given the week in Rome watched, its flight's delay raised and acknowledged by an operator, and the read model showing it. */
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'monitor-left-open-'));
  store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  readStore = createMemoryReadStore();
  clock = new FixedClock();
  commands = new CommandPath(store, clock);
  decisions = new NotificationDecisions(store, commands, new SettingsStreams(store, new SecretBox(randomBytes(32))), clock);
  const checks = { run: async () => ({ at: clock.instant, outcome: { kind: 'reading' } }) } as unknown as SubjectCheck;
  scheduler = new CheckScheduler(new WatchList(readStore), checks, readStore, clock, new LeftOpenNotifications(readStore, decisions));
  await tourIs(romeWeek);
  await decisions.evaluate(orgId, 'tour-1', subjectId, delay(35));
  const context = () => decisions.context(orgId);
  await commands.run({ streamName: notificationStreamName(orgId, notificationId), decider: notificationDecider, command: { type: 'AcknowledgeNotification', data: { note: 'Guide told' } }, caller: { orgId, actorId: 'ada' }, context, resultId: notificationId });
  await projectNotifications();
});

afterEach(async () => {
  await scheduler.stop();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('notifications left open behind the watch list', () => {
  it.each<[string, Tour]>([
    ['a completed tour', { ...romeWeek, status: 'COMPLETED' }],
    ['a cancelled tour', { ...romeWeek, status: 'CANCELLED' }],
    ['a deleted tour', { ...romeWeek, deleted: true }],
    ['a flight removed from its watched tour', { ...romeWeek, days: romeWeek.days.map((day) => ({ ...day, segments: day.segments.filter((segment) => segment.id !== 'f1') })) }],
  ])('expire on the next look for %s, the acknowledgement kept', async (_, tour) => {
    await tourIs(tour);
    await scheduler.lookAndSettle();
    expect(await typesOf()).toEqual(['NotificationRaised', 'NotificationAcknowledged', 'NotificationExpired']);
    expect((await store.readStream(notificationStreamName(orgId, notificationId))).at(-1)!.metadata.actorId).toBe('system:monitor');
  });

  it('expire once the subject’s window is over, though its tour is still watched', async () => {
    clock.instant = '2026-06-10T12:00:00.000Z';
    await scheduler.lookAndSettle();
    expect(await typesOf()).toEqual(['NotificationRaised', 'NotificationAcknowledged', 'NotificationExpired']);
  });

  it('stay open for a subject still watched though beyond its check horizon', async () => {
    clock.instant = '2026-05-01T05:00:00.000Z';
    expect(watchedSubjects(romeWeek, clock.instant).find((subject) => subject.id === subjectId)).toMatchObject({ inHorizon: false, over: false });
    await scheduler.lookAndSettle();
    expect(await typesOf()).toEqual(['NotificationRaised', 'NotificationAcknowledged']);
  });

  it('leave the organization’s own notifications (a degraded provider) open', async () => {
    const degraded = providerSubjectId('aerodatabox');
    await decisions.evaluate(orgId, '', degraded, { ...delay(1, 'monitoring.degraded'), unit: '' as Reading['unit'] });
    await projectNotifications();
    await tourIs({ ...romeWeek, status: 'COMPLETED' });
    await scheduler.lookAndSettle();
    expect(await typesOf(notificationIdOf(degraded, 'monitoring.degraded', 1))).toEqual(['NotificationRaised']);
  });

  it('change nothing on a second look, whether the read model shows the expiry yet or not', async () => {
    await tourIs({ ...romeWeek, status: 'COMPLETED' });
    await scheduler.lookAndSettle();
    const head = await store.headPosition();
    await scheduler.lookAndSettle();
    await projectNotifications();
    await scheduler.lookAndSettle();
    expect(await store.headPosition()).toBe(head);
    expect(await typesOf()).toEqual(['NotificationRaised', 'NotificationAcknowledged', 'NotificationExpired']);
  });

  it('change nothing when a second monitor looks at the same time', async () => {
    await tourIs({ ...romeWeek, status: 'CANCELLED' });
    const other = new CheckScheduler(new WatchList(readStore), { run: async () => ({ at: clock.instant, outcome: null }) } as unknown as SubjectCheck, readStore, clock, new LeftOpenNotifications(readStore, decisions));
    await Promise.all([scheduler.lookAndSettle(), other.lookAndSettle()]);
    expect(await typesOf()).toEqual(['NotificationRaised', 'NotificationAcknowledged', 'NotificationExpired']);
  });
});

describe('which open notifications a tour lets go', () => {
  const open = [
    { id: 'n1', tourId: 'tour-1', subjectId: 'tour-1/flight:f1' },
    { id: 'n2', tourId: 'tour-1', subjectId: 'tour-1/flight:gone' },
    { id: 'n3', tourId: '', subjectId: 'monitoring:aerodatabox' },
  ];

  it('picks the tour subjects not on the watch list or over, never the organization’s own', () => {
    const subjects = watchedSubjects(romeWeek, '2026-06-10T05:00:00.000Z');
    expect(unwatchedOrOver(open, subjects).map((notification) => notification.id)).toEqual(['n2']);
    expect(unwatchedOrOver(open, watchedSubjects(romeWeek, '2026-06-10T12:00:00.000Z')).map((notification) => notification.id)).toEqual(['n1', 'n2']);
  });

  it('lets go for an ended or still watched tour, keeps them for one not yet watched or not yet in the read model', () => {
    expect([{ status: 'COMPLETED' }, { status: 'CANCELLED' }, { status: 'PLANNED', deleted: true }, { purged: true }, { ...romeWeek }].map((tour) => letsGo(tour as Tour))).toEqual([true, true, true, true, true]);
    expect([{ ...romeWeek, status: 'PLANNED' }, { ...romeWeek, template: true }, undefined].map((tour) => letsGo(tour as Tour | undefined))).toEqual([false, false, false]);
  });
});
