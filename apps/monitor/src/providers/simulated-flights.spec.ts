// Simulated flights: the contract, determinism, plausible delays, and scenarios steered for demos.
import { Clock } from '@tourops/runtime';
import { describeFlightsContract } from './contract/flights.contract';
import { delayMinutes } from './flights.port';
import { SimulatedFlights } from './simulated-flights';

class SetClock extends Clock {
  constructor(public at: Date) {
    super();
  }
  now() {
    return this.at;
  }
}

describeFlightsContract('simulated', async () => ({
  provider: new SimulatedFlights(new SetClock(new Date('2026-07-01T05:00:00Z'))),
  label: 'simulated',
  knownFlight: { flightNumber: 'AZ1234', departureDateLocal: '2026-07-01', from: 'FCO', to: 'CTA' },
}));

describe('simulated flights', () => {
  const planned = { flightNumber: 'AZ1234', departureDateLocal: '2026-07-01', from: 'FCO', to: 'CTA', scheduledDeparture: '2026-07-01T06:30:00.000Z', scheduledArrival: '2026-07-01T07:40:00.000Z' };

  it('keeps the tour\'s planned times and answers the same for the same flight and moment', async () => {
    const flights = new SimulatedFlights(new SetClock(new Date('2026-07-01T04:00:00Z')));
    const first = await flights.status(planned);
    expect(first).toMatchObject({ departure: { scheduled: planned.scheduledDeparture }, arrival: { scheduled: planned.scheduledArrival }, provider: 'simulated' });
    expect(await flights.status(planned)).toEqual(first);
  });

  it('has most flights on time and the others 10 to 70 minutes late', async () => {
    const flights = new SimulatedFlights(new SetClock(new Date('2026-06-01T00:00:00Z')));
    const delays: number[] = [];
    for (let i = 100; i < 600; i++) {
      const status = await flights.status({ ...planned, flightNumber: `FR${i}` });
      if (!status!.cancelled) delays.push(delayMinutes(status!.departure)!);
    }
    const onTime = delays.filter((delay) => delay < 10).length / delays.length;
    expect(onTime).toBeGreaterThan(0.6);
    expect(onTime).toBeLessThan(0.85);
    expect(Math.max(...delays)).toBeLessThanOrEqual(70);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(-3);
  });

  it('turns estimates into actual times as the clock passes them', async () => {
    const clock = new SetClock(new Date('2026-07-01T05:00:00Z'));
    const flights = new SimulatedFlights(clock);
    flights.setFlightScenario('AZ 1234', '2026-07-01', { departureDelayMinutes: 30, arrivalDelayMinutes: 25 });
    expect(await flights.status(planned)).toMatchObject({ departure: { estimated: '2026-07-01T07:00:00.000Z' }, arrival: { estimated: '2026-07-01T08:05:00.000Z' } });
    clock.at = new Date('2026-07-01T07:30:00Z');
    expect(await flights.status(planned)).toMatchObject({ departure: { actual: '2026-07-01T07:00:00.000Z' }, arrival: { estimated: '2026-07-01T08:05:00.000Z' } });
  });

  it('is steered by a scenario: a delay, a cancellation, a diversion, a flight nobody knows, then back to simulated', async () => {
    const flights = new SimulatedFlights(new SetClock(new Date('2026-07-01T05:00:00Z')));
    flights.setFlightScenario('az1234', '2026-07-01', { departureDelayMinutes: 95 });
    const delayed = await flights.status(planned);
    expect(delayMinutes(delayed!.departure)).toBe(95);
    expect(delayMinutes(delayed!.arrival)).toBeGreaterThan(80);

    flights.setFlightScenario('AZ1234', '2026-07-01', { cancelled: true });
    expect(await flights.status(planned)).toMatchObject({ cancelled: true, departure: { scheduled: planned.scheduledDeparture } });
    expect((await flights.status(planned))!.departure.estimated).toBeUndefined();

    flights.setFlightScenario('AZ1234', '2026-07-01', { diverted: true });
    expect(await flights.status(planned)).toMatchObject({ diverted: true, cancelled: false });

    flights.setFlightScenario('AZ1234', '2026-07-01', { notFound: true });
    expect(await flights.status(planned)).toBeNull();

    flights.clearFlightScenario('AZ1234', '2026-07-01');
    expect(await flights.status(planned)).toEqual(await new SimulatedFlights(new SetClock(new Date('2026-07-01T05:00:00Z'))).status(planned));
  });

  it('steers only the flight and date it names', async () => {
    const flights = new SimulatedFlights(new SetClock(new Date('2026-07-01T05:00:00Z')));
    flights.setFlightScenario('AZ1234', '2026-07-02', { cancelled: true });
    expect((await flights.status(planned))!.cancelled).toBe(false);
  });
});
