// Today's timeline across tours: per running tour the segments of its own today, lanes ordered by their first segment.
import { segmentTimes } from '@tourops/domain';
import { TIMELINE_TOURS_MAX, type OverviewTimelineTour, type OverviewView } from '@tourops/contracts';
import type { TourDocument } from '@tourops/projections';
import type { CalendarTour } from '../tours/tour-calendar.reader';

export type TourWithDays = Pick<TourDocument, '_id' | 'days'>;

/** The lane of a running tour: its segments of its own today in time order; null when it has none today. */
export function laneOf(tour: CalendarTour, withDays: TourWithDays | undefined): OverviewTimelineTour | null {
  const day = withDays?.days.find((candidate) => candidate.date === tour.today);
  if (!day || day.segments.length === 0) return null;
  const segments = day.segments
    .map((segment) => {
      const { id, type, title, startTime, durationMinutes } = segment;
      return { id, dayId: day.id, type, title, startTime, durationMinutes, ...segmentTimes(tour.timezone, day, segment) };
    })
    .sort((a, b) => a.starts.instant.localeCompare(b.starts.instant));
  return { tourId: tour._id, title: tour.title, status: tour.status, timezone: tour.timezone, date: tour.today, segments };
}

/** The timeline of the running tours, taken by title until TIMELINE_TOURS_MAX have segments today; lanes in order of their first segment. */
export function timelineOf(running: readonly CalendarTour[], plans: ReadonlyMap<string, TourWithDays>): OverviewView['timeline'] {
  const byTitle = [...running].sort((a, b) => a.title.localeCompare(b.title) || a._id.localeCompare(b._id));
  const lanes: OverviewTimelineTour[] = [];
  for (const tour of byTitle) {
    if (lanes.length === TIMELINE_TOURS_MAX) break;
    const lane = laneOf(tour, plans.get(tour._id));
    if (lane) lanes.push(lane);
  }
  lanes.sort((a, b) => a.segments[0].startTime.localeCompare(b.segments[0].startTime) || a.title.localeCompare(b.title));
  return { tours: lanes, moreTours: running.length - lanes.length };
}
