// Planned segment times against actual ones: flights and transfers from monitoring's last delays, located segments from the tour's staff positions.
import { instantOfWallClock } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
import { TRACKING_SLOT_MS, type ReportSegmentFact, type ReportStaffDocument, type ReportTourDocument } from '@tourops/projections';
import { metresBetween } from './report-figures';

export type PlanVersusActualRow = TourPerformanceReport['planVersusActual']['rows'][number];

/** A position this close to a located segment's place means the staff were there. */
export const ARRIVAL_RADIUS_M = 300;
export const PLAN_VERSUS_ACTUAL_ROWS = 200;

const iso = (ms: number) => new Date(ms).toISOString();
const plus = (instant: string, minutes: number) => iso(Date.parse(instant) + minutes * 60_000);

/** Per tour, the staff assigned to it: their assignments' periods and their samples. */
export interface TourStaff {
  periods: { fromMs: number; toMs: number; samples: readonly number[] }[];
}

export function staffByTour(staff: readonly ReportStaffDocument[]): Map<string, TourStaff> {
  const byTour = new Map<string, TourStaff>();
  for (const member of staff)
    for (const assignment of member.assignments) {
      const entry = byTour.get(assignment.tourId) ?? { periods: [] };
      entry.periods.push({ fromMs: Date.parse(assignment.from), toMs: Date.parse(assignment.to), samples: member.samples });
      byTour.set(assignment.tourId, entry);
    }
  return byTour;
}

/**
 * When an assigned member arrived at the place: a position within the radius after one outside it, inside the day window widened to
 * the segment; of several arrivals the one nearest the planned start. Staff already there (a hotel beside the restaurant) did not arrive.
 */
function trackedStart(tour: ReportTourDocument, segment: ReportSegmentFact, staff: TourStaff | undefined, dayWindow: { startTime: string; endTime: string }): number | null {
  if (!segment.location || !staff || !staff.periods.some((period) => period.samples.length > 0)) return null;
  const plannedMs = Date.parse(segment.plannedStart);
  const windowFrom = Math.min(instantOfWallClock(`${segment.date}T${dayWindow.startTime}`, tour.timezone), plannedMs);
  const windowTo = Math.max(instantOfWallClock(`${segment.date}T${dayWindow.endTime}`, tour.timezone), Date.parse(segment.plannedEnd));
  let nearest: number | null = null;
  for (const { fromMs, toMs, samples } of staff.periods) {
    if (fromMs >= windowTo || toMs <= windowFrom) continue;
    const firstSlot = Math.floor(windowFrom / TRACKING_SLOT_MS);
    let wasInside: boolean | null = null;
    for (let i = 0; i < samples.length; i += 4) {
      if (samples[i + 4] !== undefined && samples[i + 4] < firstSlot) continue;
      const at = samples[i + 1];
      if (at > windowTo) break;
      const inside = metresBetween({ lat: samples[i + 2], lng: samples[i + 3] }, segment.location) <= ARRIVAL_RADIUS_M;
      if (inside && wasInside === false && at >= windowFrom && (nearest === null || Math.abs(at - plannedMs) < Math.abs(nearest - plannedMs))) nearest = at;
      wasInside = inside;
    }
  }
  return nearest;
}

function rowOf(tour: ReportTourDocument, segment: ReportSegmentFact, staff: TourStaff | undefined, dayWindow: { startTime: string; endTime: string }): PlanVersusActualRow | null {
  const base = { tourId: tour._id, tourTitle: tour.title, dayId: segment.dayId, date: segment.date, segmentId: segment.segmentId, segmentTitle: segment.title, segmentType: segment.type };
  const planned = { plannedStart: segment.plannedStart, plannedEnd: segment.plannedEnd };
  const delays = tour.delays[segment.segmentId];
  if (segment.type === 'flight' && delays?.departure) {
    const { departure, arrival } = delays;
    return { ...base, ...planned, actualStart: plus(segment.plannedStart, departure.value), actualEnd: arrival ? plus(segment.plannedEnd, arrival.value) : null, differenceMinutes: departure.value, source: 'monitoring' };
  }
  if (segment.type === 'transfer' && delays?.duration) {
    const { duration } = delays;
    return { ...base, ...planned, actualStart: segment.plannedStart, actualEnd: plus(segment.plannedEnd, duration.value), differenceMinutes: duration.value, source: 'monitoring' };
  }
  const tracked = trackedStart(tour, segment, staff, dayWindow);
  if (tracked === null) return null;
  return { ...base, ...planned, actualStart: iso(tracked), actualEnd: null, differenceMinutes: Math.round((tracked - Date.parse(segment.plannedStart)) / 60_000), source: 'tracking' };
}

/** Code-unit order: ids and ISO dates need no locale (and localeCompare is slow over tens of thousands of rows). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byLargestDifference = (a: PlanVersusActualRow, b: PlanVersusActualRow) =>
  Math.abs(b.differenceMinutes) - Math.abs(a.differenceMinutes) || compareText(a.date, b.date) || compareText(a.tourId, b.tourId) || compareText(a.segmentId, b.segmentId);

export function planVersusActual(
  segments: readonly { tour: ReportTourDocument; segment: ReportSegmentFact }[],
  staff: Map<string, TourStaff>,
  dayWindow: { startTime: string; endTime: string },
): TourPerformanceReport['planVersusActual'] {
  const rows: PlanVersusActualRow[] = [];
  for (const { tour, segment } of segments) {
    const row = rowOf(tour, segment, staff.get(tour._id), dayWindow);
    if (row) rows.push(row);
  }
  rows.sort(byLargestDifference);
  return { total: rows.length, rows: rows.slice(0, PLAN_VERSUS_ACTUAL_ROWS) };
}
