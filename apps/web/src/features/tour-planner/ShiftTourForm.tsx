// Shifts the whole tour to a new start date: every day, flight and stay moves by the same number of days.
import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { daysBetween, isCalendarDate } from '@tourops/domain';
import { useState } from 'react';
import { usePlanner } from './PlannerContext';
import { countOf } from '../../shared/format';

export function ShiftTourForm() {
  const { tour, planOrTell } = usePlanner();
  const [startDate, setStartDate] = useState(tour.startDate);
  const valid = isCalendarDate(startDate) && startDate !== tour.startDate;
  const days = valid ? daysBetween(tour.startDate, startDate) : 0;
  return (
    <form
      className="shift-tour"
      aria-label="Shift the tour"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void planOrTell({ kind: 'shiftTour', startDate });
      }}
    >
      <ControlGroup>
        <InputGroup type="date" value={startDate} onValueChange={setStartDate} aria-label="New start date" data-testid="shift-start-date" />
        <Button
          type="submit"
          icon={<CalendarIcon />}
          text={valid ? `Shift ${days > 0 ? `${countOf(days, 'day')} later` : `${countOf(-days, 'day')} earlier`}` : 'Shift the tour'}
          disabled={!valid}
          data-testid="shift-submit"
        />
      </ControlGroup>
    </form>
  );
}
