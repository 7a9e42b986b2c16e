// The three reports (SPEC.md §2 /reports/*): their queries, the answers the API gives, and the tables each exports as CSV.
import { z } from 'zod';
import { MEASURES, TOUR_STATUSES, type Measure, type Severity, type WhereItHappens } from '@tourops/domain';
import type { tourStatus } from './tours';
import { commaList } from './comma-list';

type TourStatus = z.infer<typeof tourStatus>;

export const REPORT_NAMES = ['tour-performance', 'staff-performance', 'traveler-insights'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.');


/**
 * The range every report is asked for: calendar dates, both included (at most 3 years; `from` ≤ `to`).
 * Left out: the last 6 months up to the next 2 (the reports page's default).
 */
const range = {
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Read-your-writes: wait (at most 3 s) until the read models have reached this position. */
  minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
};

export const tourPerformanceQuery = z.strictObject({ ...range, status: commaList(TOUR_STATUSES).optional(), measure: commaList(MEASURES).optional() });
export const staffPerformanceQuery = z.strictObject({ ...range, staffId: z.string().uuid('Must be a field staff id.').optional() });
export const travelerInsightsQuery = z.strictObject({ ...range, nationality: z.string().trim().max(100).optional() });
export type TourPerformanceQuery = z.input<typeof tourPerformanceQuery>;
export type StaffPerformanceQuery = z.input<typeof staffPerformanceQuery>;
export type TravelerInsightsQuery = z.input<typeof travelerInsightsQuery>;

/** GET /api/reports/{report}/csv?table=…&(the report's query): one table of the report as CSV. */
export const REPORT_TABLES = {
  'tour-performance': ['toursByMonth', 'delayBySegmentType', 'notifications', 'planVersusActual'],
  'staff-performance': ['staff'],
  'traveler-insights': ['nationalities', 'ageBands', 'toursPerTraveler', 'upcomingNeeds'],
} as const satisfies Record<ReportName, readonly string[]>;

/** Which read model answered, and how far it had got: a report says what it knows. */
export interface ReportSource {
  projection: string;
  version: number;
  /** Position of the last event the answer includes. */
  position: string;
  /** The first and last day the answer covers (the query's, or the defaults). */
  from: string;
  to: string;
}

/** p50/p90 of a duration, in minutes; null when nothing was measured. */
export interface DurationPercentiles {
  count: number;
  p50Minutes: number | null;
  p90Minutes: number | null;
}

// ---- Tour performance: how tours ran against their plans -------------------------------------

export interface TourPerformanceReport {
  source: ReportSource;
  /** Tours starting in each month of the range, by status (every status present, 0 when none). */
  toursByMonth: { month: string; total: number; byStatus: Record<TourStatus, number> }[];
  /**
   * Monitored segments of the range (flights and transfers with at least one reading): on time means the
   * last recorded delay was below the organization's WARNING threshold for that measure.
   */
  onTime: { monitoredSegments: number; onTimeSegments: number; share: number | null };
  /** Last recorded delay per monitored segment, by segment type (flight: departure delay; transfer: duration delay). */
  delayBySegmentType: { segmentType: 'flight' | 'transfer'; segments: number; averageDelayMinutes: number | null; p90DelayMinutes: number | null; maxDelayMinutes: number | null }[];
  /** Notifications raised in the range, by measure and by highest severity reached. */
  notifications: { measure: Measure; total: number; bySeverity: Record<Severity, number> }[];
  /** From raising to the first acknowledgement, and to resolution (any closing: resolved, dismissed, expired). */
  responseTimes: { acknowledge: DurationPercentiles; resolve: DurationPercentiles };
  /**
   * Planned segment times against the actual ones that monitoring (flights, transfers) or tracking
   * (positions of the tour's staff at the segment's place) recorded; the largest differences first, at most 200.
   */
  planVersusActual: {
    total: number;
    rows: {
      tourId: string;
      tourTitle: string;
      dayId: string;
      date: string;
      segmentId: string;
      segmentTitle: string;
      segmentType: string;
      /** ISO instants. A transfer is taken to leave as planned: monitoring measures how much longer it drives (its end). */
      plannedStart: string;
      actualStart: string;
      plannedEnd: string;
      /** The actual end when monitoring read it (a flight's arrival delay, a transfer's duration delay); else null. */
      actualEnd: string | null;
      /** Never 0 (a segment as planned is no row). Flights: the observed departure against the planned one (when it left as planned, the arrival); transfers: the duration delay (end against planned end); tracking: actual start against planned start. */
      differenceMinutes: number;
      source: 'monitoring' | 'tracking';
      /** The tour's zone: the frame the row's times are read in. */
      timeZone: string;
      /** Where the starts and the ends happen: the tour's clock, or for a flight its origin airport's (start) and destination's (end). */
      startClock: WhereItHappens;
      endClock: WhereItHappens;
    }[];
  };
}

// ---- Staff performance: how field staff worked across tours -----------------------------------

export interface StaffPerformanceRow {
  staffId: string;
  name: string;
  /** Distinct tours with an assignment overlapping the range. */
  toursWorked: number;
  /** Assigned days inside the range. */
  daysWorked: number;
  /** Days of the range the member was available (not a day off, not removed). */
  availableDays: number;
  /** daysWorked / availableDays; null when no day was available. */
  utilisation: number | null;
  /** Assignments made despite a clash warning (override). */
  clashOverrides: number;
  /** Notifications raised on tours the member was assigned to, on assigned days. */
  notificationsOnTheirTours: number;
  acknowledge: DurationPercentiles;
  /** Share of assigned time (the tour's day windows) with at least one position in each 15-minute slot; null when no time was assigned. */
  trackingCoverage: number | null;
}

export interface StaffPerformanceReport {
  source: ReportSource;
  staff: StaffPerformanceRow[];
  totals: { members: number; daysWorked: number; availableDays: number; utilisation: number | null; clashOverrides: number; trackingCoverage: number | null };
}

// ---- Traveler insights: who travels with the organization, and how --------------------------------

export const AGE_BANDS = ['0-17', '18-29', '30-44', '45-59', '60-74', '75+', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export interface TravelerInsightsReport {
  source: ReportSource;
  /** Travelers on at least one tour starting in the range. */
  travelers: number;
  nationalities: { nationality: string; travelers: number }[];
  /** Age on the first day of their first tour in the range. */
  ageBands: { band: AgeBand; travelers: number }[];
  /** Travelers of the range who have been on more than one tour (over all history). */
  repeat: { travelers: number; repeatTravelers: number; share: number | null };
  /** How many tours each traveler of the range has been on (over all history); the last bucket is "5+". */
  toursPerTraveler: { tours: string; travelers: number }[];
  /** Upcoming tours in the range (start today or later) and what to prepare: dietary and medical needs of their travelers. */
  upcomingNeeds: {
    tourId: string;
    tourTitle: string;
    startDate: string;
    travelers: number;
    travelersWithDietaryNeeds: number;
    travelersWithMedicalNeeds: number;
    needs: { travelerId: string; name: string; dietaryNotes: string; medicalNotes: string }[];
  }[];
}

export type ReportAnswer = TourPerformanceReport | StaffPerformanceReport | TravelerInsightsReport;

const tableOf = <R extends ReportName>(report: R) => z.enum(REPORT_TABLES[report], `table must be one of ${REPORT_TABLES[report].join(', ')}.`);

/** The CSV export's query: the report's own, and which of its tables. */
export const REPORT_CSV_QUERIES = {
  'tour-performance': tourPerformanceQuery.extend({ table: tableOf('tour-performance') }),
  'staff-performance': staffPerformanceQuery.extend({ table: tableOf('staff-performance') }),
  'traveler-insights': travelerInsightsQuery.extend({ table: tableOf('traveler-insights') }),
} as const;
