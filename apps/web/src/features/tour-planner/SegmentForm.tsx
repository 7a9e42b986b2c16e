// Adds a segment to a day or changes one: fields by kind, start time prefilled by the next-available-time rule, rules told before saving.
import { Button, Card } from '@blueprintjs/core';
import { AddIcon, TickIcon } from '@blueprintjs/icons';
import type { DayView, SegmentView } from '@tourops/contracts';
import { addMinutesToWallClock, DomainError, flightTiming, scheduleFlight, windowFit, type AirportZones, type DayWindow, type TourClock } from '@tourops/domain';
import { formatDate } from '../../shared/format';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { AccommodationFields } from './AccommodationFields';
import { changedFields } from './changedFields';
import { FlightFields } from './FlightFields';
import { newId } from './newId';
import { PlaceFields } from './PlaceFields';
import { usePlanner } from './PlannerContext';
import { checkSegmentDraft, defaultStay, draftOfSegment, flightRequestOfDraft, newSegmentDraft, segmentBodyOf, type SegmentDraft } from './segmentDraft';
import { clockOf } from './segmentFit';
import { judgeStartTime, suggestStartTime } from './segmentTiming';
import { hasLocation, isSegmentType, SEGMENT_TYPE_OPTIONS } from './segmentTypes';
import { TransferFields } from './TransferFields';
import { useAirportZones } from './useAirportZones';

export interface SegmentFormProps {
  day: DayView;
  /** The segment to change; a new segment when absent. */
  segment?: SegmentView;
  onDone: () => void;
}

/** A flight's start and duration as they follow from its times (and that a departure outside the day window is kept), or what is still missing to tell them. */
function flightTimingText(draft: SegmentDraft, zones: AirportZones, clock: TourClock, window: DayWindow): string {
  try {
    const flight = scheduleFlight(flightRequestOfDraft(draft.flight), zones);
    const { startTime, durationMinutes } = flightTiming(flight);
    const timing = `The segment starts at ${startTime} (${flight.from} local time) and lasts ${Math.floor(durationMinutes / 60)} h ${durationMinutes % 60} min, the time in the air: both follow from the flight's times.`;
    const fit = windowFit({ type: 'flight', startTime, durationMinutes, flight }, clock, window);
    return fit.startsOutside ? `${timing} It departs outside the day window (${window.startTime}–${window.endTime}): a flight keeps the airline's times.` : timing;
  } catch (error) {
    if (error instanceof DomainError) return `Start and duration follow from the flight's times. ${error.message}`;
    throw error;
  }
}

export function SegmentForm({ day, segment, onDone }: SegmentFormProps) {
  const { tour, rules, plan } = usePlanner();
  const dayWindow = rules.day;
  const [draft, setDraft] = useState<SegmentDraft>(() =>
    segment ? draftOfSegment(segment, day) : newSegmentDraft(day, tour.timezone, dayWindow, rules.autoFill),
  );
  const [foundZones, setFoundZones] = useState<AirportZones>(() =>
    segment?.flight ? { [segment.flight.from]: segment.flight.departure.timeZone, [segment.flight.to]: segment.flight.arrival.timeZone } : {},
  );
  const airportZones = { ...foundZones, ...useAirportZones(draft.flight.from, draft.flight.to, foundZones) };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [openedOn] = useState(() => ({ revision: tour.revision, tour }));
  const [opened] = useState(() => segment && { segment, day });

  const others = segment ? day.segments.filter((candidate) => candidate.id !== segment.id) : day.segments;
  const suggestion = suggestStartTime(day, others, tour.timezone, dayWindow);
  const verdict = judgeStartTime(draft.startTime, Number(draft.durationMinutes) || 0, dayWindow);
  // The start time is judged as it is typed: a refused time is explained before anything is sent.
  const startTimeError = draft.startTime && !verdict.allowed ? verdict.explanation : errors.startTime;
  const startTimeHelp = verdict.allowed && verdict.note ? verdict.note : `Day window ${dayWindow.startTime}–${dayWindow.endTime}. ${suggestion.reason}`;

  const change = (patch: Partial<SegmentDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      // A flight's schedule and a stay's check-in start from the segment's own date and time until the planner sets them.
      if (patch.type === 'flight' && !current.flight.departure && next.startTime) {
        const departure = `${day.date}T${next.startTime}`;
        next.flight = { ...next.flight, departure, arrival: addMinutesToWallClock(departure, Number(next.durationMinutes) || 0) };
      }
      if (patch.type === 'accommodation' && !current.accommodation.checkIn) next.accommodation = defaultStay(day.date, next.startTime);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = checkSegmentDraft(draft, dayWindow);
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found)) return focusFirstInvalid(form);
    const body = segmentBodyOf(draft);
    // Only what the operator changed is sent, so a change someone else made meanwhile to another field stays.
    const changes = opened ? changedFields(segmentBodyOf(draftOfSegment(opened.segment, opened.day)), body) : body;
    if (segment && Object.keys(changes).length === 0) return onDone();
    const outcome = await plan(
      segment
        ? { kind: 'changeSegment', dayId: day.id, segmentId: segment.id, changes, airportZones }
        : { kind: 'addSegment', dayId: day.id, segmentId: newId(), segment: body, airportZones },
      openedOn,
    );
    if (outcome.planned) return onDone();
    setErrors(outcome.refused.fields ?? {});
    setRefusal(outcome.refused.message);
    focusFirstInvalid(form);
  };

  return (
    <Card className="segment-form" compact>
      <form onSubmit={submit} noValidate data-testid="segment-form" aria-label={segment ? `Change ${segment.title}` : `Add a segment on ${formatDate(day.date)}`}>
        <ProblemCallout problem={refusal ? { type: 'about:blank', title: 'Not possible', status: 0, detail: refusal } : null} />
        <div className="form-grid">
          <SelectField label="Type" value={draft.type} options={SEGMENT_TYPE_OPTIONS} onChange={(type) => isSegmentType(type) && change({ type })} error={errors.type} testId="segment-type" />
          <TextField label="Title" value={draft.title} onChange={(title) => change({ title })} error={errors.title} testId="segment-title" required autoFocus />
          {draft.type !== 'flight' && (
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
          )}
          {draft.type !== 'flight' && (
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
          )}
        </div>
        {draft.type === 'flight' && (
          <FlightFields
            flight={draft.flight}
            zones={airportZones}
            timing={flightTimingText(draft, airportZones, clockOf(day, tour.timezone), dayWindow)}
            errors={errors}
            onChange={(flight) => change({ flight })}
            onZone={(iata, timeZone) => setFoundZones((known) => ({ ...known, [iata]: timeZone }))}
          />
        )}
        {draft.type === 'transfer' && <TransferFields transfer={draft.transfer} errors={errors} onChange={(transfer) => change({ transfer })} />}
        {draft.type === 'accommodation' && (
          <AccommodationFields stay={draft.accommodation} timeZone={tour.timezone} errors={errors} onChange={(accommodation) => change({ accommodation })} />
        )}
        <div className="form-grid">
          {hasLocation(draft.type) && (
            <PlaceFields
              legend={draft.type === 'accommodation' ? 'Where (optional)' : 'Location (optional)'}
              place={draft.location}
              path="location"
              testIdPrefix="segment-location"
              errors={errors}
              onChange={(location) => change({ location })}
            />
          )}
          <TextField label="Notes" multiline value={draft.notes} onChange={(notes) => change({ notes })} error={errors.notes} testId="segment-notes" />
        </div>
        <div className="form-actions">
          <Button type="submit" intent="primary" icon={segment ? <TickIcon /> : <AddIcon />} text={segment ? 'Save segment' : 'Add segment'} data-testid="segment-submit" />
          <Button variant="minimal" text="Cancel" onClick={onDone} data-testid="segment-cancel" />
        </div>
      </form>
    </Card>
  );
}
