// The tour performance report from the report facts: tours by status and month, on-time share, delays, notifications, response times, plan versus actual.
import { MEASURES, SEVERITIES, TOUR_STATUSES, type Measure, type Severity, type TourStatus } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
import {
  MONITORED_STRIDE,
  defaultDayWindow,
  defaultDelayWarnings,
  inForceAt,
  type ReportSettingsDocument,
  type ReportTourDocument,
} from '@tourops/projections';
import { planVersusActualCandidates, type PlanVersusActualCandidate, type TourSegments } from './plan-versus-actual';
import { ReusedNumbers, durationPercentilesOf, percentileOf, rangeMs, roundTenth, shareOf } from './report-figures';
import type { NotificationColumns } from './notification-facts.memo';
import type { ReportRange } from './report-range';

export interface TourPerformanceFacts {
  range: ReportRange;
  status?: TourStatus[];
  measure?: Measure[];
  /** Counted tours whose dates overlap the range. */
  tours: TourFacts[];
  /** The organization's notifications (those raised in the range count), and the status (null: not counted) of each of their tours raised in the range. */
  notifications: NotificationColumns;
  tourStatuses: ReadonlyMap<string, TourStatus | null>;
  /** When the staff arrived at each located segment of their tours (trackedStartsOf), by tour id. */
  trackedStarts: ReadonlyMap<string, ArrayLike<number>>;
  settings: ReportSettingsDocument | null;
}

/** The day window plan versus actual reads arrivals in: the last one set. */
export const dayWindowOf = (settings: ReportSettingsDocument | null) => settings?.dayWindows.at(-1) ?? defaultDayWindow();

/** What the report reads of a tour: the compact facts, not its plan nor its full segments. */
export type TourFacts = Pick<ReportTourDocument, 'status' | 'startDate'> & TourSegments;

/** The figures, plan versus actual as the rows to show before their details are read. */
type Figures = Omit<TourPerformanceReport, 'source' | 'planVersusActual'> & { planVersusActual: { total: number; shown: PlanVersusActualCandidate[] } };

function monthsOf({ from, to }: ReportRange): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [year, index] = month.split('-').map(Number);
    month = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  }
  return months;
}

function toursByMonth(tours: readonly TourFacts[], range: ReportRange): Figures['toursByMonth'] {
  const rows = new Map(monthsOf(range).map((month) => [month, { month, total: 0, byStatus: Object.fromEntries(TOUR_STATUSES.map((status) => [status, 0])) as Record<TourStatus, number> }]));
  for (const tour of tours) {
    if (tour.startDate < range.from || tour.startDate > range.to) continue;
    const row = rows.get(tour.startDate.slice(0, 7))!;
    row.total++;
    row.byStatus[tour.status]++;
  }
  return [...rows.values()];
}

const MONITORED = { flight: { measure: 'flight.departureDelay', warning: 'departureDelay' }, transfer: { measure: 'transfer.durationDelay', warning: 'durationDelay' } } as const;
/** The stride and the settings' history as bindings of this module (a re-exported binding is a getter on every read). */
const STRIDE = MONITORED_STRIDE;
const warningsAt = inForceAt;
/** The delays and response times of the report being computed. */
const [flightDelays, transferDelays, acknowledgeMinutes, resolveMinutes] = [new ReusedNumbers(), new ReusedNumbers(), new ReusedNumbers(), new ReusedNumbers()];

/** The delays of the monitored segments of the range, by type, and how many were under the warning in force when checked. */
function monitoredDelays(tours: readonly TourFacts[], facts: TourPerformanceFacts) {
  const warnings = facts.settings?.warnings ?? [];
  const fallback = defaultDelayWarnings();
  const { from, to } = facts.range;
  const delays = { flight: flightDelays.clear(), transfer: transferDelays.clear() };
  let onTime = 0;
  for (const { monitored } of tours)
    for (let i = 0; i < monitored.length; i += STRIDE) {
      const date = monitored[i + 1] as string;
      if (date < from || date > to) continue;
      const type = monitored[i + 2] as 'flight' | 'transfer';
      const { measure, warning } = MONITORED[type];
      if (facts.measure && !facts.measure.includes(measure)) continue;
      const delay = monitored[i + 3] as number;
      delays[type].push(delay);
      if (delay < warningsAt(warnings, monitored[i + 4] as string, fallback)[warning]) onTime++;
    }
  return { delays: { flight: delays.flight.view(), transfer: delays.transfer.view() }, onTime };
}

function delayBySegmentType(delays: ReturnType<typeof monitoredDelays>['delays']): Figures['delayBySegmentType'] {
  return (['flight', 'transfer'] as const).map((segmentType) => {
    const values = delays[segmentType];
    let sum = 0;
    let max = -Infinity;
    for (const delay of values) {
      sum += delay;
      max = Math.max(max, delay);
    }
    return {
      segmentType,
      segments: values.length,
      averageDelayMinutes: values.length === 0 ? null : roundTenth(sum / values.length),
      p90DelayMinutes: percentileOf(values, 0.9),
      maxDelayMinutes: values.length === 0 ? null : max,
    };
  });
}

/** Notifications raised in the range on the counted tours of the statuses asked: by measure and severity, and their response times. */
function notificationFigures(facts: TourPerformanceFacts) {
  const { range, status } = facts;
  const measures = facts.measure ?? MEASURES;
  const rows = new Map(measures.map((measure) => [measure, { measure, total: 0, bySeverity: Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Figures['notifications'][number]['bySeverity'] }]));
  const [acknowledge, resolve] = [acknowledgeMinutes.clear(), resolveMinutes.clear()];
  const columns = facts.notifications;
  // Per tour, measure and level met: whether it counts, its row, its severity.
  const counts = Uint8Array.from(columns.tours.values, (tourId) => {
    const tourStatus = facts.tourStatuses.get(tourId) ?? null;
    return tourStatus !== null && (!status || status.includes(tourStatus)) ? 1 : 0;
  });
  const rowOf = columns.measures.values.map((measure) => rows.get(measure as Measure));
  const severities = columns.levels.values as Severity[];
  const [fromMs, toMs] = rangeMs(range);
  for (let n = 0; n < columns.documents.length; n++) {
    const raisedMs = columns.raisedMs[n];
    const row = rowOf[columns.measure[n]];
    if (raisedMs < fromMs || raisedMs >= toMs || !counts[columns.tour[n]] || !row) continue;
    row.total++;
    row.bySeverity[severities[columns.level[n]]]++;
    if (!Number.isNaN(columns.acknowledgeMinutes[n])) acknowledge.push(columns.acknowledgeMinutes[n]);
    if (!Number.isNaN(columns.closeMinutes[n])) resolve.push(columns.closeMinutes[n]);
  }
  return { notifications: [...rows.values()], responseTimes: { acknowledge: durationPercentilesOf(acknowledge.view()), resolve: durationPercentilesOf(resolve.view()) } };
}

export function tourPerformance(facts: TourPerformanceFacts): Figures {
  const { range, status } = facts;
  const tours = status ? facts.tours.filter((tour) => status.includes(tour.status)) : facts.tours;
  const { delays, onTime } = monitoredDelays(tours, facts);
  const monitoredSegments = delays.flight.length + delays.transfer.length;
  return {
    toursByMonth: toursByMonth(tours, range),
    onTime: { monitoredSegments, onTimeSegments: onTime, share: shareOf(onTime, monitoredSegments) },
    delayBySegmentType: delayBySegmentType(delays),
    ...notificationFigures(facts),
    planVersusActual: planVersusActualCandidates(tours, range, facts.trackedStarts),
  };
}
