// Planned segment times against actual ones: flights and transfers from monitoring's last delays, located segments from the tour's staff positions.
import type { TourPerformanceReport } from '@tourops/contracts';
import { instantOfWallClock } from '@tourops/domain';
import { LOCATED_NUMBERS, MONITORED_STRIDE, TRACKING_SLOT_MS, isWithinArrivalRadius, locatedIdAt, type ReportSegmentFact, type ReportStaffDocument, type ReportTourDocument } from '@tourops/projections';
import { firstSampleFrom, kthSmallest } from './report-figures';
import type { ReportRange } from './report-range';

export type PlanVersusActualRow = TourPerformanceReport['planVersusActual']['rows'][number];

/** An arrival is a position inside after one outside at most this long before; after a longer silence (the night, a phone off) when they came is not known. */
export const ARRIVAL_MAX_SILENCE_MS = 4 * 3_600_000;
export const PLAN_VERSUS_ACTUAL_ROWS = 200;

const iso = (ms: number) => new Date(ms).toISOString();
const plus = (instant: string, minutes: number) => iso(Date.parse(instant) + minutes * 60_000);

/** What plan versus actual reads of a tour: its clock and its compact monitored and located segments. */
export type TourSegments = Pick<ReportTourDocument, '_id' | 'timezone' | 'monitored' | 'located'>;

/** Compact strides as constants of this module (a re-exported binding is a getter on every read). */
const MONITORED = MONITORED_STRIDE;
const LOCATED = LOCATED_NUMBERS;

/** The staff of a tour: their assignments' periods and their samples (slot, epoch ms, lat, lng; sorted by slot). */
export interface TourStaff {
  periods: { fromMs: number; toMs: number; samples: readonly number[] }[];
}

/** The periods of these members' assignments to the tour, in the members' and their assignments' order. */
export function tourStaffOf(tourId: string, members: readonly Pick<ReportStaffDocument, '_id' | 'assignments'>[], samples: ReadonlyMap<string, readonly number[]>): TourStaff {
  const periods: TourStaff['periods'] = [];
  for (const member of members)
    for (const assignment of member.assignments)
      if (assignment.tourId === tourId) periods.push({ fromMs: Date.parse(assignment.from), toMs: Date.parse(assignment.to), samples: samples.get(member._id) ?? [] });
  return { periods };
}

/** A row before its details: which segment, how far from the plan, and (tracking) when the staff arrived. */
export interface PlanVersusActualCandidate {
  tourId: string;
  segmentId: string;
  date: string;
  differenceMinutes: number;
  source: 'monitoring' | 'tracking';
  trackedMs: number | null;
}

/**
 * When an assigned member arrived at the place: a position within the radius after one outside it (not long before), inside the window; of several
 * arrivals the one nearest the planned start. Staff already there (a hotel beside the restaurant) did not arrive.
 */
function trackedStart(staff: TourStaff, windowFrom: number, windowTo: number, place: { lat: number; lng: number }, plannedMs: number): number | null {
  let nearest: number | null = null;
  for (const { fromMs, toMs, samples } of staff.periods) {
    if (fromMs >= windowTo || toMs <= windowFrom) continue;
    let wasInside: boolean | null = null;
    let previousAt = -Infinity;
    // From the position before the window: where the member was when it opened.
    for (let i = Math.max(0, firstSampleFrom(samples, Math.floor(windowFrom / TRACKING_SLOT_MS)) - 4); i < samples.length; i += 4) {
      const at = samples[i + 1];
      if (at > windowTo) break;
      const inside = isWithinArrivalRadius(samples[i + 2], samples[i + 3], place);
      const arrived = inside && wasInside === false && at >= windowFrom && at - previousAt <= ARRIVAL_MAX_SILENCE_MS;
      if (arrived && (nearest === null || Math.abs(at - plannedMs) < Math.abs(nearest - plannedMs))) nearest = at;
      [wasInside, previousAt] = [inside, at];
    }
  }
  return nearest;
}

/** The day window of a date on a clock, in epoch ms. */
export type DayWindowOf = (date: string, timezone: string) => readonly [number, number];

/** The day window's instants, each date and clock computed once. */
export function dayWindows(dayWindow: { startTime: string; endTime: string }): DayWindowOf {
  const windows = new Map<string, readonly [number, number]>();
  return (date, timezone) => {
    const key = `${date}|${timezone}`;
    let window = windows.get(key);
    if (!window) windows.set(key, (window = [instantOfWallClock(`${date}T${dayWindow.startTime}`, timezone), instantOfWallClock(`${date}T${dayWindow.endTime}`, timezone)]));
    return window;
  };
}

/**
 * When the tour's staff arrived at each located segment's place (epoch ms), in the segments' order; NaN where no arrival was tracked.
 * Facts of the tour, its staff and the day window alone: any range reads them.
 */
export function trackedStartsOf(tour: TourSegments, staff: TourStaff, dayWindowOf: DayWindowOf): Float64Array {
  const { dates, numbers } = tour.located;
  const starts = new Float64Array(dates.length).fill(NaN);
  if (!staff.periods.some((period) => period.samples.length > 0)) return starts;
  for (let k = 0, i = 0; k < dates.length; k++, i += LOCATED) {
    // The segment before ends at this very place (the transfer into town, the visit beside the restaurant): arriving there was for it, not for this one.
    if (numbers[i + 4] === 1) continue;
    const place = { lat: numbers[i + 2], lng: numbers[i + 3] };
    const [plannedStart, plannedEnd] = [numbers[i], numbers[i + 1]];
    const [start, end] = dayWindowOf(dates[k], tour.timezone);
    const tracked = trackedStart(staff, Math.min(start, plannedStart), Math.max(end, plannedEnd), place, plannedStart);
    if (tracked !== null) starts[k] = tracked;
  }
  return starts;
}

/** Code-unit order: ids and ISO dates need no locale (and localeCompare is slow over tens of thousands of rows). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byLargestDifference = (a: PlanVersusActualCandidate, b: PlanVersusActualCandidate) =>
  Math.abs(b.differenceMinutes) - Math.abs(a.differenceMinutes) || compareText(a.date, b.date) || compareText(a.tourId, b.tourId) || compareText(a.segmentId, b.segmentId);

/** Every segment of the range whose actual time differs from the plan, as numbers: its tour, its index in the tour's list (the k-th located one as -1 - k), its difference. */
class CountedSegments {
  total = 0;
  readonly tours: Int32Array;
  readonly indexes: Int32Array;
  readonly differences: Float64Array;
  /** Minus the size of each difference, reordered to find the threshold. */
  readonly sizes: Float64Array;

  constructor(readonly capacity: number) {
    [this.tours, this.indexes, this.differences, this.sizes] = [new Int32Array(capacity), new Int32Array(capacity), new Float64Array(capacity), new Float64Array(capacity)];
  }

  add(tour: number, index: number, difference: number) {
    this.tours[this.total] = tour;
    this.indexes[this.total] = index;
    this.sizes[this.total] = -Math.abs(difference);
    this.differences[this.total++] = difference;
  }
}

/** The arrays of the last count, used again by the next (a count runs synchronously): no megabytes to collect per report. */
let scratch = new CountedSegments(0);
function countedSegments(capacity: number): CountedSegments {
  if (scratch.capacity < capacity) scratch = new CountedSegments(Math.max(capacity, scratch.capacity * 2));
  scratch.total = 0;
  return scratch;
}

/**
 * Every segment of the range whose actual time differs from the plan, counted; the PLAN_VERSUS_ACTUAL_ROWS largest differences kept, in order.
 * `trackedStarts` are the tours' trackedStartsOf (absent: no staff tracked).
 */
export function planVersusActualCandidates(tours: readonly TourSegments[], range: ReportRange, trackedStarts: ReadonlyMap<string, ArrayLike<number>>): { total: number; shown: PlanVersusActualCandidate[] } {
  const { from, to } = range;
  let capacity = 0;
  for (const { monitored, located } of tours) capacity += monitored.length / MONITORED + located.dates.length;
  const counted = countedSegments(capacity);
  for (let t = 0; t < tours.length; t++) {
    const { _id, monitored, located } = tours[t];
    for (let i = 0; i < monitored.length; i += MONITORED) {
      const date = monitored[i + 1] as string;
      const difference = monitored[i + 5] as number;
      if (date >= from && date <= to && difference !== 0) counted.add(t, i, difference);
    }
    const starts = trackedStarts.get(_id);
    if (!starts) continue;
    const { dates, numbers } = located;
    for (let k = 0; k < dates.length; k++) {
      const tracked = starts[k];
      if (Number.isNaN(tracked)) continue;
      const date = dates[k];
      const difference = Math.round((tracked - numbers[k * LOCATED]) / 60_000);
      if (date >= from && date <= to && difference !== 0) counted.add(t, -1 - k, difference);
    }
  }
  const threshold = smallestShownSize(counted);
  const shown: PlanVersusActualCandidate[] = [];
  for (let n = 0; n < counted.total; n++) {
    const differenceMinutes = counted.differences[n];
    if (Math.abs(differenceMinutes) < threshold) continue;
    const { _id: tourId, monitored, located } = tours[counted.tours[n]];
    const index = counted.indexes[n];
    if (index >= 0) shown.push({ tourId, segmentId: monitored[index] as string, date: monitored[index + 1] as string, differenceMinutes, source: 'monitoring', trackedMs: null });
    else {
      const k = -1 - index;
      shown.push({ tourId, segmentId: locatedIdAt(located, k), date: located.dates[k], differenceMinutes, source: 'tracking', trackedMs: trackedStarts.get(tourId)![k] });
    }
  }
  return { total: counted.total, shown: shown.sort(byLargestDifference).slice(0, PLAN_VERSUS_ACTUAL_ROWS) };
}

/** The size of the PLAN_VERSUS_ACTUAL_ROWS-th largest difference (0 when there are no more): no smaller one is shown. */
function smallestShownSize({ total, sizes }: CountedSegments): number {
  return total <= PLAN_VERSUS_ACTUAL_ROWS ? 0 : -kthSmallest(sizes.subarray(0, total), PLAN_VERSUS_ACTUAL_ROWS - 1);
}

/** The details of the shown rows: titles, days, planned and actual instants (the plan's segment facts), and the tour's clock. */
export type TourDetails = Pick<ReportTourDocument, '_id' | 'title' | 'timezone' | 'delays'> & { segments: readonly ReportSegmentFact[] };

/**
 * The shown rows with their details. A row whose segment the plan no longer has is left out: only while report facts of
 * an older version serve, frozen, beside the plan as it stands (ADR 0019).
 */
export function planVersusActualRows(shown: readonly PlanVersusActualCandidate[], details: ReadonlyMap<string, TourDetails>): PlanVersusActualRow[] {
  return shown.flatMap(({ tourId, segmentId, differenceMinutes, source, trackedMs }): PlanVersusActualRow[] => {
    const tour = details.get(tourId);
    const segment = tour?.segments.find((candidate) => candidate.segmentId === segmentId);
    if (!tour || !segment) return [];
    const onTourClock = { timeZone: tour.timezone };
    const base = {
      tourId,
      tourTitle: tour.title,
      dayId: segment.dayId,
      date: segment.date,
      segmentId,
      segmentTitle: segment.title,
      segmentType: segment.type,
      timeZone: tour.timezone,
      startClock: segment.clocks?.start ?? onTourClock,
      endClock: segment.clocks?.end ?? onTourClock,
    };
    const planned = { plannedStart: segment.plannedStart, plannedEnd: segment.plannedEnd };
    if (source === 'tracking') return [{ ...base, ...planned, actualStart: iso(trackedMs!), actualEnd: null, differenceMinutes, source }];
    const { departure, arrival, duration } = tour.delays[segmentId];
    if (segment.type === 'flight') {
      const actualStart = departure!.observed ?? plus(segment.plannedStart, departure!.value);
      return [{ ...base, ...planned, actualStart, actualEnd: arrival ? (arrival.observed ?? plus(segment.plannedEnd, arrival.value)) : null, differenceMinutes, source }];
    }
    return [{ ...base, ...planned, actualStart: segment.plannedStart, actualEnd: plus(segment.plannedEnd, duration!.value), differenceMinutes, source }];
  });
}
