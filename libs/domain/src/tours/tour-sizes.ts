// The largest tour the product keeps (days, segments a day, travelers, field staff assignments), and the checks that refuse more: every read of a whole tour is measured at these sizes (docs/adr/0035).
import { daysBetween } from '../shared/calendar-date';
import { dayLabel } from '../shared/operational-time';
import { invalid } from '../shared/decider';
import type { Day } from './tour';

/** 100 days of 50 segments (a 5,000-segment tour), 500 travelers, 200 field staff assignments (two a day): the largest whose every read stays well inside the event loop's 50 ms. */
export const TOUR_SIZES = { daysPerTour: 100, segmentsPerDay: 50, travelersPerTour: 500, staffAssignmentsPerTour: 200 } as const;

/** A tour lasts at most TOUR_SIZES.daysPerTour days, its first and last included: so it holds at most that many days. */
export function checkTourLength(startDate: string, endDate: string, field: 'endDate' | 'date' = 'endDate') {
  const { daysPerTour } = TOUR_SIZES;
  if (daysBetween(startDate, endDate) + 1 > daysPerTour)
    throw invalid(`A tour lasts at most ${daysPerTour} days; ${startDate} to ${endDate} is ${daysBetween(startDate, endDate) + 1}.`, {
      [field]: `At most ${daysPerTour} days from the start date, both included.`,
    });
}

/** A day holds at most TOUR_SIZES.segmentsPerDay segments: `adding` more must still fit. */
export function checkRoomInDay(day: Pick<Day, 'date' | 'segments'>, adding = 1) {
  const { segmentsPerDay } = TOUR_SIZES;
  if (day.segments.length + adding > segmentsPerDay)
    throw invalid(`A day holds at most ${segmentsPerDay} segments; ${dayLabel(day.date)} has ${day.segments.length}.`, { segments: `At most ${segmentsPerDay} segments a day.` });
}

/** A tour takes at most TOUR_SIZES.travelersPerTour travelers: `onTour` is how many it has (the travelers read model's count). */
export function checkRoomOnTour(onTour: number) {
  const { travelersPerTour } = TOUR_SIZES;
  if (onTour >= travelersPerTour) throw invalid(`A tour takes at most ${travelersPerTour} travelers; this one has ${onTour}.`, { tourId: `The tour has its ${travelersPerTour} travelers.` });
}

/** A tour takes at most TOUR_SIZES.staffAssignmentsPerTour field staff assignments: `onTour` is how many it has (the field staff read model's count). */
export function checkRoomForStaff(onTour: number) {
  const { staffAssignmentsPerTour } = TOUR_SIZES;
  if (onTour >= staffAssignmentsPerTour)
    throw invalid(`A tour takes at most ${staffAssignmentsPerTour} field staff assignments; this one has ${onTour}.`, { tourId: `The tour has its ${staffAssignmentsPerTour} field staff assignments.` });
}
