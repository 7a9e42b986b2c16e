// A map's keyboard stop: deck.gl's event root takes Tab focus (arrow keys pan, + and − zoom); this names it and says how to use it.
import type { DeckGLRef } from '@deck.gl/react';
import { useEffect, useRef } from 'react';

const KEYS = 'arrow keys move the map, plus and minus zoom';
const MOST_FRAMES = 120;

/** A ref for the map's DeckGL: once deck.gl has made its focusable event root, it is named `name` as an application that reads as a map. */
export function useMapKeyboardName(name: string) {
  const deckRef = useRef<DeckGLRef>(null);
  useEffect(() => {
    let frame = 0;
    let handle = 0;
    const nameRoot = () => {
      const root = deckRef.current?.deck?.props.parent?.querySelector<HTMLElement>('.deck-events-root');
      if (!root) {
        if (++frame < MOST_FRAMES) handle = requestAnimationFrame(nameRoot);
        return;
      }
      root.setAttribute('role', 'application');
      root.setAttribute('aria-roledescription', 'map');
      root.setAttribute('aria-label', `${name}; ${KEYS}`);
    };
    nameRoot();
    return () => cancelAnimationFrame(handle);
  }, [name]);
  return deckRef;
}
