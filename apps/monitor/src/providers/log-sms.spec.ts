// The log sender: the SMS contract, and one id per idempotency key.
import { SystemClock } from '@tourops/runtime';
import { describeSmsContract } from './contract/sms.contract';
import { LogSms } from './log-sms';

describeSmsContract('log', async () => {
  const clock = new SystemClock();
  return { sender: new LogSms(clock, () => undefined), label: 'log', to: '+393331234567', now: () => clock.now() };
});

describe('log sms', () => {
  it('answers the same id for the same idempotency key and writes the message once, the phone masked', async () => {
    const lines: string[] = [];
    const sms = new LogSms(new SystemClock(), (line) => lines.push(line));
    const message = { to: '+393331234567', body: 'ALERT wind 62 km/h in Siena', idempotencyKey: 'n7:ALERT' };
    const first = await sms.send(message);
    expect(await sms.send(message)).toEqual(first);
    expect(lines).toEqual([`SMS ${first.messageId} to +393…567 (not sent: SMS_PROVIDER=log): ALERT wind 62 km/h in Siena`]);
    expect((await sms.send({ ...message, idempotencyKey: 'n7:CRITICAL' })).messageId).not.toBe(first.messageId);
  });
});
