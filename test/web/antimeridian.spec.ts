// The basemap's antimeridian cut (apps/web …/shared/map/antimeridian.ts): rings that cross ±180° come out as pieces within the world, with no edge across it.
/// <reference path="../../apps/web/src/shared/map/topojson-client.d.ts" />
import { feature } from 'topojson-client';
import countriesTopology from 'world-atlas/countries-110m.json';
import { cutAtAntimeridian, POLE_LATITUDE, signedArea, splitPolygon, splitRing, type AreaGeometry, type Polygon, type Ring } from '../../apps/web/src/shared/map/antimeridian';

const longestEdge = (ring: Ring) => Math.max(...ring.slice(1).map((point, i) => Math.abs(point[0] - ring[i][0])));
const ringsOf = (geometry: AreaGeometry): Ring[] => (geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat());
const area = (rings: Ring[]) => rings.reduce((sum, ring) => sum + Math.abs(signedArea(ring)) / 2, 0);
const isClosed = (ring: Ring) => ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1];

const countries = (feature(countriesTopology, (countriesTopology as { objects: { countries: unknown } }).objects.countries) as {
  features: { properties: { name: string }; geometry: AreaGeometry | null }[];
}).features;
const country = (name: string) => countries.find((candidate) => candidate.properties.name === name)!.geometry!;

describe('cutting polygons at the antimeridian', () => {
  it('leaves a polygon that does not cross it as it was', () => {
    const italy: Polygon = [[[7, 44], [18, 40], [15, 37], [7, 44]]];
    expect(splitPolygon(italy)).toEqual([italy]);
  });

  it('cuts a box from 170°E to 170°W into a piece on each side, of the same area, with edges of 10°', () => {
    const box: Ring = [[170, 10], [-170, 10], [-170, 20], [170, 20], [170, 10]];
    const pieces = splitPolygon([box]).map(([outer]) => outer);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) {
      expect(isClosed(piece)).toBe(true);
      expect(longestEdge(piece)).toBeLessThanOrEqual(10);
      expect(piece.every(([lng]) => lng >= -180 && lng <= 180)).toBe(true);
    }
    expect(pieces.map((piece) => Math.min(...piece.map(([lng]) => lng))).sort((a, b) => a - b)).toEqual([-180, 170]);
    expect(area(pieces)).toBeCloseTo(200, 9);
  });

  it('keeps each hole with the piece of its side of the world', () => {
    const box: Ring = [[170, 0], [-170, 0], [-170, 30], [170, 30], [170, 0]];
    const hole: Ring = [[-178, 10], [-172, 10], [-172, 20], [-178, 20], [-178, 10]];
    const pieces = splitPolygon([box, hole]);
    const west = pieces.find(([outer]) => outer.some(([lng]) => lng < 0))!;
    expect(west).toHaveLength(2);
    expect(area([west[1]])).toBeCloseTo(60, 9);
    expect(pieces.find(([outer]) => outer.some(([lng]) => lng > 0))).toHaveLength(1);
  });

  it('closes a ring around the south pole along it, in steps of at most 90°', () => {
    const aroundPole: Ring = [[-180, -70], [-90, -75], [0, -70], [90, -75], [180, -70], [-180, -70]];
    const pieces = [...splitRing(aroundPole).values()];
    expect(pieces).toHaveLength(1);
    expect(pieces[0].some(([, lat]) => lat === -POLE_LATITUDE)).toBe(true);
    expect(longestEdge(pieces[0])).toBeLessThanOrEqual(90);
  });

  it.each(['Russia', 'Fiji', 'Antarctica'])('draws %s with no edge longer than 180° of longitude, within -180..180, keeping its area', (name) => {
    const outline = country(name);
    const crossing = ringsOf(outline).filter((ring) => longestEdge(ring) > 180);
    expect(crossing.length).toBeGreaterThan(0);
    const cut = cutAtAntimeridian(outline);
    for (const ring of ringsOf(cut)) {
      expect(isClosed(ring)).toBe(true);
      expect(longestEdge(ring)).toBeLessThanOrEqual(180);
      expect(ring.every(([lng]) => lng >= -180 && lng <= 180)).toBe(true);
    }
    if (name !== 'Antarctica') expect(area(ringsOf(cut))).toBeGreaterThan(area(ringsOf(outline).filter((ring) => longestEdge(ring) <= 180)));
  });

  it('leaves no country of the world with an edge across the antimeridian', () => {
    const offenders = countries.filter(({ geometry }) => geometry && ringsOf(cutAtAntimeridian(geometry)).some((ring) => longestEdge(ring) > 180));
    expect(offenders.map((offender) => offender.properties.name)).toEqual([]);
  });
});
