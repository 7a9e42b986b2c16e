// Contract: what every FlightStatusProvider does, run against each adapter.
import type { FlightQuery, FlightStatusProvider } from '../flights.port';

export interface FlightsUnderTest {
  provider: FlightStatusProvider;
  label: 'aerodatabox' | 'simulated';
  key?: string;
  /** A flight the provider knows. */
  knownFlight: FlightQuery;
  cleanup?: () => Promise<void>;
}

const isInstant = (value: string | undefined) => value === undefined || value === new Date(Date.parse(value)).toISOString();

export function describeFlightsContract(name: string, make: () => Promise<FlightsUnderTest>, describeAdapter: jest.Describe = describe): void {
  describeAdapter(`flight status provider contract: ${name}`, () => {
    let subject: FlightsUnderTest;
    beforeAll(async () => (subject = await make()));
    afterAll(async () => subject?.cleanup?.());

    it('answers a known flight with its schedule, estimates or actual times as instants, labelled with its provider', async () => {
      const status = await subject.provider.status(subject.knownFlight, subject.key);

      expect(status).not.toBeNull();
      expect(status!.provider).toBe(subject.label);
      expect(Date.parse(status!.departure.scheduled)).toBeLessThan(Date.parse(status!.arrival.scheduled));
      for (const movement of [status!.departure, status!.arrival]) {
        expect(isInstant(movement.scheduled) && isInstant(movement.estimated) && isInstant(movement.actual)).toBe(true);
        expect(movement.estimated !== undefined && movement.actual !== undefined).toBe(false);
      }
      expect(typeof status!.cancelled).toBe('boolean');
      expect(typeof status!.diverted).toBe('boolean');
      expect(isInstant(status!.fetchedAt)).toBe(true);
    });

    it('accepts the flight number however it is written', async () => {
      const spaced = subject.knownFlight.flightNumber.replace(/^([A-Za-z0-9]{2})\s*/, '$1 ').toLowerCase();
      const plain = await subject.provider.status(subject.knownFlight, subject.key);
      const written = await subject.provider.status({ ...subject.knownFlight, flightNumber: spaced }, subject.key);
      expect(written?.departure.scheduled).toBe(plain?.departure.scheduled);
    });

    it('answers null for a flight it does not know', async () => {
      const unknown = { ...subject.knownFlight, flightNumber: 'ZZ9999' };
      expect(await subject.provider.status(unknown, subject.key)).toBeNull();
    });
  });
}
