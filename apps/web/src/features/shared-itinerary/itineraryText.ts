// How a shared itinerary reads, in the page and in its PDF alike: segment times, kinds and details, people, the version line.
import type { SharedItineraryView, SharedSegmentView } from '@tourops/contracts';
import { fromMinutes, toMinutes, type SegmentType } from '@tourops/domain';
import { formatDuration, formatInstant } from '../../shared/format';

const KIND: Record<SegmentType, string> = {
  activity: 'Activity',
  transfer: 'Transfer',
  flight: 'Flight',
  accommodation: 'Stay',
  meal: 'Meal',
  free: 'Free time',
};

export const segmentKind = (segment: SharedSegmentView) => KIND[segment.type];

/** '09:00–10:30', or just the start when the segment has no duration. */
export function segmentTimes(segment: SharedSegmentView): string {
  if (segment.durationMinutes <= 0) return segment.startTime;
  return `${segment.startTime}–${fromMinutes(toMinutes(segment.startTime) + segment.durationMinutes)}`;
}

const localTime = (value: string) => value.replace('T', ' ');

/** The facts of a segment worth a line under its title: where, the flight, the transfer, the stay. */
export function segmentDetails(segment: SharedSegmentView): string[] {
  const lines: string[] = [];
  if (segment.flight) {
    const { flightNumber, from, to, departure, arrival } = segment.flight;
    lines.push(`${flightNumber} ${from} → ${to}, departs ${localTime(departure)}, arrives ${localTime(arrival)} (local times)`);
  }
  if (segment.transfer) lines.push(`From ${segment.transfer.from} to ${segment.transfer.to}`);
  if (segment.accommodation) lines.push(`Check-in ${localTime(segment.accommodation.checkIn)}, check-out ${localTime(segment.accommodation.checkOut)}`);
  if (segment.place && !segment.transfer) lines.push(segment.place);
  if (!segment.flight && segment.durationMinutes > 0) lines.push(formatDuration(segment.durationMinutes));
  return lines;
}

export const staffLine = (member: NonNullable<SharedItineraryView['staff']>[number]) =>
  [member.name, member.roles.map((role) => role.replace('_', ' ')).join(', '), member.phone].filter(Boolean).join(' · ');

/** What version this is: live as of now, or pinned; when it expires. */
export function versionLine(itinerary: SharedItineraryView): string {
  const version = itinerary.mode === 'pinned' ? `Fixed version (revision ${itinerary.revision})` : `Current version (revision ${itinerary.revision})`;
  return `${version}, shown ${formatInstant(itinerary.viewedAt)}. Link valid until ${formatInstant(itinerary.expiresAt)}.`;
}
