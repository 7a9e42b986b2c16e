// An instant that is not operational (last check, since, created, a history entry): relative, the exact time and the viewer's zone on hover.
import { useEffect, useState } from 'react';
import { formatInstantWithZone, formatRelative } from './format';

const TICK_MS = 30_000;

/** The time now, moving every 30 s so that relative times stay true on a page left open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function RelativeTime({ instant, prefix = '' }: { instant: string; prefix?: string }) {
  const now = useNow();
  return (
    <time dateTime={instant} title={formatInstantWithZone(instant)}>
      {prefix}
      {formatRelative(instant, now)}
    </time>
  );
}
