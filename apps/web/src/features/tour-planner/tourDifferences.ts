// What differs between two versions of a tour, in the operator's words: details, days, and segments.
import type { DayView, SegmentView, TourView } from '@tourops/contracts';
import { formatDate } from '../../shared/format';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';

const DETAIL_NAMES = { title: 'Title', description: 'Description', startDate: 'Start date', endDate: 'End date', timezone: 'Time zone' } as const;
const SEGMENT_DETAILS = ['type', 'durationMinutes', 'location', 'notes', 'flight', 'transfer', 'accommodation'] as const;

const quoted = (text: string) => `“${text}”`;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const dayName = (day: DayView) => `${formatDate(day.date)}${day.title ? ` (${day.title})` : ''}`;

function placedSegments(tour: TourView): Map<string, { segment: SegmentView; day: DayView; index: number }> {
  const placed = new Map<string, { segment: SegmentView; day: DayView; index: number }>();
  for (const day of tour.days) day.segments.forEach((segment, index) => placed.set(segment.id, { segment, day, index }));
  return placed;
}

export function tourDifferences(before: TourView, after: TourView): string[] {
  const found: string[] = [];
  for (const [field, name] of Object.entries(DETAIL_NAMES) as [keyof typeof DETAIL_NAMES, string][]) {
    if (before[field] === after[field]) continue;
    found.push(field === 'description' ? 'Description changed' : `${name}: ${before[field]} → ${after[field]}`);
  }
  if (before.status !== after.status) found.push(`Status: ${TOUR_STATUS_LABELS[before.status]} → ${TOUR_STATUS_LABELS[after.status]}`);

  const daysBefore = new Map(before.days.map((day) => [day.id, day]));
  const daysAfter = new Map(after.days.map((day) => [day.id, day]));
  for (const day of after.days) {
    const was = daysBefore.get(day.id);
    if (!was) found.push(`Day added: ${dayName(day)}`);
    else {
      if (was.date !== day.date) found.push(`Day ${quoted(day.title || formatDate(was.date))} moved from ${formatDate(was.date)} to ${formatDate(day.date)}`);
      if (was.title !== day.title) found.push(`Day of ${formatDate(day.date)} renamed ${quoted(was.title)} → ${quoted(day.title)}`);
      if (was.description !== day.description) found.push(`Description of the day of ${formatDate(day.date)} changed`);
    }
  }
  for (const day of before.days) if (!daysAfter.has(day.id)) found.push(`Day removed: ${dayName(day)}`);

  const segmentsBefore = placedSegments(before);
  const segmentsAfter = placedSegments(after);
  for (const [id, now] of segmentsAfter) {
    const was = segmentsBefore.get(id);
    const title = quoted(now.segment.title);
    if (!was) {
      found.push(`Segment added: ${title} at ${now.segment.startTime} on ${formatDate(now.day.date)}`);
      continue;
    }
    if (was.day.id !== now.day.id) found.push(`${title} moved from ${formatDate(was.day.date)} to ${formatDate(now.day.date)}`);
    else if (was.index !== now.index) found.push(`${title} moved within ${formatDate(now.day.date)} (position ${was.index + 1} → ${now.index + 1})`);
    if (was.segment.title !== now.segment.title) found.push(`${quoted(was.segment.title)} renamed ${title}`);
    if (was.segment.startTime !== now.segment.startTime) found.push(`${title} now starts at ${now.segment.startTime} (was ${was.segment.startTime})`);
    const details = SEGMENT_DETAILS.filter((field) => !same(was.segment[field], now.segment[field]));
    if (details.length > 0) found.push(`${title}: ${details.map((field) => SEGMENT_DETAIL_NAMES[field]).join(', ')} changed`);
  }
  for (const [id, was] of segmentsBefore) if (!segmentsAfter.has(id)) found.push(`Segment removed: ${quoted(was.segment.title)} from ${formatDate(was.day.date)}`);
  return found;
}

const SEGMENT_DETAIL_NAMES: Record<(typeof SEGMENT_DETAILS)[number], string> = {
  type: 'type',
  durationMinutes: 'duration',
  location: 'location',
  notes: 'notes',
  flight: 'flight details',
  transfer: 'transfer details',
  accommodation: 'check-in and check-out',
};
