// A map's keyboard stop: deck.gl's event root takes Tab focus (arrow keys pan, + and − zoom); this names it and says how to use it.
import { useCallback, useEffect } from 'react';

const KEYS = 'arrow keys move the map, plus and minus zoom';

/** Props for the map's DeckGL (`id`, `onLoad`): its focusable event root is named `name`, an application that reads as a map (after each render and on load). */
export function useMapKeyboardName(id: string, name: string) {
  const nameRoot = useCallback(() => {
    const root = document.getElementById(`${id}-wrapper`)?.querySelector<HTMLElement>('.deck-events-root');
    if (!root || root.getAttribute('aria-label')) return;
    root.setAttribute('role', 'application');
    root.setAttribute('aria-roledescription', 'map');
    root.setAttribute('aria-label', `${name}; ${KEYS}`);
  }, [id, name]);
  useEffect(nameRoot);
  return { id, onLoad: nameRoot };
}
