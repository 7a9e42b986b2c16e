// The parts of a tour each event changes: its details field by field, its status, the list of days, each day's plan, each segment field by field.
import { part, WHOLE_ENTITY } from '../shared/changed-parts';
import type { TourEvent } from './tour';

/**
 * A day's plan is one part: its date and title, which segments it holds, their order and their times (a reorder, a move,
 * an addition or auto-fill re-times the day as a whole). A segment's own fields are parts of their own, so renaming one
 * segment and adding another to its day are not a real change to each other; a new start or duration changes both.
 */
/** A segment's fields that place it in its day's times: changing one changes the day's plan too. */
const DAY_TIMES = new Set(['startTime', 'durationMinutes']);

export function tourChangedParts(event: TourEvent): readonly string[] {
  switch (event.type) {
    case 'TourDetailsChanged':
      return Object.keys(event.data.changes).map((field) => part('details', field));
    case 'TourStatusChanged':
      return ['status'];
    case 'TourWizardStepReached':
      return ['wizard'];
    case 'DayAdded':
      return ['days', part('day', event.data.day.id)];
    case 'DayChanged':
      return [part('day', event.data.dayId)];
    case 'DayRemoved':
      return ['days', part('day', event.data.dayId)];
    case 'SegmentAdded':
      return [part('day', event.data.dayId), part('segment', event.data.segment.id)];
    case 'SegmentChanged': {
      const fields = Object.keys(event.data.changes);
      const parts = fields.map((field) => part('segment', event.data.segmentId, field));
      return fields.some((field) => DAY_TIMES.has(field)) ? [...parts, part('day', event.data.dayId)] : parts;
    }
    case 'SegmentRemoved':
      return [part('day', event.data.dayId), part('segment', event.data.segmentId)];
    case 'SegmentsReordered':
    case 'SegmentsRetimed':
      return [part('day', event.data.dayId)];
    case 'SegmentMoved':
      return [part('day', event.data.fromDayId), part('day', event.data.toDayId), part('segment', event.data.segmentId)];
    case 'TourCreated':
    case 'TourDeleted':
    case 'TourRestored':
    case 'TourPurged':
    case 'TourShifted':
    case 'DaysRedated':
    case 'ChangesUndone':
      return [WHOLE_ENTITY];
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
