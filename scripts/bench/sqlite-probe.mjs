// Diagnostic preload (node --import) for a benchmarked server: time per SQL statement and per group-commit transaction, written at exit.
//   SERVER_NODE_FLAGS='--import ./scripts/bench/sqlite-probe.mjs' node scripts/bench/commands-http.mjs
//   The table goes to $SQLITE_PROBE_OUT (default /tmp/sqlite-probe-<pid>.txt) when the server stops.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'));
const Database = require('better-sqlite3');
const scratch = new Database(':memory:');
const Statement = scratch.prepare('SELECT 1').constructor;
scratch.close();

const timings = new Map();
const record = (key, ms) => {
  let entry = timings.get(key);
  if (!entry) timings.set(key, (entry = { count: 0, ms: 0, max: 0 }));
  entry.count++;
  entry.ms += ms;
  entry.max = Math.max(entry.max, ms);
};

for (const method of ['all', 'get', 'run']) {
  const original = Statement.prototype[method];
  Statement.prototype[method] = function (...args) {
    const started = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      record(`${method} ${this.source.replace(/\s+/g, ' ').slice(0, 100)}`, performance.now() - started);
    }
  };
}

// The group commit runs each batch with transaction(...).immediate(batch): time it whole (statements, COMMIT, fsync).
const transaction = Database.prototype.transaction;
Database.prototype.transaction = function (fn) {
  const wrapped = transaction.call(this, fn);
  const timed = function (...args) {
    return wrapped.apply(this, args);
  };
  for (const kind of ['default', 'deferred', 'exclusive', 'database']) timed[kind] = wrapped[kind];
  timed.immediate = (...args) => {
    const started = performance.now();
    try {
      return wrapped.immediate(...args);
    } finally {
      record('TRANSACTION (immediate: statements + COMMIT + fsync)', performance.now() - started);
    }
  };
  return timed;
};

let written = false;
function write() {
  if (written) return;
  written = true;
  const out = process.env.SQLITE_PROBE_OUT ?? `/tmp/sqlite-probe-${process.pid}.txt`;
  const lines = [...timings]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([key, t]) => `${t.ms.toFixed(0).padStart(8)} ms ${String(t.count).padStart(9)} x ${((t.ms / t.count) * 1000).toFixed(1).padStart(8)} µs  max ${t.max.toFixed(1).padStart(6)} ms  ${key}`);
  fs.writeFileSync(out, `${'total'.padStart(11)} ${'count'.padStart(11)}   ${'mean'.padStart(9)}  ${'max'.padStart(10)}  statement\n${lines.join('\n')}\n`);
}
process.on('exit', write);
process.prependListener('SIGTERM', write);
