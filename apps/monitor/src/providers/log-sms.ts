// The SMS sender of development (and of production without a Twilio account): writes the text to the log instead
// of sending it, with the phone masked; the same idempotency key gives the same id and is written once.
import { Logger } from '@nestjs/common';
import type { Clock } from '@tourops/runtime';
import { ProviderRejected } from './provider-errors';
import { seedOf } from './seeded';
import { isE164Phone } from '@tourops/domain';
import type { SentSmsQuery, SmsMessage, SmsSender } from './sms.port';

interface Logged {
  messageId: string;
  to: string;
  body: string;
  at: number;
}

export class LogSms implements SmsSender {
  readonly provider = 'log';
  private readonly sent = new Map<string, Logged>();

  constructor(
    private readonly clock: Clock,
    // A warning, so the default log level (warn) shows what would have been sent.
    private readonly write: (line: string) => void = (line) => new Logger('Sms').warn(line),
  ) {}

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    if (!isE164Phone(message.to)) throw new ProviderRejected('log', `"${message.to}" is not a phone number in E.164`, { code: 'invalid-number', permanent: true });
    const known = this.sent.get(message.idempotencyKey);
    if (known) return { messageId: known.messageId };
    const messageId = `log-${seedOf('sms', message.idempotencyKey).toString(16).padStart(8, '0')}`;
    this.sent.set(message.idempotencyKey, { messageId, to: message.to, body: message.body, at: this.clock.now().getTime() });
    this.write(`SMS ${messageId} to ${message.to.slice(0, 4)}…${message.to.slice(-3)} (not sent: SMS_PROVIDER=log): ${message.body}`);
    return { messageId };
  }

  async find(query: SentSmsQuery): Promise<string | null> {
    const after = Date.parse(query.sentAfter);
    for (const logged of this.sent.values()) if (logged.to === query.to && logged.body === query.body && logged.at >= after) return logged.messageId;
    return null;
  }
}
