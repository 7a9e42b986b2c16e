// Wall-clock times in a tour's time zone and the instants they are (flight departures and arrivals).
const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** The wall clock of a time zone at an instant, as YYYY-MM-DDTHH:MM (the value of a datetime-local input). */
export function wallTimeAt(instantMs: number, timeZone: string): string {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const offsetMs = (instantMs: number, timeZone: string) => Date.parse(`${wallTimeAt(instantMs, timeZone)}:00Z`) - Math.floor(instantMs / 60_000) * 60_000;

/** The instant (ISO-8601, UTC) a wall-clock time of a time zone is; null when the text is not a date and time. */
export function instantOfWallTime(wallTime: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallTime)) return null;
  const asUtc = Date.parse(`${wallTime}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset around daylight-saving changes.
  let instant = asUtc - offsetMs(asUtc, timeZone);
  instant = asUtc - offsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

export const wallTimeOfInstant = (iso: string, timeZone: string) => {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? '' : wallTimeAt(parsed, timeZone);
};

/** A wall-clock time moved by some minutes, staying in wall-clock terms. */
export function addMinutesToWallTime(wallTime: string, minutes: number): string {
  const asUtc = Date.parse(`${wallTime}:00Z`);
  return Number.isNaN(asUtc) ? '' : new Date(asUtc + minutes * 60_000).toISOString().slice(0, 16);
}
