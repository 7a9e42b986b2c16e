// The segment form's values: prefilled for a new segment, checked like the API checks them, turned into request bodies.
import type { DayView, SegmentView } from '@tourops/contracts';
import { addDays, type DaySettings, type Place, type SegmentFields, type SegmentType } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { judgeStartTime, suggestStartTime } from './segmentTiming';
import { hasLocation } from './segmentTypes';
import { addMinutesToWallTime, instantOfWallTime, wallTimeOfInstant } from './zonedTime';

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
  /** Departure and arrival are wall-clock times (YYYY-MM-DDTHH:MM) in the tour's time zone. */
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
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const emptyPlace = (): PlaceDraft => ({ name: '', lat: '', lng: '' });
const placeDraftOf = (place: Place | null): PlaceDraft => (place ? { name: place.name, lat: String(place.lat), lng: String(place.lng) } : emptyPlace());

export function newSegmentDraft(day: DayView, daySettings: DaySettings, autoFill: boolean): SegmentDraft {
  const startTime = autoFill ? suggestStartTime(day.segments, daySettings).time : '';
  const departure = startTime ? `${day.date}T${startTime}` : '';
  return {
    type: 'activity',
    title: '',
    startTime,
    durationMinutes: String(DEFAULT_DURATION_MINUTES),
    notes: '',
    location: emptyPlace(),
    flight: { flightNumber: '', from: '', to: '', departure, arrival: departure ? addMinutesToWallTime(departure, DEFAULT_DURATION_MINUTES) : '' },
    transfer: { from: emptyPlace(), to: emptyPlace(), plannedDurationMinutes: String(DEFAULT_DURATION_MINUTES) },
    accommodation: defaultStay(day.date, startTime),
  };
}

/** Check-in at the segment's start, check-out the next morning. */
export function defaultStay(date: string, startTime: string): SegmentDraft['accommodation'] {
  return { checkIn: startTime ? `${date}T${startTime}` : '', checkOut: `${addDays(date, 1)}T${DEFAULT_CHECK_OUT_TIME}` };
}

export function draftOfSegment(segment: SegmentView, day: DayView, timeZone: string): SegmentDraft {
  return {
    type: segment.type,
    title: segment.title,
    startTime: segment.startTime,
    durationMinutes: String(segment.durationMinutes),
    notes: segment.notes,
    location: placeDraftOf(segment.location),
    flight: segment.flight
      ? {
          flightNumber: segment.flight.flightNumber,
          from: segment.flight.from,
          to: segment.flight.to,
          departure: wallTimeOfInstant(segment.flight.scheduledDeparture, timeZone),
          arrival: wallTimeOfInstant(segment.flight.scheduledArrival, timeZone),
        }
      : { flightNumber: '', from: '', to: '', departure: '', arrival: '' },
    transfer: segment.transfer
      ? { from: placeDraftOf(segment.transfer.from), to: placeDraftOf(segment.transfer.to), plannedDurationMinutes: String(segment.transfer.plannedDurationMinutes) }
      : { from: emptyPlace(), to: emptyPlace(), plannedDurationMinutes: segment.durationMinutes ? String(segment.durationMinutes) : String(DEFAULT_DURATION_MINUTES) },
    accommodation: segment.accommodation ? { ...segment.accommodation } : defaultStay(day.date, segment.startTime),
  };
}

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

export function checkSegmentDraft(draft: SegmentDraft, daySettings: DaySettings, timeZone: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.title.trim()) errors.title = 'Required.';
  else if (draft.title.trim().length > 200) errors.title = 'At most 200 characters.';
  const duration = wholeMinutes(draft.durationMinutes, 0);
  if (duration === null) errors.durationMinutes = 'Whole minutes from 0 to 1440.';
  const verdict = judgeStartTime(draft.startTime, duration ?? 0, daySettings);
  if (!verdict.allowed) errors.startTime = verdict.explanation;
  if (draft.notes.trim().length > 5000) errors.notes = 'At most 5000 characters.';
  if (hasLocation(draft.type) && !isBlankPlace(draft.location)) checkPlace(draft.location, 'location', errors);

  if (draft.type === 'flight') {
    const { flightNumber, from, to, departure, arrival } = draft.flight;
    if (!/^[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?$/.test(flightNumber.trim().toUpperCase())) errors['flight.flightNumber'] = 'A flight number such as LH1234.';
    if (!/^[A-Z]{3}$/.test(from.trim().toUpperCase())) errors['flight.from'] = 'A 3-letter IATA airport code.';
    if (!/^[A-Z]{3}$/.test(to.trim().toUpperCase())) errors['flight.to'] = 'A 3-letter IATA airport code.';
    const departs = instantOfWallTime(departure, timeZone);
    const arrives = instantOfWallTime(arrival, timeZone);
    if (!departs) errors['flight.scheduledDeparture'] = 'A date and time.';
    if (!arrives) errors['flight.scheduledArrival'] = 'A date and time.';
    else if (departs && Date.parse(arrives) <= Date.parse(departs)) errors['flight.scheduledArrival'] = 'Must be after the departure.';
  }
  if (draft.type === 'transfer') {
    checkPlace(draft.transfer.from, 'transfer.from', errors);
    checkPlace(draft.transfer.to, 'transfer.to', errors);
    if (wholeMinutes(draft.transfer.plannedDurationMinutes, 1) === null) errors['transfer.plannedDurationMinutes'] = 'Whole minutes from 1 to 1440.';
  }
  if (draft.type === 'accommodation') {
    const { checkIn, checkOut } = draft.accommodation;
    if (!LOCAL_DATE_TIME.test(checkIn)) errors['accommodation.checkIn'] = 'A date and time.';
    if (!LOCAL_DATE_TIME.test(checkOut)) errors['accommodation.checkOut'] = 'A date and time.';
    else if (LOCAL_DATE_TIME.test(checkIn) && checkOut <= checkIn) errors['accommodation.checkOut'] = 'Must be after the check-in.';
  }
  return errors;
}

const placeOf = (place: PlaceDraft): Place => ({ name: place.name.trim(), lat: Number(place.lat), lng: Number(place.lng) });

/** The body of POST …/segments (and, whole, of PATCH …/segments/:id); call only after checkSegmentDraft found nothing. */
export function segmentBodyOf(draft: SegmentDraft, timeZone: string): SegmentFields {
  return {
    type: draft.type,
    title: draft.title.trim(),
    startTime: draft.startTime,
    durationMinutes: Number(draft.durationMinutes),
    notes: draft.notes.trim(),
    location: !hasLocation(draft.type) || isBlankPlace(draft.location) ? null : placeOf(draft.location),
    flight:
      draft.type === 'flight'
        ? {
            flightNumber: draft.flight.flightNumber.trim().toUpperCase(),
            from: draft.flight.from.trim().toUpperCase(),
            to: draft.flight.to.trim().toUpperCase(),
            scheduledDeparture: instantOfWallTime(draft.flight.departure, timeZone)!,
            scheduledArrival: instantOfWallTime(draft.flight.arrival, timeZone)!,
          }
        : null,
    transfer:
      draft.type === 'transfer'
        ? { from: placeOf(draft.transfer.from), to: placeOf(draft.transfer.to), plannedDurationMinutes: Number(draft.transfer.plannedDurationMinutes) }
        : null,
    accommodation: draft.type === 'accommodation' ? { checkIn: draft.accommodation.checkIn, checkOut: draft.accommodation.checkOut } : null,
  };
}
