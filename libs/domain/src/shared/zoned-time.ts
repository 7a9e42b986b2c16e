// Wall-clock times of IANA time zones and the instants they are: the one place the domain, the api and the web do zone arithmetic.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** en-US with these options formats as '05/03/2027, 11:10:00'. */
const US_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}:\d{2}:\d{2})$/;

/** The wall clock of a time zone at an instant, as 'YYYY-MM-DDTHH:MM:SS' (read off the formatted text: four times faster than its parts). */
function wallClockWithSecondsAt(instantMs: number, timeZone: string): string {
  const format = formatIn(timeZone);
  const match = US_DATE_TIME.exec(format.format(instantMs));
  if (match) return `${match[3]}-${match[1]}-${match[2]}T${match[4]}`;
  const parts = Object.fromEntries(format.formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The wall clock of a time zone at an instant, as 'YYYY-MM-DDTHH:MM' (the value of a datetime-local input). */
export const wallClockAt = (instantMs: number, timeZone: string): string => wallClockWithSecondsAt(instantMs, timeZone).slice(0, 16);

/** Minutes the zone's wall clock is ahead of UTC at an instant. */
function offsetMinutesAt(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return Math.round((Date.parse(`${wallClockWithSecondsAt(wholeSeconds, timeZone)}Z`) - wholeSeconds) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

const HALF_DAY_MS = 12 * 3_600_000;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A local date and time without offset, 'YYYY-MM-DDTHH:MM', of a day that exists. */
export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = LOCAL_DATE_TIME.exec(value);
  return match !== null && new Date(`${match[1]}T00:00:00Z`).toISOString().slice(0, 10) === match[1];
}

/** An ISO-8601 date and time that names its offset ('Z' or ±HH:MM): an instant wherever it is read. */
export const isInstantWithOffset = (value: unknown): boolean => typeof value === 'string' && WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value));

/** An instant written in a time zone: its wall clock there and the offset, such as '2025-06-10T08:00:00+02:00'. */
export function instantInZone(instantMs: number, timeZone: string): string {
  return `${wallClockWithSecondsAt(instantMs, timeZone)}${formatOffset(offsetMinutesAt(instantMs, timeZone))}`;
}

/** Instants already found, by zone and wall clock: a season's plans ask for the same days and hours again and again. */
const instants = new Map<string, number>();
/** Instants kept at most (about 2 MB); past it, the kept ones are forgotten and the next ones kept. */
const MOST_INSTANTS_KEPT = 20_000;

/**
 * The instant a wall-clock time 'YYYY-MM-DDTHH:MM' of a time zone is, in milliseconds. A time skipped by a
 * daylight-saving change lands as far after the gap as it was into it; a repeated time takes its first occurrence.
 */
export function instantOfWallClock(wallClock: string, timeZone: string): number {
  const key = `${timeZone} ${wallClock}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const asUtc = Date.parse(`${wallClock}:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallClock) || Number.isNaN(asUtc)) throw new RangeError(`Not a wall-clock time: ${wallClock}`);
  const offsetBefore = offsetMinutesAt(asUtc - HALF_DAY_MS, timeZone);
  const offsetAfter = offsetMinutesAt(asUtc + HALF_DAY_MS, timeZone);
  const candidates = [asUtc - offsetBefore * 60_000, asUtc - offsetAfter * 60_000].sort((a, b) => a - b);
  const instant = candidates.find((candidate) => wallClockWithSecondsAt(candidate, timeZone) === `${wallClock}:00`) ?? asUtc - offsetBefore * 60_000;
  if (instants.size >= MOST_INSTANTS_KEPT) instants.clear();
  instants.set(key, instant);
  return instant;
}

/** A wall-clock time 'YYYY-MM-DDTHH:MM' moved by some minutes, in wall-clock terms; '' when it is not one. */
export function addMinutesToWallClock(wallClock: string, minutes: number): string {
  if (!isLocalDateTime(wallClock)) return '';
  return new Date(Date.parse(`${wallClock}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}
