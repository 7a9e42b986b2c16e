// A member's assignments as a schedule grouped by date: upcoming ones, or those that have ended.
import { Button, ButtonGroup, Spinner, Tag } from '@blueprintjs/core';
import { CalendarIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { ScheduleEntryView } from '@tourops/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { toProblem } from '../../app/problem';
import { formatDayDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useGetScheduleQuery } from './fieldStaffApi';
import { describePeriod, localDate, overrideReasons, ROLE_LABELS } from './staffLabels';
import { EmptyState } from '../../shared/SubHeading';

/** Entries grouped by the date they start on, in the order given. */
function byStartDate(entries: ScheduleEntryView[]): [string, ScheduleEntryView[]][] {
  const groups = new Map<string, ScheduleEntryView[]>();
  for (const entry of entries) groups.set(localDate(entry.from), [...(groups.get(localDate(entry.from)) ?? []), entry]);
  return [...groups];
}

const scopeOf = (entry: ScheduleEntryView) => (entry.segmentTitle ? `Segment: ${entry.segmentTitle}` : entry.dayDate ? 'Day' : entry.dayId ? 'Day (no longer on the tour)' : 'Whole tour');

export function StaffSchedule({ staffId }: { staffId: string }) {
  const [past, setPast] = useState(false);
  const { data, error, isLoading, refetch } = useGetScheduleQuery({ staffId, past });
  return (
    <section className="staff-schedule" aria-labelledby="staff-schedule-title" data-testid="staff-schedule" data-past={past}>
      <div className="section-heading">
        <h2 id="staff-schedule-title" className="section-title">
          Schedule
        </h2>
        <ButtonGroup>
          <Button text="Upcoming" active={!past} aria-pressed={!past} onClick={() => setPast(false)} data-testid="schedule-upcoming" />
          <Button text="Past" active={past} aria-pressed={past} onClick={() => setPast(true)} data-testid="schedule-past" />
        </ButtonGroup>
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading && <Spinner size={20} aria-label="Loading the schedule" />}
      {data && data.length === 0 && <EmptyState icon={<CalendarIcon size={32} />} title={past ? 'No past assignments' : 'Nothing planned'} layout="horizontal" />}
      {data &&
        byStartDate(data).map(([date, entries]) => (
          <div className="schedule-date" key={date} data-testid="schedule-date" data-date={date}>
            <h3 className="schedule-date-title">{formatDayDate(date)}</h3>
            <ul className="schedule-entries">
              {entries.map((entry) => (
                <li key={entry.assignmentId} className="schedule-entry" data-testid="schedule-entry" data-assignment-id={entry.assignmentId}>
                  <span className="schedule-period">{describePeriod(entry.from, entry.to)}</span>
                  <span>
                    {entry.tourTitle ? <Link to={`/tours/edit/${entry.tourId}`}>{entry.tourTitle}</Link> : <span className="muted">A tour no longer listed</span>}
                    {entry.tourDeleted && entry.tourTitle && <Tag minimal intent="warning">deleted</Tag>}
                  </span>
                  <span className="muted">{scopeOf(entry)}</span>
                  <Tag minimal>{ROLE_LABELS[entry.role]}</Tag>
                  {entry.override && (
                    <Tag intent="warning" icon={<WarningSignIcon />} data-testid="schedule-override">
                      Assigned despite: {overrideReasons(entry.override.reasons)}
                    </Tag>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
