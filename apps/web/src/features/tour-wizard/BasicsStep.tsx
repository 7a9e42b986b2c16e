// Wizard step 1: the tour's title, description, dates, time zone and status, checked before the step is left.
import { Card } from '@blueprintjs/core';
import type { TourStatus } from '@tourops/domain';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { AssistantDraft } from '../assistant/AssistantDraft';
import { usePlanner } from '../tour-planner/PlannerContext';
import { STATUS_ALLOWS } from '../tour-planner/travelerImpact';
import { TourDetailsFields } from '../tours/TourDetailsFields';
import { changesOf, checkTourDetails, draftOfTour, type TourDetailsDraft } from '../tours/tourDetailsDraft';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';

export const BASICS_FORM = 'wizard-basics-form';

export function BasicsStep({ onDone }: { onDone: () => void }) {
  const { tour, editable, plan } = usePlanner();
  const [draft, setDraft] = useState<TourDetailsDraft>(() => draftOfTour(tour));
  const [openedOn] = useState(() => ({ revision: tour.revision, tour }));
  const [status, setStatus] = useState<TourStatus>(tour.status);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const statuses = [tour.status, ...tour.allowedTransitions.filter((next) => next !== 'CANCELLED')];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!editable) return onDone();
    const found = checkTourDetails(draft, tour.days.map((day) => day.date));
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found)) return focusFirstInvalid(form);
    // Only what the operator changed since the step opened is sent.
    const changes = changesOf(openedOn.tour, draft);
    if (Object.keys(changes).length > 0) {
      const outcome = await plan({ kind: 'changeDetails', changes }, openedOn);
      if (!outcome.planned) {
        setErrors(outcome.refused.fields ?? {});
        return setRefusal(outcome.refused.message);
      }
    }
    if (status !== tour.status) {
      const outcome = await plan({ kind: 'changeStatus', status });
      if (!outcome.planned) return setRefusal(outcome.refused.message);
    }
    onDone();
  };

  return (
    <Card className="wizard-card">
      <form id={BASICS_FORM} onSubmit={submit} noValidate data-testid="wizard-basics" aria-label="The tour's basics">
        <ProblemCallout problem={refusal ? { type: 'about:blank', title: 'Not possible', status: 0, detail: refusal } : null} />
        <fieldset disabled={!editable} className="plain-fieldset">
          <TourDetailsFields draft={draft} errors={errors} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} withStatus={false} />
          {editable && <AssistantDraft kind="tour-description" tourId={tour.id} onAccept={(description) => setDraft((current) => ({ ...current, description }))} />}
          <SelectField
            label="Status"
            value={status}
            options={statuses.map((value) => ({ value, label: `${TOUR_STATUS_LABELS[value]}: ${STATUS_ALLOWS[value]}` }))}
            onChange={(value) => setStatus(value as TourStatus)}
            helperText="A tour moves forward one status at a time; it can be cancelled from the editor."
            testId="wizard-status"
          />
        </fieldset>
      </form>
    </Card>
  );
}
