// The full monitoring list as CSV: one line per watched subject, readings in their units, as the page shows them.
import type { MonitoringSubjectView } from '@tourops/contracts';
import { formatValue, labelOf, type Reading } from '@tourops/domain';
import { subjectLabel } from './subjectLabel';

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const SUBJECT_COLUMNS = ['tour', 'subject', 'kind', 'starts', 'provider', 'last check', 'outcome', 'next check', 'readings', 'level'] as const;

export function subjectsCsv(subjects: readonly MonitoringSubjectView[]): string {
  const lines = subjects.map((subject) => {
    const readings = Object.values(subject.readings)
      .filter((reading): reading is Reading => reading !== undefined)
      .map((reading) => `${labelOf(reading.measure)} ${formatValue(reading.measure, reading.value)}${reading.simulated ? ' (simulated)' : ''}`)
      .join('; ');
    const outcome = subject.lastCheck ? (subject.lastCheck.outcome === 'reading' ? 'reading' : `no data: ${subject.lastCheck.reason}`) : '';
    return [subject.tour.title, subjectLabel(subject), subject.kind, subject.window.from, subject.provider, subject.lastCheck?.at ?? '', outcome, subject.nextCheckAt ?? '', readings, subject.level].map(cell).join(',');
  });
  return [SUBJECT_COLUMNS.join(','), ...lines].join('\n') + '\n';
}
