// Whether a segment still fits the organization's day window: where it starts, and where it ends.
import type { SegmentView } from '@tourops/contracts';
import { isTimeOfDay, isWithinDay, toMinutes, type DayWindow } from '@tourops/domain';

export interface SegmentFit {
  startsOutside: boolean;
  endsAfter: boolean;
}

export function segmentFit(segment: Pick<SegmentView, 'startTime' | 'durationMinutes'>, day: DayWindow): SegmentFit {
  if (!isTimeOfDay(segment.startTime)) return { startsOutside: true, endsAfter: false };
  return {
    startsOutside: !isWithinDay(segment.startTime, day),
    endsAfter: toMinutes(segment.startTime) + segment.durationMinutes > toMinutes(day.endTime),
  };
}

export const countMisfits = (segments: readonly SegmentView[], day: DayWindow) =>
  segments.filter((segment) => {
    const fit = segmentFit(segment, day);
    return fit.startsOutside || fit.endsAfter;
  }).length;
