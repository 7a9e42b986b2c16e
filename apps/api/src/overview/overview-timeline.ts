// Today's timeline across tours: per running tour the segments of its own today, lanes ordered by their first segment.
import { TIMELINE_TOURS_MAX, type OverviewTimelineTour, type OverviewView } from '@tourops/contracts';
import type { TourDocument } from '@tourops/projections';
import type { CalendarTour } from '../tours/tour-calendar.reader';

export type TourWithDays = Pick<TourDocument, '_id' | 'days'>;

export function timelineOf(running: readonly CalendarTour[], days: ReadonlyMap<string, TourWithDays>): OverviewView['timeline'] {
  const lanes: OverviewTimelineTour[] = [];
  for (const tour of running) {
    const day = days.get(tour._id)?.days.find((candidate) => candidate.date === tour.today);
    if (!day || day.segments.length === 0) continue;
    const segments = day.segments
      .map(({ id, type, title, startTime, durationMinutes }) => ({ id, dayId: day.id, type, title, startTime, durationMinutes }))
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    lanes.push({ tourId: tour._id, title: tour.title, status: tour.status, timezone: tour.timezone, date: tour.today, segments });
  }
  lanes.sort((a, b) => a.segments[0].startTime.localeCompare(b.segments[0].startTime) || a.title.localeCompare(b.title));
  return { tours: lanes.slice(0, TIMELINE_TOURS_MAX), moreTours: Math.max(0, lanes.length - TIMELINE_TOURS_MAX) };
}
