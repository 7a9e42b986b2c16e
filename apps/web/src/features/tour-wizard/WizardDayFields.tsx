// One day in the wizard's days step: its title and description, saved as they are typed.
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { DayView } from '@tourops/contracts';
import { formatDayDate } from '../../shared/format';
import { AssistantDraft } from '../assistant/AssistantDraft';
import { usePlanner } from '../tour-planner/PlannerContext';
import type { TourChange } from '../tour-planner/tourChange';
import { useIsDaySaved } from '../tour-planner/useIsSaved';
import { useTypedText } from './useTypedText';

export function WizardDayFields({ day, number }: { day: DayView; number: number }) {
  const { tour, editable, plan } = usePlanner();
  const saved = useIsDaySaved(tour.id, day.id);
  /** An accepted AI draft is a change like a typed one; a refused one keeps the draft open. */
  const accept = async (change: TourChange) => {
    const outcome = await plan(change);
    if (!outcome.planned) throw new Error(outcome.refused.message);
  };
  const [title, setTitle] = useTypedText(day.title, (text) => void plan({ kind: 'changeDay', dayId: day.id, changes: { title: text.trim() } }));
  const [description, setDescription] = useTypedText(day.description, (text) => void plan({ kind: 'changeDay', dayId: day.id, changes: { description: text.trim() } }));
  return (
    <li className="wizard-day" data-testid="wizard-day" data-day-date={day.date}>
      <h3 className="wizard-day-date">
        Day {number} · {formatDayDate(day.date)}
      </h3>
      <div className="form-grid">
        <FormGroup label="Title" labelFor={`day-title-${day.id}`}>
          <InputGroup id={`day-title-${day.id}`} value={title} disabled={!editable} placeholder="Arrival in Rome" onValueChange={setTitle} data-testid="wizard-day-title" />
          {editable && (
            <AssistantDraft kind="day-title" tourId={tour.id} dayId={day.id} disabled={!saved} onAccept={(text) => accept({ kind: 'changeDay', dayId: day.id, changes: { title: text } })} />
          )}
        </FormGroup>
        <FormGroup label="Description" labelFor={`day-description-${day.id}`}>
          <TextArea
            id={`day-description-${day.id}`}
            fill
            rows={2}
            value={description}
            disabled={!editable}
            onChange={(event) => setDescription(event.target.value)}
            data-testid="wizard-day-description"
          />
          {editable && (
            <AssistantDraft
              kind="day-description"
              tourId={tour.id}
              dayId={day.id}
              disabled={!saved}
              onAccept={(text) => accept({ kind: 'changeDay', dayId: day.id, changes: { description: text } })}
            />
          )}
        </FormGroup>
      </div>
    </li>
  );
}
