// /tools/monitoring: what is watched now, what needs action first: tours by highest level, each by day, subjects at a level first, calm ones folded; "check now".
import { Button, Card, HTMLSelect, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { AirplaneIcon, CloudIcon, DriveTimeIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayLabel, providerWords, zoneName, type Level } from '@tourops/domain';
import type { MonitoringSubjectView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime, useNow } from '../../shared/RelativeTime';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { useCheckSubjectNowMutation, useListMonitoringSubjectsQuery } from './monitoringApi';
import { boardDays, boardTours, calmSummary, dateOf, isOnDay, type BoardTour } from './monitoringBoard';
import { subjectLabel } from './subjectLabel';
import { SubjectReadings } from './SubjectReadings';
import { subjectTime } from './subjectTime';
import { EmptyState } from '../../shared/SubHeading';

const KIND_ICONS = { flight: <AirplaneIcon />, transfer: <DriveTimeIcon />, weather: <CloudIcon /> } as const;
const KIND_OPTIONS = [
  { value: '', label: 'Flights, transfers and weather' },
  { value: 'flight', label: 'Flights' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'weather', label: 'Weather' },
];
const LEVEL_INTENTS: Record<Level, Intent> = { normal: 'none', INFO: 'primary', WARNING: 'warning', ALERT: 'danger', CRITICAL: 'danger' };
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function LastCheck({ subject }: { subject: MonitoringSubjectView }) {
  if (subject.checkRequestedAt) return <span data-testid="check-pending"><RelativeTime instant={subject.checkRequestedAt} prefix="Check requested " /></span>;
  if (!subject.lastCheck) return <span className="muted">Not checked yet</span>;
  if (subject.lastCheck.outcome === 'no data')
    return (
      <span className="no-data">
        No data <RelativeTime instant={subject.lastCheck.at} />: {subject.lastCheck.reason}
      </span>
    );
  return <RelativeTime instant={subject.lastCheck.at} prefix="Checked " />;
}

function SubjectRow({ subject, canOperate, onCheck }: { subject: MonitoringSubjectView; canOperate: boolean; onCheck(subject: MonitoringSubjectView): void }) {
  return (
    <div className={`monitoring-subject level-${subject.level}`} data-testid="monitoring-subject" data-kind={subject.kind} data-level={subject.level} data-date={dateOf(subject)}>
      <span className="monitoring-subject-kind">{KIND_ICONS[subject.kind]}</span>
      <span className="monitoring-subject-time" data-testid="subject-time">{subjectTime(subject, subject.tour.timeZone)}</span>
      <span className="monitoring-subject-what">
        <strong>{subjectLabel(subject)}</strong>
        <span className="muted"> · {providerWords(subject.provider)}</span>
        <SubjectReadings readings={subject.readings} />
      </span>
      <span className="monitoring-subject-side">
        {subject.level !== 'normal' && <Tag intent={LEVEL_INTENTS[subject.level]}>{subject.level}</Tag>}
        <span className="monitoring-subject-check">
          <LastCheck subject={subject} />
          {subject.nextCheckAt && (
            <span className="muted">
              {' · '}
              <RelativeTime instant={subject.nextCheckAt} prefix="next " />
            </span>
          )}
        </span>
        {canOperate && <Button small text="Check now" disabled={subject.checkRequestedAt !== null} onClick={() => onCheck(subject)} data-testid="check-now" />}
      </span>
    </div>
  );
}

function TourCard({ group, expanded, onToggle, canOperate, onCheck }: { group: BoardTour; expanded: boolean; onToggle(): void; canOperate: boolean; onCheck(subject: MonitoringSubjectView): void }) {
  const { tour, level, atLevel, calm } = group;
  const shown = expanded ? [...atLevel, ...calm] : atLevel;
  return (
    <Card className="monitoring-tour" data-testid="monitoring-tour" data-tour-id={tour.id} data-level={level}>
      <div className="monitoring-tour-heading">
        <h2 className="settings-card-title">{tour.title}</h2>
        {level !== 'normal' && <Tag intent={LEVEL_INTENTS[level]}>{level}</Tag>}
        <span className="muted">
          Times on the {zoneName(tour.timeZone)} clock{[...atLevel, ...calm].some((subject) => subject.starts.name) ? ', flights and their weather at their airports' : ''}
        </span>
      </div>
      {boardDays(shown).map((day) => (
        <section key={day.date} className="monitoring-day" data-testid="monitoring-day" data-date={day.date}>
          <h3 className="monitoring-day-title">{dayLabel(day.date)}</h3>
          {day.subjects.map((subject) => (
            <SubjectRow key={subject.id} subject={subject} canOperate={canOperate} onCheck={onCheck} />
          ))}
        </section>
      ))}
      {calm.length > 0 && (
        <div className="monitoring-calm" data-testid="monitoring-calm">
          <span>{calmSummary(calm)}</span>
          <Button small minimal text={expanded ? 'hide' : 'show'} onClick={onToggle} data-testid="monitoring-calm-toggle" />
        </div>
      )}
    </Card>
  );
}

export function MonitoringBoardPage() {
  const canOperate = useCanOperate();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const kind = KIND_OPTIONS.some((option) => option.value === params.get('kind')) ? params.get('kind')! : '';
  const dayParam = params.get('day') ?? '';
  const day = dayParam === 'today' || dayParam === 'tomorrow' || isDate(dayParam) ? dayParam : '';
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { data, error, isLoading, refetch } = useListMonitoringSubjectsQuery({ kind: kind || undefined });
  const [checkNow] = useCheckSubjectNowMutation();
  const watchedNow = (data?.items ?? []).filter((subject) => subject.inHorizon);
  const groups = boardTours(watchedNow.filter((subject) => isOnDay(subject, day, now)));
  const later = (data?.items.length ?? 0) - watchedNow.length;
  const dates = [...new Set([...watchedNow.map(dateOf), ...(isDate(day) ? [day] : [])])].sort();
  const dayOptions = [
    { value: '', label: 'Every day' },
    { value: 'today', label: 'Today' },
    { value: 'tomorrow', label: 'Tomorrow' },
    ...dates.map((date) => ({ value: date, label: dayLabel(date) })),
  ];

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const toggle = (tourId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(tourId)) next.add(tourId);
      return next;
    });
  const check = async (subject: MonitoringSubjectView) => {
    const result = await checkNow(subject.pathId);
    if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'The check was not requested.' });
  };

  return (
    <main className="monitoring-page" data-testid="monitoring-board">
      <PageHeader
        title="Monitoring"
        subtitle="Flights within 72 hours or under way, transfers within 24 hours, weather within 7 days, of confirmed and running tours; what needs action first. Each time reads on the clock where it happens. Temperatures in °C, wind in km/h, precipitation in mm per hour, delays in minutes."
      />
      <div className="list-toolbar notifications-toolbar">
        <HTMLSelect value={kind} options={KIND_OPTIONS} onChange={(event) => setParam('kind', event.target.value)} aria-label="Kind" data-testid="monitoring-kind" />
        <HTMLSelect value={day} options={dayOptions} onChange={(event) => setParam('day', event.target.value)} aria-label="Day" data-testid="monitoring-day-filter" />
        {later > 0 && <span className="muted">{later} more watched later, when they come within reach (Full monitoring list).</span>}
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner />
      ) : groups.length === 0 ? (
        watchedNow.length > 0 ? (
          <EmptyState icon={<EyeOpenIcon />} title="Nothing watched on this day" description="Choose another day, or every day." action={<Button text="Every day" onClick={() => setParam('day', '')} />} />
        ) : (
          <EmptyState icon={<EyeOpenIcon />} title="Nothing to watch now" description="Confirm a tour with flights, transfers or located segments in the coming days: they appear here, checked by proximity." />
        )
      ) : (
        groups.map((group) => <TourCard key={group.tour.id} group={group} expanded={expanded.has(group.tour.id)} onToggle={() => toggle(group.tour.id)} canOperate={canOperate} onCheck={(subject) => void check(subject)} />)
      )}
    </main>
  );
}
