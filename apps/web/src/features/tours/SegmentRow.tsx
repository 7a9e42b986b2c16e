// One segment of a day: its time span, type, title and details, with move, change and remove actions.
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { SegmentView } from '@tourops/contracts';
import { fromMinutes, isWithinDay, toMinutes, type DaySettings } from '@tourops/domain';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { formatDuration } from '../../shared/format';
import { SEGMENT_TYPE_ICONS, SEGMENT_TYPE_LABELS } from './segmentTypes';
import { wallTimeOfInstant } from './zonedTime';

export interface SegmentRowProps {
  segment: SegmentView;
  timeZone: string;
  daySettings: DaySettings;
  editable: boolean;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
}

const wall = (iso: string, timeZone: string) => wallTimeOfInstant(iso, timeZone).replace('T', ' ');

export function SegmentRow({ segment, timeZone, daySettings, editable, isFirst, isLast, busy, onMove, onEdit, onRemove }: SegmentRowProps) {
  const end = fromMinutes(toMinutes(segment.startTime) + segment.durationMinutes);
  const outsideWindow = !isWithinDay(segment.startTime, daySettings);
  return (
    <li className="segment-row" data-testid="tour-segment" data-segment-id={segment.id} data-segment-title={segment.title}>
      <div className="segment-time">
        <span data-testid="segment-start">{segment.startTime}</span>–{end}
        <div className="muted">{formatDuration(segment.durationMinutes)}</div>
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
          {outsideWindow && (
            <Tag intent="warning" minimal round title={`The day window is ${daySettings.startTime}–${daySettings.endTime}`}>
              Starts outside the day window
            </Tag>
          )}
        </div>
        {segment.flight && (
          <div className="segment-detail">
            Flight {segment.flight.flightNumber}, {segment.flight.from} → {segment.flight.to}; departs {wall(segment.flight.scheduledDeparture, timeZone)}, arrives{' '}
            {wall(segment.flight.scheduledArrival, timeZone)}
          </div>
        )}
        {segment.transfer && (
          <div className="segment-detail">
            {segment.transfer.from.name} → {segment.transfer.to.name}, planned {formatDuration(segment.transfer.plannedDurationMinutes)}
          </div>
        )}
        {segment.location && <div className="segment-detail">At {segment.location.name}</div>}
        {segment.notes && <div className="segment-notes">{segment.notes}</div>}
      </div>
      {editable && (
        <ButtonGroup variant="minimal" className="segment-actions">
          <Button icon={<ArrowUpIcon />} aria-label={`Move ${segment.title} up`} disabled={isFirst || busy} onClick={() => onMove(-1)} data-testid="segment-move-up" />
          <Button icon={<ArrowDownIcon />} aria-label={`Move ${segment.title} down`} disabled={isLast || busy} onClick={() => onMove(1)} data-testid="segment-move-down" />
          <Button icon={<EditIcon />} aria-label={`Change ${segment.title}`} onClick={onEdit} data-testid="segment-edit" />
          <ConfirmButton
            icon={<TrashIcon />}
            intent="danger"
            aria-label={`Remove ${segment.title}`}
            data-testid="segment-remove"
            question={<p>Remove “{segment.title}” ({segment.startTime}) from this day?</p>}
            confirmText="Remove segment"
            onConfirm={onRemove}
          />
        </ButtonGroup>
      )}
    </li>
  );
}
