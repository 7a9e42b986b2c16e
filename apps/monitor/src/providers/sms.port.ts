// The SMS port: send one text to the organization's phone, and find a text we may have sent before a crash.

export interface SmsMessage {
  /** E.164: +393331234567. */
  to: string;
  body: string;
  /** The outbox's key for this message (notification + level); the log sender answers the same id for the same key. */
  idempotencyKey: string;
}

export interface SentSmsQuery {
  to: string;
  body: string;
  /** ISO instant: when the outbox recorded the intent, before calling the provider. */
  sentAfter: string;
}

export interface SmsSender {
  readonly provider: 'twilio' | 'log';
  send(message: SmsMessage): Promise<{ messageId: string }>;
  /** The id of a message with this recipient and body created at or after `sentAfter`, else null. */
  find(query: SentSmsQuery): Promise<string | null>;
}

