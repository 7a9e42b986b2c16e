// The SMS outbox decider: queue one message per subject and level for the measures crossed in a check, record outcomes, retry with backoff, remind once, reconcile.
import { notFound, type Decider } from '../shared/decider';
import type { Severity } from '../settings/settings';
import { rankOf } from './threshold-levels';
import type { NotificationStatus } from './notification';
import { checkWasTexted, evolveSmsOutbox, initialSmsOutboxState, isBlockedNumber, reminderIdOf, subjectMessageIdOf, wasTexted, type SmsMessage, type SmsOutboxEvent, type SmsOutboxState } from './sms-outbox';

/** Attempts in all (the first included) before a message that keeps failing temporarily is given up. */
export const SMS_MAX_ATTEMPTS = 6;
/** Minutes before the next attempt after the n-th temporary failure: 1, 2, 4, 8, 16, then at most 30. */
export const smsRetryDelayMinutes = (attempts: number): number => Math.min(2 ** (attempts - 1), 30);

/** What the provider says of a message whose outcome was not recorded: it has it (sent), or has no record of it. */
export type ProviderRecord = { kind: 'sent'; providerMessageId: string } | { kind: 'unknown' };

export type SmsOutboxCommand =
  /** The notifications of one subject that reached the level in one check (`checkId`: the event that caused them), in one message. */
  | { type: 'QueueSms'; data: { subjectId: string; notificationIds: string[]; level: Severity; body: string; checkId?: string } }
  /** A reminder of a CRITICAL message, with the status, level and levelSince of its notification still unread. */
  | { type: 'QueueUnreadReminder'; data: { messageId: string; notificationId: string; level: Severity; status: NotificationStatus; levelSince: string; at: string; body: string } }
  | { type: 'RecordSmsSent'; data: { messageId: string; providerMessageId: string } }
  | { type: 'RecordSmsFailure'; data: { messageId: string; permanent: boolean; code: string; message: string; at: string } }
  | { type: 'RetrySms'; data: { messageId: string; at: string } }
  | { type: 'ReconcileSms'; data: { messageId: string; provider: ProviderRecord } };

/** The organization's notification phone (empty: no SMS), the lowest level texted, and when an unread CRITICAL is texted again. */
export interface SmsContext {
  phone: string;
  smsLevel?: Severity;
  reminderAfterMinutes?: number;
}

export const DEFAULT_SMS_LEVEL: Severity = 'CRITICAL';
export const DEFAULT_REMINDER_AFTER_MINUTES = 15;

const canText = (state: SmsOutboxState, phone: string) => phone !== '' && !isBlockedNumber(state, phone);

/**
 * One message about a subject at a level for the notifications a check raised or escalated to it; never without a phone,
 * below the SMS level, to a blocked number, twice for a notification and level, or twice for a check, subject and level
 * (a check's events read in two parts: the first part's message told the operator already).
 */
export function queueSms(data: Extract<SmsOutboxCommand, { type: 'QueueSms' }>['data'], state: SmsOutboxState, context: SmsContext): SmsOutboxEvent[] {
  const { subjectId, level, body, checkId } = data;
  const notificationIds = data.notificationIds.filter((notificationId) => !wasTexted(state, notificationId, level));
  if (notificationIds.length === 0 || !canText(state, context.phone) || rankOf(level) < rankOf(context.smsLevel ?? DEFAULT_SMS_LEVEL)) return [];
  if (checkId !== undefined && checkWasTexted(state, subjectId, level, checkId)) return [];
  const earlier = Object.values(state.messages).filter((message) => !message.reminder && message.subjectId === subjectId && message.level === level).length;
  const messageId = subjectMessageIdOf(subjectId, level, earlier + 1);
  const check = checkId === undefined ? {} : { checkId };
  return [{ type: 'SmsQueued', data: { messageId, notificationId: notificationIds[0], notificationIds, subjectId, ...check, level, to: context.phone, body, reminder: false } }];
}

/** A CRITICAL message whose notification is still UNREAD some minutes (15 by default) after it reached CRITICAL is texted once more, once. */
export function queueUnreadReminder(data: Extract<SmsOutboxCommand, { type: 'QueueUnreadReminder' }>['data'], state: SmsOutboxState, context: SmsContext): SmsOutboxEvent[] {
  const { notificationId, level, status, levelSince, at, body } = data;
  const waitedMs = Date.parse(at) - Date.parse(levelSince);
  const dueAfterMs = (context.reminderAfterMinutes ?? DEFAULT_REMINDER_AFTER_MINUTES) * 60_000;
  const texted = state.messages[data.messageId];
  if (level !== 'CRITICAL' || status !== 'UNREAD' || waitedMs < dueAfterMs) return [];
  if (!texted || texted.reminder || texted.level !== 'CRITICAL' || !texted.notificationIds.includes(notificationId)) return [];
  const messageId = reminderIdOf(texted);
  if (state.messages[messageId] || !canText(state, context.phone)) return [];
  const subject = texted.subjectId === null ? {} : { subjectId: texted.subjectId };
  return [{ type: 'SmsQueued', data: { messageId, notificationId, notificationIds: [...texted.notificationIds], ...subject, level, to: context.phone, body, reminder: true } }];
}

function messageOf(state: SmsOutboxState, messageId: string): SmsMessage {
  const message = state.messages[messageId];
  if (!message) throw notFound(`No SMS ${messageId} in the outbox.`);
  return message;
}

/** The provider accepted it: recorded once, whether it came from the call or from reconciliation. */
export function recordSmsSent(data: { messageId: string; providerMessageId: string }, state: SmsOutboxState): SmsOutboxEvent[] {
  const message = messageOf(state, data.messageId);
  if (message.status !== 'sending' && message.status !== 'waiting') return [];
  return [{ type: 'SmsSent', data }];
}

/** A permanent failure blocks the number for good; a temporary one is tried again after a doubling delay, up to the last attempt. */
export function recordSmsFailure(data: Extract<SmsOutboxCommand, { type: 'RecordSmsFailure' }>['data'], state: SmsOutboxState): SmsOutboxEvent[] {
  const message = messageOf(state, data.messageId);
  if (message.status !== 'sending') return [];
  const { messageId, permanent, code, message: text, at } = data;
  const retry = !permanent && message.attempts < SMS_MAX_ATTEMPTS;
  const nextAttemptAt = retry ? new Date(Date.parse(at) + smsRetryDelayMinutes(message.attempts) * 60_000).toISOString() : null;
  return [{ type: 'SmsFailed', data: { messageId, permanent, code, message: text, nextAttemptAt } }];
}

/** The intent of another attempt, recorded before the call, once the retry is due and the number not blocked. */
export function retrySms(data: { messageId: string; at: string }, state: SmsOutboxState): SmsOutboxEvent[] {
  const message = messageOf(state, data.messageId);
  if (message.status !== 'waiting' || message.nextAttemptAt === null || Date.parse(data.at) < Date.parse(message.nextAttemptAt)) return [];
  if (isBlockedNumber(state, message.to)) return [];
  return [{ type: 'SmsRetried', data: { messageId: message.messageId, attempt: message.attempts + 1 } }];
}

/**
 * After a crash, a message whose call may have been made: sent when the provider has it, sent again (the intent of a
 * new attempt recorded first) only when the provider has no record of it.
 */
export function reconcileSms(data: { messageId: string; provider: ProviderRecord }, state: SmsOutboxState): SmsOutboxEvent[] {
  const message = messageOf(state, data.messageId);
  if (message.status !== 'sending') return [];
  const { provider } = data;
  switch (provider.kind) {
    case 'sent':
      return [{ type: 'SmsSent', data: { messageId: message.messageId, providerMessageId: provider.providerMessageId } }];
    case 'unknown':
      return isBlockedNumber(state, message.to) ? [] : [{ type: 'SmsRetried', data: { messageId: message.messageId, attempt: message.attempts + 1 } }];
    default: {
      const exhaustive: never = provider;
      return exhaustive;
    }
  }
}

export function decideSmsOutbox(command: SmsOutboxCommand, state: SmsOutboxState, context: SmsContext): SmsOutboxEvent[] {
  switch (command.type) {
    case 'QueueSms':
      return queueSms(command.data, state, context);
    case 'QueueUnreadReminder':
      return queueUnreadReminder(command.data, state, context);
    case 'RecordSmsSent':
      return recordSmsSent(command.data, state);
    case 'RecordSmsFailure':
      return recordSmsFailure(command.data, state);
    case 'RetrySms':
      return retrySms(command.data, state);
    case 'ReconcileSms':
      return reconcileSms(command.data, state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const smsOutboxDecider: Decider<SmsOutboxCommand, SmsOutboxEvent, SmsOutboxState, SmsContext> = {
  decide: decideSmsOutbox,
  evolve: evolveSmsOutbox,
  initialState: initialSmsOutboxState,
};
