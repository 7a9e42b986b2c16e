// The staff positions read model: per member the latest position, a bounded recent trail and when the device last reported.
import type { RecordedEvent } from '@tourops/event-store';
import { POSITION_REPORT_EVENT_TYPES, RECENT_TRAIL, latestPosition, mergeTrail, type PositionReportEvent, type StaffPosition } from '@tourops/domain';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const STAFF_POSITIONS_COLLECTION = 'staff-positions';

export interface StaffPositionDocument {
  _id: string;
  staffId: string;
  /** The position with the latest `at` ever reported (a late batch never moves the member back). */
  latest: StaffPosition;
  /** Recent points sorted by `at`, each instant once (RECENT_TRAIL: the last 300 points of the last 2 hours). */
  trail: StaffPosition[];
  /** When the server received the member's last report. */
  lastReportedAt: string;
  /** The token that sent the last report. */
  lastTokenId: string;
}

export function evolveStaffPositions(document: StaffPositionDocument | null, event: RecordedEvent): StaffPositionDocument | null {
  const { data } = event as unknown as PositionReportEvent;
  const latest = latestPosition(document?.latest ?? null, data.positions);
  if (!latest) return document;
  return {
    _id: data.staffId,
    staffId: data.staffId,
    latest,
    trail: mergeTrail(document?.trail ?? [], data.positions, RECENT_TRAIL),
    lastReportedAt: document && document.lastReportedAt > event.metadata.occurredAt ? document.lastReportedAt : event.metadata.occurredAt,
    lastTokenId: data.tokenId,
  };
}

export const staffPositionsProjection: DocumentProjection = {
  name: 'staff-positions',
  version: 1,
  collection: STAFF_POSITIONS_COLLECTION,
  eventTypes: POSITION_REPORT_EVENT_TYPES,
  documentId: (event) => (event.data as { staffId?: string }).staffId ?? null,
  evolve: (document, event) => evolveStaffPositions(document as unknown as StaffPositionDocument | null, event) as unknown as ReadModelDocument | null,
  indexes: [{ name: 'by_last_seen', keys: { 'latest.at': -1, _id: 1 } }],
};
