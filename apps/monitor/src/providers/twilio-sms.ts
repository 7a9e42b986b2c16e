// SMS through Twilio's Programmable Messaging REST API (https://www.twilio.com/docs/messaging/api/message-resource,
// errors: https://www.twilio.com/docs/usage/twilios-response and https://www.twilio.com/docs/api/errors):
//   send: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form To, From, Body; HTTP basic auth sid:token.
//   find: GET  {base}/2010-04-01/Accounts/{AccountSid}/Messages.json?To=…&From=…&PageSize=50, newest first, following
//         next_page_uri. Not filtered by DateSent: a message still queued when we crashed has no date_sent yet.
// Fields read: sid, to, body, direction, date_created (RFC 2822, "Wed, 01 Jul 2026 05:00:00 +0000"); the list's
// messages[] and next_page_uri. Errors: {code, message, more_info, status}; 21211 invalid 'To', 21408 no permission
// for the region, 21610 unsubscribed (STOP), 21612 unroutable, 21614 not a mobile number: permanent for that phone;
// 20003 (401) authentication; 20429 / HTTP 429 with Retry-After. Twilio's Messages API takes no idempotency key:
// the outbox reconciles with `find` after a crash.
import type { Clock } from '@tourops/runtime';
import { ProviderRateLimited, ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';
import { exchange, failure, jsonOf, retryAfterMs, shorten, type ProviderAnswer } from './provider-http';
import type { SentSmsQuery, SmsMessage, SmsSender } from './sms.port';

export interface TwilioOptions {
  /** https://api.twilio.com, or a stand-in in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  timeoutMs: number;
}

interface TwilioMessage {
  sid?: unknown;
  to?: unknown;
  body?: unknown;
  direction?: unknown;
  date_created?: unknown;
}

/** Error codes after which this phone will never receive a message from us. */
const PERMANENT_FOR_RECIPIENT = new Set([21211, 21408, 21610, 21612, 21614]);
/** Twilio's and our clocks may disagree a little. */
const CLOCK_SKEW_MS = 120_000;
const MAX_PAGES = 5;

export class TwilioSms implements SmsSender {
  readonly provider = 'twilio';
  private readonly messages: string;
  private readonly authorization: string;

  constructor(
    private readonly options: TwilioOptions,
    private readonly clock: Clock,
  ) {
    this.messages = `${options.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  }

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    const form = new URLSearchParams({ To: message.to, From: this.options.from, Body: message.body });
    const answer = await exchange(
      'twilio',
      new URL(this.messages),
      { method: 'POST', headers: { authorization: this.authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      this.options.timeoutMs,
    );
    if (answer.status !== 201 && answer.status !== 200) this.fail(answer);
    const sid = (jsonOf('twilio', answer) as TwilioMessage)?.sid;
    if (typeof sid !== 'string' || !sid) throw new ProviderUnavailable('twilio', 'answered without a message sid');
    return { messageId: sid };
  }

  async find(query: SentSmsQuery): Promise<string | null> {
    const after = Date.parse(query.sentAfter) - CLOCK_SKEW_MS;
    const first = new URL(this.messages);
    first.searchParams.set('To', query.to);
    first.searchParams.set('From', this.options.from);
    first.searchParams.set('PageSize', '50');
    let page: URL | null = first;
    for (let pages = 0; page && pages < MAX_PAGES; pages++) {
      const answer = await exchange('twilio', page, { headers: { authorization: this.authorization, accept: 'application/json' } }, this.options.timeoutMs);
      if (answer.status !== 200) this.fail(answer);
      const list = jsonOf('twilio', answer) as { messages?: unknown; next_page_uri?: unknown };
      if (!Array.isArray(list?.messages)) throw new ProviderUnavailable('twilio', 'the message list has no messages array');
      for (const sent of list.messages as TwilioMessage[]) {
        const created = typeof sent.date_created === 'string' ? Date.parse(sent.date_created) : Number.NaN;
        if (created < after) return null;
        const outbound = typeof sent.direction === 'string' && sent.direction.startsWith('outbound');
        // A trial account prefixes the body ("Sent from your Twilio trial account - …").
        const sameBody = typeof sent.body === 'string' && (sent.body === query.body || sent.body.endsWith(` - ${query.body}`));
        if (outbound && sameBody && typeof sent.sid === 'string') return sent.sid;
      }
      page = typeof list.next_page_uri === 'string' && list.next_page_uri ? new URL(list.next_page_uri, `${this.options.baseUrl}/`) : null;
    }
    return null;
  }

  private fail(answer: ProviderAnswer): never {
    const body = safeJson(answer.text) as { code?: unknown; message?: unknown } | null;
    const code = typeof body?.code === 'number' ? body.code : undefined;
    const said = typeof body?.message === 'string' ? shorten(body.message) : undefined;
    if (answer.status === 401 || code === 20003) throw new ProviderRejectedKey('twilio', `refused the account credentials (HTTP ${answer.status}${code ? `, ${code}` : ''})`);
    if (answer.status === 429 || code === 20429)
      throw new ProviderRateLimited('twilio', `too many requests (HTTP ${answer.status})`, retryAfterMs(answer.headers, this.clock.now()));
    if (code !== undefined && answer.status >= 400 && answer.status < 500)
      throw new ProviderRejected('twilio', `refused the message (${code}${said ? `: ${said}` : ''})`, {
        status: answer.status,
        code,
        permanent: PERMANENT_FOR_RECIPIENT.has(code),
      });
    failure('twilio', answer, said, this.clock.now());
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
