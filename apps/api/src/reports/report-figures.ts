// The small arithmetic every report shares: UTC day bounds, percentiles, rounding and the days an assignment covers.
import { addDays } from '@tourops/domain';
import type { DurationPercentiles } from '@tourops/contracts';

/** The first instant of a UTC calendar day, in epoch ms. */
export const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The instants a range covers, in ms: from the start of its first day to the end of its last. */
export const rangeMs = (range: { from: string; to: string }): [number, number] => [dayStartMs(range.from), dayStartMs(range.to) + 86_400_000];

/** Every calendar date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** Nearest-rank percentile of values sorted ascending (p in 0..1); null when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/** The k-th smallest value (k from 0), found by partitioning the values in place (their order changes) rather than sorting them. */
export function kthSmallest(values: Float64Array, k: number): number {
  let [low, high] = [0, values.length - 1];
  while (low < high) {
    const [a, b, c] = [values[low], values[(low + high) >>> 1], values[high]];
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let [i, j] = [low, high];
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const value = values[i];
        values[i++] = values[j];
        values[j--] = value;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k];
  }
  return values[k];
}

/** Nearest-rank percentile of values in any order (p in 0..1), reordering them; null when there are none. */
export function percentileOf(values: Float64Array, p: number): number | null {
  return values.length === 0 ? null : kthSmallest(values, Math.max(0, Math.ceil(p * values.length) - 1));
}

/** p50 and p90 of durations in minutes, rounded to a tenth; the values reordered. */
export function durationPercentilesOf(values: Float64Array): DurationPercentiles {
  const at = (p: number) => {
    const value = percentileOf(values, p);
    return value === null ? null : roundTenth(value);
  };
  return { count: values.length, p50Minutes: at(0.5), p90Minutes: at(0.9) };
}

export const durationPercentiles = (minutes: number[]): DurationPercentiles => durationPercentilesOf(new Float64Array(minutes));

/** Numbers gathered into an array kept from one report to the next (a report is computed synchronously): nothing to collect after each. */
export class ReusedNumbers {
  private values = new Float64Array(1024);
  private length = 0;

  /** Empty again, for the next report. */
  clear(): this {
    this.length = 0;
    return this;
  }

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** The numbers gathered, valid until the next clear. */
  view(): Float64Array {
    return this.values.subarray(0, this.length);
  }
}

/** The number the digits of `text` from `from` to `to` write; NaN if one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

const within = (value: number, lowest: number, highest: number) => value >= lowest && value <= highest;

/** Epoch ms of an ISO instant as Date.parse reads it; those toISOString writes (`YYYY-MM-DDTHH:MM:SS.sssZ`) read in a third of its time. */
export function instantMs(instant: string): number {
  const written = instant.length === 24 && instant[4] === '-' && instant[7] === '-' && instant[10] === 'T' && instant[13] === ':' && instant[16] === ':' && instant[19] === '.' && instant[23] === 'Z';
  if (!written) return Date.parse(instant);
  const year = digitsAt(instant, 0, 4);
  const month = digitsAt(instant, 5, 7);
  const day = digitsAt(instant, 8, 10);
  const hour = digitsAt(instant, 11, 13);
  const minute = digitsAt(instant, 14, 16);
  const second = digitsAt(instant, 17, 19);
  const ms = digitsAt(instant, 20, 23);
  const valid = within(year, 100, 9999) && within(month, 1, 12) && within(day, 1, 31) && within(hour, 0, 23) && within(minute, 0, 59) && within(second, 0, 59) && within(ms, 0, 999);
  return valid ? Date.UTC(year, month - 1, day, hour, minute, second, ms) : Date.parse(instant);
}

export const minutesBetween = (from: string, to: string) => (instantMs(to) - instantMs(from)) / 60_000;

export const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Minutes an ISO instant's written offset is ahead of UTC ('Z' is 0). */
export function offsetMinutesOf(instant: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(instant);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Index (into the flat array) of the first sample whose slot is at least `slot`: samples hold 4 numbers each, sorted by slot, the slot first. */
export function firstSampleFrom(samples: readonly number[], slot: number): number {
  let low = 0;
  let high = samples.length / 4;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (samples[middle * 4] < slot) low = middle + 1;
    else high = middle;
  }
  return low * 4;
}
