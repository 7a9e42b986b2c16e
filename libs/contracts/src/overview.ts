// The overview dashboard: its query and the day at a glance it answers (counts, staff in the field, flights, today's timeline).
import { z } from 'zod';
import type { FieldStaffRole, Level, OperationalTime, Severity, SegmentType, TourStatus } from '@tourops/domain';

export const overviewQuery = z.strictObject({
  minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
});

/** A field staff member on an assignment now, with when their device last reported a position. */
export interface OverviewStaffMember {
  staffId: string;
  firstName: string;
  lastName: string;
  role: FieldStaffRole;
  tourId: string;
  tourTitle: string | null;
  /** The time of the latest position, null when the member never reported one. */
  lastSeenAt: string | null;
}

/** A monitored flight of a tour on the calendar: its latest delays and the level they reach. */
export interface OverviewFlight {
  subjectId: string;
  tourId: string;
  tourTitle: string;
  segmentTitle: string | null;
  flightNumber: string | null;
  from: string | null;
  to: string | null;
  /** The scheduled departure as the wall clock at the origin airport ('YYYY-MM-DDTHH:MM'). */
  departureLocal: string | null;
  /** The scheduled departure at the origin airport and arrival at the destination, each on its clock, named by its code. */
  departure: OperationalTime | null;
  arrival: OperationalTime | null;
  departureDelayMinutes: number | null;
  arrivalDelayMinutes: number | null;
  cancelled: boolean;
  /** The highest level its readings reach against the organization's thresholds. */
  level: Level;
  lastCheckAt: string | null;
}

export interface OverviewTimelineSegment {
  id: string;
  dayId: string;
  type: SegmentType;
  title: string;
  /** 'HH:MM' in the tour's time zone (a flight's: at its origin airport). */
  startTime: string;
  durationMinutes: number;
  /** Where it starts and ends: a flight at its airports, anything else on the tour's clock. */
  starts: OperationalTime;
  ends: OperationalTime;
}

/** One lane of today's timeline: a running tour and its segments of its own today, in time order. */
export interface OverviewTimelineTour {
  tourId: string;
  title: string;
  status: TourStatus;
  timezone: string;
  /** The tour's today: the date of its time zone now. */
  date: string;
  segments: OverviewTimelineSegment[];
}

export interface OverviewView {
  /** The instant the figures describe. */
  at: string;
  tours: { runningToday: number; departingNext7Days: number };
  /** Distinct current travelers assigned to the tours running today. */
  travelersOnTourToday: number;
  staffInField: { count: number; members: OverviewStaffMember[] };
  /** Open (unread, read, acknowledged) notifications per severity. */
  notifications: { open: Record<Severity, number>; total: number };
  flights: { monitored: number; delayed: number; items: OverviewFlight[] };
  /** Lanes of running tours with segments today (up to TIMELINE_TOURS_MAX, taken by title, ordered by first segment); moreTours: the running tours not shown. */
  timeline: { tours: OverviewTimelineTour[]; moreTours: number };
}

/** Lanes the timeline shows at most; the staff and flights lists are bounded the same way. */
export const TIMELINE_TOURS_MAX = 12;
export const OVERVIEW_STAFF_MAX = 12;
export const OVERVIEW_FLIGHTS_MAX = 10;
