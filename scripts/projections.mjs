// `npm run projections -- status | rebuild NAME`: asks the running projector (standalone or projector process) through DATA_DIR/projector.sock.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const socket = path.join(dataDir, 'projector.sock');
const [command, name] = process.argv.slice(2);
const POLL_MS = 200;

function request(method, url) {
  return new Promise((resolve, reject) => {
    const call = http.request({ socketPath: socket, method, path: url }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null }));
    });
    call.on('error', reject);
    call.end();
  });
}

class NotRunning extends Error {}

async function ask(method, url) {
  try {
    return await request(method, url);
  } catch (error) {
    if (['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code)) throw new NotRunning();
    throw error;
  }
}

/** What the stored copy's header says, when nothing is running (ADR 0051: DATA_DIR/read-models.sqlite). */
function storedHeader() {
  const file = path.join(dataDir, 'read-models.sqlite');
  if (!fs.existsSync(file)) return null;
  let db;
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3');
    db = new Database(file, { readonly: true, fileMustExist: true });
    const value = db.prepare('SELECT value FROM header WHERE id = 1').pluck().get();
    return value ? JSON.parse(value) : null;
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

function notRunning() {
  console.error(`Nothing is running on ${dataDir} (no projector answers on ${socket}).`);
  console.error('Start the product first (npm start, or the projector process with this DATA_DIR).');
}

const stateOf = (projection) => {
  if (!projection.next) return projection.state;
  const percent = `${projection.next.percent.toFixed(1)}%`;
  return projection.state === 'frozen' ? `frozen at v${projection.servingVersion}, v${projection.next.version} ${percent}` : `rebuilding ${percent}`;
};

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd());
}

async function status() {
  let answer;
  try {
    answer = await ask('GET', '/status');
  } catch (error) {
    if (!(error instanceof NotRunning)) throw error;
    notRunning();
    const header = storedHeader();
    if (header) {
      const position = header.checkpoints?.find((checkpoint) => checkpoint.name === 'read-models')?.position ?? '0';
      console.error(`Stored read models (saved ${header.savedAt}) at position ${position}:`);
      printTable([['NAME', 'VERSION'], ...Object.entries(header.projections ?? {})]);
    }
    return 1;
  }
  const { headPosition, projectorPosition, projections } = answer.body;
  console.log(`Event log head ${headPosition}; projector at ${projectorPosition}`);
  printTable([
    ['NAME', 'VERSION', 'COLLECTION', 'DOCUMENTS', 'POSITION', 'LAG', 'STATE'],
    ...projections.map((p) => [p.name, p.servingVersion === p.version ? p.version : `${p.servingVersion}->${p.version}`, p.collection, p.documents, p.position, p.lag, stateOf(p)]),
  ]);
  return 0;
}

function progressLine(next, rate) {
  const position = BigInt(next.position);
  const target = BigInt(next.target);
  const remaining = target > position ? Number(target - position) : 0;
  const eta = rate > 0 ? `${Math.ceil(remaining / rate)}s` : '?';
  return `${next.percent.toFixed(1).padStart(5)}%  ${next.position}/${next.target} positions  ${next.eventsPerSecond} events/s  ETA ${eta}`;
}

function bar(percent, width = 30) {
  const filled = Math.round((percent / 100) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

async function rebuild() {
  if (!name) {
    console.error('Usage: npm run projections -- rebuild NAME');
    return 2;
  }
  let before;
  try {
    before = (await ask('GET', '/status')).body.projections;
  } catch (error) {
    if (!(error instanceof NotRunning)) throw error;
    notRunning();
    return 1;
  }
  const known = before.find((projection) => projection.name === name);
  if (!known) {
    console.error(`Unknown projection "${name}". The projections are: ${before.map((projection) => projection.name).join(', ')}`);
    return 2;
  }
  const started = await ask('POST', `/rebuild/${encodeURIComponent(name)}`);
  if (started.status !== 202) {
    console.error(started.body?.error ?? `The projector answered ${started.status}`);
    return 1;
  }
  // With it, the projections that read it (ADR 0052), each at its own version.
  const versionOf = (projection) => before.find((candidate) => candidate.name === projection)?.version ?? started.body.next.version;
  const rebuilt = started.body.projections.map((projection) => `${projection} (version ${versionOf(projection)})`);
  console.log(`Rebuilding ${rebuilt.join(', ')} into a next generation from position 0; the current one keeps serving.`);
  const tty = process.stdout.isTTY;
  let last = { at: Date.now(), position: 0n };
  let rate = 0;
  let printedAt = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    let projection;
    try {
      projection = (await ask('GET', '/status')).body.projections.find((candidate) => candidate.name === name);
    } catch (error) {
      if (!(error instanceof NotRunning)) throw error;
      if (tty) process.stdout.write('\n');
      console.error('The projector stopped before the next generation took over; it starts again from position 0 next time.');
      return 1;
    }
    if (projection.generations > known.generations) {
      if (tty) process.stdout.write(`\r${bar(100)} 100.0%${' '.repeat(40)}\n`);
      console.log(`${name}: version ${projection.version} took over at position ${projection.position} (${projection.documents} documents).`);
      return 0;
    }
    if (!projection.next) {
      if (tty) process.stdout.write('\n');
      console.error(`${name}: the next generation stopped without taking over (see the server's log).`);
      return 1;
    }
    const now = Date.now();
    const position = BigInt(projection.next.position);
    if (now > last.at) rate = Number(position - last.position) / ((now - last.at) / 1000);
    last = { at: now, position };
    if (tty) process.stdout.write(`\r${bar(projection.next.percent)} ${progressLine(projection.next, rate)}   `);
    else if (now - printedAt >= 1000) {
      printedAt = now;
      console.log(`${name}: ${progressLine(projection.next, rate)}`);
    }
  }
}

const commands = { status, rebuild };
if (!commands[command]) {
  console.error('Usage: npm run projections -- status | rebuild NAME   (DATA_DIR names the running product, default ./data)');
  process.exit(2);
}
process.exit(await commands[command]());
