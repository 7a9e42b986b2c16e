// One day of a tour: its date, title and description, its segments in order, and the forms to change them.
import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { AddIcon, EditIcon, TimeIcon, TrashIcon } from '@blueprintjs/icons';
import type { DayView, TourView } from '@tourops/contracts';
import { useState } from 'react';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { formatDayDate } from '../../shared/format';
import { showToast } from '../../shared/toaster';
import { useSettings } from '../settings/useSettings';
import { DayForm } from './DayForm';
import { SegmentForm } from './SegmentForm';
import { SegmentRow } from './SegmentRow';
import { useRemoveDayMutation, useRemoveSegmentMutation, useReorderSegmentsMutation } from './toursApi';

type Editing = { kind: 'day' } | { kind: 'new-segment' } | { kind: 'segment'; segmentId: string } | null;

export function DayCard({ tour, day, editable }: { tour: TourView; day: DayView; editable: boolean }) {
  const { day: daySettings } = useSettings();
  const [editing, setEditing] = useState<Editing>(null);
  const [removeDay] = useRemoveDayMutation();
  const [removeSegment] = useRemoveSegmentMutation();
  const [reorderSegments, reordering] = useReorderSegmentsMutation();
  const ids = { tourId: tour.id, dayId: day.id };

  const report = (result: { error?: unknown }, failed: string) => {
    if (!result.error) return;
    const problem = toProblem(result.error as Parameters<typeof toProblem>[0]);
    showToast({ intent: 'danger', message: `${failed}: ${problem?.detail || problem?.title}` });
  };

  const move = async (index: number, direction: -1 | 1) => {
    const order = day.segments.map((segment) => segment.id);
    [order[index], order[index + direction]] = [order[index + direction], order[index]];
    report(await reorderSegments({ ...ids, segmentIds: order }), 'The segments were not reordered');
  };

  return (
    <Card className="day-card" data-testid="tour-day" data-day-id={day.id} data-day-date={day.date}>
      <header className="day-card-header">
        <div>
          <h3 className="day-card-date">{formatDayDate(day.date)}</h3>
          {day.title && <div className="day-card-title" data-testid="day-card-title">{day.title}</div>}
        </div>
        {editable && editing?.kind !== 'day' && (
          <div className="day-card-actions">
            <Button variant="minimal" icon={<EditIcon />} text="Change day" onClick={() => setEditing({ kind: 'day' })} data-testid="edit-day" />
            <ConfirmButton
              variant="minimal"
              icon={<TrashIcon />}
              intent="danger"
              text="Remove day"
              data-testid="remove-day"
              question={<p>Remove the day of {formatDayDate(day.date)} and its {day.segments.length} segment(s)?</p>}
              confirmText="Remove day"
              onConfirm={async () => report(await removeDay(ids), 'The day was not removed')}
            />
          </div>
        )}
      </header>
      {editing?.kind === 'day' ? (
        <DayForm tour={tour} day={day} onDone={() => setEditing(null)} />
      ) : (
        day.description && <p className="day-card-description">{day.description}</p>
      )}

      {day.segments.length === 0 && editing?.kind !== 'new-segment' ? (
        <NonIdealState className="day-card-empty" icon={<TimeIcon size={20} />} title="No segments yet" layout="horizontal" />
      ) : (
        <ol className="segment-list" aria-label={`Segments of ${day.date}`}>
          {day.segments.map((segment, index) =>
            editing?.kind === 'segment' && editing.segmentId === segment.id ? (
              <li key={segment.id}>
                <SegmentForm tour={tour} day={day} segment={segment} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <SegmentRow
                key={segment.id}
                segment={segment}
                timeZone={tour.timezone}
                daySettings={daySettings}
                editable={editable}
                isFirst={index === 0}
                isLast={index === day.segments.length - 1}
                busy={reordering.isLoading}
                onMove={(direction) => void move(index, direction)}
                onEdit={() => setEditing({ kind: 'segment', segmentId: segment.id })}
                onRemove={async () => report(await removeSegment({ ...ids, segmentId: segment.id }), 'The segment was not removed')}
              />
            ),
          )}
        </ol>
      )}

      {editable &&
        (editing?.kind === 'new-segment' ? (
          <SegmentForm tour={tour} day={day} onDone={() => setEditing(null)} />
        ) : (
          <Button icon={<AddIcon />} text="Add segment" onClick={() => setEditing({ kind: 'new-segment' })} data-testid="add-segment-button" />
        ))}
    </Card>
  );
}
