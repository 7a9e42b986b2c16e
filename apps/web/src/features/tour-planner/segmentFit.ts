// The day window's verdict on a day's segments, read on the tour's clock with the domain's one rule, in the words the editor shows.
import type { DayView, SegmentView } from '@tourops/contracts';
import { fromMinutes, journeyTimes, segmentsOutsideWindow, windowFit, type DayWindow, type SegmentSpan, type TourClock, type WindowFit } from '@tourops/domain';

/** The clock a day's segments are read on: the day's date in the tour's zone. */
export const clockOf = (day: Pick<DayView, 'date'>, timeZone: string): TourClock => ({ date: day.date, timeZone });

export const segmentFit = (segment: SegmentView, day: Pick<DayView, 'date'>, timeZone: string, window: DayWindow): WindowFit =>
  windowFit(segment, clockOf(day, timeZone), window);

/** What the day's header says about its window, from the same rule as each segment's tag; null when every segment starts inside. */
export function dayWindowNote(day: DayView, timeZone: string, window: DayWindow): { text: string; refused: number; flights: number } | null {
  const { refused, flights } = segmentsOutsideWindow(day.segments, clockOf(day, timeZone), window);
  if (refused.length === 0 && flights.length === 0) return null;
  const parts = [
    ...(refused.length > 0 ? [`${refused.length} segment${refused.length === 1 ? ' starts' : 's start'} outside the day window`] : []),
    ...(flights.length > 0 ? [`${flights.length} flight${flights.length === 1 ? '' : 's'} outside the day window`] : []),
  ];
  return { text: parts.join(', '), refused: refused.length, flights: flights.length };
}

/** How a segment's times read in a list: a flight by its own clocks ('08:05 TPE → 12:20 KIX'), anything else by its span on the tour's clock. */
export function spanLabel(segment: SegmentView, span: SegmentSpan | null): string {
  const { flight } = segment;
  if (segment.type === 'flight' && flight) {
    const at = (time: typeof flight.departure, name: string) => ({ instant: time.instant, timeZone: time.timeZone, name });
    return `${journeyTimes(at(flight.departure, flight.from), at(flight.arrival, flight.to))} ${segment.title}`;
  }
  return span ? `${fromMinutes(span.start)}–${fromMinutes(span.end)} ${segment.title}` : `${segment.startTime} ${segment.title}`;
}
