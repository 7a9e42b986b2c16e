// A flight segment's details: number, airports (found by name or typed as IATA codes), and scheduled times in the tour's time zone.
import { FormGroup } from '@blueprintjs/core';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { PlaceSearch } from '../places/PlaceSearch';
import type { SegmentDraft } from './segmentDraft';

export interface FlightFieldsProps {
  flight: SegmentDraft['flight'];
  timeZone: string;
  errors: FieldErrors;
  onChange: (flight: SegmentDraft['flight']) => void;
}

export function FlightFields({ flight, timeZone, errors, onChange }: FlightFieldsProps) {
  const set = (patch: Partial<SegmentDraft['flight']>) => onChange({ ...flight, ...patch });
  return (
    <fieldset className="segment-details">
      <legend>Flight</legend>
      <div className="form-grid">
        <TextField label="Flight number" value={flight.flightNumber} onChange={(flightNumber) => set({ flightNumber })} error={errors['flight.flightNumber']} placeholder="LH1234" helperText="Airline code and number, such as LH1234." testId="flight-number" required />
      </div>
      <div className="form-grid flight-airports">
        <FormGroup label="From airport" helperText="Search by city or airport name, or type the code.">
          <PlaceSearch kind="airport" placeholder="Search an airport" testId="flight-from-search" onSelect={() => undefined} onSelectAirport={(airport) => set({ from: airport.iata })} />
        </FormGroup>
        <TextField label="From (IATA)" value={flight.from} onChange={(from) => set({ from: from.toUpperCase() })} error={errors['flight.from']} placeholder="FRA" testId="flight-from" required />
        <FormGroup label="To airport" helperText="Search by city or airport name, or type the code.">
          <PlaceSearch kind="airport" placeholder="Search an airport" testId="flight-to-search" onSelect={() => undefined} onSelectAirport={(airport) => set({ to: airport.iata })} />
        </FormGroup>
        <TextField label="To (IATA)" value={flight.to} onChange={(to) => set({ to: to.toUpperCase() })} error={errors['flight.to']} placeholder="FCO" testId="flight-to" required />
      </div>
      <div className="form-grid">
        <TextField
          label="Scheduled departure"
          type="datetime-local"
          value={flight.departure}
          onChange={(departure) => set({ departure })}
          error={errors['flight.scheduledDeparture']}
          helperText={`In the tour's time zone (${timeZone}).`}
          testId="flight-departure"
          required
        />
        <TextField
          label="Scheduled arrival"
          type="datetime-local"
          value={flight.arrival}
          min={flight.departure}
          onChange={(arrival) => set({ arrival })}
          error={errors['flight.scheduledArrival']}
          helperText={`After the departure; in the tour's time zone (${timeZone}).`}
          testId="flight-arrival"
          required
        />
      </div>
    </fieldset>
  );
}
