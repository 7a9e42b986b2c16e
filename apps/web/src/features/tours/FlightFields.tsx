// A flight segment's details: number, airports, and scheduled times in the tour's time zone.
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
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
        <TextField label="Flight number" value={flight.flightNumber} onChange={(flightNumber) => set({ flightNumber })} error={errors['flight.flightNumber']} placeholder="LH1234" testId="flight-number" required />
        <TextField label="From (IATA)" value={flight.from} onChange={(from) => set({ from })} error={errors['flight.from']} placeholder="FRA" testId="flight-from" required />
        <TextField label="To (IATA)" value={flight.to} onChange={(to) => set({ to })} error={errors['flight.to']} placeholder="FCO" testId="flight-to" required />
        <span />
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
          onChange={(arrival) => set({ arrival })}
          error={errors['flight.scheduledArrival']}
          helperText={`In the tour's time zone (${timeZone}).`}
          testId="flight-arrival"
          required
        />
      </div>
    </fieldset>
  );
}
