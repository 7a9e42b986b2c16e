// 16 writers add segments to one tour of the standalone process, which is SIGKILLed mid-flight and restarted: every acknowledged segment is there exactly once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOUR_SIZES } from '@tourops/domain';
import { api, eventually, signIn, type Session, type TestServer } from '../support/test-server';
import { CRASH_ROUNDS, CRASH_WRITERS, FULL, SEED, random, replayHint } from './proof-settings';
import { StandaloneProcess } from './standalone-process';

const ACKS_BEFORE_KILL = FULL ? 120 : 40;
/** Days enough for every round's segments (those acknowledged before the kill and those in flight), 50 a day at most (TOUR_SIZES). */
const DAYS = Math.ceil((CRASH_ROUNDS * (ACKS_BEFORE_KILL + 4 * CRASH_WRITERS)) / TOUR_SIZES.segmentsPerDay) + 1;
/** The date `days` after 1 September 2027. */
const dateAfter = (days: number) => new Date(Date.UTC(2027, 8, 1 + days)).toISOString().slice(0, 10);

interface Outcome {
  acknowledged: Map<string, string>; // title -> segment id
  refused: string[]; // "title: 409 detail"
  unknown: Set<string>; // sent, no answer before the kill
  otherFailures: string[];
}

let dataDir: string;
let standalone: StandaloneProcess;
let session: Session;
let tourId: string;
let dayIds: string[];
const outcome: Outcome = { acknowledged: new Map(), refused: [], unknown: new Set(), otherFailures: [] };
let finalSegments: { id: string; title: string }[] = [];

const server = (): TestServer => ({ baseUrl: standalone.baseUrl }) as TestServer;
/** The writers take the days in turn, together, so that no day fills before the others. */
let segmentsSent = 0;

/** One writer: adds segments one after the other, without If-Match, until told to stop. */
async function writer(index: number, round: number, stop: { now: boolean }) {
  const pick = random(`writer-${index}-${round}`);
  for (let n = 0; !stop.now; n++) {
    const title = `w${index}-r${round}-n${n}`;
    const dayId = dayIds[segmentsSent++ % dayIds.length];
    const startTime = `${String(pick.int(8, 15)).padStart(2, '0')}:${String(pick.int(0, 59)).padStart(2, '0')}`;
    try {
      const response = await api(server(), session, 'POST', `/api/tours/${tourId}/days/${dayId}/segments`, { type: 'activity', title, startTime, durationMinutes: 5 });
      if (response.status === 201 && typeof response.body?.id === 'string') outcome.acknowledged.set(title, response.body.id);
      else if (response.status === 409) outcome.refused.push(`${title}: ${response.body?.detail}`);
      else outcome.otherFailures.push(`${title}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    } catch {
      outcome.unknown.add(title); // the process died with the request in flight
      return;
    }
  }
}

async function readTour(): Promise<{ id: string; title: string }[]> {
  const tour = await eventually(async () => {
    const response = await api(server(), session, 'GET', `/api/tours/${tourId}`);
    return response.status === 200 ? response.body : undefined;
  }, 30_000, 'the tour after the restart');
  return tour.days.flatMap((day: { segments: { id: string; title: string }[] }) => day.segments.map(({ id, title }) => ({ id, title })));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-crash-'));
  standalone = new StandaloneProcess(dataDir);
  await standalone.start();
  session = await signIn(server(), 'proof-crash');
  const tour = await api(server(), session, 'POST', '/api/tours', { title: 'Crash tour', startDate: dateAfter(0), endDate: dateAfter(DAYS - 1), timezone: 'Europe/Rome' });
  tourId = tour.body.id;
  dayIds = [];
  for (let day = 0; day < DAYS; day++) dayIds.push((await api(server(), session, 'POST', `/api/tours/${tourId}/days`, { date: dateAfter(day) })).body.id);

  for (let round = 1; round <= CRASH_ROUNDS; round++) {
    if (round > 1) await standalone.start();
    const stop = { now: false };
    const before = outcome.acknowledged.size;
    const writers = Array.from({ length: CRASH_WRITERS }, (_, index) => writer(index, round, stop));
    await eventually(() => (outcome.acknowledged.size - before >= ACKS_BEFORE_KILL || outcome.otherFailures.length > 0 ? true : undefined), 60_000, `${ACKS_BEFORE_KILL} acknowledged segments`);
    await standalone.kill();
    stop.now = true;
    await Promise.all(writers);
  }
  await standalone.start();
  finalSegments = await readTour();
  await standalone.kill();
}, 300_000);

afterAll(async () => {
  await standalone?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`${CRASH_WRITERS} writers of one tour, the process SIGKILLed ${CRASH_ROUNDS} time(s) mid-flight`, () => {
  it('keeps every acknowledged segment exactly once, and no segment twice', () => {
    const context = `(${outcome.acknowledged.size} acknowledged, ${outcome.unknown.size} unanswered, ${outcome.refused.length} refused; ${replayHint()})`;
    expect([outcome.otherFailures, context]).toEqual([[], context]);
    const byTitle = new Map<string, string[]>();
    for (const segment of finalSegments) byTitle.set(segment.title, [...(byTitle.get(segment.title) ?? []), segment.id]);
    const missing = [...outcome.acknowledged].filter(([title, id]) => JSON.stringify(byTitle.get(title)) !== JSON.stringify([id]));
    const twice = [...byTitle].filter(([, ids]) => ids.length > 1);
    const unexplained = [...byTitle.keys()].filter((title) => title.startsWith('w') && !outcome.acknowledged.has(title) && !outcome.unknown.has(title));
    expect({ missing, twice, unexplained, context }).toEqual({ missing: [], twice: [], unexplained: [], context });
    expect(outcome.acknowledged.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL * CRASH_ROUNDS);
  });

  it('refuses none of the writers: contention alone never fails a write', () => {
    console.log(`crash proof: ${outcome.acknowledged.size} acknowledged, ${outcome.refused.length} refused (409), ${outcome.unknown.size} unanswered (PROOF_SEED=${SEED})`);
    expect({ refused: outcome.refused.length, first: outcome.refused.slice(0, 3) }).toEqual({ refused: 0, first: [] });
  });
});
