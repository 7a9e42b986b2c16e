// Beside the map: how many tours the day shows and field staff the map places, the day's open alerts by severity, and each tour with its status and highest open alert that day (the server's one rule: an alert counts on its segment's day).
import { Tag } from '@blueprintjs/core';
import { SEVERITIES, zoneName } from '@tourops/domain';
import type { DashboardMapSegment, DashboardMapTour } from '@tourops/contracts';
import { Link } from 'react-router';
import { SeverityTag } from '../notifications/SeverityTag';
import { TourStatusTag } from '../tours/TourStatusTag';
import { tourLink } from './MapDetailsPanel';
import { cssColor, SEVERITY_COLORS } from './mapColors';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

export function MapTourList({ date, tours, segments, staffShown }: { date: string; tours: DashboardMapTour[]; segments: DashboardMapSegment[]; staffShown: number }) {
  const alerting = SEVERITIES.map((level) => ({ level, count: tours.reduce((sum, tour) => sum + (tour.alertsByDate[date]?.byLevel[level] ?? 0), 0) }))
    .filter(({ count }) => count > 0)
    .reverse();
  return (
    <section className="map-tour-list" aria-label="Tours on the map">
      <p className="map-counts">
        <strong data-testid="map-tour-count" data-count={tours.length}>
          {plural(tours.length, 'tour shown', 'tours shown')}
        </strong>
        , <span data-testid="map-segment-count" data-count={segments.length}>{plural(segments.length, 'segment', 'segments')} on the map</span>
        , <span data-testid="map-staff-count" data-count={staffShown}>{plural(staffShown, 'field staff member', 'field staff members')} placed</span>
      </p>
      <div className="map-alert-legend" data-testid="map-alert-legend">
        {alerting.length === 0
          ? 'No open alerts on this day.'
          : [
              <span key="label">Open alerts this day:</span>,
              ...alerting.map(({ level, count }) => (
                <Tag key={level} minimal round icon={<span className="map-alert-dot" style={{ borderColor: cssColor(SEVERITY_COLORS[level]) }} />} data-level={level}>
                  {level}: {count}
                </Tag>
              )),
            ]}
      </div>
      <ul className="map-tours" data-testid="map-tours">
        {tours.map((tour) => (
          <li key={tour.id} data-testid="map-tour" data-tour-id={tour.id} data-status={tour.status}>
            <Link to={tourLink(tour.id)}>{tour.title}</Link> <span className="muted">{zoneName(tour.timeZone)} time</span>
            <span className="map-tour-tags">
              <TourStatusTag status={tour.status} />
              {tour.alertsByDate[date] && <SeverityTag level={tour.alertsByDate[date].highestAlert} />}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
