// The time windows a trail is replayed over: the last 15 minutes, hour or 6 hours before a moment, or a custom range.
export type TrailWindowChoice = '15m' | '1h' | '6h' | 'custom';

export const TRAIL_WINDOWS: { choice: Exclude<TrailWindowChoice, 'custom'>; label: string; ms: number }[] = [
  { choice: '15m', label: 'Last 15 min', ms: 15 * 60_000 },
  { choice: '1h', label: 'Last hour', ms: 60 * 60_000 },
  { choice: '6h', label: 'Last 6 h', ms: 6 * 60 * 60_000 },
];

/** 'YYYY-MM-DDTHH:MM' in the browser's zone, for datetime-local inputs. */
export function localInputValue(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instants of a window ending at `anchor`, or of the custom inputs (null while they do not make a range). */
export function trailRange(choice: TrailWindowChoice, anchor: number, customFrom: string, customTo: string): { from: string; to: string } | null {
  if (choice !== 'custom') {
    const window = TRAIL_WINDOWS.find((candidate) => candidate.choice === choice)!;
    return { from: new Date(anchor - window.ms).toISOString(), to: new Date(anchor).toISOString() };
  }
  const from = Date.parse(customFrom);
  const to = Date.parse(customTo);
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) return null;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
