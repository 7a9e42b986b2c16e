// Generates (once, then cached) a DATA_DIR whose SQLite event log holds one organization's season (season-events.mjs), and checks the read models the projections build from it.
//   node scripts/bench/season-log.mjs      prints the cached DATA_DIR (generating it when missing) and the documents each projection builds
//   TOURS=10000 TRAVELERS=100000 STAFF=200 SEASON_DATE=YYYY-MM-DD (default: the Monday of this week) BENCH_DATA_DIR=data/bench
//   BENCH_QUICK=1: 500 tours, 5,000 travelers, 40 staff. The full season is about 1,000,000 events.
// The season spans the 183 days before SEASON_DATE (10:00 UTC, the season's "now") and the 61 after; every event happened
// by then. Events are decided by the domain's deciders and appended through our event store in time order, one append per
// stream and command batch, many streams at a time (group commit).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, envNumber, fmt, quick, root, runResultChild } from './lib.mjs';
import { SEASON_ORG, seasonChunks } from './season-events.mjs';

const LAYOUT = 'v1';
const APPENDS_AT_ONCE = 512;
const require = createRequire(path.join(root, 'package.json'));
const self = fileURLToPath(import.meta.url);

/** The Monday of the current week (UTC): the season moves with the calendar, and stays cached for a week. */
function thisMonday() {
  const today = new Date();
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return today.toISOString().slice(0, 10);
}

export const seasonKnobs = () => ({
  tours: envNumber('TOURS', quick ? 500 : 10_000),
  travelers: envNumber('TRAVELERS', quick ? 5_000 : 100_000),
  staff: envNumber('STAFF', quick ? 40 : 200),
  date: process.env.SEASON_DATE ?? thisMonday(),
});

/** The cached DATA_DIR of the season; generated when missing. */
export async function ensureSeasonLog({ tours, travelers, staff, date } = seasonKnobs()) {
  const benchData = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
  const dir = path.join(benchData, `season-${tours}t-${travelers}p-${staff}s-${date}-${LAYOUT}`);
  const summaryFile = path.join(dir, 'season.json');
  const season = { dir, file: path.join(dir, 'events.sqlite'), orgId: SEASON_ORG, tours, travelers, staff, date, now: `${date}T10:00:00.000Z` };
  if (fs.existsSync(summaryFile)) return { ...season, ...JSON.parse(fs.readFileSync(summaryFile, 'utf8')), generated: false };

  ensureBuilt();
  const { createSqliteEventStore } = require(path.join(root, 'dist/libs/event-store/src/index.js'));
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  const store = createSqliteEventStore({ file: path.join(partial, 'events.sqlite') });
  console.log(`generating the season of ${SEASON_ORG}: ${fmt(tours)} tours, ${fmt(travelers)} travelers, ${staff} field staff around ${season.now} into ${dir} ...`);
  const started = performance.now();
  let appended = 0;
  let lastReport = started;
  const byType = {};
  for (const chunk of seasonChunks({ tours, travelers, staff, nowMs: Date.parse(season.now) })) {
    for (let first = 0; first < chunk.length; first += APPENDS_AT_ONCE) {
      const streams = new Map();
      for (const record of chunk.slice(first, first + APPENDS_AT_ONCE)) {
        const correlationId = randomUUID();
        const metadata = { orgId: record.orgId, actorId: record.actorId, correlationId, causationId: correlationId, occurredAt: new Date(record.at).toISOString(), schemaVersion: 1 };
        if (!streams.has(record.stream)) streams.set(record.stream, []);
        streams.get(record.stream).push({ type: record.type, data: record.data, metadata });
        byType[record.type] = (byType[record.type] ?? 0) + 1;
      }
      await Promise.all([...streams].map(([stream, events]) => store.appendToStream(stream, events, { expectedRevision: 'any' })));
      appended += Math.min(APPENDS_AT_ONCE, chunk.length - first);
    }
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      console.log(`  ${fmt(appended)} events, ${fmt((appended / (lastReport - started)) * 1000)}/s`);
    }
  }
  await store.close();
  const seconds = (performance.now() - started) / 1000;
  const Database = require('better-sqlite3');
  const db = new Database(path.join(partial, 'events.sqlite'));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const bytes = fs.statSync(path.join(partial, 'events.sqlite')).size;
  const summary = { events: appended, byType, generationSeconds: seconds, bytes };
  fs.writeFileSync(path.join(partial, 'season.json'), JSON.stringify(summary, null, 2));
  fs.renameSync(partial, dir);
  console.log(`generated ${fmt(appended)} events in ${fmt(seconds, 1)} s (${fmt(appended / seconds)}/s); file ${fmt(bytes / 1048576)} MB`);
  return { ...season, ...summary, generated: true };
}

/** Child mode: every projection the standalone runs over the log, in-process; prints the documents each one holds for the organization. */
async function countReadModels(file, orgId) {
  const dist = (p) => require(path.join(root, 'dist', p));
  const { createSqliteEventStore } = dist('libs/event-store/src/index.js');
  const { createMemoryReadStore } = dist('libs/read-store/src/index.js');
  const { projectionsOver } = dist('libs/projections/src/index.js');
  const { Projector } = dist('apps/projector/src/projector.js');
  const eventStore = createSqliteEventStore({ file });
  const readStore = createMemoryReadStore();
  const projections = projectionsOver(eventStore);
  const projector = new Projector(eventStore, readStore, projections, { publish: () => {} }, { checkpointName: 'read-models' });
  const started = performance.now();
  await projector.start();
  const milliseconds = performance.now() - started;
  const documents = {};
  for (const projection of projections) documents[projection.name] = await readStore.forOrganization(orgId).collection(projection.collection).countDocuments({});
  await projector.stop();
  await eventStore.close();
  console.log(`RESULT ${JSON.stringify({ milliseconds, documents })}`);
}

if (process.argv[2] === '--count') {
  countReadModels(process.argv[3], process.argv[4]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] === self) {
  const season = await ensureSeasonLog();
  console.log(`${season.dir}: ${fmt(season.events)} events, ${fmt(season.bytes / 1048576)} MB`);
  for (const [type, count] of Object.entries(season.byType).sort((a, b) => b[1] - a[1])) console.log(`  ${type.padEnd(30)} ${fmt(count).padStart(10)}`);
  const counted = await runResultChild(self, ['--count', season.file, season.orgId], { timeoutMs: 900_000 });
  console.log(`read models of ${season.orgId}, built by every projection in ${fmt(counted.milliseconds / 1000, 1)} s:`);
  for (const [name, count] of Object.entries(counted.documents)) console.log(`  ${name.padEnd(30)} ${fmt(count).padStart(10)}`);
}
