// Twilio SMS against a local stand-in of the Messages API answering the documented format and error codes.
import { Clock, SystemClock } from '@tourops/runtime';
import { hang, json, notJson } from '../../../../test/support/fake-provider';
import { ACCOUNT_SID, AUTH_TOKEN, FROM, startFakeTwilio, twilioError, twilioRateLimited, type FakeTwilio } from '../../../../test/support/fake-twilio';
import { describeSmsContract } from './contract/sms.contract';
import { ProviderRateLimited, ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';
import { TwilioSms } from './twilio-sms';

class SetClock extends Clock {
  constructor(public at: Date) {
    super();
  }
  now() {
    return this.at;
  }
}

describeSmsContract('twilio against its local stand-in', async () => {
  const fake = await startFakeTwilio();
  const clock = new SystemClock();
  const sender = new TwilioSms({ baseUrl: fake.url, accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, timeoutMs: 2000 }, clock);
  return { sender, label: 'twilio', to: '+393331234567', now: () => clock.now(), cleanup: () => fake.close() };
});

// Sends real messages: TWILIO_LIVE_URL, TWILIO_LIVE_ACCOUNT_SID, TWILIO_LIVE_AUTH_TOKEN, TWILIO_LIVE_FROM, TWILIO_LIVE_TO.
const live = process.env.TWILIO_LIVE_URL;
describeSmsContract(
  live ? `twilio live at ${live}` : 'twilio live (set TWILIO_LIVE_URL and the TWILIO_LIVE_* account, from and to to run)',
  async () => {
    const clock = new SystemClock();
    const sender = new TwilioSms(
      {
        baseUrl: live!.replace(/\/+$/, ''),
        accountSid: process.env.TWILIO_LIVE_ACCOUNT_SID!,
        authToken: process.env.TWILIO_LIVE_AUTH_TOKEN!,
        from: process.env.TWILIO_LIVE_FROM!,
        timeoutMs: 10_000,
      },
      clock,
    );
    return { sender, label: 'twilio', to: process.env.TWILIO_LIVE_TO!, now: () => clock.now() };
  },
  live ? describe : describe.skip,
);

describe('twilio sms', () => {
  const clock = new SetClock(new Date('2026-07-01T05:00:00Z'));
  let fake: FakeTwilio;
  let sms: TwilioSms;
  const options = () => ({ baseUrl: fake.url, accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, timeoutMs: 300 });
  const message = { to: '+393331234567', body: 'WARNING transfer FLR-SIE 25 min longer', idempotencyKey: 'n1:WARNING' };

  beforeAll(async () => {
    fake = await startFakeTwilio(() => clock.now());
    sms = new TwilioSms(options(), clock);
  });
  afterAll(() => fake.close());

  it('posts To, From and Body as a form with basic authentication, and answers the sid', async () => {
    const { messageId } = await sms.send(message);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({ To: message.to, From: FROM, Body: message.body });
    expect(messageId).toBe(fake.messages.at(-1)!.sid);
  });

  it.each([
    ['+15005550001', 21211],
    ['+15005550002', 21612],
    ['+15005550003', 21408],
    ['+15005550004', 21610],
    ['+15005550009', 21614],
  ])('refuses %s permanently with Twilio code %i', async (to, code) => {
    const error = await sms.send({ ...message, to }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRejected);
    expect(error).toMatchObject({ permanent: true, details: { status: 400, code } });
    expect((error as Error).message).toMatch(new RegExp(`^twilio: refused the message \\(${code}: `));
  });

  it('refuses a sender number that is not ours without blaming the recipient', async () => {
    const error = await new TwilioSms({ ...options(), from: '+15551234567' }, clock).send(message).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: false, details: { code: 21606 } });
  });

  it('says the credentials are refused (20003)', async () => {
    const error = await new TwilioSms({ ...options(), authToken: 'wrong-token-wrong-token' }, clock).send(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRejectedKey);
    expect((error as Error).message).toBe('twilio: refused the account credentials (HTTP 401, 20003)');
  });

  it('turns 429 (20429) into rate limited with Retry-After', async () => {
    fake.script(twilioRateLimited(5));
    const error = await sms.send(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRateLimited);
    expect((error as ProviderRateLimited).retryAfterMs).toBe(5000);
  });

  it('is unavailable on 5xx, a body that is not JSON, or no sid, and after its time limit', async () => {
    fake.script(twilioError(503, 20503, 'Service Unavailable'), notJson(201), json(201, { status: 'queued' }), hang);
    for (let i = 0; i < 3; i++) await expect(sms.send(message)).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(sms.send(message)).rejects.toThrow('twilio: no answer within 300 ms');
  });

  it('finds a message sent before a crash among the recipient\'s messages, across pages, and not one sent before the intent', async () => {
    clock.at = new Date('2026-07-02T08:00:00Z');
    const old = await sms.send({ ...message, body: 'CRITICAL same text' });
    clock.at = new Date('2026-07-02T09:00:00Z');
    const intent = clock.now().toISOString();
    const wanted = await sms.send({ ...message, body: 'CRITICAL same text' });
    for (let i = 0; i < 60; i++) await sms.send({ ...message, body: `INFO filler ${i}` });

    expect(await sms.find({ to: message.to, body: 'CRITICAL same text', sentAfter: intent })).toBe(wanted.messageId);
    const listed = fake.requests.filter((request) => request.method === 'GET');
    expect(Object.fromEntries(listed[0].url.searchParams)).toEqual({ To: message.to, From: FROM, PageSize: '50' });
    expect(listed.length).toBe(2);
    expect(old.messageId).not.toBe(wanted.messageId);
    clock.at = new Date('2026-07-02T12:00:00Z');
    expect(await sms.find({ to: message.to, body: 'CRITICAL same text', sentAfter: clock.now().toISOString() })).toBeNull();
  });
});
