// Contract: what every RoutingProvider does, run against each adapter.
import { ProviderRejected } from '../provider-errors';
import type { RoutingProvider } from '../routing.port';

export interface RoutingUnderTest {
  provider: RoutingProvider;
  label: 'mapbox' | 'simulated';
  key?: string;
  cleanup?: () => Promise<void>;
}

const florenceStation = { lat: 43.7764, lng: 11.2479 };
const sienaCentre = { lat: 43.3188, lng: 11.3308 };
const florenceDuomo = { lat: 43.7731, lng: 11.256 };
/** Tomorrow at 10:00 UTC. */
const tomorrowAt = (hourUtc: number) => new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + hourUtc * 3_600_000).toISOString();

export function describeRoutingContract(name: string, make: () => Promise<RoutingUnderTest>, describeAdapter: jest.Describe = describe): void {
  describeAdapter(`routing provider contract: ${name}`, () => {
    let subject: RoutingUnderTest;
    beforeAll(async () => (subject = await make()));
    afterAll(async () => subject?.cleanup?.());

    it('answers a plausible whole number of minutes for a transfer between two towns, labelled with its provider', async () => {
      const answer = await subject.provider.drivingDuration({ from: florenceStation, to: sienaCentre, departAt: tomorrowAt(10) }, subject.key);
      expect(answer.provider).toBe(subject.label);
      expect(Number.isInteger(answer.durationMinutes)).toBe(true);
      expect(answer.durationMinutes).toBeGreaterThan(40);
      expect(answer.durationMinutes).toBeLessThan(150);
      expect(answer.fetchedAt).toBe(new Date(Date.parse(answer.fetchedAt)).toISOString());
    });

    it('answers a shorter drive across town than between towns', async () => {
      const across = await subject.provider.drivingDuration({ from: florenceStation, to: florenceDuomo, departAt: tomorrowAt(10) }, subject.key);
      const between = await subject.provider.drivingDuration({ from: florenceStation, to: sienaCentre, departAt: tomorrowAt(10) }, subject.key);
      expect(across.durationMinutes).toBeLessThan(between.durationMinutes);
    });

    it('refuses a place that is not a coordinate', async () => {
      await expect(
        subject.provider.drivingDuration({ from: { lat: 95, lng: 11 }, to: sienaCentre, departAt: tomorrowAt(10) }, subject.key),
      ).rejects.toBeInstanceOf(ProviderRejected);
    });
  });
}
