// Opening the editor at a day or segment: /tours/edit/{id}#day-{dayId} or #segment-{segmentId} scrolls it into view once the tour shows.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!/^#(day|segment)-[\w-]+$/.test(hash)) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.classList.add('is-linked');
  }, [hash]);
}
