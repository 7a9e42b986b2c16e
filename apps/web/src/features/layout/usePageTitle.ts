// Keeps the browser tab's title on the page being shown.
import { useEffect } from 'react';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · TourOps`;
  }, [title]);
}
