// A change in the operator's words ("Move “Lunch” to Tuesday 2 May"), for the save bar, Undo and the stale-save dialog.
import type { TourView } from '@tourops/contracts';
import { formatDate } from '../../shared/format';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';
import type { TourChange } from './tourChange';

const quoted = (text: string) => `“${text}”`;

export function changeLabel(change: TourChange, tour: TourView): string {
  const day = (dayId: string) => tour.days.find((candidate) => candidate.id === dayId);
  const dayName = (dayId: string) => {
    const found = day(dayId);
    return found ? formatDate(found.date) : 'a day';
  };
  const segmentTitle = (segmentId: string) => {
    for (const candidate of tour.days) {
      const segment = candidate.segments.find((s) => s.id === segmentId);
      if (segment) return quoted(segment.title);
    }
    return 'a segment';
  };
  switch (change.kind) {
    case 'changeDetails':
      return `Change the tour’s ${Object.keys(change.changes).map((field) => FIELD_NAMES[field] ?? field).join(', ')}`;
    case 'changeStatus':
      return `Status to ${TOUR_STATUS_LABELS[change.status]}`;
    case 'shiftTour':
      return `Shift the tour to start on ${formatDate(change.startDate)}`;
    case 'reachWizardStep':
      return `Wizard step ${change.step}`;
    case 'addDay':
      return `Add the day of ${formatDate(change.fields.date)}`;
    case 'insertDay':
      return `Insert a day on ${formatDate(change.fields.date)}`;
    case 'duplicateDay':
      return `Duplicate the day of ${dayName(change.dayId)}`;
    case 'changeDay':
      return `Change the day of ${dayName(change.dayId)}`;
    case 'removeDay':
      return `Remove the day of ${dayName(change.dayId)}${change.redate ? ' (later days move back)' : ''}`;
    case 'addSegment':
      return `Add ${quoted(change.segment.title)} on ${dayName(change.dayId)}`;
    case 'changeSegment':
      return `Change ${segmentTitle(change.segmentId)}`;
    case 'removeSegment':
      return `Remove ${segmentTitle(change.segmentId)}`;
    case 'moveSegment': {
      const from = tour.days.find((candidate) => candidate.segments.some((segment) => segment.id === change.segmentId));
      return from?.id === change.toDayId
        ? `Reorder ${segmentTitle(change.segmentId)} within ${dayName(change.toDayId)}`
        : `Move ${segmentTitle(change.segmentId)} to ${dayName(change.toDayId)}`;
    }
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
}

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  startDate: 'start date',
  endDate: 'end date',
  timezone: 'time zone',
};
