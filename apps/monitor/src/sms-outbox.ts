// The SMS outbox service: texts the organization's phone once per check, subject and level for the measures a check took to its SMS level
// (following the log's notification events), records each intent before the provider call and its outcome after, retries when due after
// asking the provider, reminds once of an unread CRITICAL, reconciles what a crash left without an outcome.
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_SMS_LEVEL,
  notificationDecider,
  notificationStreamName,
  messagesAwaitingOutcome,
  rankOf,
  reminderIdOf,
  retriesDue,
  smsBodyOf,
  smsNumberSubjectId,
  smsOutboxDecider,
  smsOutboxStreamName,
  subjectWords,
  tourDecider,
  tourStreamName,
  type Notification,
  type NotificationEvent,
  type ProviderRecord,
  type Severity,
  type SmsContext,
  type SmsMessage,
  type SmsOutboxCommand,
  type SmsOutboxEvent,
} from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { NOTIFICATIONS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { Clock, CommandPath, EVENT_STORE, READ_STORE, SettingsStreams, loadFolded, type FollowingCaller } from '@tourops/runtime';
import { MONITOR_ACTOR, NotificationDecisions, followedEvents, type FollowedEvent } from './notification-decisions';
import { MONITOR_PROVIDERS } from './monitor-providers';
import { ProviderRejected, ProviderError } from './providers/provider-errors';
import type { Providers } from './providers/create-providers';

/** Notifications remembered as past any reminder (no longer UNREAD at CRITICAL) before the memory is cleared. */
const MAX_SETTLED = 100_000;
/**
 * A message still `sending` this long after its intent, and not being sent by this process, was left by a call whose
 * outcome could not be recorded (a crash, the event store unreachable): it is reconciled with the provider.
 */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/** The notification events the outbox follows: raises and escalations (texted), a provider's refusal for good (a notification). */
export const FOLLOWED_EVENT_TYPES: readonly string[] = ['NotificationRaised', 'NotificationEscalated', 'SmsFailed'];
export const FOLLOWED_STREAM_PREFIXES: readonly string[] = ['notification-', 'sms-'];

/** One check's raises and escalations of a subject to a level, in one organization. */
interface CheckAtLevel {
  orgId: string;
  level: Severity;
  checkId: string;
  follows: FollowingCaller;
  notifications: Notification[];
}

@Injectable()
export class SmsOutbox {
  private readonly logger = new Logger('Sms');
  private ticking = false;
  /** Messages this process is sending now: not reconciled under its feet. */
  private readonly sending = new Set<string>();
  /** Messages reconciliation could not settle yet (the provider did not answer): tried again at the next look. */
  private readonly unreconciled = new Set<string>();
  /** Notifications that can no longer get a reminder: read, closed, or reminded already. */
  private readonly settled = new Set<string>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
    private readonly settings: SettingsStreams,
    @Inject(MONITOR_PROVIDERS) private readonly providers: Pick<Providers, 'sms'>,
    @Inject(READ_STORE) private readonly readStore: Pick<ReadStore, 'organizationsWith'>,
    private readonly clock: Clock,
    private readonly decisions: NotificationDecisions,
  ) {}

  /**
   * What follows a page of the log's notification and outbox events (NotificationFollowUps reads them, from its checkpoint):
   * one message per check, subject and level for the raises and escalations at or above the organization's SMS level, with
   * a phone set; one INFO notification per number the provider refused for good. Reading a page again changes nothing.
   */
  async followUp(events: readonly RecordedEvent[]): Promise<void> {
    const checks = new Map<string, CheckAtLevel>();
    for (const event of events) {
      const orgId = event.metadata.orgId;
      const follows = { correlationId: event.metadata.correlationId, causationId: event.id };
      try {
        if (event.type === 'SmsFailed') {
          const failed = event as RecordedEvent<'SmsFailed', Extract<SmsOutboxEvent, { type: 'SmsFailed' }>['data']>;
          if (failed.data.permanent) await this.numberRejected(orgId, failed.data.messageId, follows);
          continue;
        }
        if (event.type !== 'NotificationRaised' && event.type !== 'NotificationEscalated') continue;
        const { data } = event as RecordedEvent<string, Extract<NotificationEvent, { type: 'NotificationRaised' | 'NotificationEscalated' }>['data']>;
        const context = await this.context(orgId);
        if (context.phone === '' || rankOf(data.level) < rankOf(context.smsLevel ?? DEFAULT_SMS_LEVEL)) continue;
        const notification = await this.notification(orgId, data.notificationId);
        if (!notification) continue;
        const checkId = event.metadata.causationId;
        const key = [orgId, checkId, notification.subjectId, data.level].join('\u0000');
        const check = checks.get(key) ?? { orgId, level: data.level, checkId, follows, notifications: [] };
        check.notifications.push({ ...notification, level: data.level, explanation: data.explanation });
        checks.set(key, check);
      } catch (error) {
        this.logger.error(`Follow-up of ${event.type} ${event.id} failed: ${(error as Error).message}`);
        throw error;
      }
    }
    for (const check of checks.values()) await this.text(check);
  }

  /** QueueSms for one check's raises and escalations of a subject to a level, then the call. */
  private async text({ orgId, level, checkId, follows, notifications }: CheckAtLevel): Promise<void> {
    const [{ subjectId }] = notifications;
    const body = await this.bodyOf(orgId, level, notifications, false);
    const notificationIds = notifications.map((notification) => notification.notificationId);
    const queued = await this.run(orgId, { type: 'QueueSms', data: { subjectId, notificationIds, level, body, checkId } }, follows);
    await this.sendQueued(orgId, queued);
  }

  /** One look at every organization's outbox: messages left to reconcile, retries that are due, reminders of unread CRITICALs. */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      for (const orgId of await this.organizations()) {
        try {
          await this.tickOrganization(orgId);
        } catch (error) {
          this.logger.error(`SMS outbox of ${orgId} failed: ${(error as Error).message}`);
        }
      }
    } finally {
      this.ticking = false;
    }
  }

  /** At start: each message whose call may have been made before a crash is recorded sent when the provider has it, else sent again. */
  async reconcile(): Promise<void> {
    for (const orgId of await this.organizations()) {
      const { state } = await loadFolded(this.eventStore, smsOutboxStreamName(orgId), smsOutboxDecider);
      await this.reconcileMessages(orgId, messagesAwaitingOutcome(state));
    }
  }

  private async tickOrganization(orgId: string): Promise<void> {
    const { state } = await loadFolded(this.eventStore, smsOutboxStreamName(orgId), smsOutboxDecider);
    const messages = Object.values(state.messages);
    if (messages.length === 0) return;
    const now = this.clock.now().toISOString();
    await this.reconcileMessages(orgId, await this.leftSending(orgId, messagesAwaitingOutcome(state)));
    for (const message of retriesDue(state, now)) await this.retry(orgId, message, now);
    for (const message of messages) {
      const key = this.keyOf(orgId, message.messageId);
      if (message.reminder || message.level !== 'CRITICAL' || this.settled.has(key)) continue;
      if (state.messages[reminderIdOf(message)]) {
        this.settle(key);
        continue;
      }
      await this.remind(orgId, message, key);
    }
  }

  /** Messages `sending` that no call of this process is answering, recorded long enough ago that a call made then is over. */
  private async leftSending(orgId: string, awaiting: SmsMessage[]): Promise<SmsMessage[]> {
    const left: SmsMessage[] = [];
    const now = this.clock.now().getTime();
    for (const message of awaiting) {
      const key = this.keyOf(orgId, message.messageId);
      if (this.sending.has(key)) continue;
      if (this.unreconciled.has(key) || now - Date.parse(await this.intentRecordedAt(orgId, message.messageId)) >= RECONCILE_AFTER_MS) left.push(message);
    }
    return left;
  }

  /**
   * A retry that is due asks the provider first: a call that timed out may have been accepted (Twilio creates the message
   * and answers late), and is then recorded sent instead of being sent twice. When the provider cannot be asked, the retry waits.
   */
  private async retry(orgId: string, message: SmsMessage, now: string): Promise<void> {
    let found: string | null;
    try {
      found = await this.providers.sms.find({ to: message.to, body: message.body, sentAfter: await this.intentRecordedAt(orgId, message.messageId) });
    } catch (error) {
      this.logger.warn(`SMS ${message.messageId} not retried yet, the provider could not be asked: ${(error as Error).message}`);
      return;
    }
    if (found !== null) {
      await this.run(orgId, { type: 'RecordSmsSent', data: { messageId: message.messageId, providerMessageId: found } });
      return;
    }
    await this.sendQueued(orgId, await this.run(orgId, { type: 'RetrySms', data: { messageId: message.messageId, at: now } }));
  }

  /** QueueUnreadReminder of a CRITICAL message whose notifications are still unread at CRITICAL; the decider says whether it is due. */
  private async remind(orgId: string, message: SmsMessage, key: string): Promise<void> {
    const unread: Notification[] = [];
    for (const notificationId of message.notificationIds) {
      const notification = await this.notification(orgId, notificationId);
      if (notification?.status === 'UNREAD' && notification.level === 'CRITICAL') unread.push(notification);
    }
    if (unread.length === 0) {
      this.settle(key);
      return;
    }
    const [{ notificationId, status, level, levelSince }] = unread;
    const body = await this.bodyOf(orgId, level, unread, true);
    const at = this.clock.now().toISOString();
    await this.sendQueued(orgId, await this.run(orgId, { type: 'QueueUnreadReminder', data: { messageId: message.messageId, notificationId, level, status, levelSince, at, body } }));
  }

  /** Each message is recorded sent when the provider has it, else sent again (intent first); one the provider cannot be asked about waits. */
  private async reconcileMessages(orgId: string, awaiting: SmsMessage[]): Promise<void> {
    for (const message of awaiting) {
      const key = this.keyOf(orgId, message.messageId);
      try {
        const sentAfter = await this.intentRecordedAt(orgId, message.messageId);
        const found = await this.providers.sms.find({ to: message.to, body: message.body, sentAfter });
        const provider: ProviderRecord = found ? { kind: 'sent', providerMessageId: found } : { kind: 'unknown' };
        this.unreconciled.delete(key);
        await this.sendQueued(orgId, await this.run(orgId, { type: 'ReconcileSms', data: { messageId: message.messageId, provider } }));
      } catch (error) {
        this.unreconciled.add(key);
        this.logger.warn(`SMS ${message.messageId} not reconciled yet: ${(error as Error).message}`);
      }
    }
  }

  /** Sends each message whose intent (SmsQueued, SmsRetried) this process has just recorded, and records the outcome. */
  private async sendQueued(orgId: string, recorded: FollowedEvent<SmsOutboxEvent>[]): Promise<void> {
    for (const { event, follows } of recorded) {
      if (event.type !== 'SmsQueued' && event.type !== 'SmsRetried') continue;
      const { state } = await loadFolded(this.eventStore, smsOutboxStreamName(orgId), smsOutboxDecider);
      const message = state.messages[event.data.messageId];
      if (message?.status === 'sending') await this.send(orgId, message, follows);
    }
  }

  /** The outcome follows the intent it answers: same correlation, caused by the SmsQueued or SmsRetried. */
  private async send(orgId: string, message: SmsMessage, follows: FollowingCaller): Promise<void> {
    const { messageId, to, body } = message;
    const key = this.keyOf(orgId, messageId);
    this.sending.add(key);
    try {
      const sent = await this.providers.sms.send({ to, body, idempotencyKey: messageId });
      await this.run(orgId, { type: 'RecordSmsSent', data: { messageId, providerMessageId: sent.messageId } }, follows);
    } catch (error) {
      const permanent = error instanceof ProviderRejected && error.permanent;
      const code = error instanceof ProviderRejected && error.details.code !== undefined ? String(error.details.code) : error instanceof ProviderError ? error.kind : 'error';
      const text = (error as Error).message;
      this.logger.warn(`SMS ${messageId} failed${permanent ? ' for good' : ''}: ${text}`);
      await this.run(orgId, { type: 'RecordSmsFailure', data: { messageId, permanent, code, message: text, at: this.clock.now().toISOString() } }, follows);
    } finally {
      this.sending.delete(key);
    }
  }

  /** One INFO notification per number the provider refused for good (evaluating the same refusal again changes nothing). */
  private async numberRejected(orgId: string, messageId: string, follows: FollowingCaller): Promise<void> {
    const { state } = await loadFolded(this.eventStore, smsOutboxStreamName(orgId), smsOutboxDecider);
    const to = state.messages[messageId]?.to;
    if (to === undefined) return;
    const now = this.clock.now().toISOString();
    const provider = this.providers.sms.provider;
    await this.decisions.evaluate(orgId, '', smsNumberSubjectId(to), {
      measure: 'sms.numberRejected',
      value: 1,
      unit: '',
      observedAt: now,
      provider,
      fetchedAt: now,
      simulated: provider === 'log',
    }, follows);
  }

  /** Runs a command on the outbox; with `follows`, it carries the correlation and cause of the event it answers. */
  private async run(orgId: string, command: SmsOutboxCommand, follows: Partial<FollowingCaller> = {}): Promise<FollowedEvent<SmsOutboxEvent>[]> {
    const streamName = smsOutboxStreamName(orgId);
    const result = await this.commands.run({
      streamName,
      decider: smsOutboxDecider,
      command,
      caller: { orgId, actorId: MONITOR_ACTOR, ...follows },
      context: () => this.context(orgId),
      resultId: streamName,
    });
    return followedEvents(result);
  }

  private async context(orgId: string): Promise<SmsContext> {
    const { phone, sms } = await this.settings.get(orgId, 'notifications');
    return { phone, smsLevel: sms.level, reminderAfterMinutes: sms.reminderAfterMinutes };
  }

  private async notification(orgId: string, notificationId: string): Promise<Notification | null> {
    const { state } = await loadFolded(this.eventStore, notificationStreamName(orgId, notificationId), notificationDecider);
    return state.status === 'present' ? state.notification : null;
  }

  /** The text about the notifications' subject, read from its tour as planned now (a tour's stream keeps its title even once purged). */
  private async bodyOf(orgId: string, level: Severity, notifications: readonly Notification[], reminder: boolean): Promise<string> {
    const [{ subjectId, tourId }] = notifications;
    const tour = tourId ? (await loadFolded(this.eventStore, tourStreamName(orgId, tourId), tourDecider)).state : null;
    const crossed = notifications.map(({ measure, explanation }) => ({ measure, value: explanation.reading.value }));
    return smsBodyOf({ level, about: subjectWords(subjectId, tour?.status === 'present' ? tour.tour : null), crossed, reminder });
  }

  /** When the latest intent of a message was recorded: the provider is asked for messages created since. */
  private async intentRecordedAt(orgId: string, messageId: string): Promise<string> {
    const events = await this.eventStore.readStream(smsOutboxStreamName(orgId));
    const intent = events.findLast((event) => (event.type === 'SmsQueued' || event.type === 'SmsRetried') && (event.data as { messageId: string }).messageId === messageId);
    return intent?.metadata.occurredAt ?? new Date(0).toISOString();
  }

  /** Organizations with notifications: the only ones that can have an outbox. */
  private organizations(): Promise<string[]> {
    return this.readStore.organizationsWith(NOTIFICATIONS_COLLECTION);
  }

  private settle(key: string): void {
    if (this.settled.size >= MAX_SETTLED) this.settled.clear();
    this.settled.add(key);
  }

  private keyOf(orgId: string, id: string): string {
    return `${orgId}\u0000${id}`;
  }
}
