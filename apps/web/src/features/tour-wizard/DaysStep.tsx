// Wizard step 2: one day per date of the tour, created on arrival; each day's title and description saved as typed.
import { Card } from '@blueprintjs/core';
import { addDays, daysBetween } from '@tourops/domain';
import { useEffect } from 'react';
import { formatDayDate } from '../../shared/format';
import { newId } from '../tour-planner/newId';
import { usePlanner } from '../tour-planner/PlannerContext';
import { WizardDayFields } from './WizardDayFields';

/** The tour's dates that have no day yet. */
function missingDates(startDate: string, endDate: string, taken: readonly string[]): string[] {
  const dates = Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, offset) => addDays(startDate, offset));
  return dates.filter((date) => !taken.includes(date));
}

export function DaysStep() {
  const { tour, editable, plan } = usePlanner();
  const missing = missingDates(tour.startDate, tour.endDate, tour.days.map((day) => day.date)).join(',');

  useEffect(() => {
    if (!editable || !missing) return;
    // A date that got its day meanwhile is refused by the tour's own rules, so no date gets two days.
    for (const date of missing.split(',')) void plan({ kind: 'addDay', dayId: newId(), fields: { date, title: '', description: '' } });
  }, [editable, missing, plan]);

  return (
    <div className="wizard-card" data-testid="wizard-days">
      <Card>
        <p className="muted">
          One day for each date from {formatDayDate(tour.startDate)} to {formatDayDate(tour.endDate)}, created for you. Change the dates in Basics to add or
          remove days.
        </p>
        <ol className="wizard-day-list">
          {tour.days.map((day, index) => (
            <WizardDayFields key={day.id} day={day} number={index + 1} />
          ))}
        </ol>
      </Card>
    </div>
  );
}
