// The full monitoring list as CSV: one line per watched subject, its start as the local date and time where it happens with that zone, readings in their units.
import { csvFile, type MonitoringSubjectView } from '@tourops/contracts';
import { clockTime, dateWhereItHappens, formatValue, labelOf, providerWords, type Reading } from '@tourops/domain';
import { subjectLabel } from './subjectLabel';

export const SUBJECT_COLUMNS = ['tour', 'subject', 'kind', 'local date', 'local time', 'time zone', 'provider', 'last check', 'outcome', 'next check', 'readings', 'level'] as const;

/** An instant that is not operational (a check), on the reader's clock and naming it: '2026-11-26 11:55 Rome'. */
const onReadersClock = (instant: string | null | undefined, viewerZone: string) =>
  instant ? `${dateWhereItHappens(instant, viewerZone)} ${clockTime(instant, { timeZone: viewerZone })}` : '';

/** The subjects as a CSV file (the one writer: formulas neutralised); checks are written on the reader's clock (`viewerZone`), named. */
export function subjectsCsv(subjects: readonly MonitoringSubjectView[], viewerZone: string): string {
  const rows = subjects.map((subject) => {
    const readings = Object.values(subject.readings)
      .filter((reading): reading is Reading => reading !== undefined)
      .map((reading) => `${labelOf(reading.measure)} ${formatValue(reading.measure, reading.value)}${reading.simulated ? ' (simulated)' : ''}`)
      .join('; ');
    const outcome = subject.lastCheck ? (subject.lastCheck.outcome === 'reading' ? 'reading' : `no data: ${subject.lastCheck.reason}`) : '';
    const { instant, timeZone } = subject.starts;
    return [
      subject.tour.title,
      subjectLabel(subject),
      subject.kind,
      dateWhereItHappens(instant, timeZone),
      clockTime(instant, { timeZone }, timeZone),
      timeZone,
      providerWords(subject.provider),
      onReadersClock(subject.lastCheck?.at, viewerZone),
      outcome,
      subject.inHorizon ? onReadersClock(subject.nextCheckAt, viewerZone) : 'when within reach',
      readings,
      subject.level,
    ];
  });
  return csvFile([SUBJECT_COLUMNS, ...rows]);
}
