// Adds a day on a free date of the tour or changes one: date within the tour, title and description.
import { Button } from '@blueprintjs/core';
import { AddIcon, TickIcon } from '@blueprintjs/icons';
import type { DayView } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { changedFields } from './changedFields';
import { checkDayDraft, draftOfDay, firstFreeDate, type DayDraft } from './dayDraft';
import { newId } from './newId';
import { AssistantDraft } from '../assistant/AssistantDraft';
import { usePlanner } from './PlannerContext';
import { useIsDaySaved } from './useIsSaved';

export interface DayFormProps {
  /** The day to change; a new day when absent. */
  day?: DayView;
  onDone?: () => void;
}

export function DayForm({ day, onDone }: DayFormProps) {
  const { tour, plan } = usePlanner();
  const [draft, setDraft] = useState<DayDraft>(() => (day ? draftOfDay(day) : { date: firstFreeDate(tour) ?? tour.startDate, title: '', description: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [openedOn] = useState(() => ({ revision: tour.revision, tour }));
  const [opened] = useState(day);
  const testId = (name: string) => (day ? `edit-day-${name}` : `day-${name}`);
  const draftable = useIsDaySaved(tour.id, day?.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = checkDayDraft(draft, tour, day?.id);
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found)) return focusFirstInvalid(form);
    const fields = { date: draft.date, title: draft.title.trim(), description: draft.description.trim() };
    const changes = opened ? changedFields(draftOfDay(opened), fields) : fields;
    if (day && Object.keys(changes).length === 0) return onDone?.();
    const outcome = await plan(day ? { kind: 'changeDay', dayId: day.id, changes } : { kind: 'addDay', dayId: newId(), fields }, openedOn);
    if (!outcome.planned) {
      setErrors(outcome.refused.fields ?? {});
      setRefusal(outcome.refused.message);
      return;
    }
    if (!day) setDraft((current) => ({ ...current, title: '', description: '' })); // the editor remounts this form with the next free date
    onDone?.();
  };

  return (
    <form className="day-form" onSubmit={submit} noValidate data-testid={day ? 'edit-day-form' : 'add-day-form'} aria-label={day ? `Change the day of ${formatDate(day.date)}` : 'Add a day'}>
      <ProblemCallout problem={refusal ? { type: 'about:blank', title: 'Not possible', status: 0, detail: refusal } : null} />
      <div className="form-grid">
        <TextField
          label="Date"
          type="date"
          min={tour.startDate}
          max={tour.endDate}
          value={draft.date}
          onChange={(date) => setDraft((current) => ({ ...current, date }))}
          error={errors.date}
          helperText={`Within the tour, ${formatDate(tour.startDate)} to ${formatDate(tour.endDate)}.`}
          testId={testId('date')}
          required
        />
        <TextField label="Title" value={draft.title} onChange={(title) => setDraft((current) => ({ ...current, title }))} error={errors.title} testId={testId('title')} />
        <TextField
          className="span-2"
          label="Description"
          multiline
          value={draft.description}
          onChange={(description) => setDraft((current) => ({ ...current, description }))}
          error={errors.description}
          testId={testId('description')}
        />
        {day && draftable && (
          <div className="span-2 assistant-drafts">
            <AssistantDraft kind="day-title" tourId={tour.id} dayId={day.id} onAccept={(title) => setDraft((current) => ({ ...current, title }))} />
            <AssistantDraft kind="day-description" tourId={tour.id} dayId={day.id} onAccept={(description) => setDraft((current) => ({ ...current, description }))} />
          </div>
        )}
      </div>
      <div className="form-actions">
        <Button type="submit" intent="primary" icon={day ? <TickIcon /> : <AddIcon />} text={day ? 'Save day' : 'Add day'} data-testid={testId('submit')} />
        {onDone && day && <Button variant="minimal" text="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}
