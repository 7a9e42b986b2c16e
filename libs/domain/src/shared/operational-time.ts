// How an operational time reads: the wall clock where it happens, and that clock's name wherever it is not the reader's frame.
import { wallClockAt } from './zoned-time';

/**
 * Where a time happens: the IANA zone of its place, and what names that clock for an operator. A flight's
 * departure is read at its origin airport ('TPE'), its arrival at its destination ('KIX'); a segment or a
 * place's weather in its tour's zone; when no name is given, the zone's city names it ('Tokyo').
 */
export interface WhereItHappens {
  timeZone: string;
  /** An airport's IATA code, or another name an operator reads the clock by. */
  name?: string;
}

/** A time and where it happens: what views send so that every page reads it on the same clock. */
export interface OperationalTime extends WhereItHappens {
  /** ISO-8601 instant. */
  instant: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The city of an IANA zone, as operators name a clock: 'Asia/Tokyo' → 'Tokyo', 'America/Argentina/Buenos_Aires' → 'Buenos Aires', 'UTC' → 'UTC'. */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').at(-1) ?? timeZone;
  return city.replace(/_/g, ' ');
}

/** The name of the clock a time is read on: the place's own name, else its zone's city. */
export const clockName = (where: WhereItHappens): string => where.name ?? zoneName(where.timeZone);

const toMs = (instant: string | number): number => (typeof instant === 'number' ? instant : Date.parse(instant));

/** 'HH:MM' on the wall clock where it happens. */
export const clockTimeAt = (instant: string | number, timeZone: string): string => wallClockAt(toMs(instant), timeZone).slice(11, 16);

/** 'Sat 28 Nov' of a calendar date 'YYYY-MM-DD'. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

/**
 * The clock's name, when the reader needs it: always without a frame (a list of many tours), and within a tour's
 * frame only where the time is read in another zone or by its own name (an airport's clock). An airport named
 * in the frame's own zone is still named, since an operator reads a flight by its airports.
 */
function suffix(where: WhereItHappens, frame: string | undefined): string {
  if (frame !== undefined && where.name === undefined && where.timeZone === frame) return '';
  return ` ${clockName(where)}`;
}

/** '12:20', or '12:20 KIX' / '12:20 Tokyo' where it is read on another clock than the frame's (the tour's zone); without a frame the clock is always named. */
export function clockTime(instant: string | number, where: WhereItHappens, frame?: string): string {
  return `${clockTimeAt(instant, where.timeZone)}${suffix(where, frame)}`;
}

/** 'Sat 28 Nov 10:00 Rome': the day and time where it happens, the clock named as `clockTime` names it. */
export function clockDateTime(instant: string | number, where: WhereItHappens, frame?: string): string {
  const wallClock = wallClockAt(toMs(instant), where.timeZone);
  return `${dayLabel(wallClock.slice(0, 10))} ${wallClock.slice(11, 16)}${suffix(where, frame)}`;
}

/** The calendar date 'YYYY-MM-DD' where it happens (a flight landing after midnight lands on the next day). */
export const dateWhereItHappens = (instant: string | number, timeZone: string): string => wallClockAt(toMs(instant), timeZone).slice(0, 10);

/** Whole days between two calendar dates where each happens: +1 for a flight landing the next day, -1 across the date line the other way. */
export function dayOffset(from: OperationalTime, to: OperationalTime): number {
  const fromDate = dateWhereItHappens(from.instant, from.timeZone);
  const toDate = dateWhereItHappens(to.instant, to.timeZone);
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}

/** A flight's times as an operator reads them: '08:05 TPE → 12:20 KIX', with '+1' when it lands on a later date there. */
export function journeyTimes(departure: OperationalTime, arrival: OperationalTime): string {
  const days = dayOffset(departure, arrival);
  const shift = days === 0 ? '' : days > 0 ? ` (+${days})` : ` (${days})`;
  return `${clockTime(departure.instant, departure)} → ${clockTime(arrival.instant, arrival)}${shift}`;
}
