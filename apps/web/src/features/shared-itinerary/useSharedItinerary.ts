// The itinerary behind a shared link's token, fetched once from /api/share/{token}, or the problem that says why there is none.
import { useEffect, useState } from 'react';
import type { Problem, SharedItineraryView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';

export interface SharedItineraryState {
  itinerary?: SharedItineraryView;
  problem: Problem | null;
  isLoading: boolean;
}

async function fetchItinerary(token: string): Promise<SharedItineraryState> {
  try {
    const response = await fetch(`/api/share/${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { itinerary: body as SharedItineraryView, problem: null, isLoading: false };
    return { problem: toProblem({ status: response.status, data: body }), isLoading: false };
  } catch {
    return { problem: toProblem({ status: 'FETCH_ERROR', error: 'network' }), isLoading: false };
  }
}

/** One request per token and page load: each opening is recorded as a view, so a re-run effect must not ask again. */
const asked = new Map<string, Promise<SharedItineraryState>>();

export function useSharedItinerary(token: string): SharedItineraryState {
  const [state, setState] = useState<SharedItineraryState>({ problem: null, isLoading: true });
  useEffect(() => {
    let current = true;
    if (!asked.has(token)) asked.set(token, fetchItinerary(token));
    void asked.get(token)!.then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
