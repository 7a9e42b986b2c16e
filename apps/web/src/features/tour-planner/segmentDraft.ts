// The segment form's values: prefilled for a new segment, checked with the domain's rules, turned into request bodies.
import type { DayView, SegmentView } from '@tourops/contracts';
import {
  addDays,
  addMinutesToWallClock,
  flightFieldProblems,
  flightRequestOf,
  isLocalDateTime,
  type DayWindow,
  type FlightRequest,
  type Place,
  type SegmentRequest,
  type SegmentType,
} from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { judgeStartTime, suggestStartTime } from './segmentTiming';
import { hasLocation } from './segmentTypes';

export interface PlaceDraft {
  name: string;
  lat: string;
  lng: string;
}

export interface SegmentDraft {
  type: SegmentType;
  title: string;
  startTime: string;
  durationMinutes: string;
  notes: string;
  location: PlaceDraft;
  /** Departure and arrival are local times (YYYY-MM-DDTHH:MM) at the departure and the arrival airport; a flight's start and duration follow from them. */
  flight: { flightNumber: string; from: string; to: string; departure: string; arrival: string };
  transfer: { from: PlaceDraft; to: PlaceDraft; plannedDurationMinutes: string };
  /** Check-in and check-out are wall-clock times (YYYY-MM-DDTHH:MM) in the tour's time zone, as the API keeps them. */
  accommodation: { checkIn: string; checkOut: string };
}

/** Form fields, named by the API's field paths so its errors land on them. */
export const SEGMENT_FIELDS = [
  'type', 'title', 'startTime', 'durationMinutes', 'notes',
  'location.name', 'location.lat', 'location.lng',
  'flight.flightNumber', 'flight.from', 'flight.to', 'flight.scheduledDeparture', 'flight.scheduledArrival',
  'transfer.from.name', 'transfer.from.lat', 'transfer.from.lng',
  'transfer.to.name', 'transfer.to.lat', 'transfer.to.lng',
  'transfer.plannedDurationMinutes',
  'accommodation.checkIn', 'accommodation.checkOut',
] as const;

const DEFAULT_DURATION_MINUTES = 60;
/** A stay checks out the next morning unless the planner says otherwise. */
const DEFAULT_CHECK_OUT_TIME = '10:00';
const emptyPlace = (): PlaceDraft => ({ name: '', lat: '', lng: '' });
const placeDraftOf = (place: Place | null): PlaceDraft => (place ? { name: place.name, lat: String(place.lat), lng: String(place.lng) } : emptyPlace());

/** A new segment of the day; with auto-fill, it starts at the next start the rules accept (none when the day is full). */
export function newSegmentDraft(day: DayView, timeZone: string, dayWindow: DayWindow, autoFill: boolean): SegmentDraft {
  const startTime = autoFill ? (suggestStartTime(day, day.segments, timeZone, dayWindow).time ?? '') : '';
  const departure = startTime ? `${day.date}T${startTime}` : '';
  return {
    type: 'activity',
    title: '',
    startTime,
    durationMinutes: String(DEFAULT_DURATION_MINUTES),
    notes: '',
    location: emptyPlace(),
    flight: { flightNumber: '', from: '', to: '', departure, arrival: departure ? addMinutesToWallClock(departure, DEFAULT_DURATION_MINUTES) : '' },
    transfer: { from: emptyPlace(), to: emptyPlace(), plannedDurationMinutes: String(DEFAULT_DURATION_MINUTES) },
    accommodation: defaultStay(day.date, startTime),
  };
}

/** Check-in at the segment's start, check-out the next morning. */
export function defaultStay(date: string, startTime: string): SegmentDraft['accommodation'] {
  return { checkIn: startTime ? `${date}T${startTime}` : '', checkOut: `${addDays(date, 1)}T${DEFAULT_CHECK_OUT_TIME}` };
}

export function draftOfSegment(segment: SegmentView, day: DayView): SegmentDraft {
  return {
    type: segment.type,
    title: segment.title,
    startTime: segment.startTime,
    durationMinutes: String(segment.durationMinutes),
    notes: segment.notes,
    location: placeDraftOf(segment.location),
    flight: segment.flight ? flightDraftOf(flightRequestOf(segment.flight)) : { flightNumber: '', from: '', to: '', departure: '', arrival: '' },
    transfer: segment.transfer
      ? { from: placeDraftOf(segment.transfer.from), to: placeDraftOf(segment.transfer.to), plannedDurationMinutes: String(segment.transfer.plannedDurationMinutes) }
      : { from: emptyPlace(), to: emptyPlace(), plannedDurationMinutes: segment.durationMinutes ? String(segment.durationMinutes) : String(DEFAULT_DURATION_MINUTES) },
    accommodation: segment.accommodation ? { ...segment.accommodation } : defaultStay(day.date, segment.startTime),
  };
}

const flightDraftOf = (flight: FlightRequest): SegmentDraft['flight'] => ({
  flightNumber: flight.flightNumber,
  from: flight.from,
  to: flight.to,
  departure: flight.scheduledDeparture,
  arrival: flight.scheduledArrival,
});

/** The flight as the API takes it: local times at its airports. */
export const flightRequestOfDraft = (flight: SegmentDraft['flight']): FlightRequest => ({
  flightNumber: flight.flightNumber.trim().toUpperCase(),
  from: flight.from.trim().toUpperCase(),
  to: flight.to.trim().toUpperCase(),
  scheduledDeparture: flight.departure,
  scheduledArrival: flight.arrival,
});

const isBlankPlace = (place: PlaceDraft) => !place.name.trim() && !place.lat.trim() && !place.lng.trim();
const wholeMinutes = (text: string, min: number) => (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= 1440 ? Number(text) : null);
const coordinate = (text: string, limit: number) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

function checkPlace(place: PlaceDraft, path: string, errors: FieldErrors) {
  if (!place.name.trim()) errors[`${path}.name`] = 'Required.';
  if (coordinate(place.lat, 90) === null) errors[`${path}.lat`] = 'A latitude from -90 to 90.';
  if (coordinate(place.lng, 180) === null) errors[`${path}.lng`] = 'A longitude from -180 to 180.';
}

/** The form's own checks; the rest (a flight's arrival after its departure, its airports' zones) the domain's preview tells. */
export function checkSegmentDraft(draft: SegmentDraft, dayWindow: DayWindow): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.title.trim()) errors.title = 'Required.';
  else if (draft.title.trim().length > 200) errors.title = 'At most 200 characters.';
  if (draft.type !== 'flight') {
    const duration = wholeMinutes(draft.durationMinutes, 0);
    if (duration === null) errors.durationMinutes = 'Whole minutes from 0 to 1440.';
    const verdict = judgeStartTime(draft.startTime, duration ?? 0, dayWindow);
    if (!verdict.allowed) errors.startTime = verdict.explanation;
  }
  if (draft.notes.trim().length > 5000) errors.notes = 'At most 5000 characters.';
  if (hasLocation(draft.type) && !isBlankPlace(draft.location)) checkPlace(draft.location, 'location', errors);

  if (draft.type === 'flight')
    for (const [field, message] of Object.entries(flightFieldProblems(flightRequestOfDraft(draft.flight)))) errors[`flight.${field}`] = message;
  if (draft.type === 'transfer') {
    checkPlace(draft.transfer.from, 'transfer.from', errors);
    checkPlace(draft.transfer.to, 'transfer.to', errors);
    if (wholeMinutes(draft.transfer.plannedDurationMinutes, 1) === null) errors['transfer.plannedDurationMinutes'] = 'Whole minutes from 1 to 1440.';
  }
  if (draft.type === 'accommodation') {
    const { checkIn, checkOut } = draft.accommodation;
    if (!isLocalDateTime(checkIn)) errors['accommodation.checkIn'] = 'A date and time.';
    if (!isLocalDateTime(checkOut)) errors['accommodation.checkOut'] = 'A date and time.';
    else if (isLocalDateTime(checkIn) && checkOut <= checkIn) errors['accommodation.checkOut'] = 'Must be after the check-in.';
  }
  return errors;
}

const placeOf = (place: PlaceDraft): Place => ({ name: place.name.trim(), lat: Number(place.lat), lng: Number(place.lng) });

/**
 * The body of POST …/segments (and, whole, of PATCH …/segments/:id); call only after checkSegmentDraft found nothing.
 * A flight sends no start time or duration: they follow from its times.
 */
export function segmentBodyOf(draft: SegmentDraft): SegmentRequest {
  const isFlight = draft.type === 'flight';
  return {
    type: draft.type,
    title: draft.title.trim(),
    ...(isFlight ? {} : { startTime: draft.startTime, durationMinutes: Number(draft.durationMinutes) }),
    notes: draft.notes.trim(),
    location: !hasLocation(draft.type) || isBlankPlace(draft.location) ? null : placeOf(draft.location),
    flight: isFlight ? flightRequestOfDraft(draft.flight) : null,
    transfer:
      draft.type === 'transfer'
        ? { from: placeOf(draft.transfer.from), to: placeOf(draft.transfer.to), plannedDurationMinutes: Number(draft.transfer.plannedDurationMinutes) }
        : null,
    accommodation: draft.type === 'accommodation' ? { checkIn: draft.accommodation.checkIn, checkOut: draft.accommodation.checkOut } : null,
  };
}
