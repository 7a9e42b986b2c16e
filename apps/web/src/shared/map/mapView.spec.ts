// viewAround: the world for no points, the box around points, and never closer than the zoom a map allows.
import { FOCUS_ZOOM, REGION_ZOOM, viewAround, WORLD_VIEW } from './mapView';

const kyoto = [{ lat: 35.0116, lng: 135.7681 }, { lat: 35.0142, lng: 135.7702 }];

describe('viewAround', () => {
  it('shows the world when there is no point', () => {
    expect(viewAround([])).toEqual(WORLD_VIEW);
  });

  it('comes close to points a street apart, and no closer than the zoom asked for', () => {
    expect(viewAround(kyoto).zoom).toBe(FOCUS_ZOOM + 1);
    expect(viewAround(kyoto, REGION_ZOOM)).toMatchObject({ zoom: REGION_ZOOM, latitude: expect.closeTo(35.0129, 3), longitude: expect.closeTo(135.769, 2) });
  });

  it('keeps a wide box wide whatever the zoom asked for', () => {
    const europeToJapan = [{ lat: 38.7, lng: -9.1 }, { lat: 35.0, lng: 135.8 }];
    expect(viewAround(europeToJapan, REGION_ZOOM).zoom).toBeLessThan(2);
  });
});
