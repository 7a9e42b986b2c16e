// States the organization's day window and break, the rules every segment time follows.
import { Callout } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import type { DaySettings } from '@tourops/domain';

export function DayWindowCallout({ day }: { day: DaySettings }) {
  return (
    <Callout intent="primary" icon={<TimeIcon />} className="day-window info-callout" data-testid="day-window" compact>
      Segments start between <strong>{day.startTime}</strong> and <strong>{day.endTime}</strong> (the organization’s day window, inclusive). A new
      segment is suggested {day.breakBetweenSegments} minutes after the latest one ends.
    </Callout>
  );
}
