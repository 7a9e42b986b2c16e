// A blank tour from its basics; then planned in the editor, or step by step in the wizard.
import { Button, Card } from '@blueprintjs/core';
import { AddIcon, StepChartIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { calendarToday } from '../../shared/calendarToday';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { TourDetailsFields } from '../tours/TourDetailsFields';
import { checkTourDetails, createBodyOf, emptyTourDraft, TOUR_DETAIL_FIELDS, type TourDetailsDraft } from '../tours/tourDetailsDraft';
import { useCreateTourMutation } from './tourCreationApi';

export function BlankTourForm() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TourDetailsDraft>(() => emptyTourDraft(calendarToday()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createTour, { isLoading, error }] = useCreateTourMutation();
  const problem = toProblem(error);
  const server = splitServerErrors(problem, TOUR_DETAIL_FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inWizard = (event.nativeEvent as SubmitEvent).submitter?.dataset.testid === 'create-tour-wizard';
    const found = checkTourDetails(draft);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget);
    const result = await createTour(createBodyOf(draft));
    if ('error' in result) return;
    showToast({ intent: 'success', message: `“${draft.title.trim()}” was created. ${inWizard ? 'The wizard walks you through its days and segments.' : 'Add its days and segments.'}` });
    navigate(inWizard ? `/tours/wizard/${result.data.id}` : `/tours/edit/${result.data.id}`);
  };

  return (
    <Card className="form-card">
      <form onSubmit={submit} noValidate data-testid="create-tour-form" aria-label="Create a tour">
        <ProblemCallout problem={problem} otherErrors={server.others} />
        <TourDetailsFields draft={draft} errors={{ ...server.fields, ...errors }} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} withStatus />
        <div className="form-actions">
          <Button type="submit" intent="primary" icon={<StepChartIcon />} text="Create and plan step by step" loading={isLoading} data-testid="create-tour-wizard" />
          <Button type="submit" icon={<AddIcon />} text="Create and open the editor" loading={isLoading} data-testid="create-tour-submit" />
          <Button variant="minimal" text="Cancel" onClick={() => navigate('/tours/all')} />
        </div>
      </form>
    </Card>
  );
}
