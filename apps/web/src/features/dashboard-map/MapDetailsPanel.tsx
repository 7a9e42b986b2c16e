// What was clicked on the map dashboard: a segment with its tour, day and alert, linking to each in the tour editor; or a field staff member.
import { Button, Card, H5 } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { clockTime, journeyTimes } from '@tourops/domain';
import type { DashboardMapSegment, DashboardMapTour } from '@tourops/contracts';
import { Link } from 'react-router';
import { formatDayDate } from '../../shared/format';
import { personName } from '../../shared/personName';
import { SeverityTag } from '../notifications/SeverityTag';
import { lastSeenAge, useNow } from '../tracking/lastSeen';
import { TourStatusTag } from '../tours/TourStatusTag';
import type { MapSelection } from './DashboardMap';

interface MapDetailsPanelProps {
  selection: MapSelection;
  tour: DashboardMapTour | undefined;
  onClose(): void;
}

/** A segment's time on the clock where it happens, named since the map shows tours of many zones: '09:00 Tokyo', '10:00 FCO → 12:05 LIS'. */
export const timeOf = (segment: DashboardMapSegment) => (segment.type === 'flight' && segment.starts.name ? journeyTimes(segment.starts, segment.ends) : clockTime(segment.starts.instant, segment.starts));

/** The tour editor scrolls to the day card or segment row the hash names. */
export const tourLink = (tourId: string, anchor?: string) => `/tours/edit/${tourId}${anchor ? `#${anchor}` : ''}`;

export function MapDetailsPanel({ selection, tour, onClose }: MapDetailsPanelProps) {
  const now = useNow(5000);
  return (
    <Card className="map-details" data-testid="map-details" compact>
      <div className="map-details-heading">
        <H5>{selection.kind === 'segment' ? selection.segment.title : personName(selection.member)}</H5>
        <Button variant="minimal" icon={<CrossIcon />} aria-label="Close the details" onClick={onClose} data-testid="map-details-close" />
      </div>
      {selection.kind === 'segment' ? (
        <dl className="map-details-fields">
          <dt>Tour</dt>
          <dd>
            <Link to={tourLink(selection.segment.tourId)} data-testid="map-details-tour-link">
              {tour?.title ?? 'Open the tour'}
            </Link>{' '}
            {tour && <TourStatusTag status={tour.status} />}
          </dd>
          <dt>Day</dt>
          <dd>
            <Link to={tourLink(selection.segment.tourId, `day-${selection.segment.dayId}`)} data-testid="map-details-day-link">
              {formatDayDate(selection.segment.date)}
            </Link>
          </dd>
          <dt>Segment</dt>
          <dd>
            <Link to={tourLink(selection.segment.tourId, `segment-${selection.segment.segmentId}`)} data-testid="map-details-segment-link">
              {timeOf(selection.segment)} · {selection.segment.type}
            </Link>
          </dd>
          <dt>Where</dt>
          <dd>{selection.segment.where}</dd>
          {selection.segment.highestAlert && (
            <>
              <dt>Open alert</dt>
              <dd>
                <Link to="/tools/notifications">
                  <SeverityTag level={selection.segment.highestAlert} />
                </Link>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <dl className="map-details-fields">
          <dt>Last seen</dt>
          <dd>{lastSeenAge(selection.member.lastSeenAt, now)}</dd>
          <dt>Tracking</dt>
          <dd>
            <Link to="/field-staff/tracking">Follow on the tracking map</Link>
          </dd>
        </dl>
      )}
    </Card>
  );
}
