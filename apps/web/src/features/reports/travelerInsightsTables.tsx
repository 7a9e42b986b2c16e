// The tables of the traveler insights report: counts by nationality, age band and tours, and the needs of upcoming tours.
import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { TravelerInsightsReport } from '@tourops/contracts';
import { formatDate } from '../../shared/format';

/** Travelers counted by one thing (nationality, age band, tours), with each count's share of all. */
export function TravelerCountTable({ table, heading, rows }: { table: string; heading: string; rows: { label: string; travelers: number }[] }) {
  const all = rows.reduce((sum, row) => sum + row.travelers, 0);
  return (
    <HTMLTable className="report-table" compact striped data-testid={`table-${table}`}>
      <thead>
        <tr>
          <th>{heading}</th>
          <th className="numeric">Travelers</th>
          <th className="numeric">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-testid="report-row">
            <td>{row.label}</td>
            <td className="numeric">{row.travelers}</td>
            <td className="numeric">{all === 0 ? '—' : `${Math.round((row.travelers / all) * 100)} %`}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function UpcomingNeedsTable({ tours }: { tours: TravelerInsightsReport['upcomingNeeds'] }) {
  return (
    <HTMLTable className="report-table" compact striped data-testid="table-upcomingNeeds">
      <thead>
        <tr>
          <th>Tour</th>
          <th>Starts</th>
          <th className="numeric">Travelers</th>
          <th className="numeric">Dietary needs</th>
          <th className="numeric">Medical needs</th>
          <th>To prepare</th>
        </tr>
      </thead>
      <tbody>
        {tours.map((tour) => (
          <tr key={tour.tourId} data-testid="report-row">
            <td>
              <Link to={`/tours/edit/${tour.tourId}`}>{tour.tourTitle}</Link>
            </td>
            <td className="nowrap">{formatDate(tour.startDate)}</td>
            <td className="numeric">{tour.travelers}</td>
            <td className="numeric">{tour.travelersWithDietaryNeeds}</td>
            <td className="numeric">{tour.travelersWithMedicalNeeds}</td>
            <td>
              {tour.needs.length === 0 ? (
                <span className="muted">Nothing noted</span>
              ) : (
                <ul className="report-needs">
                  {tour.needs.map((need) => (
                    <li key={need.travelerId}>
                      <Link to={`/travelers/details/${need.travelerId}`}>{need.name}</Link>
                      {need.dietaryNotes && (
                        <Tag minimal intent="primary" className="report-need">
                          Diet: {need.dietaryNotes}
                        </Tag>
                      )}
                      {need.medicalNotes && (
                        <Tag minimal intent="danger" className="report-need">
                          Medical: {need.medicalNotes}
                        </Tag>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
