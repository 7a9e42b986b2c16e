// The small arithmetic every report shares: UTC day bounds, percentiles, rounding, distances and the days an assignment covers.
import { addDays } from '@tourops/domain';
import type { DurationPercentiles } from '@tourops/contracts';

/** The first instant of a UTC calendar day, in epoch ms. */
export const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

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

/** p50 and p90 of durations in minutes, rounded to a tenth. */
export function durationPercentiles(minutes: number[]): DurationPercentiles {
  const sorted = Float64Array.from(minutes).sort();
  const at = (p: number) => {
    const value = percentile(sorted, p);
    return value === null ? null : roundTenth(value);
  };
  return { count: sorted.length, p50Minutes: at(0.5), p90Minutes: at(0.9) };
}

export const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

export const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
