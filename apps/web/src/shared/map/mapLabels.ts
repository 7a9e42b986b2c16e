// The labels and city dots both maps draw over the offline basemap, from placed labels (labelPlacement.ts): one look for every label.
import type { MapViewState } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { MapCity } from '@tourops/contracts';
import { placeLabels, type LabelCandidate, type PlacedLabel } from './labelPlacement';
import { screenPixel, type MapSize } from './mapView';

export const FEATURE_LABEL_SIZE = 12;
export const CITY_LABEL_SIZE = 11;
/** Cities come after every feature's label: a segment's or a member's name is never hidden by a city's. */
const CITY_PRIORITY = -1_000_000_000;

/** Candidates for the cities, by population among themselves. */
export function cityCandidates(cities: readonly MapCity[], view: MapViewState, size: MapSize): LabelCandidate<MapCity>[] {
  return cities.map((city) => ({
    key: `city:${city.name}:${city.lng}:${city.lat}`,
    text: city.name,
    at: screenPixel(view, size, [city.lng, city.lat]),
    priority: CITY_PRIORITY + Math.log10(1 + city.population),
    size: CITY_LABEL_SIZE,
    item: city,
  }));
}

/** Every label of a map at once, features first, so the same rule keeps all of them apart. */
export function placeMapLabels<T>(features: LabelCandidate<T>[], cities: readonly MapCity[], view: MapViewState, size: MapSize) {
  const placed = placeLabels<T | MapCity>([...features, ...cityCandidates(cities, view, size)], size);
  const isCity = (label: PlacedLabel<T | MapCity>) => label.key.startsWith('city:');
  return {
    features: placed.filter((label) => !isCity(label)) as PlacedLabel<T>[],
    cities: placed.filter(isCity) as PlacedLabel<MapCity>[],
  };
}

/** Placed labels as text beside their dots: at the dot's place, moved by the offset placement chose (pixels, so the same at any zoom). */
export function labelLayer<T>(id: string, labels: PlacedLabel<T>[], { size = FEATURE_LABEL_SIZE, color = [30, 30, 30] as [number, number, number], position }: { size?: number; color?: [number, number, number]; position: (label: PlacedLabel<T>) => [number, number] }) {
  return new TextLayer<PlacedLabel<T>>({
    id,
    data: labels,
    getPosition: position,
    getText: (label) => label.text,
    getPixelOffset: (label) => label.offset,
    getSize: size,
    getColor: [...color, 255],
    fontWeight: 600,
    outlineWidth: 3,
    outlineColor: [255, 255, 255, 255],
    fontSettings: { sdf: true },
    characterSet: 'auto',
    updateTriggers: { getPixelOffset: labels, getText: labels },
  });
}

/** The labelled cities as small dots with their names, under the features. */
export function cityLayers(labels: PlacedLabel<MapCity>[]) {
  const located = (label: PlacedLabel<MapCity>): [number, number] => [label.item.lng, label.item.lat];
  return [
    new ScatterplotLayer<PlacedLabel<MapCity>>({
      id: 'city-dots',
      data: labels,
      getPosition: located,
      getRadius: 2.5,
      radiusUnits: 'pixels',
      getFillColor: [95, 107, 124, 255],
    }),
    labelLayer('city-names', labels, { size: CITY_LABEL_SIZE, color: [95, 107, 124], position: located }),
  ];
}
