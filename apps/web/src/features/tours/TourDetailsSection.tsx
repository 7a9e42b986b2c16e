// A tour's details on the editor page, changed in place with the revision it was read at (If-Match).
import { Button, Callout, Card } from '@blueprintjs/core';
import { EditIcon, TickIcon } from '@blueprintjs/icons';
import type { TourView } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { problemStatus, toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { formatDateRange } from '../../shared/format';
import { TourDetailsFields } from './TourDetailsFields';
import { changesOf, checkTourDetails, draftOfTour, TOUR_DETAIL_FIELDS, type TourDetailsDraft } from './tourDetailsDraft';
import { useChangeTourMutation } from './toursApi';

export function TourDetailsSection({ tour, editable }: { tour: TourView; editable: boolean }) {
  const [draft, setDraft] = useState<TourDetailsDraft | null>(null);
  const [readAt, setReadAt] = useState(tour.revision);
  const [checked, setChecked] = useState<FieldErrors>({});
  const [changeTour, { isLoading, error, reset }] = useChangeTourMutation();
  const problem = toProblem(error);
  const stale = problemStatus(error) === 409 && problem?.currentRevision !== undefined;
  const server = splitServerErrors(problem, TOUR_DETAIL_FIELDS);

  const open = () => {
    reset();
    setChecked({});
    setReadAt(tour.revision);
    setDraft(draftOfTour(tour));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = checkTourDetails(draft, tour.days.map((day) => day.date));
    setChecked(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const changes = changesOf(tour, draft);
    if (Object.keys(changes).length === 0) return setDraft(null);
    const result = await changeTour({ tourId: tour.id, revision: readAt, changes });
    if (!('error' in result)) setDraft(null);
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
        </dl>
        {editable && <Button icon={<EditIcon />} text="Change details" onClick={open} data-testid="edit-tour-details" />}
      </Card>
    );
  }

  return (
    <Card className="tour-details">
      <form onSubmit={submit} noValidate data-testid="tour-details-form" aria-label="Change the tour's details">
        {stale ? (
          <Callout intent="warning" title="Changed elsewhere" className="problem-callout">
            Someone changed this tour while you were editing (it is now at revision {problem?.currentRevision}). The page shows
            their version; start again from it so nothing of theirs is overwritten.
            <div>
              <Button text="Start again from the latest version" onClick={open} />
            </div>
          </Callout>
        ) : (
          <ProblemCallout problem={problem} otherErrors={server.others} />
        )}
        <TourDetailsFields draft={draft} errors={{ ...server.fields, ...checked }} onChange={(patch) => setDraft({ ...draft, ...patch })} withStatus={false} />
        <div className="form-actions">
          <Button type="submit" intent="primary" icon={<TickIcon />} text="Save details" loading={isLoading} disabled={stale} data-testid="save-tour-details" />
          <Button variant="minimal" text="Cancel" onClick={() => setDraft(null)} />
        </div>
      </form>
    </Card>
  );
}
