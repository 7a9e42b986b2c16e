// Simulated routing: the contract, determinism, and traffic by hour of day.
import { SystemClock } from '@tourops/runtime';
import { describeRoutingContract } from './contract/routing.contract';
import { SimulatedRouting } from './simulated-routing';

describeRoutingContract('simulated', async () => ({ provider: new SimulatedRouting(new SystemClock()), label: 'simulated' }));

describe('simulated routing', () => {
  const routing = new SimulatedRouting(new SystemClock());
  const airportToHotel = { from: { lat: 41.7999, lng: 12.2462 }, to: { lat: 41.9009, lng: 12.5013 } };

  it('answers the same duration for the same transfer and hour', async () => {
    const query = { ...airportToHotel, departAt: '2026-07-01T08:10:00.000Z' };
    expect((await routing.drivingDuration(query)).durationMinutes).toBe((await routing.drivingDuration(query)).durationMinutes);
  });

  it('is slower in the morning rush than at night', async () => {
    // Rome is about 50 minutes of solar time ahead of UTC: 07:00 UTC is the morning rush, 01:00 UTC the night.
    const rush = await routing.drivingDuration({ ...airportToHotel, departAt: '2026-07-01T07:00:00.000Z' });
    const night = await routing.drivingDuration({ ...airportToHotel, departAt: '2026-07-01T01:00:00.000Z' });
    expect(rush.durationMinutes).toBeGreaterThan(night.durationMinutes * 1.25);
    expect(night.durationMinutes).toBeGreaterThan(15);
    expect(rush.durationMinutes).toBeLessThan(80);
  });
});
