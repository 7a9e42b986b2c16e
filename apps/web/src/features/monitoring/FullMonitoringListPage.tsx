// /tools/full-monitoring-list: every watched subject, in reach or not, its time on the clock where it happens, last and next check, provider, readings and level; sortable; CSV export.
import { Button, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { CaretDownIcon, DownloadIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { MonitoringSubjectView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { saveFile } from '../../shared/downloadFile';
import { providerWords, rankOf } from '@tourops/domain';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime } from '../../shared/RelativeTime';
import { PageHeader } from '../layout/PageHeader';
import { useListMonitoringSubjectsQuery } from './monitoringApi';
import { subjectLabel } from './subjectLabel';
import { subjectsCsv } from './subjectsCsv';
import { SubjectReadings } from './SubjectReadings';
import { subjectDateTime } from './subjectTime';
import { EmptyState } from '../../shared/SubHeading';

type SortKey = 'starts' | 'tour' | 'kind' | 'lastCheck' | 'nextCheck' | 'level';
const SORTS: Record<SortKey, (a: MonitoringSubjectView, b: MonitoringSubjectView) => number> = {
  starts: (a, b) => a.starts.instant.localeCompare(b.starts.instant),
  tour: (a, b) => a.tour.title.localeCompare(b.tour.title),
  kind: (a, b) => a.kind.localeCompare(b.kind),
  lastCheck: (a, b) => (b.lastCheck?.at ?? '').localeCompare(a.lastCheck?.at ?? ''),
  nextCheck: (a, b) => (a.nextCheckAt ?? '~').localeCompare(b.nextCheckAt ?? '~'),
  level: (a, b) => rankOf(b.level) - rankOf(a.level),
};
const HEADERS: { key: SortKey; label: string }[] = [
  { key: 'tour', label: 'Tour' },
  { key: 'kind', label: 'Subject' },
  { key: 'starts', label: 'Starts' },
  { key: 'lastCheck', label: 'Last check' },
  { key: 'nextCheck', label: 'Next check' },
  { key: 'level', label: 'Level' },
];

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const downloadCsv = (subjects: readonly MonitoringSubjectView[]) => saveFile(new Blob([subjectsCsv(subjects, viewerZone)], { type: 'text/csv' }), 'monitoring-list.csv');

export function FullMonitoringListPage() {
  const [sort, setSort] = useState<SortKey>('starts');
  const { data, error, isLoading, refetch } = useListMonitoringSubjectsQuery({});
  const subjects = [...(data?.items ?? [])].sort(SORTS[sort]);
  return (
    <main className="monitoring-page" data-testid="full-monitoring-list">
      <PageHeader
        title="Full monitoring list"
        subtitle="Every flight, transfer and weather check of confirmed and running tours, also those not yet within reach. Each time reads on the clock where it happens, named. Temperatures in °C, wind in km/h, precipitation in mm per hour, delays in minutes."
        actions={<Button icon={<DownloadIcon />} text="Export CSV" disabled={subjects.length === 0} onClick={() => downloadCsv(subjects)} data-testid="export-monitoring" />}
      />
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner />
      ) : subjects.length === 0 ? (
        <EmptyState icon={<EyeOpenIcon />} title="Nothing is watched" description="Confirm a tour with flights, transfers or located segments: each is listed here." />
      ) : (
        <HTMLTable className="notification-table" striped compact data-testid="monitoring-list">
          <thead>
            <tr>
              {HEADERS.map(({ key, label }) => (
                <th key={key}>
                  <Button minimal small text={label} rightIcon={sort === key ? <CaretDownIcon /> : undefined} onClick={() => setSort(key)} data-testid={`sort-${key}`} />
                </th>
              ))}
              <th>Provider</th>
              <th>Readings</th>
            </tr>
          </thead>
          <tbody>
            {subjects.map((subject) => (
              <tr key={subject.id} data-testid="monitoring-list-row" data-kind={subject.kind} data-level={subject.level}>
                <td>{subject.tour.title}</td>
                <td>{subjectLabel(subject)}</td>
                <td data-testid="subject-starts">{subjectDateTime(subject)}</td>
                <td>
                  {subject.lastCheck ? (
                    <>
                      <RelativeTime instant={subject.lastCheck.at} />
                      {subject.lastCheck.outcome === 'no data' && ` (no data: ${subject.lastCheck.reason})`}
                    </>
                  ) : (
                    'not yet'
                  )}
                </td>
                <td>{subject.inHorizon ? subject.nextCheckAt && <RelativeTime instant={subject.nextCheckAt} /> : 'when within reach'}</td>
                <td>{subject.level === 'normal' ? 'normal' : <Tag intent={subject.level === 'WARNING' ? 'warning' : subject.level === 'INFO' ? 'primary' : 'danger'}>{subject.level}</Tag>}</td>
                <td>{providerWords(subject.provider)}</td>
                <td>
                  <SubjectReadings readings={subject.readings} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </main>
  );
}
