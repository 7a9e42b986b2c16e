// Where a watched subject's window happens: a flight at its airports, an airport's weather on that airport's clock, a transfer and a place's weather on its tour's clock.
import type { OperationalTime } from '../shared/operational-time';
import { flightTimes, type OperationalSpan } from '../tours/segment-times';
import type { Tour } from '../tours/tour';
import type { WatchedSubject } from './watched-subjects';

/** The zone of the airport whose weather a subject reads: its flight's origin or destination, else the tour's. */
function airportZone(tour: Pick<Tour, 'timezone' | 'days'>, subject: WatchedSubject): string {
  const flight = tour.days.find((day) => day.id === subject.dayId)?.segments.find((segment) => segment.id === subject.segmentId)?.flight;
  if (!flight) return tour.timezone;
  return subject.airport === flight.from ? flight.departure.timeZone : subject.airport === flight.to ? flight.arrival.timeZone : tour.timezone;
}

/**
 * The subject's window read where it happens: a flight departs on its origin airport's clock and arrives on its
 * destination's, named by their IATA codes; an airport's weather on that airport's clock, named by its code; a
 * transfer and a place's weather on the tour's clock.
 */
export function subjectTimes(tour: Pick<Tour, 'timezone' | 'days'>, subject: WatchedSubject): OperationalSpan {
  if (subject.kind === 'flight') {
    const flight = tour.days.find((day) => day.id === subject.dayId)?.segments.find((segment) => segment.id === subject.segmentId)?.flight;
    if (flight) {
      const { departure, arrival } = flightTimes(flight);
      return { starts: departure, ends: arrival };
    }
  }
  const where: Omit<OperationalTime, 'instant'> = subject.airport ? { timeZone: airportZone(tour, subject), name: subject.airport } : { timeZone: tour.timezone };
  return { starts: { instant: subject.window.from, ...where }, ends: { instant: subject.window.to, ...where } };
}
