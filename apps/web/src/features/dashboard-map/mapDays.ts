// The days the map dashboard's slider covers: today and the 14 after it, and what is on the map on one of them.
import { addDays, type TourStatus } from '@tourops/domain';
import type { DashboardMapSegment, DashboardMapTour, DashboardMapView } from '@tourops/contracts';

export const MAP_DAY_COUNT = 15;

export interface MapRange {
  from: string;
  to: string;
  days: string[];
}

export function mapRange(today: string): MapRange {
  const days = Array.from({ length: MAP_DAY_COUNT }, (_, index) => addDays(today, index));
  return { from: days[0], to: days[days.length - 1], days };
}

export interface MapDay {
  /** Tours running that day, with or without a segment the map can place. */
  tours: DashboardMapTour[];
  segments: DashboardMapSegment[];
}

export function mapDayOf(view: DashboardMapView | undefined, date: string, statuses: readonly TourStatus[]): MapDay {
  if (!view) return { tours: [], segments: [] };
  const shown = (status: TourStatus) => statuses.length === 0 || statuses.includes(status);
  const tours = view.tours.filter((tour) => tour.startDate <= date && tour.endDate >= date && shown(tour.status));
  const ids = new Set(tours.map((tour) => tour.id));
  return { tours, segments: view.segments.filter((segment) => segment.date === date && ids.has(segment.tourId)) };
}
