// The pixel size of a map's box, followed as the window and layout change: what fitting a view and placing labels need.
import { useEffect, useState } from 'react';
import type { MapSize } from './mapView';

/** `ref` goes on the map's box (a callback ref: the box may appear after a spinner); `size` is null until it has one. */
export function useMapSize<E extends HTMLElement>() {
  const [element, ref] = useState<E | null>(null);
  const [size, setSize] = useState<MapSize | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, size };
}
