// One day of the plan: its date and title, its timeline, its segments with drop zones between them, and the day's actions.
import { Button, Card, Tag } from '@blueprintjs/core';
import { AddIcon, DuplicateIcon, EditIcon, InsertIcon } from '@blueprintjs/icons';
import type { DayView } from '@tourops/contracts';
import { Fragment, useState } from 'react';
import { formatDate, formatDayDate } from '../../shared/format';
import { DayForm } from './DayForm';
import { DayTimeline } from './DayTimeline';
import { newId } from './newId';
import { usePlanner } from './PlannerContext';
import { RemoveDayButton } from './RemoveDayButton';
import { SegmentDropZone } from './SegmentDropZone';
import { SegmentForm } from './SegmentForm';
import { SegmentRow } from './SegmentRow';
import { dayWindowNote } from './segmentFit';

type Editing = { kind: 'day' } | { kind: 'new-segment' } | { kind: 'segment'; segmentId: string } | null;

export function PlannerDayCard({ day, dayActions = true }: { day: DayView; dayActions?: boolean }) {
  const { tour, editable, rules, planOrTell } = usePlanner();
  const [editing, setEditing] = useState<Editing>(null);
  const outside = dayWindowNote(day, tour.timezone, rules.day);
  const number = tour.days.findIndex((candidate) => candidate.id === day.id) + 1;

  return (
    <Card className="day-card" id={`day-${day.id}`} data-testid="tour-day" data-day-id={day.id} data-day-date={day.date}>
      <header className="day-card-header">
        <div>
          <h3 className="day-card-date">
            <span className="day-card-number">Day {number}</span> {formatDayDate(day.date)}
          </h3>
          {day.title && <div className="day-card-title" data-testid="day-card-title">{day.title}</div>}
          {outside && (
            <Tag intent={outside.refused > 0 ? 'danger' : 'none'} minimal round data-testid="day-misfits">
              {outside.text}
            </Tag>
          )}
        </div>
        {editable && dayActions && editing?.kind !== 'day' && (
          <div className="day-card-actions">
            <Button variant="minimal" icon={<EditIcon />} text="Change" onClick={() => setEditing({ kind: 'day' })} data-testid="edit-day" />
            <Button
              variant="minimal"
              icon={<InsertIcon />}
              text="Insert day before"
              title="A new day on this date; this day and the later ones move one day on."
              onClick={() => void planOrTell({ kind: 'insertDay', dayId: newId(), fields: { date: day.date, title: '', description: '' } })}
              data-testid="day-insert-before"
            />
            <Button
              variant="minimal"
              icon={<DuplicateIcon />}
              text="Duplicate"
              title="A copy of this day and its segments on the next date; the later days move one day on."
              onClick={() => void planOrTell({ kind: 'duplicateDay', dayId: day.id, newDayId: newId(), newSegmentIds: day.segments.map(() => newId()) })}
              data-testid="day-duplicate"
            />
            <RemoveDayButton day={day} />
          </div>
        )}
      </header>
      {editing?.kind === 'day' ? <DayForm day={day} onDone={() => setEditing(null)} /> : day.description && <p className="day-card-description">{day.description}</p>}

      {day.segments.length > 0 && <DayTimeline day={day} timeZone={tour.timezone} dayWindow={rules.day} />}

      <ol className="segment-list" aria-label={`Segments of ${formatDate(day.date)}`}>
        {day.segments.length === 0 && editable && <SegmentDropZone dayId={day.id} slot={0} empty />}
        {day.segments.length === 0 && !editable && <li className="muted day-card-empty">No segments yet.</li>}
        {day.segments.map((segment, index) => (
          <Fragment key={segment.id}>
            {editable && <SegmentDropZone dayId={day.id} slot={index} />}
            {editing?.kind === 'segment' && editing.segmentId === segment.id ? (
              <li>
                <SegmentForm day={day} segment={segment} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <SegmentRow segment={segment} day={day} index={index} onEdit={() => setEditing({ kind: 'segment', segmentId: segment.id })} />
            )}
          </Fragment>
        ))}
        {editable && day.segments.length > 0 && <SegmentDropZone dayId={day.id} slot={day.segments.length} />}
      </ol>

      {editable &&
        (editing?.kind === 'new-segment' ? (
          <SegmentForm day={day} onDone={() => setEditing(null)} />
        ) : (
          <Button icon={<AddIcon />} text="Add segment" onClick={() => setEditing({ kind: 'new-segment' })} data-testid="add-segment-button" />
        ))}
    </Card>
  );
}
