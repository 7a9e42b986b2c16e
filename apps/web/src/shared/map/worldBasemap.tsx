// The offline world basemap both maps draw: Natural Earth countries at 1:110m (world-atlas), cut at the antimeridian, as one deck.gl layer.
import { MapView } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import { feature } from 'topojson-client';
import countriesTopology from 'world-atlas/countries-110m.json';
import { cutAtAntimeridian, type AreaGeometry } from './antimeridian';
import './basemap.css';

interface Country {
  type: 'Feature';
  properties: { name: string };
  geometry: AreaGeometry | null;
}

/** The countries without any tile server; polygons across ±180° (Russia, Fiji, Antarctica) cut so none draws a stripe across the world. */
const COUNTRIES = {
  type: 'FeatureCollection' as const,
  features: (feature(countriesTopology, (countriesTopology as { objects: { countries: unknown } }).objects.countries) as { features: Country[] }).features.map(
    (country): Country => ({ ...country, geometry: country.geometry && cutAtAntimeridian(country.geometry) }),
  ),
};

/** The world repeated east and west, so a map panned across the antimeridian goes on. */
export const WORLD_MAP_VIEW = new MapView({ repeat: true });

export const BASEMAP_CREDIT = 'Basemap: Natural Earth via world-atlas (offline)';

export function basemapLayer() {
  return new GeoJsonLayer({
    id: 'countries',
    data: COUNTRIES as never,
    filled: true,
    stroked: true,
    getFillColor: [226, 229, 232],
    getLineColor: [255, 255, 255],
    lineWidthMinPixels: 1,
  });
}

export function BasemapCredit() {
  return <div className="basemap-credit">{BASEMAP_CREDIT}</div>;
}
