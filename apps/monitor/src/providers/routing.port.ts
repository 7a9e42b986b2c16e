// The routing port: how long a transfer drives, in traffic, when it leaves at a given time.

export interface Position {
  lat: number;
  lng: number;
}

export interface RouteQuery {
  from: Position;
  to: Position;
  /** The planned departure (ISO instant). */
  departAt: string;
}

export interface DrivingDuration {
  durationMinutes: number;
  provider: 'mapbox' | 'simulated';
  fetchedAt: string;
}

export interface RoutingProvider {
  /** `key`: the organization's maps key (mapsApiKey). */
  drivingDuration(query: RouteQuery, key?: string): Promise<DrivingDuration>;
}

export const isPosition = (position: Position) =>
  Number.isFinite(position?.lat) && Number.isFinite(position?.lng) && Math.abs(position.lat) <= 90 && Math.abs(position.lng) <= 180;
