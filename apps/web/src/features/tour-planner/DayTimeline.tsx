// A day at a glance: the organization's day window and each segment as a block on a line of hours; misfits stand out.
import type { DayView } from '@tourops/contracts';
import { fromMinutes, isTimeOfDay, toMinutes, type DayWindow } from '@tourops/domain';
import { segmentFit } from './segmentFit';

const HOUR = 60;

export function DayTimeline({ day, dayWindow }: { day: DayView; dayWindow: DayWindow }) {
  const windowStart = toMinutes(dayWindow.startTime);
  const windowEnd = toMinutes(dayWindow.endTime);
  const spans = day.segments
    .filter((segment) => isTimeOfDay(segment.startTime))
    .map((segment) => ({ segment, start: toMinutes(segment.startTime), end: toMinutes(segment.startTime) + segment.durationMinutes }));
  const from = Math.floor(Math.min(windowStart, ...spans.map((span) => span.start)) / HOUR) * HOUR;
  const to = Math.min(Math.ceil(Math.max(windowEnd, ...spans.map((span) => span.end)) / HOUR) * HOUR, 48 * HOUR);
  const length = Math.max(to - from, HOUR);
  const at = (minutes: number) => `${((minutes - from) / length) * 100}%`;
  const width = (minutes: number) => `${Math.max((minutes / length) * 100, 0.8)}%`;
  const hours = Array.from({ length: Math.floor(length / HOUR) + 1 }, (_, index) => from + index * HOUR);

  return (
    <div className="day-timeline" data-testid="day-timeline" aria-label={`Timeline of ${day.date}, day window ${dayWindow.startTime}–${dayWindow.endTime}`} role="img">
      <div className="day-timeline-track">
        <div className="day-timeline-window" style={{ left: at(windowStart), width: width(windowEnd - windowStart) }} />
        {spans.map(({ segment, start, end }) => {
          const fit = segmentFit(segment, dayWindow);
          return (
            <div
              key={segment.id}
              className={`day-timeline-segment type-${segment.type}${fit.startsOutside ? ' is-outside' : fit.endsAfter ? ' is-late' : ''}`}
              style={{ left: at(start), width: width(end - start) }}
              title={`${segment.startTime}–${fromMinutes(end)} ${segment.title}`}
              data-testid="timeline-segment"
              data-outside-window={fit.startsOutside || fit.endsAfter}
            />
          );
        })}
      </div>
      <div className="day-timeline-hours" aria-hidden="true">
        {hours.map((minutes, index) =>
          index % 2 === 0 || hours.length <= 10 ? (
            <span key={minutes} style={{ left: at(minutes) }}>
              {fromMinutes(minutes)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
