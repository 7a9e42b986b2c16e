// One segment of a day: time span, type, title and details, flags when it no longer fits the day window, and its actions.
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, DragHandleVerticalIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { DayView, SegmentView } from '@tourops/contracts';
import { clockDateTime, dayLabel, fromMinutes, gapBetween, journeyTimes, segmentSpan, zoneName, type AirportTime } from '@tourops/domain';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { formatDuration } from '../../shared/format';
import { usePlanner } from './PlannerContext';
import { MoveToDay } from './MoveToDay';
import { clockOf, segmentFit } from './segmentFit';
import { endSegmentDrag, moveChange, startSegmentDrag } from './segmentMoves';
import { SEGMENT_TYPE_ICONS, SEGMENT_TYPE_LABELS } from './segmentTypes';

export interface SegmentRowProps {
  segment: SegmentView;
  day: DayView;
  index: number;
  onEdit: () => void;
}

/** A time at an airport, read on that airport's clock and named by it. */
const atAirport = (time: AirportTime, iata: string) => ({ instant: time.instant, timeZone: time.timeZone, name: iata });

/** A stay's check-in or check-out, a wall clock of the tour's zone, in words: 'Mon 14 Dec 10:55'. */
const stayTime = (localTime: string) => `${dayLabel(localTime.slice(0, 10))} ${localTime.slice(11, 16)}`;

export function SegmentRow({ segment, day, index, onEdit }: SegmentRowProps) {
  const { tour, editable, rules, planOrTell } = usePlanner();
  const span = segmentSpan(segment, clockOf(day, tour.timezone));
  const fit = segmentFit(segment, day, tour.timezone, rules.day);
  const refused = fit.startsOutside && !fit.exempt;
  const previous = index > 0 ? day.segments[index - 1] : null;
  const gap = previous && gapBetween(previous, segment, clockOf(day, tour.timezone));
  const dayWindow = `${rules.day.startTime}–${rules.day.endTime}`;
  const move = (toDayId: string, slot: number) => {
    const change = moveChange(tour, segment.id, toDayId, slot);
    if (change) void planOrTell(change);
  };

  return (
    <li
      className={`segment-row${refused ? ' is-outside-window' : ''}`}
      id={`segment-${segment.id}`}
      data-testid="tour-segment"
      data-segment-id={segment.id}
      data-segment-title={segment.title}
      data-start-time={segment.startTime}
      data-outside-window={fit.startsOutside || fit.endsAfter}
      tabIndex={-1}
      draggable={editable}
      onDragStart={(event) => startSegmentDrag(event, segment.id, segment.title)}
      onDragEnd={endSegmentDrag}
    >
      <div className="segment-time">
        {editable && <DragHandleVerticalIcon className="segment-drag-handle" aria-hidden="true" />}
        {segment.type === 'flight' && segment.flight ? (
          <span data-testid="segment-journey" title={span ? `${fromMinutes(span.start)}–${fromMinutes(span.end)} on the tour's clock (${tour.timezone})` : undefined}>
            {journeyTimes(atAirport(segment.flight.departure, segment.flight.from), atAirport(segment.flight.arrival, segment.flight.to))}
          </span>
        ) : (
          <>
            <span data-testid="segment-start">{segment.startTime}</span>
            {span && `–${fromMinutes(span.end)}`}
          </>
        )}
        <div className="muted">{formatDuration(segment.durationMinutes)}</div>
        {segment.flight && span && segment.flight.departure.timeZone !== tour.timezone && (
          <div className="muted" data-testid="segment-tour-clock">
            {fromMinutes(span.start)}–{fromMinutes(span.end)} {zoneName(tour.timezone)}
          </div>
        )}
      </div>
      <div className="segment-icon" aria-hidden="true">
        {SEGMENT_TYPE_ICONS[segment.type]}
      </div>
      <div className="segment-main">
        <div className="segment-title">
          <strong data-testid="segment-row-title">{segment.title}</strong>{' '}
          <Tag minimal round>
            {SEGMENT_TYPE_LABELS[segment.type]}
          </Tag>
          {refused && (
            <Tag intent="danger" minimal round title={`Segments start within the day window, ${dayWindow}`} data-testid="segment-outside-window">
              Starts outside the day window
            </Tag>
          )}
          {typeof gap === 'number' && gap < 0 && previous && (
            <Tag intent="warning" minimal round title="Read on the tour's clock; a flight ends when it lands" data-testid="segment-overlaps">
              Starts {formatDuration(-gap)} before “{previous.title}” ends
            </Tag>
          )}
          {fit.startsOutside && fit.exempt && (
            <Tag minimal round title={`A flight departs when the airline says; the day window, ${dayWindow}, governs what the planner schedules`} data-testid="segment-outside-window">
              Outside the day window
            </Tag>
          )}
          {!fit.startsOutside && fit.endsAfter && (
            <Tag intent="warning" minimal round title={`The day window closes at ${rules.day.endTime}`} data-testid="segment-ends-late">
              Ends after {rules.day.endTime}
            </Tag>
          )}
        </div>
        <SegmentDetails segment={segment} />
      </div>
      {editable && (
        <div className="segment-actions">
          <ButtonGroup variant="minimal">
            <Button icon={<ArrowUpIcon />} aria-label={`Move ${segment.title} up`} disabled={index === 0} onClick={() => move(day.id, index - 1)} data-testid="segment-move-up" />
            <Button
              icon={<ArrowDownIcon />}
              aria-label={`Move ${segment.title} down`}
              disabled={index === day.segments.length - 1}
              onClick={() => move(day.id, index + 2)}
              data-testid="segment-move-down"
            />
            <Button icon={<EditIcon />} aria-label={`Change ${segment.title}`} onClick={onEdit} data-testid="segment-edit" />
            <ConfirmButton
              icon={<TrashIcon />}
              intent="danger"
              aria-label={`Remove ${segment.title}`}
              data-testid="segment-remove"
              question={<p>Remove “{segment.title}” ({segment.startTime}) from this day?</p>}
              confirmText="Remove segment"
              onConfirm={() => planOrTell({ kind: 'removeSegment', dayId: day.id, segmentId: segment.id })}
            />
          </ButtonGroup>
          {tour.days.length > 1 && <MoveToDay segment={segment} day={day} />}
        </div>
      )}
    </li>
  );
}

function SegmentDetails({ segment }: { segment: SegmentView }) {
  return (
    <>
      {segment.flight && (
        <div className="segment-detail">
          {segment.flight.flightNumber}, {segment.flight.from} → {segment.flight.to}; departs {clockDateTime(segment.flight.departure.instant, atAirport(segment.flight.departure, segment.flight.from))}, arrives{' '}
          {clockDateTime(segment.flight.arrival.instant, atAirport(segment.flight.arrival, segment.flight.to))}
        </div>
      )}
      {segment.transfer && (
        <div className="segment-detail">
          {segment.transfer.from.name} → {segment.transfer.to.name}, planned {formatDuration(segment.transfer.plannedDurationMinutes)}
        </div>
      )}
      {segment.accommodation && (
        <div className="segment-detail">
          Check-in {stayTime(segment.accommodation.checkIn)}, check-out {stayTime(segment.accommodation.checkOut)}
        </div>
      )}
      {segment.location && <div className="segment-detail">At {segment.location.name}</div>}
      {segment.notes && <div className="segment-notes">{segment.notes}</div>}
    </>
  );
}
