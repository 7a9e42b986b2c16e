// What a report page shows, kept in the address: its date range (by default the last 6 months to the next 2) and its filters.
import { MEASURES, TOUR_STATUSES, type Measure, type TourStatus } from '@tourops/domain';
import type { ReportName, StaffPerformanceQuery, TourPerformanceQuery, TravelerInsightsQuery } from '@tourops/contracts';

export interface ReportRange {
  from: string;
  to: string;
}

export interface ReportFilters {
  status: TourStatus[];
  measure: Measure[];
  staffId: string;
  nationality: string;
}

export type ReportView = ReportRange & ReportFilters;

export const MONTHS_BACK = 6;
export const MONTHS_AHEAD = 2;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` months later (or earlier), on the month's last day when it has no such day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
}

export const defaultRange = (today: string): ReportRange => ({ from: addMonths(today, -MONTHS_BACK), to: addMonths(today, MONTHS_AHEAD) });

const listOf = <T extends string>(text: string | null, allowed: readonly T[]): T[] =>
  allowed.filter((value) => (text ?? '').split(',').map((part) => part.trim()).includes(value));

/** Reads the view from search params; what is missing or not understood falls back to the default. */
export function reportViewOf(params: URLSearchParams, today: string): ReportView {
  const range = defaultRange(today);
  const date = (name: keyof ReportRange) => (DATE.test(params.get(name) ?? '') ? params.get(name)! : range[name]);
  return {
    from: date('from'),
    to: date('to'),
    status: listOf(params.get('status'), TOUR_STATUSES),
    measure: listOf(params.get('measure'), MEASURES),
    staffId: UUID.test(params.get('staffId') ?? '') ? params.get('staffId')! : '',
    nationality: (params.get('nationality') ?? '').trim().toUpperCase().slice(0, 100),
  };
}

/** The search params of a view: only what differs from the default, so a plain link opens the default view. */
export function searchParamsOf(view: ReportView, today: string): URLSearchParams {
  const range = defaultRange(today);
  const entries: [string, string][] = [
    ['from', view.from === range.from ? '' : view.from],
    ['to', view.to === range.to ? '' : view.to],
    ['status', view.status.join(',')],
    ['measure', view.measure.join(',')],
    ['staffId', view.staffId],
    ['nationality', view.nationality],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** A problem with the range the page can say before asking the API. */
export const rangeProblem = ({ from, to }: ReportRange): string | null => (from > to ? 'The first day must not be after the last day.' : null);

const defined = <T extends object>(query: T): T => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined)) as T;

export interface ReportQueries {
  'tour-performance': TourPerformanceQuery;
  'staff-performance': StaffPerformanceQuery;
  'traveler-insights': TravelerInsightsQuery;
}

/** The API query of each report for a view: the range always, the report's own filters when set. */
export const REPORT_QUERY: { [R in ReportName]: (view: ReportView) => ReportQueries[R] } = {
  'tour-performance': ({ from, to, status, measure }) => defined({ from, to, status: status.join(','), measure: measure.join(',') }),
  'staff-performance': ({ from, to, staffId }) => defined({ from, to, staffId }),
  'traveler-insights': ({ from, to, nationality }) => defined({ from, to, nationality }),
};
