// One tour in a list: title, status, dates, size, last change, and the row's actions.
import type { TourSummaryView } from '@tourops/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateRange } from '../../shared/format';
import { RelativeTime } from '../../shared/RelativeTime';
import { TourStatusTag } from './TourStatusTag';

export function TourRow({ tour, linkToEditor, actions }: { tour: TourSummaryView; linkToEditor: boolean; actions?: ReactNode }) {
  return (
    <tr data-testid="tour-row" data-tour-id={tour.id} data-tour-title={tour.title}>
      <td className="table-card-title">
        {linkToEditor ? (
          <Link to={`/tours/edit/${tour.id}`} className="tour-row-title" data-testid="tour-row-title">
            {tour.title}
          </Link>
        ) : (
          <span className="tour-row-title" data-testid="tour-row-title">
            {tour.title}
          </span>
        )}
        {tour.description && <div className="tour-row-description">{tour.description}</div>}
      </td>
      <td>
        <TourStatusTag status={tour.status} />
      </td>
      <td className="nowrap">{formatDateRange(tour.startDate, tour.endDate)}</td>
      <td data-label="Time zone">{tour.timezone}</td>
      <td className="numeric" data-label="Days" data-testid="tour-row-day-count">{tour.dayCount}</td>
      <td className="numeric" data-label="Segments" data-testid="tour-row-segment-count">{tour.segmentCount}</td>
      <td className="nowrap" data-label={tour.deletedAt ? 'Deleted' : 'Updated'}>
        <RelativeTime instant={tour.deletedAt ?? tour.updatedAt} />
      </td>
      <td className="row-actions">{actions}</td>
    </tr>
  );
}

export function TourTableHead({ changedLabel = 'Updated' }: { changedLabel?: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">Tour</th>
        <th scope="col">Status</th>
        <th scope="col">Dates</th>
        <th scope="col">Time zone</th>
        <th scope="col" className="numeric">Days</th>
        <th scope="col" className="numeric">Segments</th>
        <th scope="col">{changedLabel}</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
