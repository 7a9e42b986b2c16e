// Writers of one tour against writers of their own tours: 16 clients adding segments without If-Match, refusals counted.
//   node scripts/bench/one-tour-writers.mjs
//   WRITERS=16 COMMANDS=4000 (BENCH_QUICK=1: 1500) DAYS: enough for the commands at 50 segments a day (TOUR_SIZES)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, ensureBuilt, envNumber, fmt, invitedSignIn, latencyLine, ok, quick, report, segmentBody, signIn, startServer, stats, waitForQuiet } from './lib.mjs';

const WRITERS = envNumber('WRITERS', 16);
const COMMANDS = envNumber('COMMANDS', quick ? 1_500 : 4_000);
/** As many days as the commands need when all go to one tour, a day holding at most 50 segments (TOUR_SIZES.segmentsPerDay). */
const DAYS = envNumber('DAYS', Math.ceil(COMMANDS / 50));

/** The date `days` after 2027-05-03. */
const dateAfter = (days) => new Date(Date.UTC(2027, 4, 3 + days)).toISOString().slice(0, 10);

/** A tour of DAYS days; its day ids in order. */
async function tourWithDays(client, token, title) {
  const tour = await ok(client.call('POST', '/api/tours', { token, body: { title, startDate: dateAfter(0), endDate: dateAfter(DAYS - 1), timezone: 'Europe/Rome' } }), 'create tour');
  const days = [];
  for (let d = 0; d < DAYS; d++) days.push((await ok(client.call('POST', `/api/tours/${tour.id}/days`, { token, body: { date: dateAfter(d), title: `Day ${d + 1}` } }), 'add day')).id);
  return { tourId: tour.id, days };
}

/** Each writer adds segments to its tour's days in turn until COMMANDS were sent; answers other than 201 are counted by status. */
async function drive(client, writers) {
  const latencies = [];
  const refusals = new Map();
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    writers.map(async (writer) => {
      while (issued < COMMANDS) {
        const n = issued++;
        const dayId = writer.tour.days[n % writer.tour.days.length];
        const sent = performance.now();
        const { status } = await client.call('POST', `/api/tours/${writer.tour.tourId}/days/${dayId}/segments`, { token: writer.token, body: segmentBody(n) });
        if (status === 201) latencies.push(performance.now() - sent);
        else refusals.set(status, (refusals.get(status) ?? 0) + 1);
      }
    }),
  );
  const wallMs = performance.now() - started;
  return { rate: (latencies.length / wallMs) * 1000, latency: stats(latencies), refused: [...refusals.values()].reduce((a, b) => a + b, 0), refusals: Object.fromEntries(refusals) };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-one-tour-'));
  const server = await startServer({ dataDir });
  const client = createClient(server.baseUrl, { maxSockets: WRITERS });
  try {
    // The first writer founds the organization and invites the others.
    const founder = await signIn(client, 'org_bench_one_tour', 'writer_0');
    const tokens = [founder, ...(await Promise.all(Array.from({ length: WRITERS - 1 }, (_, i) => invitedSignIn(client, founder, 'org_bench_one_tour', `writer_${i + 1}`, 'org:member'))))];
    const shared = await tourWithDays(client, tokens[0], 'One tour, many writers');
    const own = await Promise.all(tokens.map((token, i) => tourWithDays(client, token, `Own tour ${i}`)));
    const scenarios = {
      [`${WRITERS} writers on one tour`]: tokens.map((token) => ({ token, tour: shared })),
      [`${WRITERS} writers on ${WRITERS} tours`]: tokens.map((token, i) => ({ token, tour: own[i] })),
    };
    const rows = [];
    const figures = {};
    for (const [name, writers] of Object.entries(scenarios)) {
      await waitForQuiet();
      const result = await drive(client, writers);
      figures[name] = result;
      console.log(`${name}: ${fmt(result.rate)} commands/s, ${fmt(result.refused)} refused ${JSON.stringify(result.refusals)}; ${latencyLine(result.latency)}`);
      rows.push(
        { figure: `${name}: rate`, value: `${fmt(result.rate)}/s`, goal: 'reported', met: null },
        { figure: `${name}: p99`, value: `${result.latency.p99.toFixed(2)} ms`, goal: 'reported', met: null },
        { figure: `${name}: refusals`, value: fmt(result.refused), goal: '0', met: result.refused === 0 },
      );
    }
    report('writers of one tour', rows, { figures });
  } finally {
    client.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
