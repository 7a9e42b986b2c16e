// Contract: what every SmsSender does, run against each adapter.
import { randomUUID } from 'node:crypto';
import { ProviderRejected } from '../provider-errors';
import type { SmsSender } from '../sms.port';

export interface SmsUnderTest {
  sender: SmsSender;
  label: 'twilio' | 'log';
  /** A phone that receives messages. */
  to: string;
  /** When the sender's clock says it is now. */
  now: () => Date;
  cleanup?: () => Promise<void>;
}

export function describeSmsContract(name: string, make: () => Promise<SmsUnderTest>, describeAdapter: jest.Describe = describe): void {
  describeAdapter(`sms sender contract: ${name}`, () => {
    let subject: SmsUnderTest;
    beforeAll(async () => (subject = await make()));
    afterAll(async () => subject?.cleanup?.());
    const text = () => `ALERT flight AZ1234 departs 45 min late (${randomUUID().slice(0, 8)})`;

    it('sends a message and answers its id, labelled with its provider', async () => {
      const { messageId } = await subject.sender.send({ to: subject.to, body: text(), idempotencyKey: randomUUID() });
      expect(subject.sender.provider).toBe(subject.label);
      expect(messageId).toMatch(/^\S+$/);
    });

    it('finds a message sent after the intent was recorded, as after a crash', async () => {
      const intentRecordedAt = subject.now().toISOString();
      const body = text();
      const { messageId } = await subject.sender.send({ to: subject.to, body, idempotencyKey: randomUUID() });
      expect(await subject.sender.find({ to: subject.to, body, sentAfter: intentRecordedAt })).toBe(messageId);
    });

    it('finds nothing when the message never left', async () => {
      expect(await subject.sender.find({ to: subject.to, body: text(), sentAfter: subject.now().toISOString() })).toBeNull();
    });

    it('refuses a recipient that is not a phone number, permanently', async () => {
      const error = await subject.sender.send({ to: '+1-not-a-number', body: text(), idempotencyKey: randomUUID() }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderRejected);
      expect((error as ProviderRejected).permanent).toBe(true);
    });
  });
}
