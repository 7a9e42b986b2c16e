// Simulated transfer durations for demos and development: the great-circle distance stretched to a road, driven at a
// speed that grows with the distance (town streets to motorways) and falls in the rush hours (07-09, 17-19 solar
// time), deterministic per origin, destination and hour.
import type { Clock } from '@tourops/runtime';
import { ProviderRejected } from './provider-errors';
import { isPosition, type DrivingDuration, type Position, type RouteQuery, type RoutingProvider } from './routing.port';
import { unitOf } from './seeded';

const EARTH_RADIUS_KM = 6371;
const ROAD_FACTOR = 1.3;

function distanceKm(from: Position, to: Position): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** How much slower than free-flow traffic is at this solar hour. */
function trafficFactor(hour: number): number {
  if ((hour >= 7 && hour < 9.5) || (hour >= 17 && hour < 19.5)) return 1.45;
  if (hour >= 9.5 && hour < 17) return 1.12;
  if (hour >= 19.5 && hour < 22) return 1.05;
  return 0.95;
}

export class SimulatedRouting implements RoutingProvider {
  constructor(private readonly clock: Clock) {}

  async drivingDuration(query: RouteQuery): Promise<DrivingDuration> {
    const departAt = Date.parse(query.departAt);
    if (!isPosition(query.from) || !isPosition(query.to) || Number.isNaN(departAt)) throw new ProviderRejected('simulated', 'the transfer has no valid places or departure');
    const roadKm = distanceKm(query.from, query.to) * ROAD_FACTOR;
    const freeFlowKmh = 35 + Math.min(roadKm, 150) / 150 * 65;
    const solarHour = (new Date(departAt).getUTCHours() + new Date(departAt).getUTCMinutes() / 60 + query.from.lng / 15 + 24) % 24;
    const hourSlot = Math.floor(departAt / 3_600_000);
    const jitter = 0.92 + unitOf('route', query.from.lat.toFixed(3), query.from.lng.toFixed(3), query.to.lat.toFixed(3), query.to.lng.toFixed(3), hourSlot) * 0.2;
    const minutes = (roadKm / freeFlowKmh) * 60 * trafficFactor(solarHour) * jitter;
    return { durationMinutes: Math.max(1, Math.round(minutes + 2)), provider: 'simulated', fetchedAt: this.clock.now().toISOString() };
  }
}
