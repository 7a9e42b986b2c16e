// A new tour from a template or a copy of a tour: days and segments carried over, dates shifted to the new start date.
import { Button, Callout, Card } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import type { TourSummaryView } from '@tourops/contracts';
import { addDays, daysBetween, isCalendarDate, isTimeZone } from '@tourops/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { calendarToday } from '../../shared/calendarToday';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { countOf, formatDateRange } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { timeZoneOptions } from '../tours/timeZones';
import { CopySourceList, type CopyKind } from './CopySourceList';
import { useCopyTourMutation } from './tourCreationApi';

const titleFrom = (source: TourSummaryView) => (source.template ? source.title.replace(/ \(template\)$/, '') : `${source.title} (copy)`);

export function CopyTourForm({ kind, preselected }: { kind: CopyKind; preselected: TourSummaryView | null }) {
  const navigate = useNavigate();
  const [source, setSource] = useState<TourSummaryView | null>(preselected);
  const [startDate, setStartDate] = useState(calendarToday);
  const [title, setTitle] = useState(preselected ? titleFrom(preselected) : '');
  const [timezone, setTimezone] = useState(preselected?.timezone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [copyTour, { isLoading, error }] = useCopyTourMutation();
  const problem = toProblem(error);
  const server = splitServerErrors(problem, ['startDate', 'title', 'timezone']);
  const length = source ? daysBetween(source.startDate, source.endDate) : 0;

  const choose = (chosen: TourSummaryView) => {
    setSource(chosen);
    setTitle(titleFrom(chosen));
    setTimezone(chosen.timezone);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source) return;
    const found: FieldErrors = {};
    if (!isCalendarDate(startDate)) found.startDate = 'Must be a date.';
    if (!title.trim()) found.title = 'Required.';
    else if (title.trim().length > 200) found.title = 'At most 200 characters.';
    if (!isTimeZone(timezone)) found.timezone = 'Must be a time zone.';
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await copyTour({ sourceId: source.id, body: { startDate, title: title.trim(), timezone } });
    if ('error' in result) return;
    showToast({ intent: 'success', message: `“${title.trim()}” was created from “${source.title}”.` });
    navigate(`/tours/edit/${result.data.id}`);
  };

  return (
    <div className="copy-tour">
      <Card className="copy-tour-sources">
        <h3>{kind === 'template' ? 'Choose a template' : 'Choose the tour to copy'}</h3>
        <CopySourceList kind={kind} chosenId={source?.id ?? null} onChoose={choose} />
      </Card>
      <Card className="form-card">
        <form onSubmit={submit} noValidate data-testid="copy-tour-form" aria-label="The new tour">
          <ProblemCallout problem={problem} otherErrors={server.others} />
          {source ? (
            <Callout intent="primary" compact className="info-callout" data-testid="copy-summary">
              From “{source.title}” ({formatDateRange(source.startDate, source.endDate)}): {countOf(source.dayCount, 'day')} and {countOf(source.segmentCount, 'segment')} carried over,
              dated {isCalendarDate(startDate) ? formatDateRange(startDate, addDays(startDate, length)) : 'from the new start date'}.
              {source.template && (
                <>
                  {' '}
                  <Link to={`/tours/edit/${source.id}`} data-testid="edit-template">
                    Change the template itself
                  </Link>
                </>
              )}
            </Callout>
          ) : (
            <p className="muted">Choose what to start from.</p>
          )}
          <div className="form-grid">
            <TextField label="New start date" type="date" value={startDate} onChange={setStartDate} error={errors.startDate ?? server.fields.startDate} testId="copy-start-date" required />
            <TextField label="Title" value={title} onChange={setTitle} error={errors.title ?? server.fields.title} testId="copy-title" required />
            <SelectField
              label="Time zone"
              value={timezone}
              options={timeZoneOptions(timezone)}
              onChange={setTimezone}
              error={errors.timezone ?? server.fields.timezone}
              testId="copy-timezone"
            />
          </div>
          <div className="form-actions">
            <Button type="submit" intent="primary" icon={<DuplicateIcon />} text="Create the tour" disabled={!source} loading={isLoading} data-testid="copy-tour-submit" />
          </div>
        </form>
      </Card>
    </div>
  );
}
