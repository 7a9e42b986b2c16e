// A subject's latest readings, each with its unit, and the simulated label when a simulated provider gave them.
import { Tag } from '@blueprintjs/core';
import { formatValue, labelOf, type Measure, type Reading } from '@tourops/domain';

/** Cancellation and diversion read 1 when they happened, 0 when not: only what happened is worth showing. */
const HAPPENED_MEASURES: readonly Measure[] = ['flight.cancelled', 'flight.diverted'];
const happenedOnly = (reading: Reading) => !HAPPENED_MEASURES.includes(reading.measure) || reading.value > 0;

export function SubjectReadings({ readings }: { readings: Partial<Record<Measure, Reading>> }) {
  const shown = Object.values(readings).filter((reading): reading is Reading => reading !== undefined && happenedOnly(reading));
  if (shown.length === 0) return <span className="muted">No reading yet</span>;
  return (
    <span className="subject-readings" data-testid="subject-readings">
      {shown.map((reading) => (
        <span key={reading.measure} className="subject-reading" data-measure={reading.measure}>
          {labelOf(reading.measure)} {HAPPENED_MEASURES.includes(reading.measure) ? '' : formatValue(reading.measure, reading.value)}
        </span>
      ))}
      {shown.some((reading) => reading.simulated) && (
        <Tag minimal className="simulated-tag" data-testid="simulated">
          simulated
        </Tag>
      )}
    </span>
  );
}
