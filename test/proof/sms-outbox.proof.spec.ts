// SIGKILL around an alert at every moment that matters, and a Twilio that answers late: each flight's CRITICAL reaches the phone exactly once, within 2 minutes of the restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultSettings } from '@tourops/domain';
import { VALID_KEY, startFakeAeroDataBox, type FakeAeroDataBox } from '../support/fake-aerodatabox';
import { hang, late } from '../support/fake-provider';
import { ACCOUNT_SID, AUTH_TOKEN, FROM, startFakeTwilio, type FakeTwilio } from '../support/fake-twilio';
import { api, eventually, signIn, type Session, type TestServer } from '../support/test-server';
import { EventLog } from './event-log';
import { FULL, SEED, random, withSeed } from './proof-settings';
import { StandaloneProcess } from './standalone-process';

/** Where the process dies: the moments of an alert's life between the notification event and the recorded outcome. */
const MOMENTS = ['after the raise, before the SMS is queued', 'during the provider call', 'after the provider accepted', 'during reconciliation', 'never: the provider answers after the timeout'] as const;
type Moment = (typeof MOMENTS)[number];
const ROUNDS = FULL ? 3 : 1;
/** The bound: the SMS is at the provider within 2 minutes of the restart. */
const AFTER_RESTART_MS = 120_000;
const PROVIDER_TIMEOUT_MS = 1000;
const PHONE = '+393331234567';

let dataDir: string;
let twilio: FakeTwilio;
/** The flights' provider lives outside the process, as a real one does: a restart does not change what a flight does. */
let aeroDataBox: FakeAeroDataBox;
let standalone: StandaloneProcess;
let log: EventLog;
let session: Session;
const flights: string[] = [];
const hits: string[] = [];

const server = (): TestServer => ({ baseUrl: standalone.baseUrl }) as TestServer;
const romeDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));
/** Rome's offset from UTC on a date, '+01:00' or '+02:00'. */
const romeOffset = (date: string) => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
};
/** A wall-clock time in Rome on a date, as an instant. */
const inRome = (date: string, time: string) => new Date(`${date}T${time}:00${romeOffset(date)}`).toISOString();
const textsAbout = (flightNumber: string) => twilio.messages.filter((message) => String(message.body).includes(`CRITICAL: ${flightNumber} `));
/** What the provider holds about a flight, for a failure's message. */
const bodiesAbout = (flightNumber: string) => textsAbout(flightNumber).map((message) => `${message.date_created} ${message.body}`);
const postsAbout = (flightNumber: string) => twilio.requests.filter((request) => request.method === 'POST' && (request.form.get('Body') ?? '').includes(`CRITICAL: ${flightNumber} `));

/** The outbox events of the organization's log since `after`, as types. */
const outboxSince = (after: number) => log.since(after).filter((event) => event.streamName.startsWith('sms-'));

async function restart() {
  await standalone.start(90_000);
}

/** A confirmed tour tomorrow with one flight from Rome to Catania, 65 minutes late at the provider: the next check raises a CRITICAL. Answers the flight's subject path. */
async function lateFlight(flightNumber: string): Promise<string> {
  const tomorrow = romeDate(1);
  aeroDataBox.addFlight({
    number: flightNumber,
    from: 'FCO',
    to: 'CTA',
    scheduledDeparture: inRome(tomorrow, '10:00'),
    scheduledArrival: inRome(tomorrow, '11:10'),
    revisedDeparture: inRome(tomorrow, '11:05'),
    revisedArrival: inRome(tomorrow, '11:10'),
    offset: romeOffset(tomorrow),
  });
  const tour = (await api(server(), session, 'POST', '/api/tours', { title: `Tour of ${flightNumber}`, startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
  const day = (await api(server(), session, 'POST', `/api/tours/${tour.id}/days`, { date: tomorrow, title: 'Departure' })).body;
  const flight = { flightNumber, from: 'FCO', to: 'CTA', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T11:10` };
  const segment = await api(server(), session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'flight', title: `${flightNumber} to Catania`, flight });
  expect(segment.status).toBe(201);
  for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(server(), session, 'POST', `/api/tours/${tour.id}/status`, { status })).status).toBe(200);
  return Buffer.from(`${tour.id}/flight:${segment.body.id}`).toString('base64url');
}

async function checkNow(pathId: string) {
  expect((await api(server(), session, 'POST', `/api/monitoring/subjects/${pathId}/check`)).status).toBe(202);
}

/** Waits for the text about the flight at the provider, bounded by the 2 minutes, and for every outcome so far in the outbox. */
async function texted(flightNumber: string, what: string) {
  await eventually(() => (textsAbout(flightNumber).length > 0 ? true : undefined), AFTER_RESTART_MS, `the SMS about ${flightNumber} (${what})`);
  await eventually(() => (log.since(0).filter((event) => event.type === 'SmsSent').length >= flights.length ? true : undefined), AFTER_RESTART_MS, `the outcome of the SMS about ${flightNumber}`);
}

/** Moves the server's clock on by `ms` (the process's steered clock; a restart gives it the system's time back). */
async function clockForward(ms: number) {
  const { body } = await api(server(), session, 'GET', '/api/dev/clock');
  expect((await api(server(), session, 'PUT', '/api/dev/clock', { now: new Date(Date.parse(body.now) + ms).toISOString() })).status).toBe(200);
}

/** One alert, the process killed at `moment` (or a late provider), restarted as needed: the flight's CRITICAL is at the provider once. */
async function alertDying(moment: Moment, flightNumber: string) {
  const pathId = await lateFlight(flightNumber);
  const head = log.head();
  const posts = twilio.requests.length;
  switch (moment) {
    case 'after the raise, before the SMS is queued': {
      await checkNow(pathId);
      await eventually(() => (log.since(head).some((event) => event.type === 'NotificationRaised' && event.body.includes(Buffer.from(pathId, 'base64url').toString())) ? true : undefined), 30_000, 'the raise');
      await standalone.kill();
      hits.push(`${moment}: ${outboxSince(head).some((event) => event.type === 'SmsQueued') ? 'missed (already queued)' : 'hit'}`);
      await restart();
      break;
    }
    case 'during the provider call': {
      twilio.script(hang);
      await checkNow(pathId);
      await twilio.received(posts + 1);
      await standalone.kill();
      hits.push(`${moment}: ${textsAbout(flightNumber).length === 0 ? 'hit' : 'missed'}`);
      await restart();
      break;
    }
    case 'after the provider accepted': {
      twilio.script(late(60_000));
      await checkNow(pathId);
      await twilio.received(posts + 1);
      await standalone.kill();
      hits.push(`${moment}: ${outboxSince(head).some((event) => event.type === 'SmsSent') ? 'missed' : 'hit'}`);
      await restart();
      break;
    }
    case 'during reconciliation': {
      twilio.script(late(60_000));
      await checkNow(pathId);
      await twilio.received(posts + 1);
      await standalone.kill();
      twilio.script(hang);
      const booting = restart().catch(() => undefined);
      await twilio.received(posts + 2);
      await standalone.kill();
      await booting;
      hits.push(`${moment}: ${twilio.requests[posts + 1].method === 'GET' ? 'hit' : 'missed'}`);
      await restart();
      break;
    }
    case 'never: the provider answers after the timeout': {
      twilio.script(late(2 * PROVIDER_TIMEOUT_MS));
      await checkNow(pathId);
      await eventually(() => (outboxSince(head).some((event) => event.type === 'SmsFailed') ? true : undefined), 30_000, 'the timed-out call recorded as failed');
      await clockForward(61_000);
      await eventually(() => (outboxSince(head).some((event) => event.type === 'SmsSent') ? true : undefined), AFTER_RESTART_MS, 'the retry that finds the accepted message');
      hits.push(`${moment}: ${postsAbout(flightNumber).length === 1 ? 'hit' : 'missed'}`);
      break;
    }
  }
  await texted(flightNumber, moment);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-sms-'));
  twilio = await startFakeTwilio();
  aeroDataBox = await startFakeAeroDataBox();
  standalone = new StandaloneProcess(dataDir, {
    FLIGHT_PROVIDER: 'aerodatabox',
    AERODATABOX_BASE_URL: aeroDataBox.url,
    SMS_PROVIDER: 'twilio',
    TWILIO_BASE_URL: twilio.url,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: FROM,
    PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    MONITOR_TICK_MS: '100',
    DEMO_CLOCK: 'steered',
  });
  await restart();
  log = new EventLog(dataDir);
  session = await signIn(server(), 'proof-sms');
  expect((await api(server(), session, 'PUT', '/api/settings/notifications', { ...defaultSettings().notifications, phone: PHONE })).status).toBe(200);
  expect((await api(server(), session, 'PUT', '/api/settings/api', { flightDataApiKey: VALID_KEY })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  log?.close();
  await standalone?.kill();
  await twilio?.close();
  await aeroDataBox?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (hits.length > 0) console.log(`SMS outbox proof (PROOF_SEED=${SEED}), ${flights.length} alerts, where the kills landed:\n  ${hits.join('\n  ')}`);
});

describe('the SMS outbox across SIGKILLs and a late provider', () => {
  it(
    'texts each flight’s CRITICAL exactly once, whatever moment the process dies',
    () =>
      withSeed(async () => {
        const pick = random('sms-outbox');
        for (let round = 0; round < ROUNDS; round++) {
          for (const moment of pick.sample(MOMENTS, MOMENTS.length)) {
            const flightNumber = `AZ${String(100 + flights.length).padStart(3, '0')}`;
            flights.push(flightNumber);
            await alertDying(moment, flightNumber);
          }
        }
        // Every retry that could still come (1, 2, 4 minutes after a failure) is due: one more look of the outbox sends none.
        await clockForward(5 * 60_000);
        expect((await api(server(), session, 'POST', '/api/dev/monitoring/look')).status).toBe(200);
        for (const flightNumber of flights) expect({ flightNumber, texts: bodiesAbout(flightNumber) }).toEqual({ flightNumber, texts: [expect.any(String)] });
      }),
    ROUNDS * MOMENTS.length * 4 * 60_000,
  );
});
