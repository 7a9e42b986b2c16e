// The changes an operator makes to a tour's plan: the domain command each previews with, and the API call that saves it.
// What a change creates has the id this browser made for it (newId), in the preview and in the request alike.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { AirportZones, DayFields, SegmentRequest, TourCommand, TourDetails, TourStatus, WizardStep } from '@tourops/domain';

export type TourChange =
  | { kind: 'changeDetails'; changes: Partial<TourDetails> }
  | { kind: 'changeStatus'; status: TourStatus }
  | { kind: 'shiftTour'; startDate: string }
  | { kind: 'reachWizardStep'; step: WizardStep }
  | { kind: 'addDay'; dayId: string; fields: DayFields }
  | { kind: 'insertDay'; dayId: string; fields: DayFields }
  | { kind: 'duplicateDay'; dayId: string; newDayId: string; newSegmentIds: string[] }
  | { kind: 'changeDay'; dayId: string; changes: Partial<DayFields> }
  | { kind: 'removeDay'; dayId: string; redate: boolean }
  /** airportZones: the zones of a flight's airports as the browser knows them, for the preview (the server looks them up itself). */
  | { kind: 'addSegment'; dayId: string; segmentId: string; segment: SegmentRequest; airportZones?: AirportZones }
  | { kind: 'changeSegment'; dayId: string; segmentId: string; changes: Partial<SegmentRequest>; airportZones?: AirportZones }
  | { kind: 'removeSegment'; dayId: string; segmentId: string }
  | { kind: 'moveSegment'; segmentId: string; toDayId: string; toIndex: number };

export type TourChangeKind = TourChange['kind'];

/** The domain command a change is: the browser runs the tour's own decider on it to show the result at once. */
export function commandOf(change: TourChange): TourCommand {
  switch (change.kind) {
    case 'changeDetails':
      return { type: 'ChangeTourDetails', data: { changes: change.changes } };
    case 'changeStatus':
      return { type: 'ChangeTourStatus', data: { status: change.status } };
    case 'shiftTour':
      return { type: 'ShiftTour', data: { startDate: change.startDate } };
    case 'reachWizardStep':
      return { type: 'ReachWizardStep', data: { step: change.step } };
    case 'addDay':
      return { type: 'AddDay', data: { dayId: change.dayId, ...change.fields } };
    case 'insertDay':
      return { type: 'InsertDay', data: { dayId: change.dayId, ...change.fields } };
    case 'duplicateDay':
      return { type: 'DuplicateDay', data: { dayId: change.dayId, newDayId: change.newDayId, newSegmentIds: change.newSegmentIds } };
    case 'changeDay':
      return { type: 'ChangeDay', data: { dayId: change.dayId, changes: change.changes } };
    case 'removeDay':
      return { type: 'RemoveDay', data: { dayId: change.dayId, redate: change.redate } };
    case 'addSegment':
      return { type: 'AddSegment', data: { dayId: change.dayId, segmentId: change.segmentId, segment: change.segment, airportZones: change.airportZones } };
    case 'changeSegment':
      return { type: 'ChangeSegment', data: { dayId: change.dayId, segmentId: change.segmentId, changes: change.changes, airportZones: change.airportZones } };
    case 'removeSegment':
      return { type: 'RemoveSegment', data: { dayId: change.dayId, segmentId: change.segmentId } };
    case 'moveSegment':
      return { type: 'MoveSegment', data: { segmentId: change.segmentId, toDayId: change.toDayId, toIndex: change.toIndex } };
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
}

/** The API call that saves a change, sent with If-Match: the revision the change was made on; X-Caused-By: the notification it answers. */
export function requestOf(tourId: string, change: TourChange, revision: number, cause?: string | null): FetchArgs {
  const tour = `tours/${tourId}`;
  const day = (dayId: string) => `${tour}/days/${dayId}`;
  const headers: Record<string, string> = { 'If-Match': String(revision), ...(cause ? { 'X-Caused-By': cause } : {}) };
  const call = (method: string, url: string, body?: unknown, params?: Record<string, string>): FetchArgs => ({ method, url, body, params, headers });
  switch (change.kind) {
    case 'changeDetails':
      return call('PATCH', tour, change.changes);
    case 'changeStatus':
      return call('POST', `${tour}/status`, { status: change.status });
    case 'shiftTour':
      return call('POST', `${tour}/shift`, { startDate: change.startDate });
    case 'reachWizardStep':
      return call('POST', `${tour}/wizard`, { step: change.step });
    case 'addDay':
      return call('POST', `${tour}/days`, { id: change.dayId, ...change.fields });
    case 'insertDay':
      return call('POST', `${tour}/days/insert`, { id: change.dayId, ...change.fields });
    case 'duplicateDay':
      return call('POST', `${day(change.dayId)}/duplicate`, { id: change.newDayId, segmentIds: change.newSegmentIds });
    case 'changeDay':
      return call('PATCH', day(change.dayId), change.changes);
    case 'removeDay':
      return call('DELETE', day(change.dayId), undefined, { redate: String(change.redate) });
    case 'addSegment':
      return call('POST', `${day(change.dayId)}/segments`, { id: change.segmentId, ...change.segment });
    case 'changeSegment':
      return call('PATCH', `${day(change.dayId)}/segments/${change.segmentId}`, change.changes);
    case 'removeSegment':
      return call('DELETE', `${day(change.dayId)}/segments/${change.segmentId}`);
    case 'moveSegment':
      return call('POST', `${tour}/segments/${change.segmentId}/move`, { toDayId: change.toDayId, toIndex: change.toIndex });
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
}

/** Two changes in a row to the same fields of the same thing save as one. */
export function mergedChange(previous: TourChange, next: TourChange): TourChange | null {
  if (previous.kind === 'changeDetails' && next.kind === 'changeDetails') return { kind: 'changeDetails', changes: { ...previous.changes, ...next.changes } };
  if (previous.kind === 'changeDay' && next.kind === 'changeDay' && previous.dayId === next.dayId)
    return { ...previous, changes: { ...previous.changes, ...next.changes } };
  if (previous.kind === 'changeSegment' && next.kind === 'changeSegment' && previous.segmentId === next.segmentId && previous.dayId === next.dayId)
    return { ...previous, changes: { ...previous.changes, ...next.changes }, airportZones: { ...previous.airportZones, ...next.airportZones } };
  return null;
}

/** Whether travelers of a confirmed or running tour would notice the change. */
export const affectsTravelers = (change: TourChange) => change.kind !== 'reachWizardStep' && change.kind !== 'changeStatus';

/** Whether Undo offers to take the change back (the wizard's progress is not a change of the plan). */
export const isUndoable = (change: TourChange) => change.kind !== 'reachWizardStep' && change.kind !== 'changeStatus';
