// A flight segment's details: number, airports (found by name or typed as IATA codes), and times local to each airport.
import { Callout, FormGroup } from '@blueprintjs/core';
import type { AirportZones } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { PlaceSearch } from '../places/PlaceSearch';
import type { SegmentDraft } from './segmentDraft';

export interface FlightFieldsProps {
  flight: SegmentDraft['flight'];
  /** The zones of the airports, as far as they are known yet. */
  zones: AirportZones;
  /** What the segment's start and duration follow as: 'Starts 08:00 (LIS time), 2 h 45 min in the air.', or why not yet. */
  timing: string;
  errors: FieldErrors;
  onChange: (flight: SegmentDraft['flight']) => void;
  /** A zone the airport search found with the airport. */
  onZone: (iata: string, timeZone: string) => void;
}

const zoneText = (code: string, zones: AirportZones, end: 'departure' | 'arrival') => {
  const iata = code.trim().toUpperCase();
  if (!iata) return `Local time at the ${end} airport.`;
  return zones[iata] ? `Local time at ${iata} (${zones[iata]}).` : `Local time at ${iata} (looking up its time zone…).`;
};

export function FlightFields({ flight, zones, timing, errors, onChange, onZone }: FlightFieldsProps) {
  const set = (patch: Partial<SegmentDraft['flight']>) => onChange({ ...flight, ...patch });
  return (
    <fieldset className="segment-details">
      <legend>Flight</legend>
      <div className="form-grid">
        <TextField label="Flight number" value={flight.flightNumber} onChange={(flightNumber) => set({ flightNumber })} error={errors['flight.flightNumber']} placeholder="LH1234" helperText="Airline code and number, such as LH1234." testId="flight-number" required />
      </div>
      <div className="form-grid flight-airports">
        <FormGroup label="From airport" helperText="Search by city or airport name, or type the code.">
          <PlaceSearch kind="airport" placeholder="Search an airport" testId="flight-from-search" onSelect={() => undefined} onSelectAirport={(airport) => { if (airport.timezone) onZone(airport.iata, airport.timezone); set({ from: airport.iata }); }} />
        </FormGroup>
        <TextField label="From (IATA)" value={flight.from} onChange={(from) => set({ from: from.toUpperCase() })} error={errors['flight.from']} placeholder="FRA" testId="flight-from" required />
        <FormGroup label="To airport" helperText="Search by city or airport name, or type the code.">
          <PlaceSearch kind="airport" placeholder="Search an airport" testId="flight-to-search" onSelect={() => undefined} onSelectAirport={(airport) => { if (airport.timezone) onZone(airport.iata, airport.timezone); set({ to: airport.iata }); }} />
        </FormGroup>
        <TextField label="To (IATA)" value={flight.to} onChange={(to) => set({ to: to.toUpperCase() })} error={errors['flight.to']} placeholder="FCO" testId="flight-to" required />
      </div>
      <div className="form-grid">
        <TextField
          label="Departs (local)"
          type="datetime-local"
          value={flight.departure}
          onChange={(departure) => set({ departure })}
          error={errors['flight.scheduledDeparture']}
          helperText={zoneText(flight.from, zones, 'departure')}
          testId="flight-departure"
          required
        />
        <TextField
          label="Arrives (local)"
          type="datetime-local"
          value={flight.arrival}
          onChange={(arrival) => set({ arrival })}
          error={errors['flight.scheduledArrival']}
          helperText={zoneText(flight.to, zones, 'arrival')}
          testId="flight-arrival"
          required
        />
      </div>
      <Callout compact className="flight-timing" data-testid="flight-timing">
        {timing}
      </Callout>
    </fieldset>
  );
}
