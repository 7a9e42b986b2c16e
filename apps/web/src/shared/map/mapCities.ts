// The cities the offline basemap labels: the most populous inside what the map shows (its settled view), from the server's offline place index.
import type { MapViewState } from '@deck.gl/core';
import type { MapCitiesView, MapCity } from '@tourops/contracts';
import { api } from '../../app/api';
import { visibleBox, type MapSize } from './mapView';

/** How many cities one view asks for; the label placement shows those with room. */
export const CITIES_PER_VIEW = 40;

export interface MapCitiesArgs {
  west: number;
  south: number;
  east: number;
  north: number;
  limit: number;
}

export const mapCitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMapCities: build.query<MapCitiesView, MapCitiesArgs>({
      query: (box) => ({ url: 'places/cities', params: box }),
      keepUnusedDataFor: 600,
    }),
  }),
});

/** Outward to a grid that grows with the view, so a small pan asks nothing new. */
function roundedBox(view: MapViewState, size: MapSize): MapCitiesArgs {
  const box = visibleBox(view, size);
  const step = Math.max(0.01, 10 / 2 ** Math.floor(Math.max(0, view.zoom)));
  const down = (value: number, min: number) => Math.max(min, Math.floor(value / step) * step);
  const up = (value: number, max: number) => Math.min(max, Math.ceil(value / step) * step);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { west: round(down(box.west, -180)), south: round(down(box.south, -90)), east: round(up(box.east, 180)), north: round(up(box.north, 90)), limit: CITIES_PER_VIEW };
}

/** The cities to label on a map of `size` looking at `view` (a settled view: useSettledView), and whether they are still on their way; none until the size is known. */
export function useMapCities(view: MapViewState, size: MapSize | null): { cities: MapCity[]; pending: boolean } {
  const args = size ? roundedBox(view, size) : null;
  const { currentData, isFetching } = mapCitiesApi.useListMapCitiesQuery(args ?? (undefined as never), { skip: args === null });
  return { cities: currentData?.items ?? NO_CITIES, pending: args !== null && isFetching };
}

const NO_CITIES: MapCity[] = [];
