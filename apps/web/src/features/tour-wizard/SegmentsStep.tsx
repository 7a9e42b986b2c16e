// Wizard step 3: each day's segments, added, reordered and moved between days as in the editor.
import { DayWindowCallout } from '../tour-planner/DayWindowCallout';
import { usePlanner } from '../tour-planner/PlannerContext';
import { PlannerDayCard } from '../tour-planner/PlannerDayCard';

export function SegmentsStep() {
  const { tour, rules } = usePlanner();
  return (
    <div className="wizard-card" data-testid="wizard-segments">
      <DayWindowCallout day={rules.day} autoFill={rules.autoFill} />
      {tour.days.map((day) => (
        <PlannerDayCard key={day.id} day={day} dayActions={false} />
      ))}
    </div>
  );
}
