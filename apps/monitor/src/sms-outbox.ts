// The SMS outbox service: texts the organization's phone once per subject and level for the measures a check took to its SMS level,
// records each intent before the provider call and its outcome after, retries when due, reminds once of an unread CRITICAL, reconciles after a crash.
import { forwardRef, Inject, Injectable, Logger } from '@nestjs/common';
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
import type { EventStore } from '@tourops/event-store';
import { NOTIFICATIONS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { Clock, CommandPath, EVENT_STORE, READ_STORE, SettingsStreams, loadFolded, type FollowingCaller } from '@tourops/runtime';
import { MONITOR_ACTOR, NotificationDecisions, followedEvents, type FollowedEvent, type NotificationFollowUp } from './notification-decisions';
import { MONITOR_PROVIDERS } from './monitor-providers';
import { ProviderRejected, ProviderError } from './providers/provider-errors';
import type { Providers } from './providers/create-providers';

/** Notifications remembered as past any reminder (no longer UNREAD at CRITICAL) before the memory is cleared. */
const MAX_SETTLED = 100_000;

@Injectable()
export class SmsOutbox implements NotificationFollowUp {
  private readonly logger = new Logger('Sms');
  private ticking = false;
  /** Messages left `sending` by an earlier process that this one could not reconcile yet (the provider did not answer). */
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
    @Inject(forwardRef(() => NotificationDecisions)) private readonly decisions: Pick<NotificationDecisions, 'evaluate'>,
  ) {}

  /**
   * The raises and escalations of one check at or above the organization's SMS level, with a phone set: one message per
   * subject and level naming every measure that reached it.
   */
  async recorded(orgId: string, events: FollowedEvent<NotificationEvent>[]): Promise<void> {
    const groups = new Map<string, { level: Severity; follows: FollowingCaller; notifications: Notification[] }>();
    for (const { event, follows } of events) {
      if (event.type !== 'NotificationRaised' && event.type !== 'NotificationEscalated') continue;
      try {
        const context = await this.context(orgId);
        if (context.phone === '' || rankOf(event.data.level) < rankOf(context.smsLevel ?? DEFAULT_SMS_LEVEL)) continue;
        const notification = await this.notification(orgId, event.data.notificationId);
        if (!notification) continue;
        const key = `${notification.subjectId}\u0000${event.data.level}`;
        const group = groups.get(key) ?? { level: event.data.level, follows, notifications: [] };
        group.notifications.push({ ...notification, level: event.data.level, explanation: event.data.explanation });
        groups.set(key, group);
      } catch (error) {
        this.logger.error(`SMS for ${event.data.notificationId} failed: ${(error as Error).message}`);
      }
    }
    for (const { level, follows, notifications } of groups.values()) {
      const [{ subjectId }] = notifications;
      try {
        const body = await this.bodyOf(orgId, level, notifications, false);
        const notificationIds = notifications.map((notification) => notification.notificationId);
        const queued = await this.run(orgId, { type: 'QueueSms', data: { subjectId, notificationIds, level, body } }, follows);
        await this.sendQueued(orgId, queued);
      } catch (error) {
        this.logger.error(`SMS about ${subjectId} failed: ${(error as Error).message}`);
      }
    }
  }

  /** One look at every organization's outbox: retries that are due, reminders of unread CRITICALs, messages left to reconcile. */
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
      for (const message of messagesAwaitingOutcome(state)) this.unreconciled.add(this.keyOf(orgId, message.messageId));
      await this.reconcileOrganization(orgId, messagesAwaitingOutcome(state));
    }
  }

  private async tickOrganization(orgId: string): Promise<void> {
    const { state } = await loadFolded(this.eventStore, smsOutboxStreamName(orgId), smsOutboxDecider);
    const messages = Object.values(state.messages);
    if (messages.length === 0) return;
    const now = this.clock.now().toISOString();
    await this.reconcileOrganization(orgId, messagesAwaitingOutcome(state));
    for (const message of retriesDue(state, now)) await this.sendQueued(orgId, await this.run(orgId, { type: 'RetrySms', data: { messageId: message.messageId, at: now } }));
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

  private async reconcileOrganization(orgId: string, awaiting: SmsMessage[]): Promise<void> {
    for (const message of awaiting) {
      const key = this.keyOf(orgId, message.messageId);
      if (!this.unreconciled.has(key)) continue;
      try {
        const sentAfter = await this.intentRecordedAt(orgId, message.messageId);
        const found = await this.providers.sms.find({ to: message.to, body: message.body, sentAfter });
        const provider: ProviderRecord = found ? { kind: 'sent', providerMessageId: found } : { kind: 'unknown' };
        this.unreconciled.delete(key);
        await this.sendQueued(orgId, await this.run(orgId, { type: 'ReconcileSms', data: { messageId: message.messageId, provider } }));
      } catch (error) {
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
    try {
      const sent = await this.providers.sms.send({ to, body, idempotencyKey: messageId });
      await this.run(orgId, { type: 'RecordSmsSent', data: { messageId, providerMessageId: sent.messageId } }, follows);
    } catch (error) {
      const permanent = error instanceof ProviderRejected && error.permanent;
      const code = error instanceof ProviderRejected && error.details.code !== undefined ? String(error.details.code) : error instanceof ProviderError ? error.kind : 'error';
      const text = (error as Error).message;
      this.logger.warn(`SMS ${messageId} failed${permanent ? ' for good' : ''}: ${text}`);
      const failed = await this.run(orgId, { type: 'RecordSmsFailure', data: { messageId, permanent, code, message: text, at: this.clock.now().toISOString() } }, follows);
      const refused = failed.find(({ event }) => event.type === 'SmsFailed' && event.data.permanent);
      if (refused) await this.numberRejected(orgId, to, refused.follows);
    }
  }

  /** One INFO notification per number the provider refused for good. */
  private async numberRejected(orgId: string, to: string, follows: FollowingCaller): Promise<void> {
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
