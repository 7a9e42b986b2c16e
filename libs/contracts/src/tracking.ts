// Tracking: device token and position report bodies, the trail query, and the views of tokens, positions and trails.
import { z } from 'zod';
import { POSITIONS_PER_REPORT_MAX, type StaffPosition } from '@tourops/domain';

export const issueDeviceTokenBody = z.strictObject({
  label: z.string().trim().min(1, 'Required.').max(100, 'At most 100 characters.'),
});
export type IssueDeviceTokenBody = z.input<typeof issueDeviceTokenBody>;

/** Types and shape only: ranges and time bounds are the domain's rules (positionProblem). */
export const reportedPosition = z.strictObject({
  at: z.string(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().optional(),
  speed: z.number().optional(),
  heading: z.number().optional(),
});

export const reportPositionsBody = z.strictObject({
  positions: z.array(reportedPosition).min(1, 'At least 1 position.').max(POSITIONS_PER_REPORT_MAX, `At most ${POSITIONS_PER_REPORT_MAX} positions.`),
});
export type ReportPositionsBody = z.input<typeof reportPositionsBody>;

const instant = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'Must be an ISO-8601 date and time.');

export const trailQuery = z.strictObject({
  from: instant.optional(),
  to: instant.optional(),
  minPosition: z.string().optional(),
});

/** A trail window may span at most this long. */
export const TRAIL_WINDOW_MAX_MS = 24 * 60 * 60_000;
/** Points a trail answers at most (the newest of the window). */
export const TRAIL_POINTS_MAX = 5_000;

/** The answer to issuing a token: the token itself, shown this once. */
export interface IssuedDeviceTokenView {
  id: string;
  tokenId: string;
  label: string;
  /** `tdt_{orgId}.{staffId}.{tokenId}.{secret}`: send it as `Authorization: Bearer …` when reporting positions. */
  token: string;
  revision: number;
  position: string;
}

export interface DeviceTokenView {
  tokenId: string;
  label: string;
  issuedAt: string;
  revokedAt: string | null;
}

/** Answer of POST /api/field-staff/{id}/positions (202). */
export interface PositionsAcceptedView {
  accepted: number;
  duplicates: number;
  /** Position of the report's event ('0' when nothing new was written). */
  position: string;
}

export type { StaffPosition };

export interface StaffAssignmentNowView {
  assignmentId: string;
  tourId: string;
  tourTitle: string | null;
  dayId: string | null;
  segmentId: string | null;
  role: string;
  from: string;
  to: string;
}

export interface SegmentNowView {
  tourId: string;
  dayId: string;
  segmentId: string;
  title: string;
  type: string;
  startsAt: string;
  endsAt: string;
}

/** One member on the tracking page: where they were last seen and what they are assigned to now. */
export interface StaffPositionView {
  staffId: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** Null until the member's device has reported. */
  position: StaffPosition | null;
  /** The `at` of the latest position. */
  lastSeenAt: string | null;
  /** When the server received the last report. */
  lastReportedAt: string | null;
  /** The newest points of the recent trail, oldest first. */
  recentTrail: StaffPosition[];
  assignment: StaffAssignmentNowView | null;
  segment: SegmentNowView | null;
}

export interface StaffPositionsView {
  /** The server's time the answer was made at (assignment and segment are those running then). */
  now: string;
  items: StaffPositionView[];
}

export interface TrailView {
  staffId: string;
  from: string;
  to: string;
  /** Sorted by `at`, each instant once. */
  points: StaffPosition[];
  /** True when the window held more than TRAIL_POINTS_MAX points (the newest are answered). */
  truncated: boolean;
}
