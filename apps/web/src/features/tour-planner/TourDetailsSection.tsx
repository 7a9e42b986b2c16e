// A tour's details on the editor page: shown, changed in place, and the whole tour shifted to a new start date.
import { Button, Card } from '@blueprintjs/core';
import { EditIcon, TickIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { formatDateRange } from '../../shared/format';
import { TourDetailsFields } from '../tours/TourDetailsFields';
import { changesOf, checkTourDetails, draftOfTour, type TourDetailsDraft } from '../tours/tourDetailsDraft';
import { AssistantDraft } from '../assistant/AssistantDraft';
import type { EditBase } from './editBase';
import { usePlanner } from './PlannerContext';
import { ShiftTourForm } from './ShiftTourForm';

export function TourDetailsSection() {
  const { tour, editable, plan } = usePlanner();
  const [draft, setDraft] = useState<TourDetailsDraft | null>(null);
  const [openedOn, setOpenedOn] = useState<EditBase | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = () => {
    setErrors({});
    setRefusal(null);
    setDraft(draftOfTour(tour));
    setOpenedOn({ revision: tour.revision, tour });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const form = event.currentTarget as HTMLFormElement;
    const found = checkTourDetails(draft, tour.days.map((day) => day.date));
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    // Compared with the version the form opened on: only what the operator changed is sent.
    const changes = changesOf(openedOn?.tour ?? tour, draft);
    if (Object.keys(changes).length === 0) return setDraft(null);
    const outcome = await plan({ kind: 'changeDetails', changes }, openedOn ?? undefined);
    if (outcome.planned) return setDraft(null);
    setErrors(outcome.refused.fields ?? {});
    setRefusal(outcome.refused.message);
  };

  if (!draft) {
    return (
      <Card className="tour-details" data-testid="tour-details">
        <dl className="details-list">
          <dt>Dates</dt>
          <dd data-testid="tour-dates">{formatDateRange(tour.startDate, tour.endDate)}</dd>
          <dt>Time zone</dt>
          <dd>{tour.timezone}</dd>
          <dt>Description</dt>
          <dd className="pre-line">{tour.description || <span className="muted">No description.</span>}</dd>
          {tour.origin && (
            <>
              <dt>Started from</dt>
              <dd>
                {tour.origin.kind === 'template' ? 'Template' : 'A copy of'} “{tour.origin.title}”
              </dd>
            </>
          )}
        </dl>
        {editable && (
          <div className="form-actions">
            <Button icon={<EditIcon />} text="Change details" onClick={open} data-testid="edit-tour-details" />
            <ShiftTourForm />
          </div>
        )}
      </Card>
    );
  }

  return (
    <Card className="tour-details">
      <form onSubmit={submit} noValidate data-testid="tour-details-form" aria-label="Change the tour's details">
        <ProblemCallout problem={refusal ? { type: 'about:blank', title: 'Not possible', status: 0, detail: refusal } : null} />
        <TourDetailsFields draft={draft} errors={errors} onChange={(patch) => setDraft({ ...draft, ...patch })} withStatus={false} />
        <AssistantDraft kind="tour-description" tourId={tour.id} onAccept={(description) => setDraft((current) => current && { ...current, description })} />
        <div className="form-actions">
          <Button type="submit" intent="primary" icon={<TickIcon />} text="Save details" data-testid="save-tour-details" />
          <Button variant="minimal" text="Cancel" onClick={() => setDraft(null)} />
        </div>
      </form>
    </Card>
  );
}
