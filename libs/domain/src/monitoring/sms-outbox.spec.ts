// Specifications of the SMS outbox: queueing rules, outcomes, retries with backoff, blocked numbers, the unread reminder, reconciliation.
import { deciderSpecification } from '../shared/decider-specification';
import { smsOutboxDecider, type ProviderRecord, type SmsContext, type SmsOutboxCommand } from './sms-outbox-commands';
import { evolveSmsOutbox, initialSmsOutboxState, messagesAwaitingOutcome, retriesDue, type SmsOutboxEvent } from './sms-outbox';

const phone = '+393331234567';
const given = deciderSpecification(smsOutboxDecider, { phone });
const withContext = (context: SmsContext) => deciderSpecification(smsOutboxDecider, context);

const subjectId = 'tour-1/flight:f1';
const notificationId = 'ntf-0123456789abcdef-1';
const arrivalId = 'ntf-fedcba9876543210-1';
const critical = `${subjectId}.CRITICAL.1`;
const reminderId = `${critical}.reminder`;
const body = 'CRITICAL: TP836 LIS-FCO cancelled (A week in Rome).';
const at = '2026-06-10T06:00:00.000Z';
const minutesLater = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();

const queue = (level: 'WARNING' | 'ALERT' | 'CRITICAL' = 'CRITICAL', notificationIds = [notificationId]): SmsOutboxCommand => ({ type: 'QueueSms', data: { subjectId, notificationIds, level, body } });
const queuedAbout = (notificationIds: string[], messageId = critical): SmsOutboxEvent => ({
  type: 'SmsQueued',
  data: { messageId, notificationId: notificationIds[0], notificationIds, subjectId, level: 'CRITICAL', to: phone, body, reminder: false },
});
const queued = queuedAbout([notificationId]);
const sent = (messageId = critical): SmsOutboxEvent => ({ type: 'SmsSent', data: { messageId, providerMessageId: 'SM123' } });
const failure = (permanent: boolean, when = at, code = permanent ? '21211' : '20429'): SmsOutboxCommand => ({
  type: 'RecordSmsFailure',
  data: { messageId: critical, permanent, code, message: permanent ? "Invalid 'To' Phone Number" : 'Too Many Requests', at: when },
});
const failed = (permanent: boolean, nextAttemptAt: string | null, code = permanent ? '21211' : '20429'): SmsOutboxEvent => ({
  type: 'SmsFailed',
  data: { messageId: critical, permanent, code, message: permanent ? "Invalid 'To' Phone Number" : 'Too Many Requests', nextAttemptAt },
});
const retried = (attempt: number): SmsOutboxEvent => ({ type: 'SmsRetried', data: { messageId: critical, attempt } });
const retry = (when: string): SmsOutboxCommand => ({ type: 'RetrySms', data: { messageId: critical, at: when } });
const reconcile = (provider: ProviderRecord): SmsOutboxCommand => ({ type: 'ReconcileSms', data: { messageId: critical, provider } });
const remind = (fields: Partial<Extract<SmsOutboxCommand, { type: 'QueueUnreadReminder' }>['data']> = {}): SmsOutboxCommand => ({
  type: 'QueueUnreadReminder',
  data: { messageId: critical, notificationId, level: 'CRITICAL', status: 'UNREAD', levelSince: at, at: minutesLater(15), body, ...fields },
});

describe('QueueSms', () => {
  it('records the intent, to the organization phone, before any call', () => {
    given().when(queue()).then(queued);
  });

  it('queues at most one message per notification and level', () => {
    given(queued).when(queue()).thenNothingHappened();
    given(queued, sent()).when(queue()).thenNothingHappened();
  });

  it('queues one message about a subject for every measure a check took to the level', () => {
    given().when(queue('CRITICAL', [notificationId, arrivalId])).then(queuedAbout([notificationId, arrivalId]));
  });

  it('names in the next message about the subject only the notifications not texted yet at the level', () => {
    given(queued, sent()).when(queue('CRITICAL', [notificationId, arrivalId])).then(queuedAbout([arrivalId], `${subjectId}.CRITICAL.2`));
  });

  it('texts a check once per subject and level, even when its events are read in two parts', () => {
    const ofCheck = (notificationIds: string[]): SmsOutboxCommand => ({ type: 'QueueSms', data: { subjectId, notificationIds, level: 'CRITICAL', body, checkId: 'check-7' } });
    const queuedForCheck: SmsOutboxEvent = { type: 'SmsQueued', data: { ...(queued.data as Extract<SmsOutboxEvent, { type: 'SmsQueued' }>['data']), checkId: 'check-7' } };
    given().when(ofCheck([notificationId])).then(queuedForCheck);
    given(queuedForCheck, sent()).when(ofCheck([arrivalId])).thenNothingHappened();
    given(queuedForCheck, sent())
      .when({ type: 'QueueSms', data: { subjectId, notificationIds: [arrivalId], level: 'CRITICAL', body, checkId: 'check-8' } })
      .then({ ...queuedAbout([arrivalId], `${subjectId}.CRITICAL.2`), data: { ...queuedAbout([arrivalId], `${subjectId}.CRITICAL.2`).data, checkId: 'check-8' } } as SmsOutboxEvent);
  });

  it('texts the subject again when a later occurrence reaches the level', () => {
    given(queuedAbout([notificationId, arrivalId]), sent()).when(queue('CRITICAL', ['ntf-0123456789abcdef-2'])).then(queuedAbout(['ntf-0123456789abcdef-2'], `${subjectId}.CRITICAL.2`));
  });

  it('reads messages recorded one per notification, and does not text their notification again', () => {
    const perNotification: SmsOutboxEvent = { type: 'SmsQueued', data: { messageId: `${notificationId}.CRITICAL`, notificationId, level: 'CRITICAL', to: phone, body, reminder: false } };
    given(perNotification).when(queue()).thenNothingHappened();
    given(perNotification)
      .when(remind({ messageId: `${notificationId}.CRITICAL` }))
      .then({ type: 'SmsQueued', data: { messageId: `${notificationId}.reminder`, notificationId, notificationIds: [notificationId], level: 'CRITICAL', to: phone, body, reminder: true } });
  });

  it('never queues without a phone, below the SMS level, or to a blocked number', () => {
    withContext({ phone: '' })().when(queue()).thenNothingHappened();
    given().when(queue('ALERT')).thenNothingHappened();
    given(queued, failed(true, null)).when({ type: 'QueueSms', data: { subjectId: 'tour-1/flight:f2', notificationIds: ['ntf-other-1'], level: 'CRITICAL', body } }).thenNothingHappened();
  });

  it('texts from a lower level when the organization asks', () => {
    const fromAlert = withContext({ phone, smsLevel: 'ALERT' });
    fromAlert()
      .when(queue('ALERT'))
      .then({ type: 'SmsQueued', data: { messageId: `${subjectId}.ALERT.1`, notificationId, notificationIds: [notificationId], subjectId, level: 'ALERT', to: phone, body, reminder: false } });
  });
});

describe('outcomes and retries', () => {
  it('records the message sent, once', () => {
    given(queued).when({ type: 'RecordSmsSent', data: { messageId: critical, providerMessageId: 'SM123' } }).then(sent());
    given(queued, sent()).when({ type: 'RecordSmsSent', data: { messageId: critical, providerMessageId: 'SM123' } }).thenNothingHappened();
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [5, 16],
  ])('after the failure of attempt %d waits %d minutes', (attempts, minutes) => {
    const history = [queued, ...Array.from({ length: attempts - 1 }, (_, index) => [failed(false, at), retried(index + 2)]).flat()];
    given(...history).when(failure(false)).then(failed(false, minutesLater(minutes)));
  });

  it('gives up after the sixth attempt', () => {
    const history = [queued, ...[2, 3, 4, 5, 6].flatMap((attempt) => [failed(false, at), retried(attempt)])];
    given(...history).when(failure(false)).then(failed(false, null));
  });

  it('records the intent of a retry once it is due, not before', () => {
    given(queued, failed(false, minutesLater(1))).when(retry(minutesLater(1))).then(retried(2));
    given(queued, failed(false, minutesLater(1))).when(retry(at)).thenNothingHappened();
  });

  it('blocks a number the provider refuses for good, and sends it nothing more', () => {
    given(queued).when(failure(true)).then(failed(true, null));
    const state = [queued, failed(true, null)].reduce(evolveSmsOutbox, initialSmsOutboxState);
    expect(state.blockedNumbers).toEqual({ [phone]: { code: '21211', message: "Invalid 'To' Phone Number" } });
    expect(retriesDue(state, minutesLater(60))).toEqual([]);
  });

  it('rejects an outcome for a message it never queued', () => {
    given().when({ type: 'RecordSmsSent', data: { messageId: critical, providerMessageId: 'SM1' } }).thenThrows({ code: 'not_found', message: `No SMS ${critical} in the outbox.` });
    given().when(retry(at)).thenThrows({ code: 'not_found', message: `No SMS ${critical} in the outbox.` });
  });

  it('lists retries due and messages awaiting their outcome', () => {
    const waiting = [queued, failed(false, minutesLater(1))].reduce(evolveSmsOutbox, initialSmsOutboxState);
    expect(retriesDue(waiting, minutesLater(1)).map((message) => message.messageId)).toEqual([critical]);
    expect(messagesAwaitingOutcome([queued].reduce(evolveSmsOutbox, initialSmsOutboxState)).map((message) => message.messageId)).toEqual([critical]);
  });
});

describe('QueueUnreadReminder', () => {
  const reminder: SmsOutboxEvent = { type: 'SmsQueued', data: { messageId: reminderId, notificationId, notificationIds: [notificationId], subjectId, level: 'CRITICAL', to: phone, body, reminder: true } };

  it('texts a CRITICAL still unread 15 minutes after it was texted, once', () => {
    given(queued, sent()).when(remind()).then(reminder);
    given(queued, sent(), reminder).when(remind({ at: minutesLater(60) })).thenNothingHappened();
  });

  it.each<[string, Parameters<typeof remind>[0]]>([
    ['before 15 minutes', { at: minutesLater(14) }],
    ['once read', { status: 'READ' }],
    ['once acknowledged', { status: 'ACKNOWLEDGED' }],
    ['below CRITICAL', { level: 'ALERT' }],
  ])('does not remind %s', (_, fields) => {
    given(queued, sent()).when(remind(fields)).thenNothingHappened();
  });

  it('does not remind of a notification that was never texted, and waits as long as the organization says', () => {
    given().when(remind()).thenNothingHappened();
    withContext({ phone, reminderAfterMinutes: 30 })(queued, sent()).when(remind()).thenNothingHappened();
  });
});

describe('ReconcileSms', () => {
  it('records as sent a message the provider has', () => {
    given(queued).when(reconcile({ kind: 'sent', providerMessageId: 'SM123' })).then(sent());
  });

  it('sends again, intent first, only a message the provider has no record of', () => {
    given(queued).when(reconcile({ kind: 'unknown' })).then(retried(2));
  });

  it('leaves a message whose outcome is recorded', () => {
    given(queued, sent()).when(reconcile({ kind: 'unknown' })).thenNothingHappened();
    given(queued, failed(false, minutesLater(1))).when(reconcile({ kind: 'unknown' })).thenNothingHappened();
  });
});
