// HTTP bodies and responses of the tours API, shared by the api (validation) and the web (types).
import { z } from 'zod';
import {
  FLIGHT_FIELD_RULES,
  SEGMENT_TYPES,
  TOUR_PERIODS,
  TOUR_STATUSES,
  WIZARD_STEPS,
  isCalendarDate,
  isFlightNumber,
  isFlightTime,
  isIataCode,
  isLocalDateTime,
  isTimeOfDay,
  isTimeZone,
  segmentShapeProblems,
  type FlightDetails,
} from '@tourops/domain';
import { commaList } from './comma-list';
import type { HistoryEntry } from './history';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const calendarDate = z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD.');
const timeOfDay = z.string().refine(isTimeOfDay, 'Must be a time as HH:MM (00:00 to 23:59).');
/** The id of a new day or segment, made by the client (the server makes one when it is left out). */
const clientId = (what: 'day' | 'segment') =>
  z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, `id must be a UUID made for the new ${what}, like 3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.`)
    .transform((id) => id.toLowerCase());

export const tourStatus = z.enum(TOUR_STATUSES);
export const segmentType = z.enum(SEGMENT_TYPES);

export const place = z.strictObject({
  name: text(200).min(1, 'Required.'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** A flight as sent: local times at its airports (the rules are the domain's, flight-schedule.ts). */
export const flightRequest = z.strictObject({
  flightNumber: z.string().trim().toUpperCase().refine(isFlightNumber, FLIGHT_FIELD_RULES.flightNumber),
  from: z.string().trim().toUpperCase().refine(isIataCode, FLIGHT_FIELD_RULES.from),
  to: z.string().trim().toUpperCase().refine(isIataCode, FLIGHT_FIELD_RULES.to),
  scheduledDeparture: z.string().trim().refine(isFlightTime, FLIGHT_FIELD_RULES.scheduledDeparture),
  scheduledArrival: z.string().trim().refine(isFlightTime, FLIGHT_FIELD_RULES.scheduledArrival),
});

const localDateTime = z.string().refine(isLocalDateTime, 'Must be a local date and time as YYYY-MM-DDTHH:MM.');

export const accommodationDetails = z.strictObject({ checkIn: localDateTime, checkOut: localDateTime });

export const transferDetails = z.strictObject({
  from: place,
  to: place,
  plannedDurationMinutes: z.number().int().min(1).max(24 * 60),
});

const tourTitle = text(200).min(1, 'Required.');

export const createTourBody = z.strictObject({
  title: tourTitle,
  description: text(5000).default(''),
  startDate: calendarDate,
  endDate: calendarDate,
  timezone: z.string().refine(isTimeZone, 'Must be an IANA time zone such as Europe/Rome.'),
  status: z.enum(['DRAFT', 'PLANNED']).optional(),
});
export type CreateTourBody = z.input<typeof createTourBody>;

export const changeTourBody = createTourBody.omit({ status: true }).partial().extend({ description: text(5000).optional() });
export type ChangeTourBody = z.input<typeof changeTourBody>;

export const changeTourStatusBody = z.strictObject({ status: tourStatus });

export const addDayBody = z.strictObject({
  id: clientId('day').optional(),
  date: calendarDate,
  title: text(200).default(''),
  description: text(5000).default(''),
});
export type AddDayBody = z.input<typeof addDayBody>;
export const changeDayBody = z.strictObject({ date: calendarDate.optional(), title: text(200).optional(), description: text(5000).optional() });

/** A flight's startTime and durationMinutes follow from its times: leave them out (sent anyway, they must agree). */
const segmentFields = z.strictObject({
  id: clientId('segment').optional(),
  type: segmentType,
  title: text(200).min(1, 'Required.'),
  startTime: timeOfDay.optional(),
  durationMinutes: z.number().int().min(0).max(24 * 60).optional(),
  location: place.nullable().default(null),
  notes: text(5000).default(''),
  flight: flightRequest.nullable().default(null),
  transfer: transferDetails.nullable().default(null),
  accommodation: accommodationDetails.nullable().default(null),
});

/** The domain's rule of which details a segment's type needs (segmentShapeProblems), told field by field. */
const detailsMatchType = (segment: z.output<typeof segmentFields>, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(segmentShapeProblems(segment))) ctx.addIssue({ code: 'custom', path: [field], message });
};

export const addSegmentBody = segmentFields.superRefine(detailsMatchType);
export type AddSegmentBody = z.input<typeof addSegmentBody>;

export const changeSegmentBody = z.strictObject({
  type: segmentType.optional(),
  title: text(200).min(1, 'Required.').optional(),
  startTime: timeOfDay.optional(),
  durationMinutes: z.number().int().min(0).max(24 * 60).optional(),
  location: place.nullable().optional(),
  notes: text(5000).optional(),
  flight: flightRequest.nullable().optional(),
  transfer: transferDetails.nullable().optional(),
  accommodation: accommodationDetails.nullable().optional(),
});
export type ChangeSegmentBody = z.input<typeof changeSegmentBody>;

export const reorderSegmentsBody = z.strictObject({ segmentIds: z.array(z.string().uuid('Must be a segment id.')).max(500) });

export const TOUR_SORTS = ['updatedAt', 'startDate', 'title'] as const;

export const tourListQuery = z.strictObject({
  status: commaList(TOUR_STATUSES).optional(),
  q: text(200).optional(),
  sort: z.enum(TOUR_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).optional(),
  /** Tours that overlap the range from..to (either end may be left open). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Tours running today or departing in the next 7 days, today being each tour's date in its own time zone. */
  period: z.enum(TOUR_PERIODS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
  minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
});

export const copyTourBody = z.strictObject({
  title: tourTitle.optional(),
  startDate: calendarDate,
  timezone: z.string().refine(isTimeZone, 'Must be an IANA time zone such as Europe/Rome.').optional(),
});
export type CopyTourBody = z.input<typeof copyTourBody>;

export const saveAsTemplateBody = z.strictObject({ title: tourTitle.optional() });
export const shiftTourBody = z.strictObject({ startDate: calendarDate });
export const wizardStepBody = z.strictObject({ step: z.enum(WIZARD_STEPS) });
export const undoBody = z.strictObject({ toRevision: z.number().int().min(0) });
export const insertDayBody = addDayBody;
/** Ids for the copy of the day and of each of its segments, in the day's order (made by the server when left out). */
export const duplicateDayBody = z.strictObject({ id: clientId('day').optional(), segmentIds: z.array(clientId('segment')).max(500).optional() }).optional();
export const moveSegmentBody = z.strictObject({ toDayId: z.string().uuid('Must be a day id.'), toIndex: z.number().int().min(0).max(500) });
export const removeDayQuery = z.strictObject({ redate: z.enum(['true', 'false']).optional(), minPosition: z.string().optional() });

/** Answer of every write. */
export interface WriteResult {
  id: string;
  revision: number;
  position: string;
}

export interface SegmentView {
  id: string;
  type: z.infer<typeof segmentType>;
  title: string;
  startTime: string;
  durationMinutes: number;
  location: z.infer<typeof place> | null;
  notes: string;
  flight: FlightDetails | null;
  transfer: z.infer<typeof transferDetails> | null;
  accommodation?: z.infer<typeof accommodationDetails> | null;
}

export interface DayView {
  id: string;
  date: string;
  title: string;
  description: string;
  segments: SegmentView[];
}

export interface TourSummaryView {
  id: string;
  title: string;
  description: string;
  status: z.infer<typeof tourStatus>;
  startDate: string;
  endDate: string;
  timezone: string;
  dayCount: number;
  segmentCount: number;
  deleted: boolean;
  deletedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  revision: number;
  template: boolean;
  origin: { kind: 'copy' | 'template'; tourId: string; title: string } | null;
  wizardStep: (typeof WIZARD_STEPS)[number] | null;
}

export interface TourView extends TourSummaryView {
  days: DayView[];
  allowedTransitions: z.infer<typeof tourStatus>[];
}

/** The sizes a tour may reach, stated to clients: at most 100 days, at most 50 segments a day (refused beyond with a 400 naming the field). */
export { TOUR_SIZES } from '@tourops/domain';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** How many items the whole list holds, for lists that count them (travelers). */
  total?: number;
}

export type TourHistoryEntry = HistoryEntry;
