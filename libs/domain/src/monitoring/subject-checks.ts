// A watched subject's checks on stream monitoring-{orgId}.{subjectId}: readings recorded, no data, and operators' requests to check now.
import { invalid, type Decider } from '../shared/decider';
import type { Reading } from './notification';
import type { SubjectKind } from './watched-subjects';

/** Events a subject's stream keeps ($maxCount): days of checks every few minutes. */
export const SUBJECT_CHECKS_MAX_COUNT = 500;

export type SubjectCheckEvent =
  | { type: 'SubjectChecked'; data: { subjectId: string; tourId: string; kind: SubjectKind; readings: Reading[]; at: string } }
  | { type: 'SubjectCheckFailed'; data: { subjectId: string; tourId: string; kind: SubjectKind; provider: string; reason: string; consecutiveFailures: number; at: string } }
  | { type: 'SubjectCheckRequested'; data: { subjectId: string; tourId: string; at: string } };

export const SUBJECT_CHECK_EVENT_TYPES: readonly SubjectCheckEvent['type'][] = ['SubjectChecked', 'SubjectCheckFailed', 'SubjectCheckRequested'];

export type SubjectCheckCommand =
  | { type: 'RecordReadings'; data: { subjectId: string; tourId: string; kind: SubjectKind; readings: Reading[]; at: string } }
  | { type: 'RecordNoData'; data: { subjectId: string; tourId: string; kind: SubjectKind; provider: string; reason: string; at: string } }
  | { type: 'RequestCheck'; data: { subjectId: string; tourId: string; at: string } };

export type LastCheck = { at: string; outcome: 'reading' } | { at: string; outcome: 'no data'; provider: string; reason: string };

export interface SubjectChecks {
  lastCheck: LastCheck | null;
  /** Checks in a row that gave no data. */
  consecutiveFailures: number;
  /** When an operator asked for a check that has not run yet. */
  pendingRequestAt: string | null;
}

export const initialSubjectChecks: SubjectChecks = { lastCheck: null, consecutiveFailures: 0, pendingRequestAt: null };

export function evolveSubjectChecks(state: SubjectChecks, event: SubjectCheckEvent): SubjectChecks {
  switch (event.type) {
    case 'SubjectChecked':
      return { lastCheck: { at: event.data.at, outcome: 'reading' }, consecutiveFailures: 0, pendingRequestAt: null };
    case 'SubjectCheckFailed': {
      const { at, provider, reason, consecutiveFailures } = event.data;
      return { lastCheck: { at, outcome: 'no data', provider, reason }, consecutiveFailures, pendingRequestAt: null };
    }
    case 'SubjectCheckRequested':
      return { ...state, pendingRequestAt: event.data.at };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** A check records every reading it got; one without any reading is no data. */
export function recordReadings(data: Extract<SubjectCheckCommand, { type: 'RecordReadings' }>['data']): SubjectCheckEvent[] {
  if (data.readings.length === 0) throw invalid('A check without readings is no data.', { readings: 'At least one reading.' });
  return [{ type: 'SubjectChecked', data: { ...data, readings: [...data.readings] } }];
}

export function recordNoData(data: Extract<SubjectCheckCommand, { type: 'RecordNoData' }>['data'], state: SubjectChecks): SubjectCheckEvent[] {
  return [{ type: 'SubjectCheckFailed', data: { ...data, consecutiveFailures: state.consecutiveFailures + 1 } }];
}

/** An operator's "check now": recorded once while it waits for the monitor. */
export function requestCheck(data: Extract<SubjectCheckCommand, { type: 'RequestCheck' }>['data'], state: SubjectChecks): SubjectCheckEvent[] {
  if (state.pendingRequestAt !== null) return [];
  return [{ type: 'SubjectCheckRequested', data: { ...data } }];
}

export function decideSubjectChecks(command: SubjectCheckCommand, state: SubjectChecks): SubjectCheckEvent[] {
  switch (command.type) {
    case 'RecordReadings':
      return recordReadings(command.data);
    case 'RecordNoData':
      return recordNoData(command.data, state);
    case 'RequestCheck':
      return requestCheck(command.data, state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const subjectChecksDecider: Decider<SubjectCheckCommand, SubjectCheckEvent, SubjectChecks, undefined> = {
  decide: (command, state) => decideSubjectChecks(command, state),
  evolve: evolveSubjectChecks,
  initialState: initialSubjectChecks,
};

export const subjectChecksStreamName = (orgId: string, subjectId: string) => `monitoring-${orgId}.${subjectId}`;
