// A map's placed labels (its features' and the basemap's cities'), placed once the map is framed, its view has settled and the cities for that view are in: one redraw per settled view, none while it moves.
import { useEffect, useState } from 'react';
import type { MapViewState } from '@deck.gl/core';
import type { MapCity } from '@tourops/contracts';
import type { LabelCandidate, PlacedLabel } from './labelPlacement';
import { useMapCities } from './mapCities';
import { placeMapLabels } from './mapLabels';
import type { MapSize } from './mapView';
import { useSettledView } from './useSettledView';

export interface MapLabels<T> {
  features: PlacedLabel<T>[];
  cities: PlacedLabel<MapCity>[];
}

/**
 * `candidatesOf` (memoised by the caller: a new function places the labels again) gives the features' labels for a view;
 * `framed` says the page has set its first view. Pass `onInteractionStateChange` to DeckGL.
 */
export function useMapLabels<T>(view: MapViewState, size: MapSize | null, framed: boolean, candidatesOf: (view: MapViewState, size: MapSize) => LabelCandidate<T>[]) {
  const { settled, onInteractionStateChange } = useSettledView(view);
  const { cities, pending } = useMapCities(settled, framed ? size : null);
  const [labels, setLabels] = useState<MapLabels<T>>({ features: [], cities: [] });
  // Not while the view moves or has not caught up with the first framing: those labels would be redrawn again at once.
  const still = settled === view;
  useEffect(() => {
    if (!framed || !still || !size || pending) return;
    setLabels(placeMapLabels(candidatesOf(settled, size), cities, settled, size));
  }, [framed, still, size, pending, cities, settled, candidatesOf]);
  return { labels, onInteractionStateChange };
}
