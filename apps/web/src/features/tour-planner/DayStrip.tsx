// The tour's days side by side with the plan: a list to jump to a day or drop a segment on it, and a day added on a date the tour can take.
import { Button } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { freeDayDates } from '@tourops/domain';
import { countOf, formatDate } from '../../shared/format';
import { DayStripItem } from './DayStripItem';
import { newId } from './newId';
import { usePlanner } from './PlannerContext';

export function DayStrip() {
  const { tour, editable, planOrTell } = usePlanner();
  // AddDay's own rule: a day on a date of the tour that has none yet.
  const [free] = freeDayDates(tour);
  return (
    <nav className="day-strip" aria-label="Days of the tour" data-testid="day-strip">
      <h2 className="day-strip-heading">Days</h2>
      <p className="muted day-strip-hint">{editable ? 'Drag a segment onto a day to move it there.' : `${countOf(tour.days.length, 'day')}.`}</p>
      <ol className="day-strip-list">
        {tour.days.map((day, index) => (
          <DayStripItem key={day.id} day={day} number={index + 1} />
        ))}
      </ol>
      {editable && free && (
        <Button
          fill
          variant="outlined"
          icon={<AddIcon />}
          text={`Add a day (${formatDate(free)})`}
          title="A new day on the first date of the tour that has none."
          onClick={() => void planOrTell({ kind: 'addDay', dayId: newId(), fields: { date: free, title: '', description: '' } })}
          data-testid="day-strip-add-day"
        />
      )}
      {editable && !free && (
        <p className="muted day-strip-hint" data-testid="day-strip-add-day-hint">
          Every date has a day. The tour ends {formatDate(tour.endDate)}: change its end date to add a day.
        </p>
      )}
    </nav>
  );
}
