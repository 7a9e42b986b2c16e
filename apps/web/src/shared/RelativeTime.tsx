// An instant that is not operational (last check, since, created, a history entry): relative, the exact time and the viewer's zone on hover.
import { useEffect, useState } from 'react';
import { formatInstantWithZone, formatRelative } from './format';

/** The current time, updated every `intervalMs` while the component is shown, so relative times stay true on a page left open. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function RelativeTime({ instant, prefix = '' }: { instant: string; prefix?: string }) {
  const now = useNow(15_000);
  return (
    <time dateTime={instant} title={formatInstantWithZone(instant)}>
      {prefix}
      {formatRelative(instant, now)}
    </time>
  );
}
