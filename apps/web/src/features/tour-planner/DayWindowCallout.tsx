// States the organization's day window, break and auto-fill: the rules every segment time follows.
import { Callout } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import type { DayWindow } from '@tourops/domain';
import { Link } from 'react-router';

export function DayWindowCallout({ day, autoFill }: { day: DayWindow; autoFill: boolean }) {
  return (
    <Callout intent="primary" icon={<TimeIcon />} className="day-window info-callout" data-testid="day-window" data-auto-fill={autoFill} compact>
      Segments start between <strong>{day.startTime}</strong> and <strong>{day.endTime}</strong> (the organization’s day window, inclusive), with{' '}
      {day.breakBetweenSegments} minutes between them, read on the tour’s clock. A flight keeps the airline’s times: it is marked when it departs outside the window, and the next segment follows its arrival.{' '}
      {autoFill
        ? 'Auto-fill is on: after a reorder or move the day’s times follow from its first segment, and a new segment starts at the next available time.'
        : 'Auto-fill is off: times stay as planned after a reorder or move.'}{' '}
      <Link to="/settings/tour">Tour settings</Link>
    </Callout>
  );
}
