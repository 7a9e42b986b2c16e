// Moving a segment to another day by keyboard: choose the day, then press Move; focus follows the segment and the move is announced.
import { Button, ControlGroup, HTMLSelect } from '@blueprintjs/core';
import type { DayView, SegmentView } from '@tourops/contracts';
import { useState } from 'react';
import { formatDate, formatDayDate } from '../../shared/format';
import { usePlanner } from './PlannerContext';
import { focusMovedSegment, moveChange } from './segmentMoves';
import { SEGMENT_TYPE_LABELS } from './segmentTypes';

export function MoveToDay({ segment, day }: { segment: SegmentView; day: DayView }) {
  const { tour, planOrTell, announce } = usePlanner();
  const [targetId, setTargetId] = useState('');
  const target = tour.days.find((candidate) => candidate.id === targetId && candidate.id !== day.id);

  const move = async () => {
    const change = target && moveChange(tour, segment.id, target.id, target.segments.length);
    if (!target || !change || !(await planOrTell(change))) return;
    setTargetId('');
    announce(`Moved ${SEGMENT_TYPE_LABELS[segment.type]} ${segment.title} to ${formatDayDate(target.date)}`);
    focusMovedSegment(segment.id, target.id);
  };

  return (
    <ControlGroup className="segment-move-to-day">
      <HTMLSelect
        value={targetId}
        aria-label={`Day to move ${segment.title} to`}
        onChange={(event) => setTargetId(event.target.value)}
        data-testid="segment-move-to-day"
        options={[
          { value: '', label: 'Move to day…', disabled: true },
          ...tour.days.filter((candidate) => candidate.id !== day.id).map((candidate) => ({ value: candidate.id, label: formatDate(candidate.date) })),
        ]}
      />
      <Button text="Move" aria-label={`Move ${segment.title}`} disabled={!target} onClick={() => void move()} data-testid="segment-move-to-day-confirm" />
    </ControlGroup>
  );
}
