// Adds a segment to a day or changes one: start time prefilled from the day settings, time rules explained before sending.
import { Button, Card } from '@blueprintjs/core';
import { AddIcon, TickIcon } from '@blueprintjs/icons';
import type { DayView, SegmentView, TourView } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { useSettings } from '../settings/useSettings';
import { FlightFields } from './FlightFields';
import { PlaceFields } from './PlaceFields';
import { checkSegmentDraft, draftOfSegment, newSegmentDraft, SEGMENT_FIELDS, segmentBodyOf, type SegmentDraft } from './segmentDraft';
import { judgeStartTime, suggestStartTime } from './segmentTiming';
import { isSegmentType, SEGMENT_TYPE_OPTIONS } from './segmentTypes';
import { useAddSegmentMutation, useChangeSegmentMutation } from './toursApi';
import { TransferFields } from './TransferFields';
import { addMinutesToWallTime } from './zonedTime';

export interface SegmentFormProps {
  tour: TourView;
  day: DayView;
  /** The segment to change; a new segment when absent. */
  segment?: SegmentView;
  onDone: () => void;
}

export function SegmentForm({ tour, day, segment, onDone }: SegmentFormProps) {
  const { day: daySettings, editor } = useSettings();
  const [draft, setDraft] = useState<SegmentDraft>(() =>
    segment ? draftOfSegment(segment, tour.timezone) : newSegmentDraft(day, daySettings, editor.tourEditor.autoFillSegment),
  );
  const [checked, setChecked] = useState<FieldErrors>({});
  const [addSegment, added] = useAddSegmentMutation();
  const [changeSegment, changed] = useChangeSegmentMutation();
  const { isLoading, error } = segment ? changed : added;
  const problem = toProblem(error);
  const server = splitServerErrors(problem, SEGMENT_FIELDS);
  const errors: FieldErrors = { ...server.fields, ...checked };

  const others = segment ? day.segments.filter((candidate) => candidate.id !== segment.id) : day.segments;
  const suggestion = suggestStartTime(others, daySettings);
  const verdict = judgeStartTime(draft.startTime, Number(draft.durationMinutes) || 0, daySettings);
  // The start time is judged as it is typed: a refused time is explained before anything is sent.
  const startTimeError = draft.startTime && !verdict.allowed ? verdict.explanation : errors.startTime;
  const startTimeHelp = verdict.allowed && verdict.note ? verdict.note : `Day window ${daySettings.startTime}–${daySettings.endTime}. ${suggestion.reason}`;

  const change = (patch: Partial<SegmentDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      // A flight's schedule starts from the segment's own date and time until the planner sets it.
      if (patch.type === 'flight' && !current.flight.departure && next.startTime) {
        const departure = `${day.date}T${next.startTime}`;
        next.flight = { ...next.flight, departure, arrival: addMinutesToWallTime(departure, Number(next.durationMinutes) || 0) };
      }
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkSegmentDraft(draft, daySettings, tour.timezone);
    setChecked(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const body = segmentBodyOf(draft, tour.timezone);
    const result = segment
      ? await changeSegment({ tourId: tour.id, dayId: day.id, segmentId: segment.id, changes: body })
      : await addSegment({ tourId: tour.id, dayId: day.id, body });
    if (!('error' in result)) onDone();
  };

  return (
    <Card className="segment-form" compact>
      <form onSubmit={submit} noValidate data-testid="segment-form" aria-label={segment ? `Change ${segment.title}` : `Add a segment on ${day.date}`}>
        <ProblemCallout problem={problem} otherErrors={server.others} />
        <div className="form-grid">
          <SelectField
            label="Type"
            value={draft.type}
            options={SEGMENT_TYPE_OPTIONS}
            onChange={(type) => isSegmentType(type) && change({ type })}
            error={errors.type}
            testId="segment-type"
          />
          <TextField label="Title" value={draft.title} onChange={(title) => change({ title })} error={errors.title} testId="segment-title" required autoFocus />
          <TextField
            label="Start time"
            type="time"
            value={draft.startTime}
            onChange={(startTime) => change({ startTime })}
            error={startTimeError}
            helperText={startTimeHelp}
            testId="segment-start-time"
            required
          />
          <TextField
            label="Duration (minutes)"
            type="number"
            min={0}
            max={1440}
            value={draft.durationMinutes}
            onChange={(durationMinutes) => change({ durationMinutes })}
            error={errors.durationMinutes}
            testId="segment-duration"
            required
          />
        </div>
        {draft.type === 'flight' && <FlightFields flight={draft.flight} timeZone={tour.timezone} errors={errors} onChange={(flight) => change({ flight })} />}
        {draft.type === 'transfer' && <TransferFields transfer={draft.transfer} errors={errors} onChange={(transfer) => change({ transfer })} />}
        <div className="form-grid">
          <PlaceFields legend="Location (optional)" place={draft.location} path="location" testIdPrefix="segment-location" errors={errors} onChange={(location) => change({ location })} />
          <TextField label="Notes" multiline value={draft.notes} onChange={(notes) => change({ notes })} error={errors.notes} testId="segment-notes" />
        </div>
        <div className="form-actions">
          <Button
            type="submit"
            intent="primary"
            icon={segment ? <TickIcon /> : <AddIcon />}
            text={segment ? 'Save segment' : 'Add segment'}
            loading={isLoading}
            data-testid="segment-submit"
          />
          <Button variant="minimal" text="Cancel" onClick={onDone} data-testid="segment-cancel" />
        </div>
      </form>
    </Card>
  );
}
