// Adds a day to a tour or changes one: date within the tour, title and description.
import { Button } from '@blueprintjs/core';
import { AddIcon, TickIcon } from '@blueprintjs/icons';
import type { DayView, TourView } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { checkDayDraft, DAY_FIELDS, draftOfDay, firstFreeDate, type DayDraft } from './dayDraft';
import { useAddDayMutation, useChangeDayMutation } from './toursApi';

export interface DayFormProps {
  tour: TourView;
  /** The day to change; a new day when absent. */
  day?: DayView;
  onDone?: () => void;
}

export function DayForm({ tour, day, onDone }: DayFormProps) {
  const [draft, setDraft] = useState<DayDraft>(() => (day ? draftOfDay(day) : { date: firstFreeDate(tour) ?? tour.startDate, title: '', description: '' }));
  const [checked, setChecked] = useState<FieldErrors>({});
  const [addDay, added] = useAddDayMutation();
  const [changeDay, changed] = useChangeDayMutation();
  const { isLoading, error } = day ? changed : added;
  const problem = toProblem(error);
  const server = splitServerErrors(problem, DAY_FIELDS);
  const errors = { ...server.fields, ...checked };
  const testId = (name: string) => (day ? `edit-day-${name}` : `day-${name}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDayDraft(draft, tour, day?.id);
    setChecked(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const fields = { date: draft.date, title: draft.title.trim(), description: draft.description.trim() };
    const result = day ? await changeDay({ tourId: tour.id, dayId: day.id, changes: fields }) : await addDay({ tourId: tour.id, body: fields });
    if ('error' in result) return;
    if (!day) {
      added.reset();
      setDraft((current) => ({ ...current, title: '', description: '' })); // the editor remounts this form with the next free date
    }
    onDone?.();
  };

  return (
    <form className="day-form" onSubmit={submit} noValidate data-testid={day ? 'edit-day-form' : 'add-day-form'} aria-label={day ? `Change the day of ${day.date}` : 'Add a day'}>
      <ProblemCallout problem={problem} otherErrors={server.others} />
      <div className="form-grid">
        <TextField
          label="Date"
          type="date"
          min={tour.startDate}
          max={tour.endDate}
          value={draft.date}
          onChange={(date) => setDraft((current) => ({ ...current, date }))}
          error={errors.date}
          helperText={`Within the tour, ${tour.startDate} to ${tour.endDate}.`}
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
      </div>
      <div className="form-actions">
        <Button type="submit" intent="primary" icon={day ? <TickIcon /> : <AddIcon />} text={day ? 'Save day' : 'Add day'} loading={isLoading} data-testid={testId('submit')} />
        {onDone && day && <Button variant="minimal" text="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}

