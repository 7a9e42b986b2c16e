// The version of the tour a form was opened on: when what the form edits changed since, the save is sent against it (and answered 409).
import type { TourView } from '@tourops/contracts';
import type { TourChange } from './tourChange';

export interface EditBase {
  revision: number;
  tour: TourView;
}

const segmentOf = (tour: TourView, segmentId: string) => tour.days.flatMap((day) => day.segments).find((segment) => segment.id === segmentId);

function dayFieldsOf(tour: TourView, dayId: string) {
  const day = tour.days.find((candidate) => candidate.id === dayId);
  return day && { date: day.date, title: day.title, description: day.description };
}

const detailsOf = ({ title, description, startDate, endDate, timezone }: TourView) => ({ title, description, startDate, endDate, timezone });

/** The form's version when someone changed what it edits while it was open; otherwise nothing (the change is made on the latest version). */
export function staleBase(base: EditBase, now: TourView, change: TourChange): EditBase | undefined {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  switch (change.kind) {
    case 'changeSegment':
      return differs(segmentOf(base.tour, change.segmentId), segmentOf(now, change.segmentId)) ? base : undefined;
    case 'changeDay':
      return differs(dayFieldsOf(base.tour, change.dayId), dayFieldsOf(now, change.dayId)) ? base : undefined;
    case 'changeDetails':
      return differs(detailsOf(base.tour), detailsOf(now)) ? base : undefined;
    default:
      return undefined;
  }
}
