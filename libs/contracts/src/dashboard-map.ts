// The map dashboard: its query (a date range and tour statuses) and its compact answer of tours, located segments and their open alerts.
import { z } from 'zod';
import { commaList } from './comma-list';
import { daysBetween, isCalendarDate, TOUR_STATUSES, type OperationalTime, type SegmentType, type Severity, type TourStatus } from '@tourops/domain';

/** The longest range one answer covers, in days (both ends included). */
export const DASHBOARD_MAP_MAX_DAYS = 62;

const calendarDate = z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD.');


/** from and to default to today (UTC) and 14 days later; no status (or an empty one) means every status. */
export const dashboardMapQuery = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    status: commaList(TOUR_STATUSES).optional(),
    minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
  })
  .superRefine(({ from, to }, context) => {
    if (!from || !to) return;
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after from.' });
    else if (daysBetween(from, to) + 1 > DASHBOARD_MAP_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `Must be at most ${DASHBOARD_MAP_MAX_DAYS} days from from, both included.` });
  });
export type DashboardMapQuery = z.input<typeof dashboardMapQuery>;

/** [longitude, latitude], as deck.gl takes positions. */
export type LngLat = [number, number];

export interface DashboardMapTour {
  id: string;
  title: string;
  status: TourStatus;
  startDate: string;
  endDate: string;
  /** The tour's IANA zone, where its segments' times are read. */
  timeZone: string;
  /** Its open notifications (unread, read, acknowledged) over the whole range, and the highest of their severities. */
  openAlerts: number;
  highestAlert: Severity | null;
  /** The same open notifications by the day of the segment each is about (YYYY-MM-DD): what the map shows for a day. Days without any are left out. */
  alertsByDate: Record<string, DashboardMapDayAlerts>;
}

/** A tour's open alerts on one day: how many of each severity, and the highest. */
export interface DashboardMapDayAlerts {
  openAlerts: number;
  highestAlert: Severity;
  byLevel: Partial<Record<Severity, number>>;
}

/** A segment the map can place: a flight from airport to airport, a transfer from place to place, anything else at its place. */
export interface DashboardMapSegment {
  tourId: string;
  dayId: string;
  date: string;
  segmentId: string;
  title: string;
  type: SegmentType;
  startTime: string;
  /** Where it starts and ends: a flight at its airports (named by their codes), anything else on the tour's clock. */
  starts: OperationalTime;
  ends: OperationalTime;
  /** Flight: [origin, destination]; transfer: [from, to]; anything else: [its place]. */
  positions: LngLat[];
  /** 'FCO → LIS', 'Florence → Siena', or the place's name. */
  where: string;
  highestAlert: Severity | null;
}

export interface DashboardMapView {
  from: string;
  to: string;
  tours: DashboardMapTour[];
  segments: DashboardMapSegment[];
}
