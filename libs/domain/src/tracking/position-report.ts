// Position reports of a member's device on stream position-{orgId}.{staffId}: one event per accepted batch, duplicates dropped.
import type { Decider } from '../shared/decider';
import { checkPositions, newPositions, type StaffPosition } from './position-rules';

export type PositionReportEvent = {
  type: 'StaffPositionsReported';
  data: { staffId: string; tokenId: string; positions: StaffPosition[] };
};

export const POSITION_REPORT_EVENT_TYPES: readonly PositionReportEvent['type'][] = ['StaffPositionsReported'];

export type PositionReportCommand = { type: 'ReportPositions'; data: { staffId: string; tokenId: string; positions: StaffPosition[] } };

/** The server's clock, for the time bounds of a position. */
export interface PositionReportContext {
  now: string;
}

/** Instants already recorded (epoch milliseconds) that a report is checked against: the newest ones only, so the state stays small. */
export interface PositionHistory {
  seen: ReadonlySet<number>;
}

/** Recorded instants a member's history remembers (two full batches); older duplicates are left to the projection, which ignores them. */
export const REMEMBERED_INSTANTS = 1_000;

export const initialPositionHistory: PositionHistory = { seen: new Set() };

export function evolvePositionHistory(state: PositionHistory, event: PositionReportEvent): PositionHistory {
  const seen = new Set(state.seen);
  for (const position of event.data.positions) seen.add(Date.parse(position.at));
  if (seen.size <= REMEMBERED_INSTANTS) return { seen };
  return { seen: new Set([...seen].sort((a, b) => a - b).slice(-REMEMBERED_INSTANTS)) };
}

/** Rejects a batch with any bad position; records the new positions, or nothing when every one was already recorded. */
export function reportPositions(command: PositionReportCommand, state: PositionHistory, context: PositionReportContext): PositionReportEvent[] {
  const { staffId, tokenId, positions } = command.data;
  checkPositions(positions, context.now);
  const fresh = newPositions(positions, state.seen);
  if (fresh.length === 0) return [];
  return [{ type: 'StaffPositionsReported', data: { staffId, tokenId, positions: fresh } }];
}

export const positionReportDecider: Decider<PositionReportCommand, PositionReportEvent, PositionHistory, PositionReportContext> = {
  decide: reportPositions,
  evolve: evolvePositionHistory,
  initialState: initialPositionHistory,
};

export const positionStreamName = (orgId: string, staffId: string) => `position-${orgId}.${staffId}`;

/** Events a position stream keeps readable ($maxCount): with batches of a few seconds, days of history. */
export const POSITION_STREAM_MAX_COUNT = 10_000;
