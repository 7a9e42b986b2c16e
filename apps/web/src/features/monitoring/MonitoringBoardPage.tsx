// /tools/monitoring: a live board of what is watched now, grouped by tour and coloured by level, with "check now".
import { Button, Card, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { AirplaneIcon, CloudIcon, DriveTimeIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MonitoringSubjectView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { formatInstant } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { useCheckSubjectNowMutation, useListMonitoringSubjectsQuery } from './monitoringApi';
import { subjectLabel } from './subjectLabel';
import { SubjectReadings } from './SubjectReadings';

const KIND_ICONS = { flight: <AirplaneIcon />, transfer: <DriveTimeIcon />, weather: <CloudIcon /> } as const;
const KIND_OPTIONS = [
  { value: '', label: 'Flights, transfers and weather' },
  { value: 'flight', label: 'Flights' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'weather', label: 'Weather' },
];

/** The subjects of each tour, in order of their windows, tours by their first window. */
function byTour(subjects: readonly MonitoringSubjectView[]): { tour: MonitoringSubjectView['tour']; subjects: MonitoringSubjectView[] }[] {
  const groups = new Map<string, { tour: MonitoringSubjectView['tour']; subjects: MonitoringSubjectView[] }>();
  for (const subject of [...subjects].sort((a, b) => a.window.from.localeCompare(b.window.from))) {
    const group = groups.get(subject.tour.id) ?? { tour: subject.tour, subjects: [] };
    group.subjects.push(subject);
    groups.set(subject.tour.id, group);
  }
  return [...groups.values()];
}

function LastCheck({ subject }: { subject: MonitoringSubjectView }) {
  if (subject.checkRequestedAt) return <span data-testid="check-pending">Check requested {formatInstant(subject.checkRequestedAt)}</span>;
  if (!subject.lastCheck) return <span className="muted">Not checked yet</span>;
  if (subject.lastCheck.outcome === 'no data') return <span className="no-data">No data at {formatInstant(subject.lastCheck.at)}: {subject.lastCheck.reason}</span>;
  return <span>Checked {formatInstant(subject.lastCheck.at)}</span>;
}

export function MonitoringBoardPage() {
  const canOperate = useCanOperate();
  const [params] = useSearchParams();
  const [kind, setKind] = useState(() => (KIND_OPTIONS.some((option) => option.value === params.get('kind')) ? params.get('kind')! : ''));
  const { data, error, isLoading, refetch } = useListMonitoringSubjectsQuery({ kind: kind || undefined });
  const [checkNow] = useCheckSubjectNowMutation();
  const watchedNow = (data?.items ?? []).filter((subject) => subject.inHorizon);
  const groups = byTour(watchedNow);
  const later = (data?.items.length ?? 0) - watchedNow.length;

  const check = async (subject: MonitoringSubjectView) => {
    const result = await checkNow(subject.pathId);
    if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'The check was not requested.' });
  };

  return (
    <main className="monitoring-page" data-testid="monitoring-board">
      <PageHeader
        title="Monitoring"
        subtitle="Flights within 72 hours or under way, transfers within 24 hours, weather within 7 days, of confirmed and running tours. Temperatures in °C, wind in km/h, precipitation in mm per hour, delays in minutes."
      />
      <div className="list-toolbar notifications-toolbar">
        <HTMLSelect value={kind} options={KIND_OPTIONS} onChange={(event) => setKind(event.target.value)} aria-label="Kind" data-testid="monitoring-kind" />
        {later > 0 && <span className="muted">{later} more watched later, when they come within reach (Full monitoring list).</span>}
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner />
      ) : groups.length === 0 ? (
        <NonIdealState icon={<EyeOpenIcon />} title="Nothing to watch now" description="Confirm a tour with flights, transfers or located segments in the coming days: they appear here, checked by proximity." />
      ) : (
        groups.map(({ tour, subjects }) => (
          <Card key={tour.id} className="monitoring-tour" data-testid="monitoring-tour" data-tour-id={tour.id}>
            <h2 className="settings-card-title">{tour.title}</h2>
            {subjects.map((subject) => (
              <div key={subject.id} className={`monitoring-subject level-${subject.level}`} data-testid="monitoring-subject" data-kind={subject.kind} data-level={subject.level}>
                <span className="monitoring-subject-kind">{KIND_ICONS[subject.kind]}</span>
                <span className="monitoring-subject-what">
                  <strong>{subjectLabel(subject)}</strong>
                  <span className="muted"> {formatInstant(subject.window.from)} · {subject.provider}</span>
                </span>
                <SubjectReadings readings={subject.readings} />
                <span className="monitoring-subject-check">
                  <LastCheck subject={subject} />
                  {subject.nextCheckAt && <span className="muted"> · next {formatInstant(subject.nextCheckAt)}</span>}
                </span>
                {subject.level !== 'normal' && <Tag intent={subject.level === 'WARNING' ? 'warning' : subject.level === 'INFO' ? 'primary' : 'danger'}>{subject.level}</Tag>}
                {canOperate && <Button small text="Check now" disabled={subject.checkRequestedAt !== null} onClick={() => void check(subject)} data-testid="check-now" />}
              </div>
            ))}
          </Card>
        ))
      )}
    </main>
  );
}
