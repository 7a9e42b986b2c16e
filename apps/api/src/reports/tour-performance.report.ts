// The tour performance report from the report facts: tours by status and month, on-time share, delays, notifications, response times, plan versus actual.
import { MEASURES, SEVERITIES, TOUR_STATUSES, type Measure, type TourStatus } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
import {
  MONITORED_STRIDE,
  defaultDayWindow,
  defaultDelayWarnings,
  inForceAt,
  type ReportNotificationDocument,
  type ReportSettingsDocument,
  type ReportStaffDocument,
  type ReportTourDocument,
} from '@tourops/projections';
import { planVersusActualCandidates, staffByTour, type PlanVersusActualCandidate, type TourSegments } from './plan-versus-actual';
import { dayStartMs, durationPercentiles, minutesBetween, percentile, roundTenth, shareOf } from './report-figures';
import type { ReportRange } from './report-range';

export interface TourPerformanceFacts {
  range: ReportRange;
  status?: TourStatus[];
  measure?: Measure[];
  /** Counted tours whose dates overlap the range. */
  tours: TourFacts[];
  /** Notifications raised in the range, and the status (null: not counted) of each of their tours. */
  notifications: ReportNotificationDocument[];
  tourStatuses: ReadonlyMap<string, TourStatus | null>;
  staff: Pick<ReportStaffDocument, '_id' | 'assignments'>[];
  /** Each member's samples (ReportStaffDocument's), by id. */
  samples: ReadonlyMap<string, readonly number[]>;
  settings: ReportSettingsDocument | null;
}

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

function monitoredSegments(tours: readonly TourFacts[], facts: TourPerformanceFacts) {
  const warnings = facts.settings?.warnings ?? [];
  const fallback = defaultDelayWarnings();
  const { from, to } = facts.range;
  const measured: { type: 'flight' | 'transfer'; delay: number; onTime: boolean }[] = [];
  for (const { monitored } of tours)
    for (let i = 0; i < monitored.length; i += MONITORED_STRIDE) {
      const [date, type] = [monitored[i + 1] as string, monitored[i + 2] as 'flight' | 'transfer'];
      if (date < from || date > to) continue;
      const { measure, warning } = MONITORED[type];
      if (facts.measure && !facts.measure.includes(measure)) continue;
      const delay = monitored[i + 3] as number;
      measured.push({ type, delay, onTime: delay < inForceAt(warnings, monitored[i + 4] as string, fallback)[warning] });
    }
  return measured;
}

function delayBySegmentType(measured: ReturnType<typeof monitoredSegments>): Figures['delayBySegmentType'] {
  return (['flight', 'transfer'] as const).map((segmentType) => {
    const delays = measured.filter((segment) => segment.type === segmentType).map((segment) => segment.delay).sort((a, b) => a - b);
    const sum = delays.reduce((total, delay) => total + delay, 0);
    return {
      segmentType,
      segments: delays.length,
      averageDelayMinutes: delays.length === 0 ? null : roundTenth(sum / delays.length),
      p90DelayMinutes: percentile(delays, 0.9),
      maxDelayMinutes: delays.length === 0 ? null : delays[delays.length - 1],
    };
  });
}

function notificationFigures(notifications: readonly ReportNotificationDocument[], facts: TourPerformanceFacts) {
  const measures = facts.measure ?? MEASURES;
  const rows = new Map(measures.map((measure) => [measure, { measure, total: 0, bySeverity: Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Figures['notifications'][number]['bySeverity'] }]));
  const acknowledge: number[] = [];
  const resolve: number[] = [];
  for (const notification of notifications) {
    const row = rows.get(notification.measure);
    if (!row) continue;
    row.total++;
    row.bySeverity[notification.level]++;
    if (notification.acknowledgedAt) acknowledge.push(minutesBetween(notification.raisedAt, notification.acknowledgedAt));
    if (notification.closedAt) resolve.push(minutesBetween(notification.raisedAt, notification.closedAt));
  }
  return { notifications: [...rows.values()], responseTimes: { acknowledge: durationPercentiles(acknowledge), resolve: durationPercentiles(resolve) } };
}

export function tourPerformance(facts: TourPerformanceFacts): Figures {
  const { range, status } = facts;
  const tours = status ? facts.tours.filter((tour) => status.includes(tour.status)) : facts.tours;
  const measured = monitoredSegments(tours, facts);
  const onTimeSegments = measured.filter((segment) => segment.onTime).length;
  // Instants are compared as the events wrote them: ISO in UTC, so their text sorts as their time.
  const [from, to] = [new Date(dayStartMs(range.from)).toISOString(), new Date(dayStartMs(range.to) + 86_400_000).toISOString()];
  const notifications = facts.notifications.filter((notification) => {
    const tourStatus = facts.tourStatuses.get(notification.tourId) ?? null;
    return notification.raisedAt >= from && notification.raisedAt < to && tourStatus !== null && (!status || status.includes(tourStatus));
  });
  const dayWindow = facts.settings?.dayWindows.at(-1) ?? defaultDayWindow();
  return {
    toursByMonth: toursByMonth(tours, range),
    onTime: { monitoredSegments: measured.length, onTimeSegments, share: shareOf(onTimeSegments, measured.length) },
    delayBySegmentType: delayBySegmentType(measured),
    ...notificationFigures(notifications, facts),
    planVersusActual: planVersusActualCandidates(tours, range, staffByTour(facts.staff, facts.samples), dayWindow),
  };
}
