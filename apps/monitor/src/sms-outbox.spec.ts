// The SMS outbox end to end on a real event store: one text per subject and level for the measures of a check, failures, retries, reminders, reconciliation after a crash.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  notificationIdOf,
  notificationDecider,
  notificationStreamName,
  settingsDecider,
  settingsStreamName,
  smsNumberSubjectId,
  smsOutboxDecider,
  smsOutboxStreamName,
  tourStreamName,
  type NotificationEvent,
  type Reading,
  type Severity,
} from '@tourops/domain';
import { createSqliteEventStore, type SqliteEventStore } from '@tourops/event-store';
import { Clock, CommandPath, SecretBox, SettingsStreams } from '@tourops/runtime';
import { NotificationDecisions, type FollowedEvent } from './notification-decisions';
import { LogSms } from './providers/log-sms';
import { ProviderRejected, ProviderUnavailable } from './providers/provider-errors';
import type { SentSmsQuery, SmsMessage, SmsSender } from './providers/sms.port';
import { NotificationFollowUps } from './notification-follow-ups';
import { SmsOutbox } from './sms-outbox';

class FixedClock extends Clock {
  constructor(public instant = '2026-06-10T05:00:00.000Z') {
    super();
  }
  now() {
    return new Date(this.instant);
  }
  advanceMinutes(minutes: number) {
    this.instant = new Date(Date.parse(this.instant) + minutes * 60_000).toISOString();
  }
}

/** A provider that answers from a script: each send takes the next answer (an error is thrown), then succeeds. */
class ScriptedSms implements SmsSender {
  readonly provider = 'twilio';
  readonly sent: SmsMessage[] = [];
  readonly asked: SentSmsQuery[] = [];

  constructor(
    private readonly answers: Error[] = [],
    private readonly found: string | null = null,
  ) {}

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    const answer = this.answers.shift();
    if (answer) throw answer;
    this.sent.push(message);
    return { messageId: `SM${this.sent.length}` };
  }

  async find(query: SentSmsQuery): Promise<string | null> {
    this.asked.push(query);
    return this.found;
  }
}

const orgId = 'org-1';
const phone = '+393331234567';
const flightOne = 'tour-1/flight:f1';
let dir: string;
let store: SqliteEventStore;
let clock: FixedClock;

interface Monitor {
  decisions: NotificationDecisions;
  outbox: SmsOutbox;
  followUps: NotificationFollowUps;
}

/**
 * One monitor process: its own command path, notification decisions, outbox and follow-ups, on the shared event store.
 * The first one starts the follow-ups' checkpoint at the end of the log, as a first start does.
 */
async function monitor(sender: SmsSender): Promise<Monitor> {
  const commands = new CommandPath(store, clock);
  const settings = new SettingsStreams(store, new SecretBox(randomBytes(32)));
  const readStore = { organizationsWith: async () => [orgId] };
  const decisions = new NotificationDecisions(store, commands, settings, clock);
  const outbox = new SmsOutbox(store, commands, settings, { sms: sender }, readStore, clock, decisions);
  const followUps = new NotificationFollowUps(store, outbox, clock);
  await followUps.catchUp();
  return { decisions, outbox, followUps };
}

/** A check's readings evaluated, and what follows them in the log followed up. */
async function check(one: Monitor, subjectId: string, readings: Reading[], caller = {}): Promise<FollowedEvent<NotificationEvent>[]> {
  const events = await one.decisions.evaluateCheck(orgId, 'tour-1', subjectId, readings, caller);
  await one.followUps.catchUp();
  return events;
}

async function saveSmsSettings(values: { phone: string; level?: Severity }) {
  await new CommandPath(store, clock).run({
    streamName: settingsStreamName(orgId, 'notifications'),
    decider: settingsDecider,
    command: { type: 'ChangeSettings', data: { name: 'notifications', values: { phone: values.phone, sms: { level: values.level ?? 'CRITICAL', reminderAfterMinutes: 15 } } } },
    caller: { orgId, actorId: 'user-1' },
    resultId: 'notifications',
  });
}

/** The tour the flight belongs to: AZ610 from Rome Fiumicino to Lisbon on Wednesday 10 June at 10:00 Rome time (08:00Z). */
async function planTour() {
  const metadata = { orgId, actorId: 'user-1', correlationId: 'plan', causationId: 'plan', occurredAt: clock.instant, schemaVersion: 1 };
  const flight = {
    flightNumber: 'AZ610',
    from: 'FCO',
    to: 'LIS',
    departure: { localTime: '2026-06-10T10:00', timeZone: 'Europe/Rome', instant: '2026-06-10T08:00:00.000Z' },
    arrival: { localTime: '2026-06-10T11:50', timeZone: 'Europe/Lisbon', instant: '2026-06-10T10:50:00.000Z' },
  };
  const segment = { id: 'f1', type: 'flight', title: 'Flight AZ610 FCO–LIS', startTime: '10:00', durationMinutes: 170, location: null, notes: '', flight, transfer: null };
  await store.appendToStream(tourStreamName(orgId, 'tour-1'), [
    { type: 'TourCreated', data: { tourId: 'tour-1', title: 'Rome long weekend', description: '', startDate: '2026-06-10', endDate: '2026-06-12', timezone: 'Europe/Rome', status: 'CONFIRMED' }, metadata },
    { type: 'DayAdded', data: { tourId: 'tour-1', day: { id: 'd1', date: '2026-06-10', title: 'Home', description: '' } }, metadata },
    { type: 'SegmentAdded', data: { tourId: 'tour-1', dayId: 'd1', segment }, metadata },
  ]);
}

const reading = (measure: Reading['measure'], value: number): Reading => ({ measure, value, unit: 'min', observedAt: clock.instant, provider: 'simulated', fetchedAt: clock.instant, simulated: true });
const delay = (value: number): Reading => reading('flight.departureDelay', value);
const delayOf = (monitor: Monitor, value: number, subjectId = flightOne) => check(monitor, subjectId, [delay(value)]);
const outboxEvents = () => store.readStream(smsOutboxStreamName(orgId));
const outboxTypes = async () => (await outboxEvents()).map((event) => event.type);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'monitor-sms-'));
  store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  clock = new FixedClock();
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the SMS outbox', () => {
  it('texts a CRITICAL once to the organization’s phone through the log sender, naming the flight where it departs, the delay, the tour and where to look', async () => {
    await saveSmsSettings({ phone });
    await planTour();
    const lines: string[] = [];
    const sender = new LogSms(clock, (line) => lines.push(line));
    const one = await monitor(sender);
    await delayOf(one, 65);
    await delayOf(one, 70);
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsSent']);
    const [queued] = await outboxEvents();
    const notificationId = notificationIdOf(flightOne, 'flight.departureDelay', 1);
    expect(queued.data).toMatchObject({
      messageId: `${flightOne}.CRITICAL.1`,
      notificationIds: [notificationId],
      to: phone,
      body: 'CRITICAL: AZ610 FCO-LIS Wed 10 Jun 10:00 Rome: departure delay 65 min - Rome long weekend - open TourOps: /tools/notifications',
    });
    expect(lines).toHaveLength(1);
  });

  it('texts a flight delayed on departure and arrival in one check once, naming both delays', async () => {
    await saveSmsSettings({ phone });
    await planTour();
    const sender = new ScriptedSms();
    const one = await monitor(sender);
    await check(one, flightOne, [delay(65), reading('flight.arrivalDelay', 62)]);
    expect(sender.sent.map((message) => message.body)).toEqual([
      'CRITICAL: AZ610 FCO-LIS Wed 10 Jun 10:00 Rome: departure delay 65 min, arrival delay 62 min - Rome long weekend - open TourOps: /tools/notifications',
    ]);
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsSent']);
    expect((await outboxEvents())[0].data).toMatchObject({
      notificationIds: [notificationIdOf(flightOne, 'flight.departureDelay', 1), notificationIdOf(flightOne, 'flight.arrivalDelay', 1)],
    });
  });

  it('says what it can of a flight whose tour it does not know', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms();
    await delayOf(await monitor(sender), 65);
    expect(sender.sent.map((message) => message.body)).toEqual(['CRITICAL: A removed flight: departure delay 65 min - a removed tour - open TourOps: /tools/notifications']);
  });

  it('records the message and its outcome in the notification’s correlation, each caused by the event it follows', async () => {
    await saveSmsSettings({ phone });
    const one = await monitor(new ScriptedSms());
    await check(one, flightOne, [delay(65)], { correlationId: 'check-1', causationId: 'reading-1' });
    const [raised] = await store.readStream(notificationStreamName(orgId, notificationIdOf(flightOne, 'flight.departureDelay', 1)));
    const [queued, sent] = await outboxEvents();
    expect(raised.metadata).toMatchObject({ correlationId: 'check-1', causationId: 'reading-1' });
    expect(queued.metadata).toMatchObject({ correlationId: 'check-1', causationId: raised.id });
    expect(sent.metadata).toMatchObject({ correlationId: 'check-1', causationId: queued.id });
  });

  it('texts an escalation from ALERT to CRITICAL twice, once per level, when the SMS level is ALERT', async () => {
    await saveSmsSettings({ phone, level: 'ALERT' });
    const sender = new ScriptedSms();
    const one = await monitor(sender);
    await delayOf(one, 35);
    await delayOf(one, 65);
    expect(sender.sent.map((message) => message.idempotencyKey)).toEqual([`${flightOne}.ALERT.1`, `${flightOne}.CRITICAL.1`]);
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsSent', 'SmsQueued', 'SmsSent']);
  });

  it('texts nothing without a phone', async () => {
    const sender = new ScriptedSms();
    await delayOf(await monitor(sender), 65);
    expect(sender.sent).toEqual([]);
    expect(await outboxTypes()).toEqual([]);
  });

  it('texts nothing below the organization’s SMS level', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms();
    await delayOf(await monitor(sender), 35);
    expect(sender.sent).toEqual([]);
    expect(await outboxTypes()).toEqual([]);
  });

  it('records a permanent refusal, raises one INFO sms.numberRejected and texts that number no more', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms([new ProviderRejected('twilio', 'not a mobile number', { status: 400, code: 21614, permanent: true })]);
    const one = await monitor(sender);
    await delayOf(one, 65);
    await delayOf(one, 65, 'tour-1/flight:f2');
    await one.followUps.catchUp();
    await one.outbox.tick();
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsFailed']);
    expect((await outboxEvents())[1].data).toMatchObject({ permanent: true, code: '21614', nextAttemptAt: null });
    const rejected = await store.readStream(notificationStreamName(orgId, notificationIdOf(smsNumberSubjectId(phone), 'sms.numberRejected', 1)));
    expect(rejected.map((event) => event.type)).toEqual(['NotificationRaised']);
    expect(rejected[0].data).toMatchObject({ level: 'INFO', subjectId: `sms:${phone}`, measure: 'sms.numberRejected' });
    expect(sender.sent).toEqual([]);
  });

  it('retries a temporary failure once it is due, not before', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms([new ProviderUnavailable('twilio', 'timeout after 10000 ms')]);
    const one = await monitor(sender);
    await delayOf(one, 65);
    expect((await outboxEvents())[1].data).toMatchObject({ permanent: false, code: 'unavailable', nextAttemptAt: '2026-06-10T05:01:00.000Z' });
    await one.outbox.tick();
    expect(sender.sent).toEqual([]);
    clock.advanceMinutes(1);
    await one.outbox.tick();
    await one.outbox.tick();
    expect(sender.sent).toHaveLength(1);
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsFailed', 'SmsRetried', 'SmsSent']);
  });

  describe('after a crash between the intent and the provider call', () => {
    const queueWithoutSending = async () => {
      await saveSmsSettings({ phone });
      await new CommandPath(store, clock).run({
        streamName: smsOutboxStreamName(orgId),
        decider: smsOutboxDecider,
        command: { type: 'QueueSms', data: { subjectId: flightOne, notificationIds: ['ntf-1-1'], level: 'CRITICAL', body: 'CRITICAL: Departure delay 65 min' } },
        caller: { orgId, actorId: 'system:monitor' },
        context: () => ({ phone }),
        resultId: 'outbox',
      });
      clock.advanceMinutes(2);
    };

    it('sends once when the provider has no record of the message', async () => {
      await queueWithoutSending();
      const sender = new ScriptedSms([], null);
      const restarted = (await monitor(sender)).outbox;
      await restarted.reconcile();
      await restarted.tick();
      expect(sender.asked).toEqual([{ to: phone, body: 'CRITICAL: Departure delay 65 min', sentAfter: '2026-06-10T05:00:00.000Z' }]);
      expect(sender.sent).toHaveLength(1);
      expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsRetried', 'SmsSent']);
    });

    it('sends nothing when the provider has it, and records it sent', async () => {
      await queueWithoutSending();
      const sender = new ScriptedSms([], 'SM-before-the-crash');
      const restarted = (await monitor(sender)).outbox;
      await restarted.reconcile();
      await restarted.tick();
      expect(sender.sent).toEqual([]);
      expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsSent']);
      expect((await outboxEvents())[1].data).toMatchObject({ providerMessageId: 'SM-before-the-crash' });
    });
  });

  it('sends one message when two monitors follow the same events up', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms();
    const [one, two] = [await monitor(sender), await monitor(sender)];
    await one.decisions.evaluate(orgId, 'tour-1', flightOne, delay(65));
    await Promise.all([one.followUps.catchUp(), two.followUps.catchUp()]);
    expect(sender.sent).toHaveLength(1);
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsSent']);
  });

  describe('after a crash between a raise and its follow-up', () => {
    it('texts it once the restarted monitor follows the log up from its checkpoint', async () => {
      await saveSmsSettings({ phone });
      const sender = new ScriptedSms();
      const crashed = await monitor(sender);
      await crashed.decisions.evaluate(orgId, 'tour-1', flightOne, delay(65));
      const restarted = await monitor(sender);
      await restarted.followUps.catchUp();
      expect(sender.sent.map((message) => message.idempotencyKey)).toEqual([`${flightOne}.CRITICAL.1`]);
      await (await monitor(sender)).followUps.catchUp();
      expect(sender.sent).toHaveLength(1);
    });

    it('raises the refused number’s notification once the restarted monitor follows the refusal up', async () => {
      await saveSmsSettings({ phone });
      const crashed = await monitor(new ScriptedSms([new ProviderRejected('twilio', 'not a mobile number', { status: 400, code: 21614, permanent: true })]));
      await crashed.decisions.evaluate(orgId, 'tour-1', flightOne, delay(65));
      const raise = (await store.readStream(notificationStreamName(orgId, notificationIdOf(flightOne, 'flight.departureDelay', 1)))).slice(0, 1);
      await crashed.outbox.followUp(raise);
      expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsFailed']);
      const rejectedStream = notificationStreamName(orgId, notificationIdOf(smsNumberSubjectId(phone), 'sms.numberRejected', 1));
      expect(await store.readStream(rejectedStream)).toEqual([]);
      const restarted = await monitor(new ScriptedSms());
      await restarted.followUps.catchUp();
      expect((await store.readStream(rejectedStream)).map((event) => event.type)).toEqual(['NotificationRaised']);
      await restarted.outbox.followUp(await outboxEvents());
      expect((await store.readStream(rejectedStream)).map((event) => event.type)).toEqual(['NotificationRaised']);
    });
  });

  it('asks the provider before a retry and records a message it accepted late as sent, without sending it again', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms([new ProviderUnavailable('twilio', 'timeout after 1000 ms')], 'SM-accepted-late');
    const one = await monitor(sender);
    await delayOf(one, 65);
    clock.advanceMinutes(1);
    await one.outbox.tick();
    expect(sender.asked).toEqual([{ to: phone, body: expect.any(String), sentAfter: '2026-06-10T05:00:00.000Z' }]);
    expect(sender.sent).toEqual([]);
    expect(await outboxTypes()).toEqual(['SmsQueued', 'SmsFailed', 'SmsSent']);
  });

  it('reminds once of a CRITICAL still unread 15 minutes after it reached CRITICAL', async () => {
    await saveSmsSettings({ phone });
    await planTour();
    const sender = new ScriptedSms();
    const one = await monitor(sender);
    await delayOf(one, 65);
    clock.advanceMinutes(14);
    await one.outbox.tick();
    expect(sender.sent).toHaveLength(1);
    clock.advanceMinutes(1);
    await one.outbox.tick();
    clock.advanceMinutes(10);
    await one.outbox.tick();
    await (await monitor(sender)).outbox.tick();
    expect(sender.sent.map((message) => message.idempotencyKey)).toEqual([`${flightOne}.CRITICAL.1`, `${flightOne}.CRITICAL.1.reminder`]);
    expect(sender.sent[1].body).toBe('Still unread, CRITICAL: AZ610 FCO-LIS Wed 10 Jun 10:00 Rome: departure delay 65 min - Rome long weekend - open TourOps: /tools/notifications');
  });

  it('sends no reminder once the CRITICAL is read', async () => {
    await saveSmsSettings({ phone });
    const sender = new ScriptedSms();
    const one = await monitor(sender);
    const [{ event: raised }] = await delayOf(one, 65);
    await new CommandPath(store, clock).run({
      streamName: notificationStreamName(orgId, raised.data.notificationId),
      decider: notificationDecider,
      command: { type: 'ReadNotification' },
      caller: { orgId, actorId: 'user-1' },
      resultId: raised.data.notificationId,
    });
    clock.advanceMinutes(20);
    await one.outbox.tick();
    expect(sender.sent).toHaveLength(1);
  });
});
