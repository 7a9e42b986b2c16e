// What sealing people's fields costs (ADR 0030): reading a log of TRAVELERS registrations and changes whole, raw and through
// the personal data event store, sealed and plain, and after erasing a tenth of the people; appending through it.
//   node scripts/bench/personal-data.mjs
//   TRAVELERS=100000 (BENCH_QUICK=1: 20,000)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureBuilt, envNumber, fmt, quick, report, root } from './lib.mjs';

const TRAVELERS = envNumber('TRAVELERS', quick ? 20_000 : 100_000);
/** Added per personal event when the whole log is read, against the raw read: about what a fold of the event costs. */
const GOAL_ADDED_US = 10;
const require = createRequire(path.join(root, 'package.json'));
const dist = (p) => require(path.join(root, 'dist', p));
const { createSqliteEventStore, createSqlitePersonalKeyStore, personalDataEventStore } = dist('libs/event-store/src/index.js');
const { PERSONAL_FIELDS, erasedValue, travelerStreamName } = dist('libs/domain/src/index.js');

const metadata = { orgId: 'org_bench_personal', actorId: 'admin', correlationId: 'c', causationId: 'c', occurredAt: '2026-11-24T10:00:00Z', schemaVersion: 1 };
const id = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const eventsOf = (n) => [
  {
    type: 'TravelerRegistered',
    data: {
      travelerId: id(n),
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `traveler${n}@example.org`,
      phone: `+39 333 ${String(n).padStart(7, '0')}`,
      nationality: 'IT',
      dateOfBirth: '1980-04-02',
      passport: { number: `P${n}`, expiry: '2031-01-01' },
      dietaryNotes: n % 10 === 0 ? 'Vegetarian' : '',
      medicalNotes: '',
      emergencyContact: null,
      tags: [],
    },
    metadata,
  },
  { type: 'TravelerDetailsChanged', data: { travelerId: id(n), changes: { phone: `+39 347 ${String(n).padStart(7, '0')}` } }, metadata },
  { type: 'TravelerAssignedToTour', data: { travelerId: id(n), tourId: id(0) }, metadata },
];

async function write(store) {
  const started = performance.now();
  for (let n = 0; n < TRAVELERS; n += 1) await store.appendToStream(travelerStreamName(metadata.orgId, id(n)), eventsOf(n));
  return performance.now() - started;
}

/** The best of three whole reads, in ms, and the events read. */
async function readAll(store) {
  let best = Infinity;
  let events = 0;
  for (let round = 0; round < 3; round++) {
    events = 0;
    const started = performance.now();
    for await (const page of store.readAll({ pageSize: 1000 })) events += page.length;
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, events };
}

async function main() {
  ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-personal-'));
  const options = { personalFields: PERSONAL_FIELDS, erasedValue };
  try {
    const sealedFile = path.join(dir, 'sealed.sqlite');
    const plainFile = path.join(dir, 'plain.sqlite');
    const keys = createSqlitePersonalKeyStore({ file: path.join(dir, 'personal-keys.sqlite') });
    const sealed = personalDataEventStore(createSqliteEventStore({ file: sealedFile }), keys, options);
    const plainRaw = createSqliteEventStore({ file: plainFile });
    const writeSealedMs = await write(sealed);
    const writePlainMs = await write(plainRaw);
    console.log(`wrote ${fmt(TRAVELERS)} travelers (${fmt(TRAVELERS * 3)} events): sealed ${fmt(writeSealedMs)} ms, plain ${fmt(writePlainMs)} ms`);
    const sealedRaw = createSqliteEventStore({ file: sealedFile });
    const plain = personalDataEventStore(plainRaw, keys, options);
    const figures = {
      sealedRaw: await readAll(sealedRaw),
      sealedOpened: await readAll(sealed),
      plainRaw: await readAll(plainRaw),
      plainThrough: await readAll(plain),
    };
    for (let n = 0; n < TRAVELERS; n += 10) await keys.shred(travelerStreamName(metadata.orgId, id(n)));
    figures.sealedTenthErased = await readAll(sealed);
    const personalEvents = TRAVELERS * 2;
    const addedUs = (a, b) => ((a.ms - b.ms) * 1000) / personalEvents;
    for (const [name, figure] of Object.entries(figures)) console.log(`${name}: ${fmt(figure.events)} events in ${fmt(figure.ms, 1)} ms (${fmt((figure.events / figure.ms) * 1000)}/s)`);
    const rate = (figure) => `${fmt((figure.events / figure.ms) * 1000)}/s`;
    report('personal data', [
      { figure: `read all, sealed, opened (${fmt(TRAVELERS)} travelers)`, value: rate(figures.sealedOpened), goal: 'reported', met: null, note: `raw ${rate(figures.sealedRaw)}` },
      { figure: 'added per sealed personal event, opened', value: `${addedUs(figures.sealedOpened, figures.sealedRaw).toFixed(2)} µs`, goal: `<= ${GOAL_ADDED_US} µs`, met: addedUs(figures.sealedOpened, figures.sealedRaw) <= GOAL_ADDED_US },
      { figure: 'added per plain personal event (erasure looked up)', value: `${addedUs(figures.plainThrough, figures.plainRaw).toFixed(2)} µs`, goal: `<= ${GOAL_ADDED_US} µs`, met: addedUs(figures.plainThrough, figures.plainRaw) <= GOAL_ADDED_US },
      { figure: 'added per sealed personal event, a tenth erased', value: `${addedUs(figures.sealedTenthErased, figures.sealedRaw).toFixed(2)} µs`, goal: 'reported', met: null },
      { figure: 'append, sealed against plain (3 events a command)', value: `${fmt((writeSealedMs / writePlainMs) * 100)} %`, goal: 'reported', met: null, note: `${fmt((writeSealedMs * 1000) / TRAVELERS, 1)} µs against ${fmt((writePlainMs * 1000) / TRAVELERS, 1)} µs a command` },
    ]);
    await Promise.all([sealed.close(), plain.close(), sealedRaw.close()]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
