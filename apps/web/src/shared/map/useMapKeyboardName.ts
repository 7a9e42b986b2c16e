// A map's keyboard stop: deck.gl's event root takes Tab focus (arrow keys pan, + and − zoom); this names it and says how to use it.
import { useCallback } from 'react';

const KEYS = 'arrow keys move the map, plus and minus zoom';

/** Props for the map's DeckGL (`id`, `onLoad`): once deck.gl has loaded, its focusable event root is named `name`, an application that reads as a map. */
export function useMapKeyboardName(id: string, name: string) {
  const onLoad = useCallback(() => {
    const root = document.getElementById(`${id}-wrapper`)?.querySelector<HTMLElement>('.deck-events-root');
    if (!root) return;
    root.setAttribute('role', 'application');
    root.setAttribute('aria-roledescription', 'map');
    root.setAttribute('aria-label', `${name}; ${KEYS}`);
  }, [id, name]);
  return { id, onLoad };
}
