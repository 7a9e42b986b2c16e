// Wall clocks in IANA time zones for the scripts: the instant of a local date and time, and the local time of an instant.
const formats = new Map();

function formatOf(timeZone) {
  if (!formats.has(timeZone))
    formats.set(timeZone, new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }));
  return formats.get(timeZone);
}

/** 'YYYY-MM-DDTHH:MM' in `timeZone` at the instant `ms`. */
export function wallClockAt(ms, timeZone) {
  const parts = Object.fromEntries(formatOf(timeZone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const offsetAt = (ms, timeZone) => Date.parse(`${wallClockAt(ms, timeZone)}:00Z`) - Math.floor(ms / 60_000) * 60_000;

/** The instant (ms) of the wall clock 'YYYY-MM-DDTHH:MM' in `timeZone` (the later offset wins in a gap). */
export function instantOf(wallClock, timeZone) {
  const asUtc = Date.parse(`${wallClock}:00Z`);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}

/** 'YYYY-MM-DD' `days` after `date`. */
export const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 'HH:MM' `minutes` after midnight. */
export const timeOfDay = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
