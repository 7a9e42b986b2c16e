// Rebuild of the read models from a large event log (in-process, then saved to DATA_DIR), and boot to ready of the standalone server without and with the stored read models.
//   node scripts/bench/rebuild.mjs              1,000,000 events (20,000 tours x 50, 20 organizations), generated once and cached
//   TOURS=20000 ORGS=20 BENCH_DATA_DIR=data/bench; BENCH_QUICK=1: 4,000 tours (200,000 events), figures printed, goals not judged
//   REBUILD_NODE_FLAGS / SERVER_NODE_FLAGS: node flags of the rebuild child and the server (e.g. '--cpu-prof')
//   CATCH_UP_BATCH=1000: the in-process projector's catch-up batch (default: the projector's); SKIP_BOOT=1: only (a)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureEventLog, orgIdOf } from './event-log.mjs';
import { createClient, ensureBuilt, envNumber, fmt, machineCpu, mb, othersShare, quick, report, root, runResultChild, signIn, startServer, waitForQuiet } from './lib.mjs';

const GOAL_REBUILD_S = 10;
const GOAL_BOOT_S = 15;
const GOAL_BOOT_STORED_S = 5;
const GOAL_RSS_MB = 1024;
const READ_MODELS_FILE = 'read-models.jsonl';
const FULL_EVENTS = 1_000_000;
const self = fileURLToPath(import.meta.url);

/** Child mode: a Projector over the SQLite log and a fresh memory read store; prints one JSON line. */
async function rebuildInProcess(file, orgs) {
  const require = createRequire(path.join(root, 'package.json'));
  const dist = (p) => require(path.join(root, 'dist', p));
  const { createSqliteEventStore } = dist('libs/event-store/src/index.js');
  const { createMemoryReadStore } = dist('libs/read-store/src/index.js');
  const { ALL_PROJECTIONS, TOURS_COLLECTION } = dist('libs/projections/src/index.js');
  const { Projector } = dist('apps/projector/src/projector.js');
  const { StoredReadModels } = dist('apps/projector/src/stored-read-models.js');

  const eventStore = createSqliteEventStore({ file });
  const readStore = createMemoryReadStore();
  let messages = 0;
  const publisher = { publish: () => void messages++ };
  const before = process.memoryUsage();
  // CATCH_UP_BATCH: the projector's catch-up batch size, for comparisons (default: the projector's own).
  const batch = Number(process.env.CATCH_UP_BATCH) || undefined;
  const projector = new Projector(eventStore, readStore, ALL_PROJECTIONS, publisher, { checkpointName: 'read-models', catchUpBatchSize: batch });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await projector.start();
  const rebuildMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const memory = process.memoryUsage();
  globalThis.gc?.();
  const afterGc = process.memoryUsage();
  let tours = 0;
  for (let o = 0; o < orgs; o++) tours += await readStore.forOrganization(orgIdOf(o)).collection(TOURS_COLLECTION).countDocuments({});
  await projector.stop();
  // The stored read models, as the standalone server writes them (its schedule and its shutdown).
  const stored = new StoredReadModels({ file: path.join(path.dirname(file), READ_MODELS_FILE), eventStore, readStore, projections: ALL_PROJECTIONS, checkpointName: 'read-models', saveIntervalMs: 60_000 });
  const maxRssBeforeSave = process.resourceUsage().maxRSS * 1024;
  const save = await stored.save();
  await eventStore.close();
  const result = { rebuildMs, cpuMs: (cpu.user + cpu.system) / 1000, position: projector.currentPosition.toString(), tours, messages, before, memory, afterGc, maxRssBytes: maxRssBeforeSave, save, maxRssAfterSaveBytes: process.resourceUsage().maxRSS * 1024 };
  console.log(`RESULT ${JSON.stringify(result)}`);
}

const runChild = (args, nodeFlags, timeoutMs) => runResultChild(self, args, { nodeFlags, timeoutMs });

const memoryLine = (m) => `rss ${mb(m.rss)} MB, heap used ${mb(m.heapUsed)} MB of ${mb(m.heapTotal)} MB, external ${mb(m.external)} MB`;

async function main() {
  ensureBuilt();
  const log = await ensureEventLog({ tours: envNumber('TOURS', quick ? 4_000 : 20_000) });
  // The goals are stated for 1,000,000 events; a smaller log is measured but not judged.
  const full = log.events >= FULL_EVENTS;
  const judged = (met) => (full ? met : null);
  const at = full ? '' : ` at ${fmt(FULL_EVENTS)} events`;
  console.log(`\nrebuild: ${fmt(log.events)} events, ${fmt(log.tours)} tours, ${log.orgs} organizations; file ${fmt(fs.statSync(log.file).size / 1048576)} MB (${log.dir})`);

  // (a) In-process projector rebuild, in a child of its own (clean heap; --expose-gc for the after-GC figure).
  const rebuildFlags = ['--expose-gc', ...(process.env.REBUILD_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  await waitForQuiet();
  let machineBefore = machineCpu();
  const a = await runChild(['--in-process', log.file, String(log.orgs)], rebuildFlags, 600_000);
  const noteA = `others took ${fmt(othersShare(machineBefore, a.cpuMs / a.rebuildMs) * 100)} % CPU`;
  const rebuildS = a.rebuildMs / 1000;
  console.log(`(a) projector rebuild in-process: ${fmt(rebuildS, 2)} s (CPU ${fmt(a.cpuMs / 1000, 1)} s), ${fmt(log.events / rebuildS)} events/s, ${fmt(a.tours)} tours, checkpoint ${a.position}`);
  console.log(`    memory when caught up: ${memoryLine(a.memory)}; after GC: ${memoryLine(a.afterGc)}; peak rss ${mb(a.maxRssBytes)} MB`);
  const rowA = { figure: `read-model rebuild, ${fmt(log.events)} events (in-process)`, value: `${fmt(rebuildS, 2)} s`, goal: `<= ${GOAL_REBUILD_S} s${at}`, met: judged(rebuildS <= GOAL_REBUILD_S), note: noteA };
  console.log(`    saved to ${READ_MODELS_FILE}: ${fmt(a.save.bytes / 1048576)} MB, ${fmt(a.save.documents)} documents in ${fmt(a.save.milliseconds / 1000, 2)} s (peak rss after saving ${mb(a.maxRssAfterSaveBytes)} MB)`);
  const rows = [
    rowA,
    { figure: 'stored read models: file size', value: `${fmt(a.save.bytes / 1048576)} MB`, goal: 'printed', met: null, note: `${fmt(a.save.documents)} documents` },
    { figure: 'stored read models: save time', value: `${fmt(a.save.milliseconds / 1000, 2)} s`, goal: 'printed', met: null, note: 'serialized in 256 KB pieces between yields to the event loop' },
  ];
  if (process.env.SKIP_BOOT === '1') return report('rebuild', rows, { events: log.events, rebuild: a });

  // (b) Boot to ready of the standalone server on that DATA_DIR without the stored read models, then (c) with them.
  const storedFile = path.join(log.dir, READ_MODELS_FILE);
  const aside = `${storedFile}.bench-aside`;
  fs.renameSync(storedFile, aside);
  let b;
  let c;
  try {
    b = await bootOnce(log, 'without the stored read models');
  } finally {
    fs.renameSync(aside, storedFile);
  }
  c = await bootOnce(log, 'from the stored read models');
  const rssRow = (boot, what) => ({
    figure: `rss when ready, ${what}`,
    value: `${mb(boot.ready.memory.rss)} MB`,
    goal: `<= ${fmt(GOAL_RSS_MB)} MB`,
    met: judged(boot.ready.memory.rss <= GOAL_RSS_MB * 1048576),
    note: `heap used ${mb(boot.ready.memory.heapUsed)} MB; after GC rss ${mb(boot.collected.memory.rss)} MB; peak rss ${mb(boot.ready.maxRssBytes)} MB`,
  });
  report('rebuild', [
    ...rows,
    { figure: 'standalone boot to ready, no stored read models', value: `${fmt(b.seconds, 2)} s`, goal: `<= ${GOAL_BOOT_S} s${at}`, met: judged(b.seconds <= GOAL_BOOT_S), note: b.note },
    { figure: 'standalone boot to ready, stored read models', value: `${fmt(c.seconds, 2)} s`, goal: `<= ${GOAL_BOOT_STORED_S} s${at}`, met: judged(c.seconds <= GOAL_BOOT_STORED_S), note: c.note },
    rssRow(b, 'rebuilt'),
    rssRow(c, 'loaded'),
  ], { events: log.events, rebuild: a, boot: b, bootStored: c });

  async function bootOnce(log, what) {
    const serverFlags = ['--expose-gc', ...(process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
    await waitForQuiet();
    const machineBefore = machineCpu();
    // A long save interval: the bench measures boot, not the schedule; the shutdown still saves.
    const server = await startServer({ dataDir: log.dir, nodeFlags: serverFlags, readyTimeoutMs: 300_000, env: { READ_MODELS_SAVE_INTERVAL_S: '3600' } });
    const note = `others took ${fmt(othersShare(machineBefore, server.cpuSeconds() / (server.readyMs / 1000)) * 100)} % CPU`;
    try {
      const seconds = server.readyMs / 1000;
      const ready = await server.memory();
      const collected = await server.memory(true);
      const client = createClient(server.baseUrl, { maxSockets: 2 });
      const token = await signIn(client, orgIdOf(0), 'bench_reader');
      const page = await client.call('GET', '/api/tours?limit=200', { token });
      client.close();
      console.log(`(${what === 'from the stored read models' ? 'c' : 'b'}) standalone boot to ready ${what}: ${fmt(seconds, 2)} s; GET /api/tours of ${orgIdOf(0)}: ${page.status}, ${page.body?.items?.length ?? 0} items on the first page`);
      console.log(`    memory when ready: ${memoryLine(ready.memory)}; after GC: ${memoryLine(collected.memory)}; peak rss ${mb(ready.maxRssBytes)} MB`);
      return { seconds, ready, collected, note };
    } finally {
      await server.stop();
    }
  }
}

if (process.argv[2] === '--in-process') {
  rebuildInProcess(process.argv[3], Number(process.argv[4])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
