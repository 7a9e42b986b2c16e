// The tour's days side by side with the plan: a list to jump to a day or drop a segment on it, and a day added at the end.
import { Button } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { addDays } from '@tourops/domain';
import { formatDate } from '../../shared/format';
import { DayStripItem } from './DayStripItem';
import { newId } from './newId';
import { usePlanner } from './PlannerContext';

export function DayStrip() {
  const { tour, editable, planOrTell, keyOf } = usePlanner();
  const after = addDays(tour.endDate, 1);
  return (
    <nav className="day-strip" aria-label="Days of the tour" data-testid="day-strip">
      <h2 className="day-strip-heading">Days</h2>
      <p className="muted day-strip-hint">{editable ? 'Drag a segment onto a day to move it there.' : `${tour.days.length} day(s).`}</p>
      <ol className="day-strip-list">
        {tour.days.map((day, index) => (
          <DayStripItem key={keyOf(day.id)} day={day} number={index + 1} />
        ))}
      </ol>
      {editable && (
        <Button
          fill
          variant="outlined"
          icon={<AddIcon />}
          text={`Add a day (${formatDate(after)})`}
          title="A new day after the last one; the tour ends a day later."
          onClick={() => void planOrTell({ kind: 'insertDay', dayId: newId(), fields: { date: after, title: '', description: '' } })}
          data-testid="day-strip-add-day"
        />
      )}
    </nav>
  );
}
