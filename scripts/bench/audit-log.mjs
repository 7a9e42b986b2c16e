// Measures the two ways to answer the audit log's page on a 100,000-event log of one organization (ADR 0027):
// (a) the event store: readAll scanned in log order, filtered by metadata.orgId, keeping the newest page;
// (b) the audit-log projection: compact entries in the memory read store, sorted by position, newest first.
//   node --expose-gc scripts/bench/audit-log.mjs        (TOURS=2000 ORGS=1: 100,000 events; BENCH_BUILD=1 rebuilds dist first)
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureBuilt, envNumber, fmt, mb, root } from './lib.mjs';
import { ensureEventLog, orgIdOf } from './event-log.mjs';

ensureBuilt();
const require = createRequire(path.join(root, 'package.json'));
const { createSqliteEventStore } = require(path.join(root, 'dist/libs/event-store/src/index.js'));
const { createMemoryReadStore } = require(path.join(root, 'dist/libs/read-store/src/index.js'));
const { auditLogProjection, foldBatch, AUDIT_LOG_COLLECTION } = require(path.join(root, 'dist/libs/projections/src/index.js'));

const log = await ensureEventLog({ tours: envNumber('TOURS', 2000), orgs: envNumber('ORGS', 1) });
const orgId = orgIdOf(0);
const store = createSqliteEventStore({ file: log.file });
const PAGE = 50;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(label, run, times = 5) {
  const ms = [];
  let result;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    result = await run();
    ms.push(performance.now() - started);
  }
  console.log(`${label.padEnd(64)} median ${fmt(median(ms), 1).padStart(8)} ms   (first ${fmt(ms[0], 1)} ms)`);
  return result;
}

/** (a) The newest page of one organization, by a full scan of the log: readAll only goes forwards. */
async function pageFromEventStore(type) {
  const newest = [];
  for await (const page of store.readAll({ pageSize: 1000, ...(type ? { filter: { eventTypes: [type] } } : {}) }))
    for (const event of page) {
      if (event.metadata.orgId !== orgId) continue;
      newest.push(event);
      if (newest.length > PAGE) newest.shift();
    }
  return newest.reverse();
}

console.log(`audit log page of ${PAGE} on ${fmt(log.events)} events (${log.orgs} organization(s)); Node ${process.version}`);
await timed('(a) event store: newest page, no filter', () => pageFromEventStore());
await timed('(a) event store: newest page, eventType=TourStatusChanged', () => pageFromEventStore('TourStatusChanged'));

const heapBefore = process.memoryUsage().heapUsed;
const readStore = createMemoryReadStore();
let built = 0;
const buildStarted = performance.now();
for await (const page of store.readAll({ pageSize: 10_000 })) {
  const folded = foldBatch([auditLogProjection], page, new Map());
  await readStore.commit(folded.writes, { name: 'bench', position: page[page.length - 1].position.toString() });
  built += page.length;
}
global.gc?.();
console.log(`(b) projection built from ${fmt(built)} events in ${fmt((performance.now() - buildStarted) / 1000, 1)} s; heap +${mb(process.memoryUsage().heapUsed - heapBefore)} MB`);
const entries = readStore.forOrganization(orgId).collection(AUDIT_LOG_COLLECTION);
const newestFirst = { sort: { seq: -1 }, limit: PAGE };
await timed('(b) projection: newest page, no filter (sort cached after first)', () => entries.find({}, newestFirst));
await timed('(b) projection: newest page, type=TourStatusChanged', () => entries.find({ type: 'TourStatusChanged' }, newestFirst));
const deep = (await entries.find({}, { sort: { seq: -1 }, skip: 90_000, limit: 1 }))[0];
await timed('(b) projection: page at a cursor 90,000 entries deep', () => entries.find({ seq: { $lt: deep.seq } }, newestFirst));
await timed('(b) projection: from/to one day + actor filter', () => entries.find({ at: { $gte: '2026-10-01', $lt: '2026-10-02' }, actorId: 'user_00_3' }, newestFirst));
let next = Number(deep.seq) + 1_000_000;
await timed('(b) projection: newest page right after a new event (re-sort)', async () => {
  const event = { id: `x${next}`, streamName: `audit-${orgId}.log`, type: 'AuditLogRead', revision: 0, position: BigInt(next++), data: { filters: {}, cursor: null, entries: 50 }, metadata: { orgId, actorId: 'bench', correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 } };
  await readStore.commit(foldBatch([auditLogProjection], [event], new Map()).writes, { name: 'bench', position: String(next) });
  return entries.find({}, newestFirst);
});

// The export streams from the event store: time, size and heap for every event of the organization's range, as JSON Lines and CSV.
const { AuditLogExport } = require(path.join(root, 'dist/apps/api/src/audit-log/audit-log-export.js'));
const exporter = new AuditLogExport(store, readStore);
for (const format of ['jsonl', 'csv']) {
  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  let bytes = 0;
  let chunks = 0;
  let outcome;
  const started = performance.now();
  for await (const chunk of exporter.lines({ orgId, role: 'org:auditor', from: '2026-09-30', to: '2026-10-03', format }, async (result) => (outcome = result))) {
    bytes += Buffer.byteLength(chunk);
    // The live heap (after a collection) every 20 pages: what the export holds, not garbage not yet collected.
    if (++chunks % 20 === 0 && global.gc) {
      global.gc();
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
  }
  console.log(`export ${format.padEnd(5)}: ${fmt(outcome.count)} events, ${fmt(bytes / 1048576, 1)} MB in ${fmt((performance.now() - started) / 1000, 2)} s; live heap peak +${mb(heapPeak - heapStart)} MB (sampled every 20 pages under --expose-gc)`);
}
await store.close();
