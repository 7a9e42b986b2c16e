// The history of changes of a traveler: each recorded event, when, by whom, and what it changed.
import { Card, H3, HTMLTable } from '@blueprintjs/core';
import type { TravelerHistoryEntry } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { formatInstant } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useGetTravelerHistoryQuery, useGetTravelerToursQuery } from './travelersApi';

const LABELS: Record<string, string> = {
  TravelerRegistered: 'Registered',
  TravelerDetailsChanged: 'Details changed',
  TravelerAssignedToTour: 'Added to a tour',
  TravelerUnassignedFromTour: 'Taken off a tour',
  TravelerRemoved: 'Removed',
  TravelerRestored: 'Restored',
};

const show = (value: unknown) =>
  value === null || value === '' ? 'none' : typeof value === 'object' ? Object.values(value as object).filter((part) => part !== '').join(', ') : String(value);

/** A short account of what the event changed. */
export function describeEntry(entry: TravelerHistoryEntry, tourTitles: ReadonlyMap<string, string> = new Map()): string {
  const data = entry.data as { changes?: Record<string, unknown>; tourId?: string; acknowledgedDuplicates?: unknown[] };
  if (entry.type === 'TravelerDetailsChanged' && data.changes)
    return Object.entries(data.changes)
      .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') || 'none' : show(value)}`)
      .join('; ');
  if (data.tourId) return tourTitles.get(data.tourId) ?? `Tour ${data.tourId}`;
  if (entry.type === 'TravelerRegistered' && data.acknowledgedDuplicates?.length) return `Kept although ${data.acknowledgedDuplicates.length} possible duplicate(s) were shown`;
  return '';
}

export function TravelerHistory({ travelerId }: { travelerId: string }) {
  const { data, error } = useGetTravelerHistoryQuery(travelerId);
  const { data: tours } = useGetTravelerToursQuery(travelerId);
  const tourTitles = new Map([...(tours?.upcoming ?? []), ...(tours?.past ?? [])].map((tour) => [tour.id, tour.title]));
  return (
    <Card className="traveler-history" data-testid="traveler-history">
      <H3>History</H3>
      <ProblemCallout problem={toProblem(error)} />
      {data && (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>When</th>
              <th>What</th>
              <th>By</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {[...data].reverse().map((entry) => (
              <tr key={entry.revision} data-testid="traveler-history-entry" data-type={entry.type}>
                <td>{formatInstant(entry.occurredAt)}</td>
                <td>{LABELS[entry.type] ?? entry.type}</td>
                <td>{entry.actor}</td>
                <td>{describeEntry(entry, tourTitles)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
