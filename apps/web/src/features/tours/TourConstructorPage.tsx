// /tours/constructor: creates a tour from its details, then opens it in the editor to add days and segments.
import { Button, Card } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { calendarToday } from '../../shared/calendarToday';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { TourDetailsFields } from './TourDetailsFields';
import { checkTourDetails, createBodyOf, emptyTourDraft, TOUR_DETAIL_FIELDS, type TourDetailsDraft } from './tourDetailsDraft';
import { useCreateTourMutation } from './toursApi';

export function TourConstructorPage() {
  const navigate = useNavigate();
  const canPlan = useCanPlanTours();
  const [draft, setDraft] = useState<TourDetailsDraft>(() => emptyTourDraft(calendarToday()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createTour, { isLoading, error }] = useCreateTourMutation();
  const problem = toProblem(error);
  const server = splitServerErrors(problem, TOUR_DETAIL_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkTourDetails(draft);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const result = await createTour(createBodyOf(draft));
    if ('error' in result) return;
    showToast({ intent: 'success', message: `“${draft.title.trim()}” was created. Add its days and segments.` });
    navigate(`/tours/edit/${result.data.id}`);
  };

  return (
    <main className="tour-constructor-page">
      <PageHeader title="Tour constructor" subtitle="A tour starts with its title, dates and time zone; its days and segments follow in the editor." />
      {canPlan ? (
        <Card className="form-card">
          <form onSubmit={submit} noValidate data-testid="create-tour-form" aria-label="Create a tour">
            <ProblemCallout problem={problem} otherErrors={server.others} />
            <TourDetailsFields draft={draft} errors={{ ...server.fields, ...errors }} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} withStatus />
            <div className="form-actions">
              <Button type="submit" intent="primary" icon={<AddIcon />} text="Create tour" loading={isLoading} data-testid="create-tour-submit" />
              <Button variant="minimal" text="Cancel" onClick={() => navigate('/tours/all')} />
            </div>
          </form>
        </Card>
      ) : (
        <ReadOnlyNotice />
      )}
    </main>
  );
}
