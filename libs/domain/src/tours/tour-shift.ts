// Moving a tour, a day or a segment by whole days: dates, flight instants and stays move together, wall times kept.
import { addDays, shiftInstant } from '../shared/calendar-date';
import { flightTiming, isFlightOfInstants, shiftFlight } from './flight-schedule';
import type { Day, Segment, TourDetails } from './tour';

/** The tour moved by whole days: its dates, its days, and the instants of its flights and stays. */
export function shiftTour<T extends TourDetails & { days: Day[] }>(tour: T, days: number): T {
  return {
    ...tour,
    startDate: addDays(tour.startDate, days),
    endDate: addDays(tour.endDate, days),
    days: tour.days.map((day) => shiftDay(day, days)),
  };
}

/** A day moved by whole days, with the instants of its flights and stays. */
export function shiftDay(day: Day, days: number): Day {
  return { ...day, date: addDays(day.date, days), segments: day.segments.map((segment) => shiftSegment(segment, days)) };
}

/** The flight moved by whole days; one of the first shape (kept in an older read model) keeps its offsets as written. */
function shiftedFlight(flight: Segment['flight'], days: number): Segment['flight'] {
  if (!flight) return flight;
  if (!isFlightOfInstants(flight)) return shiftFlight(flight, days);
  const old = flight as object as { scheduledDeparture: string; scheduledArrival: string };
  return { ...flight, scheduledDeparture: shiftInstant(old.scheduledDeparture, days), scheduledArrival: shiftInstant(old.scheduledArrival, days) } as object as Segment['flight'];
}

/** A segment's flight and stay moved by whole days, their wall times kept. */
export function shiftSegment(segment: Segment, days: number): Segment {
  if (days === 0) return segment;
  const instant = (value: string) => shiftInstant(value, days);
  const flight = shiftedFlight(segment.flight, days);
  return {
    ...segment,
    flight,
    ...(segment.type === 'flight' && flight && !isFlightOfInstants(flight) ? flightTiming(flight) : {}),
    ...(segment.accommodation ? { accommodation: { checkIn: instant(segment.accommodation.checkIn), checkOut: instant(segment.accommodation.checkOut) } } : {}),
  };
}
