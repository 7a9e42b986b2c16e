// The map dashboard's answer built from tour documents and open notifications: located segments of the range's days, and alerts by tour and segment.
import { SEVERITIES, segmentTimes, type Day, type Segment, type Severity } from '@tourops/domain';
import type { DashboardMapDayAlerts, DashboardMapSegment, DashboardMapTour, DashboardMapView, LngLat } from '@tourops/contracts';
import type { TourDocument } from '@tourops/projections';

export interface OpenAlert {
  tourId: string;
  subjectId: string;
  level: Severity;
}

/** Where an airport is, by IATA code, or null when the airport index does not know it. */
export type LocateAirport = (iata: string) => { lat: number; lng: number } | null;

const higher = (a: Severity | null, b: Severity): Severity => (a === null || SEVERITIES.indexOf(b) > SEVERITIES.indexOf(a) ? b : a);

/** The segment a subject id names: '{tourId}/flight:{segmentId}', '{tourId}/weather:{segmentId}:from'…; null for a tour-wide subject. */
export function segmentIdOfSubject(subjectId: string): string | null {
  const match = /^[^/]+\/[a-z]+:([^:]+)/.exec(subjectId);
  return match ? match[1] : null;
}

const lngLat = (point: { lat: number; lng: number }): LngLat => [point.lng, point.lat];

function placed(segment: Segment, locate: LocateAirport): Pick<DashboardMapSegment, 'positions' | 'where'> | null {
  if (segment.type === 'flight' && segment.flight) {
    const { from, to } = segment.flight;
    const [origin, destination] = [locate(from), locate(to)];
    if (origin && destination) return { positions: [lngLat(origin), lngLat(destination)], where: `${from} → ${to}` };
    const known = origin ?? destination;
    if (known) return { positions: [lngLat(known)], where: origin ? from : to };
  }
  if (segment.transfer) return { positions: [lngLat(segment.transfer.from), lngLat(segment.transfer.to)], where: `${segment.transfer.from.name} → ${segment.transfer.to.name}` };
  if (segment.location) return { positions: [lngLat(segment.location)], where: segment.location.name };
  return null;
}

const inRange = (day: Day, from: string, to: string) => day.date >= from && day.date <= to;

/** One more open alert of `level` on a tour's day. */
function counted(day: DashboardMapDayAlerts | undefined, level: Severity): DashboardMapDayAlerts {
  if (!day) return { openAlerts: 1, highestAlert: level, byLevel: { [level]: 1 } };
  return { openAlerts: day.openAlerts + 1, highestAlert: higher(day.highestAlert, level), byLevel: { ...day.byLevel, [level]: (day.byLevel[level] ?? 0) + 1 } };
}

/**
 * Tours in their given order; the segments of their days from `from` to `to` that have a place; each with its open alerts' highest severity.
 * One rule for a day's alerts: an alert counts on the day of the segment it is about, so a tour's tag for a day, the day's count by
 * severity and the rings on its segments are the same alerts (a segment the map cannot place still counts on its day).
 */
export function dashboardMapOf(range: { from: string; to: string }, tours: TourDocument[], alerts: OpenAlert[], locate: LocateAirport): DashboardMapView {
  const tourAlerts = new Map<string, { count: number; highest: Severity | null }>();
  const segmentAlerts = new Map<string, Severity>();
  const alertsOfTour = new Map<string, OpenAlert[]>();
  for (const alert of alerts) {
    if (!alertsOfTour.has(alert.tourId)) alertsOfTour.set(alert.tourId, []);
    alertsOfTour.get(alert.tourId)!.push(alert);
    const tour = tourAlerts.get(alert.tourId) ?? { count: 0, highest: null };
    tourAlerts.set(alert.tourId, { count: tour.count + 1, highest: higher(tour.highest, alert.level) });
    const segmentId = segmentIdOfSubject(alert.subjectId);
    if (segmentId) segmentAlerts.set(segmentId, higher(segmentAlerts.get(segmentId) ?? null, alert.level));
  }
  const segments: DashboardMapSegment[] = [];
  const mapTours: DashboardMapTour[] = tours.map((tour) => {
    const alertsByDate: Record<string, DashboardMapDayAlerts> = {};
    const dateOfSegment = new Map(tour.days.filter((candidate) => inRange(candidate, range.from, range.to)).flatMap((day) => day.segments.map((segment) => [segment.id, day.date] as const)));
    for (const alert of alertsOfTour.get(tour.id) ?? []) {
      const date = dateOfSegment.get(segmentIdOfSubject(alert.subjectId) ?? '');
      if (date) alertsByDate[date] = counted(alertsByDate[date], alert.level);
    }
    for (const day of tour.days.filter((candidate) => inRange(candidate, range.from, range.to)))
      for (const segment of day.segments) {
        const place = placed(segment, locate);
        if (!place) continue;
        const { id: segmentId, title, type, startTime } = segment;
        segments.push({ tourId: tour.id, dayId: day.id, date: day.date, segmentId, title, type, startTime, ...segmentTimes(tour.timezone, day, segment), ...place, highestAlert: segmentAlerts.get(segmentId) ?? null });
      }
    const alert = tourAlerts.get(tour.id);
    return { id: tour.id, title: tour.title, status: tour.status, startDate: tour.startDate, endDate: tour.endDate, timeZone: tour.timezone, openAlerts: alert?.count ?? 0, highestAlert: alert?.highest ?? null, alertsByDate };
  });
  return { from: range.from, to: range.to, tours: mapTours, segments };
}
