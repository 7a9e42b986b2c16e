// What a tour's event says in words, from the event and the tour just before and after it.
import { clockDateTime, dayLabel, type Tour, type TourEvent } from '@tourops/domain';
import { dateInWords, fieldWords, listInWords, quoted, statusWords } from './words';

/** 'Sat 10 Apr to Tue 13 Apr 2027'. */
const datesInWords = (start: string, end: string) => (start === end ? dateInWords(start) : `${dayLabel(start)} to ${dateInWords(end)}`);

const dayOf = (tour: Tour | null, dayId: string) => tour?.days.find((day) => day.id === dayId);

function dayName(tour: Tour | null, dayId: string): string {
  const day = dayOf(tour, dayId);
  if (!day) return 'a day';
  return day.title ? `the day ${dayLabel(day.date)} ${quoted(day.title)}` : `the day ${dayLabel(day.date)}`;
}

function segmentName(tour: Tour | null, segmentId: string): string {
  for (const day of tour?.days ?? []) {
    const segment = day.segments.find((candidate) => candidate.id === segmentId);
    if (segment) return `the ${segment.type} ${quoted(segment.title)}`;
  }
  return 'a segment';
}

function detailsChanged(changes: Partial<Tour>, after: Tour | null): string {
  const parts: string[] = [];
  if (changes.title !== undefined) parts.push(`the title to ${quoted(changes.title)}`);
  if (changes.startDate !== undefined || changes.endDate !== undefined) parts.push(after ? `the dates to ${datesInWords(after.startDate, after.endDate)}` : 'the dates');
  if (changes.timezone !== undefined) parts.push(`the time zone to ${changes.timezone}`);
  if (changes.description !== undefined) parts.push('the description');
  return `Changed ${listInWords(parts.length > 0 ? parts : ['nothing'])}.`;
}

function creation({ data }: Extract<TourEvent, { type: 'TourCreated' }>): string {
  const what = data.template ? 'the template' : 'the tour';
  const origin = data.origin ? `, ${data.origin.kind === 'copy' ? 'copied from' : 'from the template'} ${quoted(data.origin.title)}` : '';
  return `Created ${what} ${quoted(data.title)} for ${datesInWords(data.startDate, data.endDate)}${origin}.`;
}

/** One sentence per event, naming days and segments as they were (a removal by what was removed). */
export function describeTourEvent(event: TourEvent, before: Tour | null, after: Tour | null, recordedAt: (revision: number) => string | undefined = () => undefined): string {
  switch (event.type) {
    case 'TourCreated':
      return creation(event);
    case 'TourDetailsChanged':
      return detailsChanged(event.data.changes, after);
    case 'TourStatusChanged':
      return `Changed the status from ${statusWords(event.data.from)} to ${statusWords(event.data.to)}.`;
    case 'TourDeleted':
      return 'Deleted the tour.';
    case 'TourRestored':
      return 'Restored the tour.';
    case 'DayAdded':
      return `Added ${dayName(after, event.data.day.id)}.`;
    case 'DayChanged':
      return `Changed the ${listInWords(Object.keys(event.data.changes).map(fieldWords))} of ${dayName(before, event.data.dayId)}.`;
    case 'DayRemoved':
      return `Removed ${dayName(before, event.data.dayId)}.`;
    case 'SegmentAdded':
      return `Added ${segmentName(after, event.data.segment.id)} at ${event.data.segment.startTime} on ${dayName(after, event.data.dayId)}.`;
    case 'SegmentChanged':
      return `Changed the ${listInWords(Object.keys(event.data.changes).map(fieldWords))} of ${segmentName(before, event.data.segmentId)} on ${dayName(before, event.data.dayId)}.`;
    case 'SegmentRemoved':
      return `Removed ${segmentName(before, event.data.segmentId)} from ${dayName(before, event.data.dayId)}.`;
    case 'SegmentsReordered':
      return `Reordered the segments of ${dayName(after, event.data.dayId)}.`;
    case 'SegmentMoved':
      return `Moved ${segmentName(before, event.data.segmentId)} from ${dayName(before, event.data.fromDayId)} to ${dayName(after, event.data.toDayId)}.`;
    case 'SegmentsRetimed': {
      const count = Object.keys(event.data.startTimes).length;
      return `Re-timed ${count} segment${count === 1 ? '' : 's'} of ${dayName(after, event.data.dayId)}.`;
    }
    case 'DaysRedated': {
      const count = Object.keys(event.data.dates).length;
      return `Moved ${count} day${count === 1 ? '' : 's'} to new dates.`;
    }
    case 'TourShifted':
      return `Shifted the tour by ${event.data.days} day${Math.abs(event.data.days) === 1 ? '' : 's'}${after ? `: it now runs ${datesInWords(after.startDate, after.endDate)}` : ''}.`;
    case 'TourWizardStepReached':
      return `Reached the ${event.data.step} step of the wizard.`;
    case 'ChangesUndone': {
      const at = recordedAt(event.data.toRevision);
      return at && after ? `Undid the changes made after ${clockDateTime(at, { timeZone: after.timezone })}.` : 'Undid the latest changes.';
    }
    case 'TourPurged':
      return 'Purged the tour from the views; its events stay as the audit trail.';
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
