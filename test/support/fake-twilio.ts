// A local Twilio REST API (2010-04-01) for Messages: POST …/Messages.json (form To, From, Body, HTTP basic auth)
// answers 201 with the documented Message resource; GET …/Messages.json lists them newest first, filtered by To,
// From and DateSent, paged with PageSize and next_page_uri; GET …/Messages/{sid}.json fetches one. Errors are the
// documented {code, message, more_info, status}: 20003 (401) for wrong credentials, 21602/21603/21604 for a missing
// parameter, 21606 for a From that is not ours, 21211 for a To that is not a phone number, and the magic numbers of
// Twilio's test credentials: +15005550001 (21211), +15005550002 (21612), +15005550003 (21408), +15005550004 (21610),
// +15005550009 (21614). 429 (20429) with Retry-After when a test scripts it.
import { json, startFakeProvider, type FakeAnswer, type FakeProvider, type RecordedRequest } from './fake-provider';

export const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const AUTH_TOKEN = 'twilio-test-auth-token-0001';
export const FROM = '+15005550006';

const MAGIC: Record<string, [number, string]> = {
  '+15005550001': [21211, "The 'To' number +15005550001 is not a valid phone number."],
  '+15005550002': [21612, "The 'To' phone number: +15005550002, is not currently reachable using the 'From' phone number: +15005550006 via SMS."],
  '+15005550003': [21408, 'Permission to send an SMS has not been enabled for the region indicated by the +15005550003.'],
  '+15005550004': [21610, 'Attempt to send to unsubscribed recipient'],
  '+15005550009': [21614, "'To' number is not a valid mobile number"],
};

export const twilioError = (status: number, code: number, message: string, headers?: Record<string, string>): FakeAnswer =>
  json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, headers);
export const twilioRateLimited = (retryAfterSeconds: number): FakeAnswer => twilioError(429, 20429, 'Too Many Requests', { 'retry-after': String(retryAfterSeconds) });

export interface FakeTwilio extends FakeProvider {
  /** Messages as stored, newest last. */
  messages: Record<string, unknown>[];
}

/** "Wed, 01 Jul 2026 05:00:00 +0000", as Twilio writes dates (RFC 2822). */
const rfc2822 = (at: Date) => at.toUTCString().replace('GMT', '+0000');

export async function startFakeTwilio(now: () => Date = () => new Date()): Promise<FakeTwilio> {
  const messages: Record<string, unknown>[] = [];
  let counter = 0;
  const base = `/2010-04-01/Accounts/${ACCOUNT_SID}`;

  const documented = (request: RecordedRequest): FakeAnswer => {
    const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    const path = request.url.pathname;
    if (path === `${base}/Messages.json` && request.method === 'POST') return create(request.form);
    if (path === `${base}/Messages.json` && request.method === 'GET') return list(request.url.searchParams);
    const one = new RegExp(`^${base}/Messages/(SM[0-9a-f]{32})\\.json$`).exec(path);
    const found = one && messages.find((message) => message.sid === one[1]);
    if (found) return json(200, found);
    return twilioError(404, 20404, `The requested resource ${path} was not found`);
  };

  function create(form: URLSearchParams): FakeAnswer {
    const to = form.get('To');
    const from = form.get('From');
    const body = form.get('Body');
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (from !== FROM) return twilioError(400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`);
    if (MAGIC[to]) return twilioError(400, ...MAGIC[to]);
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    const sid = `SM${(++counter).toString(16).padStart(32, '0')}`;
    const created = rfc2822(now());
    const message = {
      account_sid: ACCOUNT_SID,
      api_version: '2010-04-01',
      body,
      date_created: created,
      date_sent: null,
      date_updated: created,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `${base}/Messages/${sid}/Media.json` },
      to,
      uri: `${base}/Messages/${sid}.json`,
    };
    messages.push(message);
    return json(201, message);
  }

  function list(query: URLSearchParams): FakeAnswer {
    const day = (value: unknown) => (typeof value === 'string' ? new Date(Date.parse(value)).toISOString().slice(0, 10) : undefined);
    const matching = [...messages].reverse().filter((message) => {
      if (query.has('To') && message.to !== query.get('To')) return false;
      if (query.has('From') && message.from !== query.get('From')) return false;
      if (query.has('DateSent') && day(message.date_sent) !== query.get('DateSent')) return false;
      if (query.has('DateSent>') && !(day(message.date_sent) && day(message.date_sent)! >= query.get('DateSent>')!)) return false;
      if (query.has('DateSent<') && !(day(message.date_sent) && day(message.date_sent)! <= query.get('DateSent<')!)) return false;
      return true;
    });
    const pageSize = Math.min(Number(query.get('PageSize') ?? 50), 1000);
    const page = Number(query.get('Page') ?? 0);
    const slice = matching.slice(page * pageSize, (page + 1) * pageSize);
    const pageUri = (number: number) => {
      const next = new URLSearchParams(query);
      next.set('PageSize', String(pageSize));
      next.set('Page', String(number));
      next.set('PageToken', `PA${number}`);
      return `${base}/Messages.json?${next.toString()}`;
    };
    return json(200, {
      end: page * pageSize + Math.max(slice.length - 1, 0),
      first_page_uri: pageUri(0),
      messages: slice,
      next_page_uri: (page + 1) * pageSize < matching.length ? pageUri(page + 1) : null,
      page,
      page_size: pageSize,
      previous_page_uri: page > 0 ? pageUri(page - 1) : null,
      start: page * pageSize,
      uri: `${base}/Messages.json?${query.toString()}`,
    });
  }

  const fake = await startFakeProvider(documented);
  return { ...fake, messages };
}
