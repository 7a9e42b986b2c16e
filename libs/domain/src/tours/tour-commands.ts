// The tour decider: the commands a tour accepts, and decide routing each to its pure function.
import type { Decider } from '../shared/decider';
import type { DayWindow } from '../shared/time-of-day';
import type { AirportZones } from './flight-schedule';
import type { DayFields, SegmentRequest, TourCreation, TourDetails, TourEvent, TourPlan, TourState, TourStatus, WizardStep } from './tour';
import { evolve, initialTourState } from './tour';
import * as lifecycle from './tour-lifecycle';
import * as planning from './day-and-segment-planning';
import { tourChangedParts } from './tour-parts';

export type TourCommand =
  | { type: 'CreateTour'; data: { tourId: string; status?: 'DRAFT' | 'PLANNED' } & TourDetails & TourCreation }
  | { type: 'ChangeTourDetails'; data: { changes: Partial<TourDetails> } }
  | { type: 'ChangeTourStatus'; data: { status: TourStatus } }
  | { type: 'DeleteTour' }
  | { type: 'RestoreTour' }
  | { type: 'PurgeTour' }
  | { type: 'ShiftTour'; data: { startDate: string } }
  | { type: 'ReachWizardStep'; data: { step: WizardStep } }
  | { type: 'UndoChanges'; data: { toRevision: number; plan: TourPlan } }
  | { type: 'AddDay'; data: { dayId: string } & DayFields }
  | { type: 'InsertDay'; data: { dayId: string } & DayFields }
  | { type: 'DuplicateDay'; data: { dayId: string; newDayId: string; newSegmentIds: string[] } }
  | { type: 'ChangeDay'; data: { dayId: string; changes: Partial<DayFields> } }
  | { type: 'RemoveDay'; data: { dayId: string; redate?: boolean } }
  | { type: 'AddSegment'; data: { dayId: string; segmentId: string; segment: SegmentRequest; airportZones?: AirportZones } }
  | { type: 'ChangeSegment'; data: { dayId: string; segmentId: string; changes: Partial<SegmentRequest>; airportZones?: AirportZones } }
  | { type: 'RemoveSegment'; data: { dayId: string; segmentId: string } }
  | { type: 'ReorderSegments'; data: { dayId: string; segmentIds: string[] } }
  | { type: 'MoveSegment'; data: { segmentId: string; toDayId: string; toIndex: number } };

/**
 * What a tour command needs to know besides the tour: the organization's day window and editor settings.
 * (The zones of a flight's airports travel with AddSegment and ChangeSegment: docs/adr/0016-flight-times-local-to-airports.md.)
 */
export interface TourContext {
  day: DayWindow;
  /** editor.tourEditor.autoFillSegment: re-time a day from its first segment after a reorder or move. */
  autoFill?: boolean;
}

export function decide(command: TourCommand, state: TourState, context: TourContext): TourEvent[] {
  switch (command.type) {
    case 'CreateTour':
      return lifecycle.createTour(command.data, state);
    case 'ChangeTourDetails':
      return lifecycle.changeTourDetails(command.data, state);
    case 'ChangeTourStatus':
      return lifecycle.changeTourStatus(command.data, state);
    case 'DeleteTour':
      return lifecycle.deleteTour(state);
    case 'RestoreTour':
      return lifecycle.restoreTour(state);
    case 'PurgeTour':
      return lifecycle.purgeTour(state);
    case 'ShiftTour':
      return lifecycle.shiftTourTo(command.data, state);
    case 'ReachWizardStep':
      return lifecycle.reachWizardStep(command.data, state);
    case 'UndoChanges':
      return lifecycle.undoChanges(command.data, state);
    case 'AddDay':
      return planning.addDay(command.data, state);
    case 'InsertDay':
      return planning.insertDay(command.data, state);
    case 'DuplicateDay':
      return planning.duplicateDay(command.data, state);
    case 'ChangeDay':
      return planning.changeDay(command.data, state);
    case 'RemoveDay':
      return planning.removeDay(command.data, state);
    case 'AddSegment':
      return planning.addSegment(command.data, state, context);
    case 'ChangeSegment':
      return planning.changeSegment(command.data, state, context);
    case 'RemoveSegment':
      return planning.removeSegment(command.data, state);
    case 'ReorderSegments':
      return planning.reorderSegments(command.data, state, context);
    case 'MoveSegment':
      return planning.moveSegment(command.data, state, context);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const tourDecider: Decider<TourCommand, TourEvent, TourState, TourContext> = {
  decide,
  evolve,
  initialState: initialTourState,
  changedParts: tourChangedParts,
};
