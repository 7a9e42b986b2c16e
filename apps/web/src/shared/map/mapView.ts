// Where a map looks: the whole world, the box around some points fitted to the map's size, or one point up close; and where a place falls on the screen.
import type { MapViewState } from '@deck.gl/core';

export const WORLD_VIEW: MapViewState = { longitude: 10, latitude: 30, zoom: 1, pitch: 0, bearing: 0 };
export const FOCUS_ZOOM = 13;
/** As close as a view fitted to a dashboard's features comes: the offline basemap draws countries and major cities only, so closer shows little to read. */
export const REGION_ZOOM = 6;
/** Pixels kept between the outermost feature and the map's edge, room for a dot and its label. */
export const FIT_PADDING = 64;

export interface MapSize {
  width: number;
  height: number;
}

/** deck.gl's Web Mercator world is 512 pixels wide at zoom 0. */
const WORLD_PIXELS = 512;
const MAX_LATITUDE = 85.05;

/** [lng, lat] to Web Mercator pixels of the world at zoom 0 (x eastwards from 180°W, y southwards from the top). */
export function worldPixel([lng, lat]: readonly [number, number]): [number, number] {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return [((lng + 180) / 360) * WORLD_PIXELS, ((Math.PI - Math.log(Math.tan(Math.PI / 4 + phi / 2))) / (2 * Math.PI)) * WORLD_PIXELS];
}

function lngLatOf([x, y]: [number, number]): [number, number] {
  const lat = ((2 * Math.atan(Math.exp(Math.PI - (y / WORLD_PIXELS) * 2 * Math.PI)) - Math.PI / 2) * 180) / Math.PI;
  return [(x / WORLD_PIXELS) * 360 - 180, lat];
}

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The west and east edges of the narrowest band of longitudes holding every point: across the antimeridian when that is
 * narrower (Tokyo and Honolulu give 139.7 to 202.2), so a Pacific tour is not framed the long way round.
 */
export function longitudeBand(lngs: readonly number[]): [number, number] {
  const sorted = lngs.map(wrapLongitude).sort((a, b) => a - b);
  let [widestGap, after] = [sorted[0] + 360 - sorted[sorted.length - 1], 0];
  for (let index = 1; index < sorted.length; index++)
    if (sorted[index] - sorted[index - 1] > widestGap) [widestGap, after] = [sorted[index] - sorted[index - 1], index];
  const west = sorted[after];
  const east = after === 0 ? sorted[sorted.length - 1] : sorted[after - 1] + 360;
  return [west, east];
}

/** The view showing every point inside the map with `padding` pixels to spare, no closer than `maxZoom`; the world when there are none. */
export function fitView(points: readonly (readonly [number, number])[], size: MapSize, { maxZoom = FOCUS_ZOOM + 1, padding = FIT_PADDING } = {}): MapViewState {
  if (points.length === 0) return WORLD_VIEW;
  const [west, east] = longitudeBand(points.map(([lng]) => lng));
  const ys = points.map((point) => worldPixel(point)[1]);
  const [left, right] = [worldPixel([west, 0])[0], worldPixel([east, 0])[0]];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const room = { width: Math.max(size.width - 2 * padding, 1), height: Math.max(size.height - 2 * padding, 1) };
  const scale = Math.min(room.width / Math.max(right - left, 1e-9), room.height / Math.max(bottom - top, 1e-9));
  const zoom = Math.max(0, Math.min(maxZoom, Math.log2(scale)));
  const [longitude, latitude] = lngLatOf([(left + right) / 2, (top + bottom) / 2]);
  return { longitude: longitude > 180 ? longitude - 360 : longitude, latitude, zoom, pitch: 0, bearing: 0 };
}

/**
 * Where [lng, lat] falls on a flat (unpitched, unrotated) map of `size` looking at `view`, in pixels from its top left:
 * the copy of the world nearest the centre, as a map repeated east and west draws it.
 */
export function screenPixel(view: Pick<MapViewState, 'longitude' | 'latitude' | 'zoom'>, size: MapSize, point: readonly [number, number]): [number, number] {
  const scale = 2 ** view.zoom;
  const [cx, cy] = worldPixel([view.longitude, view.latitude]);
  const [x, y] = worldPixel(point);
  const dx = ((((x - cx + WORLD_PIXELS / 2) % WORLD_PIXELS) + WORLD_PIXELS) % WORLD_PIXELS) - WORLD_PIXELS / 2;
  return [size.width / 2 + dx * scale, size.height / 2 + (y - cy) * scale];
}

/** The box of longitudes and latitudes a view shows on a map of `size`; west is east of east when the box crosses the antimeridian. */
export function visibleBox(view: Pick<MapViewState, 'longitude' | 'latitude' | 'zoom'>, size: MapSize): { west: number; south: number; east: number; north: number } {
  const scale = 2 ** view.zoom;
  const [cx, cy] = worldPixel([view.longitude, view.latitude]);
  const halfWidth = size.width / 2 / scale;
  const halfHeight = size.height / 2 / scale;
  const [west, north] = lngLatOf([cx - halfWidth, Math.max(0, cy - halfHeight)]);
  const [east, south] = lngLatOf([cx + halfWidth, Math.min(WORLD_PIXELS, cy + halfHeight)]);
  return halfWidth * 2 >= WORLD_PIXELS ? { west: -180, south, east: 180, north } : { west: wrapLongitude(west), south, east: wrapLongitude(east), north };
}
