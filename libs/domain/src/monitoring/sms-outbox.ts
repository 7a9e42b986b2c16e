// The SMS outbox of an organization: each message's intent recorded before the provider call, its outcome, retries and blocked numbers.
import type { Severity } from '../settings/settings';

export type SmsStatus = 'sending' | 'waiting' | 'sent' | 'failed';

export interface SmsMessage {
  /**
   * '{subjectId}.{level}.{n}': the n-th message about a subject at a level ('{messageId}.reminder' for the one reminder of
   * an unread CRITICAL). Messages recorded before messages were per subject read '{notificationId}.{level}' and '{notificationId}.reminder'.
   */
  messageId: string;
  /** The first notification it is about. */
  notificationId: string;
  /** Every notification it is about: each measure of the subject that reached the level in one check. */
  notificationIds: readonly string[];
  /** null on messages recorded before messages were per subject. */
  subjectId: string | null;
  /** The check whose raises and escalations it texts (the id of the event they were caused by); null on reminders and older messages. */
  checkId: string | null;
  level: Severity;
  to: string;
  body: string;
  reminder: boolean;
  /** sending: a call is (or may have been) under way, its outcome not recorded; waiting: for the next attempt after a temporary failure. */
  status: SmsStatus;
  attempts: number;
  nextAttemptAt: string | null;
  providerMessageId: string | null;
  lastError: { code: string; message: string } | null;
}

export type SmsOutboxEvent =
  | {
      type: 'SmsQueued';
      /**
       * notificationIds and subjectId are absent from messages recorded before messages were per subject, checkId from
       * reminders and messages recorded before the outbox followed the log.
       */
      data: { messageId: string; notificationId: string; notificationIds?: string[]; subjectId?: string; checkId?: string; level: Severity; to: string; body: string; reminder: boolean };
    }
  | { type: 'SmsRetried'; data: { messageId: string; attempt: number } }
  | { type: 'SmsSent'; data: { messageId: string; providerMessageId: string } }
  | { type: 'SmsFailed'; data: { messageId: string; permanent: boolean; code: string; message: string; nextAttemptAt: string | null } };

export type SmsOutboxEventType = SmsOutboxEvent['type'];
export const SMS_OUTBOX_EVENT_TYPES: readonly SmsOutboxEventType[] = ['SmsQueued', 'SmsRetried', 'SmsSent', 'SmsFailed'];

export interface SmsOutboxState {
  messages: Readonly<Record<string, SmsMessage>>;
  /** Numbers the provider refused for good (invalid, not a mobile, unsubscribed), with the refusal: never sent to again. */
  blockedNumbers: Readonly<Record<string, { code: string; message: string }>>;
}

export const initialSmsOutboxState: SmsOutboxState = { messages: {}, blockedNumbers: {} };

/** The id messages had when there was one per notification and level: '{notificationId}.{level}', '{notificationId}.reminder'. */
export const smsMessageIdOf = (notificationId: string, level: Severity | 'reminder'): string => `${notificationId}.${level}`;

/** The n-th message about a subject at a level: '{subjectId}.{level}.{n}'. */
export const subjectMessageIdOf = (subjectId: string, level: Severity, n: number): string => `${subjectId}.${level}.${n}`;

/** The one reminder of a message: '{messageId}.reminder', or '{notificationId}.reminder' for a message recorded per notification. */
export const reminderIdOf = (message: Pick<SmsMessage, 'messageId' | 'notificationId' | 'subjectId'>): string =>
  message.subjectId === null ? smsMessageIdOf(message.notificationId, 'reminder') : `${message.messageId}.reminder`;

/** Whether a check's raises and escalations of a subject to a level were texted already (their events read again after a crash, say). */
export const checkWasTexted = (state: SmsOutboxState, subjectId: string, level: Severity, checkId: string): boolean =>
  Object.values(state.messages).some((message) => !message.reminder && message.subjectId === subjectId && message.level === level && message.checkId === checkId);

/** Whether a notification was texted at a level, in a message of its own or with others of its subject. */
export const wasTexted = (state: SmsOutboxState, notificationId: string, level: Severity): boolean =>
  Object.values(state.messages).some((message) => !message.reminder && message.level === level && message.notificationIds.includes(notificationId));

const withMessage = (state: SmsOutboxState, messageId: string, change: (message: SmsMessage) => SmsMessage): SmsOutboxState => {
  const message = state.messages[messageId];
  return message ? { ...state, messages: { ...state.messages, [messageId]: change(message) } } : state;
};

export function evolveSmsOutbox(state: SmsOutboxState, event: SmsOutboxEvent): SmsOutboxState {
  switch (event.type) {
    case 'SmsQueued': {
      const { notificationIds = [event.data.notificationId], subjectId = null, checkId = null, ...data } = event.data;
      const message: SmsMessage = { ...data, notificationIds, subjectId, checkId, status: 'sending', attempts: 1, nextAttemptAt: null, providerMessageId: null, lastError: null };
      return { ...state, messages: { ...state.messages, [message.messageId]: message } };
    }
    case 'SmsRetried':
      return withMessage(state, event.data.messageId, (message) => ({ ...message, status: 'sending', attempts: event.data.attempt, nextAttemptAt: null }));
    case 'SmsSent':
      return withMessage(state, event.data.messageId, (message) => ({ ...message, status: 'sent', providerMessageId: event.data.providerMessageId, nextAttemptAt: null }));
    case 'SmsFailed': {
      const { messageId, permanent, code, message: text, nextAttemptAt } = event.data;
      const failed = withMessage(state, messageId, (message) => ({
        ...message,
        status: nextAttemptAt === null ? 'failed' : 'waiting',
        nextAttemptAt,
        lastError: { code, message: text },
      }));
      const to = state.messages[messageId]?.to;
      return permanent && to !== undefined ? { ...failed, blockedNumbers: { ...failed.blockedNumbers, [to]: { code, message: text } } } : failed;
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const isBlockedNumber = (state: SmsOutboxState, to: string): boolean => Object.hasOwn(state.blockedNumbers, to);

/** Messages whose call may have been made without its outcome recorded: after a crash, reconcile each before sending again. */
export const messagesAwaitingOutcome = (state: SmsOutboxState): SmsMessage[] => Object.values(state.messages).filter((message) => message.status === 'sending');

/** Messages waiting for a retry that is due at `now`, to numbers not blocked since. */
export const retriesDue = (state: SmsOutboxState, now: string): SmsMessage[] =>
  Object.values(state.messages).filter(
    (message) => message.status === 'waiting' && message.nextAttemptAt !== null && Date.parse(message.nextAttemptAt) <= Date.parse(now) && !isBlockedNumber(state, message.to),
  );

export const smsOutboxStreamName = (orgId: string) => `sms-${orgId}.outbox`;
