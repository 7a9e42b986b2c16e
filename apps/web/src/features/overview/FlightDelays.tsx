// Monitored flights of the tours on the calendar, worst first: delays in minutes and the level they reach.
import { Card, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { AirplaneIcon } from '@blueprintjs/icons';
import { dateWhereItHappens, dayLabel, journeyTimes, type Level } from '@tourops/domain';
import type { OverviewFlight, OverviewView } from '@tourops/contracts';
import { Link } from 'react-router';
import { OVERVIEW_LINKS } from './overviewLinks';
import { EmptyState, SubHeading } from '../../shared/SubHeading';

const LEVEL_INTENTS: Record<Level, Intent> = { normal: 'success', INFO: 'primary', WARNING: 'warning', ALERT: 'danger', CRITICAL: 'danger' };

/** 'Sat 28 Nov 10:00 FCO → 12:05 LIS': the schedule on the clocks of its airports. */
const scheduleOf = ({ departure, arrival }: OverviewFlight) =>
  departure && arrival ? `${dayLabel(dateWhereItHappens(departure.instant, departure.timeZone))} ${journeyTimes(departure, arrival)}` : null;

const delay = (minutes: number | null) => (minutes === null ? '–' : minutes <= 0 ? 'on time' : `+${minutes} min`);

function FlightRow({ flight }: { flight: OverviewFlight }) {
  return (
    <tr data-testid="overview-flight" data-level={flight.level}>
      <td>
        <strong>{flight.flightNumber ?? flight.segmentTitle ?? 'Flight'}</strong>{' '}
        <span className="muted" data-testid="flight-schedule">
          {scheduleOf(flight) ?? (flight.from && flight.to ? `${flight.from} → ${flight.to}` : '')}
        </span>
        <div className="muted">
          <Link to={OVERVIEW_LINKS.tour(flight.tourId)}>{flight.tourTitle}</Link>
        </div>
      </td>
      <td data-testid="departure-delay">{flight.cancelled ? 'cancelled' : delay(flight.departureDelayMinutes)}</td>
      <td>{delay(flight.arrivalDelayMinutes)}</td>
      <td>
        <Tag intent={LEVEL_INTENTS[flight.level]} minimal={flight.level !== 'CRITICAL'}>
          {flight.level}
        </Tag>
      </td>
    </tr>
  );
}

export function FlightDelays({ flights }: { flights: OverviewView['flights'] }) {
  return (
    <Card className="overview-panel" data-testid="overview-flights">
      <SubHeading look="h5">
        <Link to={OVERVIEW_LINKS.flights}>Monitored flights</Link> <span className="muted">{flights.monitored}</span>
        {flights.delayed > 0 && (
          <Tag intent="warning" minimal className="overview-heading-tag">
            {flights.delayed} delayed
          </Tag>
        )}
      </SubHeading>
      {flights.items.length === 0 ? (
        <EmptyState icon={<AirplaneIcon size={32} />} description="No flight of a tour running today or departing this week has been checked yet." />
      ) : (
        <HTMLTable compact className="overview-table">
          <thead>
            <tr>
              <th>Flight</th>
              <th>Departure</th>
              <th>Arrival</th>
              <th>Level</th>
            </tr>
          </thead>
          <tbody>
            {flights.items.map((flight) => (
              <FlightRow key={flight.subjectId} flight={flight} />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
