// fitView: the world for no points, the box around points fitted inside a map (across the antimeridian when narrower), never closer than the zoom a map allows; screenPixel and visibleBox.
import { FIT_PADDING, fitView, longitudeBand, REGION_ZOOM, screenPixel, visibleBox, WORLD_VIEW } from './mapView';

describe('fitView', () => {
  it('shows the world when there is no point', () => {
    expect(fitView([], { width: 800, height: 500 })).toEqual(WORLD_VIEW);
  });

  const size = { width: 800, height: 500 };
  const inside = (view: ReturnType<typeof fitView>, point: [number, number], padding = FIT_PADDING - 0.5) => {
    const [x, y] = screenPixel(view, size, point);
    return x >= padding && x <= size.width - padding && y >= padding && y <= size.height - padding;
  };

  it('frames Lisbon, Rome and Tokyo inside the padding, one of them on an edge', () => {
    const places: [number, number][] = [[-9.14, 38.72], [12.5, 41.9], [139.69, 35.69]];
    const view = fitView(places, size, { maxZoom: REGION_ZOOM });
    expect(places.every((place) => inside(view, place))).toBe(true);
    expect(screenPixel(view, size, places[0])[0]).toBeCloseTo(FIT_PADDING, 3);
    expect(screenPixel(view, size, places[2])[0]).toBeCloseTo(size.width - FIT_PADDING, 3);
  });

  it('frames a Pacific crossing across the antimeridian, not the long way round', () => {
    const places: [number, number][] = [[139.69, 35.69], [-157.86, 21.31]];
    const view = fitView(places, size);
    expect(view.longitude).toBeGreaterThan(139.69);
    expect(places.every((place) => inside(view, place))).toBe(true);
    expect(longitudeBand([139.69, -157.86])).toEqual([expect.closeTo(139.69, 5), expect.closeTo(202.14, 5)]);
  });

  it('comes no closer than the zoom asked for, centred on a single place', () => {
    const view = fitView([[11.25, 43.77]], size, { maxZoom: REGION_ZOOM });
    expect(view).toMatchObject({ zoom: REGION_ZOOM, longitude: expect.closeTo(11.25, 6), latitude: expect.closeTo(43.77, 6) });
    expect(screenPixel(view, size, [11.25, 43.77])).toEqual([expect.closeTo(400, 6), expect.closeTo(250, 6)]);
  });

  it('says which box of the world a view shows, and one across the antimeridian has west east of east', () => {
    const box = visibleBox(fitView([[-9.14, 38.72], [12.5, 41.9]], size, { maxZoom: REGION_ZOOM }), size);
    expect(box.west).toBeLessThan(-9.14);
    expect(box.east).toBeGreaterThan(12.5);
    expect(box.south).toBeLessThan(38.72);
    expect(box.north).toBeGreaterThan(41.9);
    const pacific = visibleBox({ longitude: 180, latitude: 0, zoom: 3 }, size);
    expect(pacific.west).toBeGreaterThan(pacific.east);
  });
});
