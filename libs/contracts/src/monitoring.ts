// Monitoring: the watched subjects' list query and view, the subject id as a path segment, and the demo flight steering body.
import { z } from 'zod';
import { FLIGHT_FIELD_RULES, isCalendarDate, isFlightNumber, type Level, type Measure, type OperationalTime, type Reading, type SubjectKind, type SubjectWords } from '@tourops/domain';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** '{tourId}/flight:{segmentId}', '{tourId}/transfer:{segmentId}', '{tourId}/weather:{segmentId}' with ':from' or ':to' at either end of a movement. */
const SUBJECT_ID = new RegExp(`^${UUID}/(flight|transfer|weather):${UUID}(:from|:to)?$`);

/** A subject id in a URL path: base64url of the id (which holds '/' and ':'), without padding. */
export function subjectPathId(subjectId: string): string {
  return btoa(subjectId).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The subject id a path segment stands for, or null when it is not the base64url of a tour's subject id. */
export function subjectIdOfPath(pathId: string): string | null {
  if (typeof pathId !== 'string' || pathId.length > 200 || !/^[A-Za-z0-9_-]+$/.test(pathId)) return null;
  let decoded: string;
  try {
    decoded = atob(pathId.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  return SUBJECT_ID.test(decoded) ? decoded : null;
}

export const SUBJECT_KINDS = ['flight', 'transfer', 'weather'] as const satisfies readonly SubjectKind[];
export const LEVELS = ['normal', 'INFO', 'WARNING', 'ALERT', 'CRITICAL'] as const satisfies readonly Level[];

export const monitoringSubjectsQuery = z.strictObject({
  kind: z.enum(SUBJECT_KINDS).optional(),
  tourId: z.string().regex(new RegExp(`^${UUID}$`, 'i'), 'Must be a tour id.').optional(),
  level: z.enum(LEVELS).optional(),
  minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
});
export type MonitoringSubjectsQuery = z.input<typeof monitoringSubjectsQuery>;

export interface MonitoringSubjectView {
  /** The subject id ('{tourId}/flight:{segmentId}'…) and its URL form (base64url) for "check now". */
  id: string;
  pathId: string;
  kind: SubjectKind;
  /** timeZone: the tour's zone, the frame its subjects' times are read in. */
  tour: { id: string; title: string; timeZone: string };
  day: { id: string; date: string | null };
  segment: { id: string; title: string | null };
  /** The provider configured for the subject's kind. */
  provider: string;
  window: { from: string; to: string };
  /** The window read where it happens: a flight's departure at its origin airport and arrival at its destination, an airport's weather on its clock, the rest on the tour's. */
  starts: OperationalTime;
  ends: OperationalTime;
  inHorizon: boolean;
  lastCheck: { at: string; outcome: 'reading' } | { at: string; outcome: 'no data'; provider: string; reason: string } | null;
  nextCheckAt: string | null;
  checkRequestedAt: string | null;
  readings: Partial<Record<Measure, Reading>>;
  /** The highest level among its open notifications and its current readings. */
  level: Level;
  /** What it is in an operator's words ('AZ610 FCO→LIS', 'Weather at LIS') and when it happens, as notifications say it (subjectWords). */
  about: SubjectWords;
}

export interface MonitoringSubjectsView {
  items: MonitoringSubjectView[];
}

const delayMinutes = z.number().int('Whole minutes.').min(-120, 'At least -120 minutes.').max(1440, 'At most 1440 minutes.');

/** Development only: what the simulated flight provider answers for one flight and local departure date. */
export const steerFlightBody = z.strictObject({
  flightNumber: z.string().trim().toUpperCase().refine(isFlightNumber, FLIGHT_FIELD_RULES.flightNumber),
  departureDateLocal: z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD.'),
  departureDelayMinutes: delayMinutes.optional(),
  arrivalDelayMinutes: delayMinutes.optional(),
  cancelled: z.boolean().optional(),
  diverted: z.boolean().optional(),
});
export type SteerFlightBody = z.input<typeof steerFlightBody>;
