// Polygons that cross the antimeridian, cut into pieces that each stay within -180..180 so no edge runs the width of the world.
export type Position = [number, number];
export type Ring = Position[];
export type Polygon = Ring[];

/** Longitudes made continuous: each point within 180° of the one before, by whole turns of 360°. */
export function unwrapRing(ring: Ring): Ring {
  const unwrapped: Ring = [];
  for (const [lng, lat] of ring) {
    const previous = unwrapped[unwrapped.length - 1];
    unwrapped.push(previous ? [lng + 360 * Math.round((previous[0] - lng) / 360), lat] : [lng, lat]);
  }
  return unwrapped;
}

/** Twice the signed area, in degrees² (positive counter-clockwise). */
export function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** Sutherland–Hodgman against one vertical line: keeps the side where `inside(lng)`. */
function clipAt(ring: Ring, lng: number, inside: (x: number) => boolean): Ring {
  const clipped: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i];
    const previous = ring[(i + ring.length - 1) % ring.length];
    const [currentIn, previousIn] = [inside(current[0]), inside(previous[0])];
    if (currentIn !== previousIn) {
      const t = (lng - previous[0]) / (current[0] - previous[0]);
      clipped.push([lng, previous[1] + t * (current[1] - previous[1])]);
    }
    if (currentIn) clipped.push(current);
  }
  return clipped;
}

/** The part of an open ring (no repeated closing point) between -180 and 180, closed again; empty when nothing of it is there. */
function clipToWorld(open: Ring): Ring {
  const clipped = clipAt(clipAt(open, -180, (x) => x >= -180), 180, (x) => x <= 180);
  return clipped.length >= 3 ? [...clipped, clipped[0]] : [];
}

const open = (ring: Ring): Ring => (ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring);

/** How close to a pole a ring around it is closed: the Mercator projection cannot draw the pole itself. */
export const POLE_LATITUDE = 89.9;

/** An unwrapped closed ring that ends whole turns away from where it started goes around a pole: closed along that pole, in steps of 90°. */
function closedAroundPole(unwrapped: Ring): Ring {
  const ring = open(unwrapped);
  const turns = Math.round((unwrapped[unwrapped.length - 1][0] - unwrapped[0][0]) / 360);
  if (turns === 0) return ring;
  const pole = ring.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -POLE_LATITUDE : POLE_LATITUDE;
  const [from, to] = [ring[ring.length - 1][0], ring[0][0]];
  const steps = Math.ceil(Math.abs(to - from) / 90);
  const alongPole = Array.from({ length: steps + 1 }, (_, step): Position => [from + ((to - from) * step) / steps, pole]);
  return [...ring, ...alongPole];
}

/**
 * A ring as rings within -180..180, by world copy (the shift of longitudes that brings each piece home): its unwrapped
 * form, closed along the pole when it goes around one (Antarctica), cut at -180 and 180 once per copy it reaches.
 */
export function splitRing(ring: Ring, shifts = shiftsOf(ring)): Map<number, Ring> {
  const unwrapped = closedAroundPole(unwrapRing(ring));
  const pieces = new Map<number, Ring>();
  for (const shift of shifts) {
    const piece = clipToWorld(unwrapped.map(([lng, lat]): Position => [lng + shift, lat]));
    if (piece.length > 0 && Math.abs(signedArea(piece)) > 1e-9) pieces.set(shift, piece);
  }
  return pieces;
}

/** The world copies (shifts of 0, ±360…) an unwrapped ring reaches into. */
function shiftsOf(ring: Ring): number[] {
  const lngs = unwrapRing(ring).map(([lng]) => lng);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const shifts: number[] = [];
  for (let shift = 360 * Math.ceil((-180 - east) / 360); west + shift < 180; shift += 360) if (east + shift > -180) shifts.push(shift);
  return shifts.length > 0 ? shifts : [0];
}

export const crossesAntimeridian = (ring: Ring): boolean => ring.some((point, i) => i > 0 && Math.abs(point[0] - ring[i - 1][0]) > 180);

const meanLng = (ring: Ring) => ring.reduce((sum, [lng]) => sum + lng, 0) / ring.length;

/** A hole moved by whole turns to lie in the same world copy as its unwrapped outer ring. */
function nearest(hole: Ring, outer: Ring): Ring {
  const unwrapped = unwrapRing(hole);
  const turns = Math.round((meanLng(unwrapRing(outer)) - meanLng(unwrapped)) / 360);
  return unwrapped.map(([lng, lat]): Position => [lng + 360 * turns, lat]);
}

/** A polygon (outer ring, then holes) as polygons within -180..180; each hole follows the outer piece of its world copy. */
export function splitPolygon(polygon: Polygon): Polygon[] {
  const [outer, ...holes] = polygon;
  if (!outer || !polygon.some(crossesAntimeridian)) return [polygon];
  const shifts = shiftsOf(outer);
  const outerPieces = splitRing(outer, shifts);
  const holePieces = holes.map((hole) => splitRing(nearest(hole, outer), shifts));
  return [...outerPieces].map(([shift, piece]) => [piece, ...holePieces.flatMap((pieces) => (pieces.has(shift) ? [pieces.get(shift)!] : []))]);
}

export type AreaGeometry = { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };

/** A country's outline with every polygon that crosses the antimeridian cut into pieces within -180..180. */
export function cutAtAntimeridian(geometry: AreaGeometry): AreaGeometry {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const cut = polygons.flatMap(splitPolygon);
  return cut.length === 1 ? { type: 'Polygon', coordinates: cut[0] } : { type: 'MultiPolygon', coordinates: cut };
}
