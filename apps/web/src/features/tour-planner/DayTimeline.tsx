// A day at a glance on the tour's clock: the organization's day window and each segment over its real span (a flight from departure to arrival); misfits stand out.
import type { DayView } from '@tourops/contracts';
import { fromMinutes, segmentSpan, toMinutes, type DayWindow } from '@tourops/domain';
import { formatDate } from '../../shared/format';
import { clockOf, segmentFit, spanLabel } from './segmentFit';

const HOUR = 60;

export function DayTimeline({ day, timeZone, dayWindow }: { day: DayView; timeZone: string; dayWindow: DayWindow }) {
  const clock = clockOf(day, timeZone);
  const windowStart = toMinutes(dayWindow.startTime);
  const windowEnd = toMinutes(dayWindow.endTime);
  const spans = day.segments.flatMap((segment) => {
    const span = segmentSpan(segment, clock);
    return span ? [{ segment, ...span }] : [];
  });
  const from = Math.max(Math.floor(Math.min(windowStart, ...spans.map((span) => span.start)) / HOUR) * HOUR, -24 * HOUR);
  const to = Math.min(Math.ceil(Math.max(windowEnd, ...spans.map((span) => span.end)) / HOUR) * HOUR, 48 * HOUR);
  const length = Math.max(to - from, HOUR);
  const at = (minutes: number) => `${((Math.max(minutes, from) - from) / length) * 100}%`;
  const width = (minutes: number) => `${Math.max((minutes / length) * 100, 0.8)}%`;
  const hours = Array.from({ length: Math.floor(length / HOUR) + 1 }, (_, index) => from + index * HOUR);

  return (
    <div className="day-timeline" data-testid="day-timeline" aria-label={`Timeline of ${formatDate(day.date)} on the tour's clock (${timeZone}), day window ${dayWindow.startTime}–${dayWindow.endTime}`} role="img">
      <div className="day-timeline-track">
        <div className="day-timeline-window" style={{ left: at(windowStart), width: width(windowEnd - windowStart) }} />
        {spans.map(({ segment, start, end }) => {
          const fit = segmentFit(segment, day, timeZone, dayWindow);
          const refused = fit.startsOutside && !fit.exempt;
          return (
            <div
              key={segment.id}
              className={`day-timeline-segment type-${segment.type}${refused ? ' is-outside' : fit.startsOutside ? ' is-exempt' : fit.endsAfter ? ' is-late' : ''}`}
              style={{ left: at(start), width: width(Math.min(end, to) - Math.max(start, from)) }}
              title={spanLabel(segment, { start, end })}
              data-testid="timeline-segment"
              data-span={`${fromMinutes(start)}–${fromMinutes(end)}`}
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
