// Specifications of where history is read: the event log's own indexes answer every question as the audit-log and event-links read models do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSqliteEventStore, type EventStore, type NewEvent, type SqliteEventStore } from '@tourops/event-store';
import { createMemoryReadStore, type ReadStore } from '@tourops/read-store';
import { auditLogProjection } from './audit/audit-log.projection';
import { foldBatch } from './batch';
import { eventLinksProjection } from './event-links/event-links.projection';
import { historySourceOf, type AuditEntriesQuery, type HistorySource } from './history-source';
import { projectionsOver, ALL_PROJECTIONS } from './index';

const ORG = 'org_a';
const OTHER = 'org_b';

let dir: string;
let log: SqliteEventStore;
let readStore: ReadStore;
let inTheLog: HistorySource;
let inReadModels: HistorySource;

const event = (orgId: string, type: string, data: unknown, at: number, meta: Partial<NewEvent['metadata']> = {}): NewEvent => ({
  id: `${orgId}-${type}-${at}`,
  type,
  data,
  metadata: {
    orgId,
    actorId: at % 3 === 0 ? 'user_1' : 'system:monitor',
    correlationId: `c${at}`,
    causationId: `c${at}`,
    occurredAt: `2026-11-${String(1 + (at % 28)).padStart(2, '0')}T10:00:00.000Z`,
    schemaVersion: 1,
    ...meta,
  },
});

/** Two organizations' tours, notifications raised by readings, answers to them, an SMS and the machines' readings. */
async function appendSeason(orgId: string) {
  for (let i = 0; i < 30; i++) {
    await log.appendToStream(`tour-${orgId}.t${i % 4}`, [event(orgId, 'TourDetailsChanged', { tourId: `t${i % 4}`, changes: { title: `Lakes ${i}` } }, i)]);
    if (i % 7 === 0) await log.appendToStream(`staff-${orgId}.m${i}`, [event(orgId, 'FieldStaffDetailsChanged', { staffId: `m${i}`, changes: {} }, 500 + i)]);
    if (i % 11 === 0) await log.appendToStream(`device-${orgId}.m${i}`, [event(orgId, 'DeviceTokenIssued', { staffId: `m${i}`, tokenId: `d${i}` }, 600 + i)]);
    const reading = event(orgId, 'SubjectChecked', { subjectId: `t${i % 4}/flight:s${i}`, readings: [] }, 100 + i);
    await log.appendToStream(`monitoring-${orgId}.t${i % 4}-s${i}`, [reading]);
    if (i % 5 === 0) {
      const raised = event(orgId, 'NotificationRaised', { notificationId: `n${i}`, level: 'ALERT', measure: 'flight.departureDelay' }, 200 + i, { correlationId: `check-${i}`, causationId: reading.id! });
      await log.appendToStream(`notification-${orgId}.n${i}`, [raised]);
      await log.appendToStream(`sms-${orgId}.n${i}`, [
        event(orgId, 'SmsQueued', { messageId: `m${i}`, notificationId: `n${i}` }, 300 + i, { correlationId: `check-${i}`, causationId: raised.id! }),
      ]);
      await log.appendToStream(`notification-${orgId}.n${i}`, [event(orgId, 'NotificationAcknowledged', { notificationId: `n${i}` }, 400 + i, { correlationId: `check-${i}`, causationId: raised.id! })]);
    }
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-source-'));
  log = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  await appendSeason(ORG);
  await appendSeason(OTHER);
  readStore = createMemoryReadStore();
  const events = [];
  for await (const page of log.readAll()) events.push(...page);
  const { writes } = foldBatch([auditLogProjection, eventLinksProjection], events, new Map());
  await readStore.commit(writes, { name: 'read-models', position: events[events.length - 1].position.toString() });
  inTheLog = historySourceOf(log, readStore);
  inReadModels = historySourceOf({ ...log, finder: undefined } as EventStore, readStore);
});

afterAll(async () => {
  await log.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('history found in the event log', () => {
  const pages: [string, AuditEntriesQuery][] = [
    ['the newest page', { limit: 10 }],
    ['the next page', { limit: 10, before: 40 }],
    ['one entity kind', { entityKind: 'notification', limit: 50 }],
    ['a kind of several stream categories, merged newest first', { entityKind: 'field-staff', limit: 4 }],
    ['a kind and some actors', { entityKind: 'field-staff', actorIds: ['user_1', 'system:monitor'], limit: 50 }],
    ['some actors, one page after another', { actorIds: ['user_1', 'system:monitor'], before: 60, limit: 7 }],
    ['more actors than walks', { actorIds: ['user_1', ...Array.from({ length: 9 }, (_, i) => `user_x${i}`)], limit: 50 }],
    ['an SMS, whose id its data names', { entityKind: 'sms', limit: 50 }],
    ['a kind of no stream', { entityKind: 'invoice', limit: 50 }],
    ['one event type', { eventType: 'NotificationAcknowledged', limit: 50 }],
    ['some actors', { actorIds: ['user_1'], limit: 50 }],
    ['days', { from: '2026-11-05', to: '2026-11-10', limit: 50 }],
    ['all of it', { limit: 1000 }],
  ];

  it.each(pages)('lists %s as the audit-log read model does, machine readings left out', async (_name, query) => {
    const found = await inTheLog.auditEntries(ORG, query);
    expect(found).toEqual(await inReadModels.auditEntries(ORG, query));
    expect(found.map((entry) => entry.type)).not.toContain('SubjectChecked');
  });

  it('merges the categories of one kind newest first', async () => {
    const types = (await inTheLog.auditEntries(ORG, { entityKind: 'field-staff', limit: 50 })).map((entry) => entry.type);
    expect(new Set(types)).toEqual(new Set(['FieldStaffDetailsChanged', 'DeviceTokenIssued']));
  });

  it('lists only the organization asked for', async () => {
    const all = await inTheLog.auditEntries(ORG, { limit: 1000 });
    expect(all.length).toBeGreaterThan(30);
    expect(all.every((entry) => entry._id && entry.seq > 0)).toBe(true);
    const positions = new Set((await inTheLog.auditEntries(OTHER, { limit: 1000 })).map((entry) => entry._id));
    expect(all.some((entry) => positions.has(entry._id))).toBe(false);
  });

  it('finds the links of events that follow another as the event-links read model does', async () => {
    const raised = (await inTheLog.auditEntries(ORG, { eventType: 'NotificationRaised', limit: 1 }))[0];
    const [raisedEvent] = await log.readStream(`notification-${ORG}.n${raised.entityId.slice(1)}`, { maxCount: 1 });
    const queries = [
      { causationIds: [raisedEvent.id] },
      { correlationIds: [raisedEvent.metadata.correlationId] },
      { ids: [raisedEvent.id, raisedEvent.metadata.causationId] },
      { causationIds: [raisedEvent.id], correlationIds: ['check-0', 'check-5'], ids: [raisedEvent.id] },
    ];
    const byId = (links: readonly { _id: string }[]) => [...links].sort((a, b) => a._id.localeCompare(b._id));
    for (const query of queries) {
      const found = await inTheLog.eventLinks(ORG, query);
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found.map((link) => link._id)).size).toBe(found.length);
      expect(found.every((link) => link._id.startsWith(ORG))).toBe(true);
      expect(byId(found)).toEqual(byId(await inReadModels.eventLinks(ORG, query)));
      expect(byId(await inTheLog.eventLinks(OTHER, query))).toEqual(byId(await inReadModels.eventLinks(OTHER, query)));
    }
  });

  it('leaves the history projections out of the projector that runs over such a log, and keeps them over one without', () => {
    expect(projectionsOver(log).map((projection) => projection.name)).not.toEqual(expect.arrayContaining(['audit-log']));
    expect(projectionsOver(log).map((projection) => projection.name)).not.toContain('event-links');
    expect(projectionsOver({ finder: undefined })).toBe(ALL_PROJECTIONS);
  });

  it('gives a log of the first layout its finding indexes when opened', async () => {
    const file = path.join(dir, 'layout-1.sqlite');
    const first = createSqliteEventStore({ file });
    await first.appendToStream(`tour-${ORG}.t9`, [event(ORG, 'TourDetailsChanged', { tourId: 't9', changes: { title: 'Coast' } }, 7)]);
    await first.appendToStream(`notification-${ORG}.n9`, [event(ORG, 'NotificationAcknowledged', { notificationId: 'n9' }, 8, { correlationId: 'check-9', causationId: 'raised-9' })]);
    await first.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file);
    for (const { name } of db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' AND name <> 'events_by_stream'").all()) db.exec(`DROP INDEX ${name}`);
    db.exec('CREATE TABLE events_v1 AS SELECT position, stream_name, revision, type, body FROM events; DROP TABLE events; ALTER TABLE events_v1 RENAME TO events; PRAGMA user_version = 1');
    db.close();
    const reopened = createSqliteEventStore({ file });
    const history = historySourceOf(reopened, readStore);
    expect((await history.auditEntries(ORG, { limit: 5 })).map((entry) => entry.entityId)).toEqual(['n9', 't9']);
    expect((await history.eventLinks(ORG, { causationIds: ['raised-9'] })).map((link) => link.entityId)).toEqual(['n9']);
    expect(await history.eventLinks(ORG, { correlationIds: ['c7'] })).toEqual([]);
    await reopened.close();
  });
});
