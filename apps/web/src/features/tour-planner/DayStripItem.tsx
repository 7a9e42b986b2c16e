// One day in the day strip: jumps to the day, and takes a dropped segment at the end of the day.
import { Tag } from '@blueprintjs/core';
import type { DayView } from '@tourops/contracts';
import { formatDate } from '../../shared/format';
import { usePlanner } from './PlannerContext';
import { dayWindowNote } from './segmentFit';
import { useSegmentDropTarget } from './useSegmentDropTarget';

export function DayStripItem({ day, number }: { day: DayView; number: number }) {
  const { tour, rules } = usePlanner();
  const { over, handlers } = useSegmentDropTarget(day.id, day.segments.length);
  const outside = dayWindowNote(day, tour.timezone, rules.day);
  const show = () => document.getElementById(`day-${day.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <li className={`day-strip-item${over ? ' is-over' : ''}`} data-testid="day-strip-item" data-day-id={day.id} data-day-date={day.date} {...handlers}>
      <button type="button" className="day-strip-button" onClick={show}>
        <span className="day-strip-number">Day {number}</span>
        <span className="day-strip-date">{formatDate(day.date)}</span>
        {day.title && <span className="day-strip-title">{day.title}</span>}
        <span className="day-strip-meta">
          {day.segments.length} segment{day.segments.length === 1 ? '' : 's'}
          {outside && (
            <Tag intent={outside.refused > 0 ? 'danger' : 'none'} minimal round title={outside.text}>
              {outside.refused + outside.flights} outside
            </Tag>
          )}
        </span>
      </button>
    </li>
  );
}
