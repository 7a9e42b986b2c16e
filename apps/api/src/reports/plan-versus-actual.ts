// Planned segment times against actual ones: flights and transfers from monitoring's last delays, located segments from the tour's staff positions.
import { instantOfWallClock } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
import { LOCATED_STRIDE, MONITORED_STRIDE, TRACKING_SLOT_MS, type ReportStaffDocument, type ReportTourDocument } from '@tourops/projections';
import { firstSampleFrom, metresBetween } from './report-figures';
import type { ReportRange } from './report-range';

export type PlanVersusActualRow = TourPerformanceReport['planVersusActual']['rows'][number];

/** A position this close to a located segment's place means the staff were there. */
export const ARRIVAL_RADIUS_M = 300;
export const PLAN_VERSUS_ACTUAL_ROWS = 200;

const iso = (ms: number) => new Date(ms).toISOString();
const plus = (instant: string, minutes: number) => iso(Date.parse(instant) + minutes * 60_000);

/** What plan versus actual reads of a tour: its clock and its compact monitored and located segments. */
export type TourSegments = Pick<ReportTourDocument, '_id' | 'timezone' | 'monitored' | 'located'>;

/** Per tour, the staff assigned to it: their assignments' periods and their samples (slot, epoch ms, lat, lng; sorted by slot). */
export interface TourStaff {
  periods: { fromMs: number; toMs: number; samples: readonly number[] }[];
}

export function staffByTour(staff: readonly Pick<ReportStaffDocument, '_id' | 'assignments'>[], samples: ReadonlyMap<string, readonly number[]>): Map<string, TourStaff> {
  const byTour = new Map<string, TourStaff>();
  for (const member of staff)
    for (const assignment of member.assignments) {
      const entry = byTour.get(assignment.tourId) ?? { periods: [] };
      entry.periods.push({ fromMs: Date.parse(assignment.from), toMs: Date.parse(assignment.to), samples: samples.get(member._id) ?? [] });
      byTour.set(assignment.tourId, entry);
    }
  return byTour;
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

/** Degrees of latitude a position may be off the place and still be within the radius (a hair wider, for rounding). */
const RADIUS_LATITUDE_DEGREES = ((ARRIVAL_RADIUS_M / 6_371_000) * (180 / Math.PI)) * 1.000_001;

/**
 * When an assigned member arrived at the place: a position within the radius after one outside it, inside the window; of several
 * arrivals the one nearest the planned start. Staff already there (a hotel beside the restaurant) did not arrive.
 */
function trackedStart(staff: TourStaff, windowFrom: number, windowTo: number, place: { lat: number; lng: number }, plannedMs: number): number | null {
  let nearest: number | null = null;
  for (const { fromMs, toMs, samples } of staff.periods) {
    if (fromMs >= windowTo || toMs <= windowFrom) continue;
    let wasInside: boolean | null = null;
    // From the position before the window: where the member was when it opened.
    for (let i = Math.max(0, firstSampleFrom(samples, Math.floor(windowFrom / TRACKING_SLOT_MS)) - 4); i < samples.length; i += 4) {
      const at = samples[i + 1];
      if (at > windowTo) break;
      const inside = Math.abs(samples[i + 2] - place.lat) <= RADIUS_LATITUDE_DEGREES && metresBetween({ lat: samples[i + 2], lng: samples[i + 3] }, place) <= ARRIVAL_RADIUS_M;
      if (inside && wasInside === false && at >= windowFrom && (nearest === null || Math.abs(at - plannedMs) < Math.abs(nearest - plannedMs))) nearest = at;
      wasInside = inside;
    }
  }
  return nearest;
}

/** Code-unit order: ids and ISO dates need no locale (and localeCompare is slow over tens of thousands of rows). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byLargestDifference = (a: PlanVersusActualCandidate, b: PlanVersusActualCandidate) =>
  Math.abs(b.differenceMinutes) - Math.abs(a.differenceMinutes) || compareText(a.date, b.date) || compareText(a.tourId, b.tourId) || compareText(a.segmentId, b.segmentId);

/** Every segment of the range with an actual time, counted; the PLAN_VERSUS_ACTUAL_ROWS largest differences kept, in order. */
export function planVersusActualCandidates(
  tours: readonly TourSegments[],
  range: ReportRange,
  staff: ReadonlyMap<string, TourStaff>,
  dayWindow: { startTime: string; endTime: string },
): { total: number; shown: PlanVersusActualCandidate[] } {
  const candidates: PlanVersusActualCandidate[] = [];
  const windows = new Map<string, Map<string, [number, number]>>();
  /** The day window of a date on a clock, in epoch ms. */
  const dayWindowOf = (date: string, timezone: string): [number, number] => {
    let byDate = windows.get(timezone);
    if (!byDate) windows.set(timezone, (byDate = new Map()));
    let window = byDate.get(date);
    if (!window) byDate.set(date, (window = [instantOfWallClock(`${date}T${dayWindow.startTime}`, timezone), instantOfWallClock(`${date}T${dayWindow.endTime}`, timezone)]));
    return window;
  };
  for (const tour of tours) {
    const { monitored, located } = tour;
    for (let i = 0; i < monitored.length; i += MONITORED_STRIDE) {
      const date = monitored[i + 1] as string;
      if (date < range.from || date > range.to) continue;
      candidates.push({ tourId: tour._id, segmentId: monitored[i] as string, date, differenceMinutes: monitored[i + 3] as number, source: 'monitoring', trackedMs: null });
    }
    const tourStaff = staff.get(tour._id);
    if (!tourStaff || !tourStaff.periods.some((period) => period.samples.length > 0)) continue;
    for (let i = 0; i < located.length; i += LOCATED_STRIDE) {
      const date = located[i + 1] as string;
      if (date < range.from || date > range.to) continue;
      const [plannedStart, plannedEnd] = [located[i + 2] as number, located[i + 3] as number];
      const [start, end] = dayWindowOf(date, tour.timezone);
      const [windowFrom, windowTo] = [Math.min(start, plannedStart), Math.max(end, plannedEnd)];
      const tracked = trackedStart(tourStaff, windowFrom, windowTo, { lat: located[i + 4] as number, lng: located[i + 5] as number }, plannedStart);
      if (tracked === null) continue;
      candidates.push({ tourId: tour._id, segmentId: located[i] as string, date, differenceMinutes: Math.round((tracked - plannedStart) / 60_000), source: 'tracking', trackedMs: tracked });
    }
  }
  return { total: candidates.length, shown: largest(candidates) };
}

/** The PLAN_VERSUS_ACTUAL_ROWS first candidates in order, without sorting them all. */
function largest(candidates: PlanVersusActualCandidate[]): PlanVersusActualCandidate[] {
  if (candidates.length > PLAN_VERSUS_ACTUAL_ROWS) {
    const sizes = Float64Array.from(candidates, (candidate) => -Math.abs(candidate.differenceMinutes)).sort();
    const threshold = -sizes[PLAN_VERSUS_ACTUAL_ROWS - 1];
    candidates = candidates.filter((candidate) => Math.abs(candidate.differenceMinutes) >= threshold);
  }
  return candidates.sort(byLargestDifference).slice(0, PLAN_VERSUS_ACTUAL_ROWS);
}

/** The details of the shown rows: titles, days, planned and actual instants. */
export type TourDetails = Pick<ReportTourDocument, '_id' | 'title' | 'segments' | 'delays'>;

export function planVersusActualRows(shown: readonly PlanVersusActualCandidate[], details: ReadonlyMap<string, TourDetails>): PlanVersusActualRow[] {
  return shown.map(({ tourId, segmentId, differenceMinutes, source, trackedMs }) => {
    const tour = details.get(tourId)!;
    const segment = tour.segments.find((candidate) => candidate.segmentId === segmentId)!;
    const base = { tourId, tourTitle: tour.title, dayId: segment.dayId, date: segment.date, segmentId, segmentTitle: segment.title, segmentType: segment.type };
    const planned = { plannedStart: segment.plannedStart, plannedEnd: segment.plannedEnd };
    if (source === 'tracking') return { ...base, ...planned, actualStart: iso(trackedMs!), actualEnd: null, differenceMinutes, source };
    const { departure, arrival, duration } = tour.delays[segmentId];
    if (segment.type === 'flight')
      return { ...base, ...planned, actualStart: plus(segment.plannedStart, departure!.value), actualEnd: arrival ? plus(segment.plannedEnd, arrival.value) : null, differenceMinutes, source };
    return { ...base, ...planned, actualStart: segment.plannedStart, actualEnd: plus(segment.plannedEnd, duration!.value), differenceMinutes, source };
  });
}
