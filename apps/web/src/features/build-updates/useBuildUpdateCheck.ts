// SPEC.md §4 build updates: 1 s after load, then hourly, compare the served entry script with the running one.
import { useEffect } from 'react';
import { showToast } from '../../shared/toaster';

const FIRST_CHECK_MS = 1_000;
const CHECK_EVERY_MS = 60 * 60 * 1_000;
const ENTRY_SCRIPT = /<script[^>]+type="module"[^>]+src="([^"]+)"/;

const runningEntry = () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;

async function servedEntry(): Promise<string | null> {
  const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) return null;
  return ENTRY_SCRIPT.exec(await response.text())?.[1] ?? null;
}

export function useBuildUpdateCheck(): void {
  useEffect(() => {
    const running = runningEntry();
    if (import.meta.env.DEV || !running) return;
    let announced = false;
    const check = () =>
      servedEntry()
        .then((served) => {
          if (announced || !served || served === running) return;
          announced = true;
          showToast({
            intent: 'primary',
            message: 'A new version of TourOps is available.',
            timeout: 0,
            action: { text: 'Reload', onClick: () => window.location.reload() },
          });
        })
        .catch(() => {}); // offline: try again at the next check
    const first = setTimeout(check, FIRST_CHECK_MS);
    const every = setInterval(check, CHECK_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, []);
}
