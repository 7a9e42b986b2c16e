// Today's timeline across tours: one lane per running tour, its segments placed on the hours of its own time zone (a flight by when it is there), with that zone's "now".
import { Card } from '@blueprintjs/core';
import { TimelineEventsIcon } from '@blueprintjs/icons';
import { clockTime, journeyTimes, toMinutes, wallClockAt, zoneName } from '@tourops/domain';
import type { OverviewTimelineSegment, OverviewTimelineTour, OverviewView } from '@tourops/contracts';
import { Link } from 'react-router';
import { formatDuration } from '../../shared/format';
import { useNow } from '../tracking/lastSeen';
import { OVERVIEW_LINKS } from './overviewLinks';
import { EmptyState, SubHeading } from '../../shared/SubHeading';

const DAY_MINUTES = 24 * 60;

/** Minutes since midnight of the lane's zone now, or null when its today is already over (or not begun) there. */
function nowInLane(lane: OverviewTimelineTour, now: number): number | null {
  const local = wallClockAt(now, lane.timezone);
  return local.slice(0, 10) === lane.date ? toMinutes(local.slice(11, 16)) : null;
}

/** Minutes since midnight of the lane's today on its clock: 0 before its today began there, a whole day after it ended. */
function minutesInLane(instant: string, lane: OverviewTimelineTour): number {
  const local = wallClockAt(Date.parse(instant), lane.timezone);
  const date = local.slice(0, 10);
  return date < lane.date ? 0 : date > lane.date ? DAY_MINUTES : toMinutes(local.slice(11, 16));
}

/** Where a segment sits on its lane: from its start to its end on the tour's clock (a flight departing in another zone included). */
const spanInLane = (segment: OverviewTimelineSegment, lane: OverviewTimelineTour) => ({ start: minutesInLane(segment.starts.instant, lane), end: minutesInLane(segment.ends.instant, lane) });

/** A segment's time as an operator reads it: '09:00', a flight '08:05 TPE → 11:20 KIX'. */
const timeOf = (segment: OverviewTimelineSegment, lane: OverviewTimelineTour) =>
  segment.type === 'flight' && (segment.starts.name || segment.ends.name) ? journeyTimes(segment.starts, segment.ends) : clockTime(segment.starts.instant, segment.starts, lane.timezone);

/** The hours the lanes need: from the earliest start (or now) to the latest end (or now), whole hours, at least 06:00 to 20:00. */
function hoursOf(lanes: readonly OverviewTimelineTour[], now: number): { from: number; to: number } {
  let from = 6 * 60;
  let to = 20 * 60;
  for (const lane of lanes) {
    const current = nowInLane(lane, now);
    if (current !== null) [from, to] = [Math.min(from, current), Math.max(to, current + 1)];
    for (const segment of lane.segments) {
      const span = spanInLane(segment, lane);
      from = Math.min(from, span.start);
      to = Math.max(to, span.end);
    }
  }
  return { from: Math.floor(from / 60) * 60, to: Math.ceil(to / 60) * 60 };
}

function Lane({ lane, hours, now }: { lane: OverviewTimelineTour; hours: { from: number; to: number }; now: number }) {
  const span = hours.to - hours.from;
  const at = (minutes: number) => `${((Math.min(Math.max(minutes, hours.from), hours.to) - hours.from) / span) * 100}%`;
  const nowMinutes = nowInLane(lane, now);
  return (
    <div className="timeline-lane" data-testid="timeline-lane" data-tour-id={lane.tourId}>
      <div className="timeline-lane-label">
        <Link to={OVERVIEW_LINKS.tour(lane.tourId)}>{lane.title}</Link>
        <div className="muted">{zoneName(lane.timezone)} time</div>
      </div>
      <div className="timeline-track">
        {lane.segments.map((segment) => {
          const { start, end: ends } = spanInLane(segment, lane);
          const end = Math.max(ends, start + 15);
          const time = timeOf(segment, lane);
          return (
            <div
              key={segment.id}
              className={`timeline-segment timeline-${segment.type}`}
              style={{ left: at(start), width: `calc(${at(end)} - ${at(start)})` }}
              title={`${time} ${segment.title} (${formatDuration(segment.durationMinutes)})`}
              data-testid="timeline-segment"
            >
              <span>
                {time} {segment.title}
              </span>
            </div>
          );
        })}
        {nowMinutes !== null && nowMinutes >= hours.from && nowMinutes <= hours.to && <div className="timeline-now" style={{ left: at(nowMinutes) }} title={`Now in ${zoneName(lane.timezone)}`} data-testid="timeline-now" />}
      </div>
    </div>
  );
}

export function TodayTimeline({ timeline }: { timeline: OverviewView['timeline'] }) {
  const now = useNow(60_000);
  const hours = hoursOf(timeline.tours, now);
  const ticks = Array.from({ length: (hours.to - hours.from) / 60 + 1 }, (_, index) => hours.from + index * 60).filter((_, index, all) => all.length < 14 || index % 2 === 0);
  return (
    <Card className="overview-panel overview-timeline" data-testid="overview-timeline">
      <SubHeading look="h5">Today’s timeline</SubHeading>
      <p className="muted">Each tour on its own today, in its own time zone; the orange line is now there.</p>
      {timeline.tours.length === 0 ? (
        <EmptyState icon={<TimelineEventsIcon size={32} />} description="No tour running today has segments planned for today." />
      ) : (
        <>
          <div className="timeline-lane timeline-axis" aria-hidden>
            <div className="timeline-lane-label" />
            <div className="timeline-track">
              {ticks.map((minutes, index) => (
                <span key={minutes} className={index % 2 === 1 ? 'timeline-tick is-minor' : 'timeline-tick'} style={{ left: `${((minutes - hours.from) / (hours.to - hours.from)) * 100}%` }}>
                  {String(minutes / 60).padStart(2, '0')}:00
                </span>
              ))}
            </div>
          </div>
          {timeline.tours.map((lane) => (
            <Lane key={lane.tourId} lane={lane} hours={hours} now={now} />
          ))}
        </>
      )}
      {timeline.moreTours > 0 && <Link to={OVERVIEW_LINKS.runningToday}>{timeline.moreTours} more tours running today</Link>}
    </Card>
  );
}
