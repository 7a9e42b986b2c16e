// The tables of the tour performance report: tours by month, delays by segment type, notifications, and plan versus actual.
import { HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { SEVERITIES, TOUR_STATUSES, dayLabel, labelOf, zoneName } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';
import { actualTimes, formatDifference, formatMinutes, formatMonth, plannedTimes } from './reportFormat';

const SEGMENT_TYPES: Record<string, string> = { flight: 'Flight', transfer: 'Transfer', activity: 'Activity', accommodation: 'Stay', meal: 'Meal', free: 'Free time' };
const RECORDED_BY = { monitoring: 'Monitoring', tracking: 'Staff tracking' } as const;
/** Whether the title already names the kind of segment ('Flight KL597 FCO–AMS'), so that it is not said twice. */
const saysItsType = (row: { segmentTitle: string; segmentType: string }) => row.segmentTitle.toLowerCase().includes((SEGMENT_TYPES[row.segmentType] ?? row.segmentType).toLowerCase());

export function ToursByMonthTable({ rows }: { rows: TourPerformanceReport['toursByMonth'] }) {
  return (
    <HTMLTable className="report-table" compact striped data-testid="table-toursByMonth">
      <thead>
        <tr>
          <th>Month</th>
          {TOUR_STATUSES.map((status) => (
            <th key={status} className="numeric">{TOUR_STATUS_LABELS[status]}</th>
          ))}
          <th className="numeric">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month} data-testid="report-row">
            <td>{formatMonth(row.month)}</td>
            {TOUR_STATUSES.map((status) => (
              <td key={status} className="numeric">{row.byStatus[status]}</td>
            ))}
            <td className="numeric">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function DelayTable({ rows }: { rows: TourPerformanceReport['delayBySegmentType'] }) {
  return (
    <HTMLTable className="report-table" compact striped data-testid="table-delayBySegmentType">
      <thead>
        <tr>
          <th>Segment type</th>
          <th className="numeric">Segments</th>
          <th className="numeric">Average</th>
          <th className="numeric">p90</th>
          <th className="numeric">Largest</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.segmentType} data-testid="report-row">
            <td>{row.segmentType === 'flight' ? 'Flight (departure delay)' : 'Transfer (duration delay)'}</td>
            <td className="numeric">{row.segments}</td>
            <td className="numeric">{formatMinutes(row.averageDelayMinutes)}</td>
            <td className="numeric">{formatMinutes(row.p90DelayMinutes)}</td>
            <td className="numeric">{formatMinutes(row.maxDelayMinutes)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function NotificationsTable({ rows }: { rows: TourPerformanceReport['notifications'] }) {
  return (
    <HTMLTable className="report-table" compact striped data-testid="table-notifications">
      <thead>
        <tr>
          <th>Measure</th>
          {SEVERITIES.map((severity) => (
            <th key={severity} className="numeric">{severity}</th>
          ))}
          <th className="numeric">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.filter((row) => row.total > 0).map((row) => (
          <tr key={row.measure} data-testid="report-row">
            <td>{labelOf(row.measure)}</td>
            {SEVERITIES.map((severity) => (
              <td key={severity} className="numeric">{row.bySeverity[severity]}</td>
            ))}
            <td className="numeric">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Every time on the clock where it happens: the tour's (named under the day), a flight's at its airports. */
export function PlanVersusActualTable({ rows }: { rows: TourPerformanceReport['planVersusActual']['rows'] }) {
  return (
    <HTMLTable className="report-table" compact striped data-testid="table-planVersusActual">
      <thead>
        <tr>
          <th>Tour</th>
          <th>Day</th>
          <th>Segment</th>
          <th>Planned</th>
          <th>Actual</th>
          <th className="numeric">Difference</th>
          <th>Recorded by</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.segmentId} data-testid="report-row">
            <td>
              <Link to={`/tours/edit/${row.tourId}`}>{row.tourTitle}</Link>
            </td>
            <td className="nowrap">
              {dayLabel(row.date)}
              <div className="muted" title={`Times on the tour’s clock (${row.timeZone})`}>
                {zoneName(row.timeZone)} time
              </div>
            </td>
            <td>
              {row.segmentTitle} {!saysItsType(row) && <span className="muted">({SEGMENT_TYPES[row.segmentType] ?? row.segmentType})</span>}
            </td>
            <td className="nowrap" data-testid="planned-times">
              {plannedTimes(row)}
            </td>
            <td className="nowrap" data-testid="actual-times">
              {actualTimes(row)}
            </td>
            <td className={`numeric${Math.abs(row.differenceMinutes) >= 15 ? ' report-late' : ''}`}>{formatDifference(row.differenceMinutes)}</td>
            <td>{RECORDED_BY[row.source]}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function ResponseTimesTable({ times }: { times: TourPerformanceReport['responseTimes'] }) {
  const rows = [['To acknowledge', times.acknowledge], ['To resolve', times.resolve]] as const;
  return (
    <HTMLTable className="report-table" compact data-testid="table-responseTimes">
      <thead>
        <tr>
          <th>From raising</th>
          <th className="numeric">p50</th>
          <th className="numeric">p90</th>
          <th className="numeric">Notifications</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, time]) => (
          <tr key={label} data-testid="report-row">
            <td>{label}</td>
            <td className="numeric report-figure-cell">{formatMinutes(time.p50Minutes)}</td>
            <td className="numeric report-figure-cell">{formatMinutes(time.p90Minutes)}</td>
            <td className="numeric">{time.count}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
