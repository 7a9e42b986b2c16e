// Place search: GET /api/places (cities and airports; the organization's geocoding provider when its maps key is set).
import type { PlaceKind, PlaceView } from '@tourops/contracts';
import { api } from '../../app/api';

export interface PlaceSearchArgs {
  q: string;
  kind?: PlaceKind;
  /** 1 to 20; the server's default is 10. */
  limit?: number;
}

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<PlaceView[], PlaceSearchArgs>({
      query: ({ q, kind, limit }) => ({ url: 'places', params: { q, kind, limit } }),
      // Answers depend on the maps key in the settings: a settings change refetches the searches on screen.
      providesTags: ['Settings'],
      // Typing back over a search answers from the cache.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchPlacesQuery } = placesApi;
