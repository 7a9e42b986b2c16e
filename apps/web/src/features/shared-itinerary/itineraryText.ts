// How a shared itinerary reads, in the page and in its PDF alike: segment times on the tour's clock (a flight's where it happens), kinds and details without repeating the title, people, the version line.
import type { SharedItineraryView, SharedSegmentView } from '@tourops/contracts';
import { clockDateTime, clockTime, dayLabel, fromMinutes, journeyTimes, toMinutes, type SegmentType } from '@tourops/domain';
import { formatDuration } from '../../shared/format';

const KIND: Record<SegmentType, string> = {
  activity: 'Activity',
  transfer: 'Transfer',
  flight: 'Flight',
  accommodation: 'Stay',
  meal: 'Meal',
  free: 'Free time',
};

/** Words by which a title already says what kind of segment it is ('Lunch at …', 'Check-in at …', 'Guided visit: …'). */
const KIND_WORDS: Record<SegmentType, string[]> = {
  activity: ['activity', 'visit', 'tour', 'walk', 'excursion', 'cruise'],
  transfer: ['transfer', 'coach', 'bus', 'train', 'ferry', 'drive'],
  flight: ['flight'],
  accommodation: ['stay', 'check-in', 'check in', 'hotel', 'night'],
  meal: ['meal', 'breakfast', 'lunch', 'dinner', 'tasting'],
  free: ['free'],
};

const saysAlready = (title: string, words: string) => title.toLowerCase().includes(words.toLowerCase());

/** The kind of segment, as a label before its title; null when the title already says it ('Flight TP1941', 'Lunch at …'). */
export function segmentKind(segment: SharedSegmentView): string | null {
  return KIND_WORDS[segment.type].some((word) => saysAlready(segment.title, word)) ? null : KIND[segment.type];
}

/** '09:00–10:30' on the tour's clock, or just the start when the segment has no duration; a flight's departure on its airport's clock ('08:05 LIS'). */
export function segmentTimes(segment: SharedSegmentView, tourZone: string): string {
  if (segment.flight) return clockTime(segment.flight.departure.instant, segment.flight.departure, tourZone);
  if (segment.durationMinutes <= 0) return segment.startTime;
  return `${segment.startTime}–${fromMinutes(toMinutes(segment.startTime) + segment.durationMinutes)}`;
}

/** 'Mon 14 Dec 15:00' of a local date-time 'YYYY-MM-DDTHH:MM' on the tour's clock. */
const localDateTime = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? `${dayLabel(value.slice(0, 10))} ${value.slice(11, 16)}` : value);

/** The facts of a segment worth a line under its title, none the title already says: the flight's times, the transfer, the stay, where, how long. */
export function segmentDetails(segment: SharedSegmentView): string[] {
  const lines: string[] = [];
  if (segment.flight) {
    const { flightNumber, departure, arrival } = segment.flight;
    lines.push([saysAlready(segment.title, flightNumber) ? '' : flightNumber, journeyTimes(departure, arrival)].filter(Boolean).join(' · '));
  }
  if (segment.transfer) {
    const { from, to } = segment.transfer;
    const said = [saysAlready(segment.title, from), saysAlready(segment.title, to)];
    if (!said[0]) lines.push(said[1] ? `From ${from}` : `From ${from} to ${to}`);
  }
  if (segment.accommodation) lines.push(`Check-in ${localDateTime(segment.accommodation.checkIn)}, check-out ${localDateTime(segment.accommodation.checkOut)}`);
  if (segment.place && !segment.transfer && !saysAlready(segment.title, segment.place)) lines.push(segment.place);
  if (!segment.flight && !segment.accommodation && segment.durationMinutes > 0) lines.push(formatDuration(segment.durationMinutes));
  return lines;
}

export const staffLine = (member: NonNullable<SharedItineraryView['staff']>[number]) =>
  [member.name, member.roles.map((role) => role.replace('_', ' ')).join(', '), member.phone].filter(Boolean).join(' · ');

/** Which version this is, and until when the link works, on the tour's clock: 'Current version, shown Sat 28 Nov 10:00 Rome. Link valid until …'. */
export function versionLine(itinerary: SharedItineraryView): string {
  const onTourClock = (instant: string) => clockDateTime(instant, { timeZone: itinerary.tour.timezone });
  const version = itinerary.mode === 'pinned' ? 'Version fixed when the link was made' : 'Current version';
  return `${version}, shown ${onTourClock(itinerary.viewedAt)}. Link valid until ${onTourClock(itinerary.expiresAt)}.`;
}

/** 'Emergency phone +39 055 123 4567', or null when the organization has none. */
export const emergencyLine = (organization: SharedItineraryView['organization'] | undefined) =>
  organization?.emergencyPhone ? `Emergency phone ${organization.emergencyPhone}` : null;

/** The number to dial from a link: the phone without its spacing. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
