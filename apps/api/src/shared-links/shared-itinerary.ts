// What a shared link shows of a tour: the sections it allows, built from the tour and the names on it; nothing personal beyond them.
import { personName, type AirportTime, type SharedLink, type SharedLinkSection, type Segment, type Tour } from '@tourops/domain';
import type { SharedDayView, SharedItineraryView, SharedSegmentView } from '@tourops/contracts';

/** The people on the tour as the read models have them now. */
export interface TourPeople {
  travelers: { firstName: string; lastName: string }[];
  staff: { firstName: string; lastName: string; phone: string; roles: string[] }[];
}

export interface ShownLink {
  sections: SharedLinkSection[];
  mode: SharedItineraryView['mode'];
  expiresAt: string;
  organization?: SharedLink['organization'];
}

/** A flight's time where it happens, named by its airport. */
const atAirport = (time: AirportTime, airport: string) => ({ instant: time.instant, timeZone: time.timeZone, name: airport });

function segmentView(segment: Segment, withNotes: boolean): SharedSegmentView {
  const { flight, transfer, accommodation } = segment;
  return {
    type: segment.type,
    title: segment.title,
    startTime: segment.startTime,
    durationMinutes: segment.durationMinutes,
    place: segment.location?.name ?? null,
    flight: flight
      ? { flightNumber: flight.flightNumber, from: flight.from, to: flight.to, departure: atAirport(flight.departure, flight.from), arrival: atAirport(flight.arrival, flight.to) }
      : null,
    transfer: transfer ? { from: transfer.from.name, to: transfer.to.name } : null,
    accommodation: accommodation ? { checkIn: accommodation.checkIn, checkOut: accommodation.checkOut } : null,
    ...(withNotes ? { notes: segment.notes } : {}),
  };
}

/** The itinerary a link shows; `emergencyPhone` is the organization's number for travelers, from its settings ('' when none is set). */
export function sharedItinerary(tour: Tour, revision: number, link: ShownLink, people: TourPeople, viewedAt: string, emergencyPhone = ''): SharedItineraryView {
  const has = (section: SharedLinkSection) => link.sections.includes(section);
  const days: SharedDayView[] = tour.days.map((day) => ({
    date: day.date,
    title: day.title,
    description: day.description,
    segments: day.segments.map((segment) => segmentView(segment, has('notes'))),
  }));
  return {
    organization: { name: link.organization?.name ?? '', logoUrl: link.organization?.imageUrl || null, emergencyPhone: emergencyPhone.trim() || null },
    tour: { title: tour.title, description: tour.description, startDate: tour.startDate, endDate: tour.endDate, timezone: tour.timezone },
    sections: link.sections,
    mode: link.mode,
    revision,
    expiresAt: link.expiresAt,
    viewedAt,
    ...(has('itinerary') || has('notes') ? { days } : {}),
    ...(has('travelers') ? { travelers: people.travelers.map((traveler) => ({ name: personName(traveler) })) } : {}),
    ...(has('staff') ? { staff: people.staff.map((member) => ({ name: personName(member), roles: member.roles, phone: member.phone })) } : {}),
  };
}
