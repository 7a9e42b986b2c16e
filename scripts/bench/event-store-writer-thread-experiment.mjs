// Experiment behind docs/adr/0002: group commit on the main thread (the store as built) versus a writer
// worker thread owning the connection (pipelined: the main thread gathers the next batch during fsync).
// Same schema, same records, synchronous=FULL in both. Prints appends/s and event-loop blocking.
//   node scripts/bench/event-store-writer-thread-experiment.mjs     (needs dist/: run event-store.mjs once)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const STREAMS = Number(process.env.STREAMS ?? 2000);
const PER_STREAM = Number(process.env.PER_STREAM ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 64);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

if (!isMainThread) {
  // Writer thread: the same statements as libs/event-store/src/sqlite/sqlite-writes.ts.
  const Database = require('better-sqlite3');
  const db = new Database(workerData.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_name TEXT NOT NULL,
    revision INTEGER NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL);
    CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_name, revision);`);
  const head = db.prepare('SELECT max(revision) AS revision FROM events WHERE stream_name = ?').pluck();
  const insert = db.prepare('INSERT INTO events (stream_name, revision, type, body) VALUES (?, ?, ?, ?)');
  const run = db.transaction((batch) =>
    batch.map(({ stream, expected, events }) => {
      const actual = head.get(stream) ?? -1;
      if (expected !== 'any' && !(expected === 'no_stream' ? actual === -1 : expected === actual)) return { error: actual };
      let revision = actual;
      let position = 0;
      for (const e of events) {
        revision++;
        position = Number(insert.run(stream, revision, e.type, `[${JSON.stringify(stream)},${revision},${e.tail}`).lastInsertRowid);
      }
      return { revision, position };
    }),
  );
  parentPort.on('message', (batch) => parentPort.postMessage(batch === 'close' ? (db.close(), 'closed') : run.immediate(batch)));
} else {
  const { createSqliteEventStore } = require(path.join(root, 'dist/libs/event-store/src/index.js'));
  const { prepareEvent } = require(path.join(root, 'dist/libs/event-store/src/sqlite/event-record.js'));

  /** The alternative: a writer thread, one batch in flight, the next one gathered meanwhile. */
  function createWorkerStore(file) {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { file } });
    let waiting = [];
    let inFlight = null;
    let transactions = 0;
    const send = () => {
      if (inFlight || waiting.length === 0) return;
      inFlight = waiting;
      waiting = [];
      transactions++;
      worker.postMessage(inFlight.map((p) => p.append));
    };
    worker.on('message', (outcomes) => {
      if (outcomes === 'closed') return;
      const done = inFlight;
      inFlight = null;
      send();
      done.forEach((p, i) =>
        outcomes[i].error === undefined
          ? p.resolve({ nextExpectedRevision: outcomes[i].revision })
          : p.reject(new Error('wrong expected revision')),
      );
    });
    return {
      appendToStream(stream, events, { expectedRevision }) {
        return new Promise((resolve, reject) => {
          waiting.push({ append: { stream, expected: expectedRevision, events: events.map(prepareEvent) }, resolve, reject });
          if (!inFlight) setImmediate(send);
        });
      },
      stats: () => ({ transactions }),
      async close() {
        while (inFlight || waiting.length) await new Promise((r) => setImmediate(r));
        worker.postMessage('close');
        await new Promise((r) => worker.once('message', r));
        await worker.terminate();
      },
    };
  }

  const metadata = {
    orgId: 'org_2qX8bench000000000000000',
    actorId: 'user_2qX8bench000000000000000',
    correlationId: '6f1c2a9e-2b1f-4c53-9a55-0d1f3c9b7a10',
    causationId: '6f1c2a9e-2b1f-4c53-9a55-0d1f3c9b7a10',
    occurredAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  };
  const data = {
    orderId: 'order-0', seq: 1, customerId: 'customer-0', sku: 'SKU-0', quantity: 1,
    unitPriceCents: 1999, currency: 'EUR', at: '2026-01-01T00:00:00.000Z', note: '',
  };
  data.note = 'n'.repeat(300 - JSON.stringify(data).length);
  const tasks = [];
  for (let r = 0; r < PER_STREAM; r++) for (let s = 0; s < STREAMS; s++) tasks.push({ s, r });
  const event = { type: 'ItemAdded', data, metadata };
  const expected = (r) => (r === 0 ? 'no_stream' : r - 1);

  async function sequential(store) {
    for (const t of tasks) await store.appendToStream(`order-${t.s}`, [event], { expectedRevision: expected(t.r) });
  }
  async function concurrent(store) {
    let next = 0;
    const last = new Array(STREAMS).fill(null);
    const worker = async () => {
      while (next < tasks.length) {
        const t = tasks[next++];
        if (last[t.s]) await last[t.s];
        const p = store.appendToStream(`order-${t.s}`, [event], { expectedRevision: expected(t.r) });
        last[t.s] = p;
        await p;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  async function measure(label, open, workload) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evbench-thread-'));
    const store = open(path.join(dir, 'events.sqlite'));
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const t0 = performance.now();
    await workload(store);
    const wall = performance.now() - t0;
    loop.disable();
    const { transactions } = store.stats();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
    const rate = (tasks.length / wall) * 1000;
    return { label, rate, transactions, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 };
  }

  const variants = [
    ['main thread (built)', (file) => createSqliteEventStore({ file })],
    ['writer thread', (file) => createWorkerStore(file)],
  ];
  console.log(`${tasks.length} appends of one event, ${STREAMS} streams, ${ROUNDS} rounds, median shown; ` +
    `node ${process.version}, ${os.cpus().length} cpus`);
  for (const [name, workload] of [['sequential', sequential], [`${CONCURRENCY} concurrent`, concurrent]]) {
    for (const [label, open] of variants) {
      const runs = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await measure(label, open, workload));
      runs.sort((a, b) => a.rate - b.rate);
      const m = runs[Math.floor(runs.length / 2)];
      const rate = Math.round(m.rate).toLocaleString('en').padStart(7);
      const all = runs.map((r) => Math.round(r.rate)).join(', ');
      const loop = `event-loop delay p99 ${m.loopP99.toFixed(2)} ms, max ${m.loopMax.toFixed(2)} ms`;
      console.log(`${name.padEnd(14)} ${label.padEnd(20)} ${rate} appends/s  (runs ${all})  transactions ${m.transactions}  ${loop}`);
    }
  }
}
