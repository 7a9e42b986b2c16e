// The view a map's labels and cities follow: the current one once the operator has let go and it stayed still a moment. While a pan or zoom goes on, labels ride along with their dots and nothing is asked of the server.
import { useCallback, useEffect, useState } from 'react';
import type { InteractionState, MapViewState } from '@deck.gl/core';

/** How long a view stays still before labels are placed again: placing them redraws every layer, which costs a frame. */
export const SETTLE_MS = 200;

export function useSettledView(view: MapViewState) {
  const [interacting, setInteracting] = useState(false);
  const [settled, setSettled] = useState(view);
  useEffect(() => {
    if (interacting) return;
    const timer = setTimeout(() => setSettled(view), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [view, interacting]);
  const onInteractionStateChange = useCallback(
    (state: InteractionState) => setInteracting(Boolean(state.isDragging || state.isPanning || state.isZooming || state.isRotating || state.inTransition)),
    [],
  );
  return { settled, onInteractionStateChange };
}
