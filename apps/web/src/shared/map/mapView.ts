// Where a map looks: the whole world, the box around some points, or one point up close.
import type { MapViewState } from '@deck.gl/core';

export const WORLD_VIEW: MapViewState = { longitude: 10, latitude: 30, zoom: 1, pitch: 0, bearing: 0 };
export const FOCUS_ZOOM = 13;
/** As close as a view fitted to a dashboard's features comes: the offline basemap draws countries only, so closer shows no coast to read. */
export const REGION_ZOOM = 6;

/** A view showing every point (no closer than `maxZoom`), or the world when there are none. */
export function viewAround(points: readonly { lat: number; lng: number }[], maxZoom = FOCUS_ZOOM + 1): MapViewState {
  if (points.length === 0) return WORLD_VIEW;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const span = Math.max(north - south, east - west, 0.005);
  const zoom = Math.min(maxZoom, Math.max(1, Math.log2(360 / span) - 1.5));
  return { longitude: (west + east) / 2, latitude: (south + north) / 2, zoom, pitch: 0, bearing: 0 };
}
