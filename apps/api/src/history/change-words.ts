// A value before or after a change as an operator reads it: dates as 'Sat 28 Nov 2026', instants on the clock where they were written, tours by title, no ids.
import { clockDateTime, dayLabel, fieldInWords, statusInWords } from '@tourops/domain';

const MAX_LENGTH = 140;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A wall-clock date and time, with the offset or 'Z' of the instant when it names one. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const ID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-|^[a-z]{2,5}[-_][0-9a-z]{6,}$/i;

/** 'Sat 28 Nov 2026': a calendar date with its weekday and year. */
export const dateInWords = (date: string) => `${dayLabel(date)} ${date.slice(0, 4)}`;

/**
 * An instant or local date-time as it was written, on the clock where it happens: '2026-12-10T08:45:00+01:00' →
 * 'Thu 10 Dec 08:45' (an assignment is written with its tour's offset); an instant in UTC names its clock.
 */
export function dateTimeInWords(text: string): string {
  const match = DATE_TIME.exec(text);
  if (!match) return text;
  if (match[3] === 'Z') return clockDateTime(text, { timeZone: 'UTC' });
  return `${dayLabel(match[1])} ${match[2]}`;
}

function textInWords(text: string, titles: ReadonlyMap<string, string>): string {
  const title = titles.get(text);
  if (title !== undefined) return `“${title}”`;
  if (DATE.test(text)) return dateInWords(text);
  if (DATE_TIME.test(text)) return dateTimeInWords(text);
  if (/^[A-Z]{4,}(_[A-Z]+)*$|^[A-Z]+_[A-Z_]+$/.test(text)) return statusInWords(text);
  if (/^[a-z]+(_[a-z]+)+$/.test(text)) return fieldInWords(text);
  if (ID_LIKE.test(text)) return 'another record';
  return text;
}

const isId = (key: string) => key === 'id' || key.endsWith('Id') || key.endsWith('Ids');

function objectInWords(record: Record<string, unknown>, titles: ReadonlyMap<string, string>): string {
  if (typeof record.instant === 'string' && typeof record.timeZone === 'string') return clockDateTime(record.instant, { timeZone: record.timeZone });
  const named = [typeof record.date === 'string' ? dayLabel(record.date) : null, record.title ?? record.name, record.startTime].filter((part) => typeof part === 'string' && part !== '');
  if (named.length > 0) return named.join(' · ');
  return Object.entries(record)
    .filter(([key, part]) => !isId(key) && part !== null && part !== undefined && part !== '')
    .map(([key, part]) => `${fieldInWords(key)} ${valueInWords(part, titles) ?? '—'}`)
    .join(', ');
}

/** What a field held, in words; null when it held nothing. Tours are named by their title when `titles` knows them. */
export function valueInWords(value: unknown, titles: ReadonlyMap<string, string> = new Map()): string | null {
  if (value === null || value === undefined || value === '') return null;
  let text: string;
  if (typeof value === 'boolean') text = value ? 'yes' : 'no';
  else if (typeof value === 'string') text = textInWords(value, titles);
  else if (Array.isArray(value)) text = value.length === 0 ? 'none' : value.map((item) => valueInWords(item, titles) ?? '—').join(', ');
  else if (typeof value === 'object') text = objectInWords(value as Record<string, unknown>, titles) || '—';
  else text = String(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
