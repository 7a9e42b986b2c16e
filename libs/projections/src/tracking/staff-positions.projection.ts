// The staff positions read model: per member the latest position, a bounded recent trail and when the device last reported.
import type { RecordedEvent } from '@tourops/event-store';
import { POSITION_REPORT_EVENT_TYPES, RECENT_TRAIL, latestPosition, mergeTrail, type PositionReportEvent, type StaffPosition } from '@tourops/domain';
import type { BatchFold, DocumentProjection, ReadModelDocument } from '../projection';

export const STAFF_POSITIONS_COLLECTION = 'staff-positions';

export interface StaffPositionDocument {
  _id: string;
  staffId: string;
  /** The position with the latest `at` ever reported (a late batch never moves the member back). */
  latest: StaffPosition;
  /** Recent points sorted by `at`, each instant once (RECENT_TRAIL: the last 60 points of the last 2 hours). */
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

/** A member's batch: the stored trail and the positions reported since, merged once when the batch stores (not once a report). */
interface StaffPositionsState {
  document: StaffPositionDocument;
  reported: StaffPosition[];
}

/**
 * The same document as evolveStaffPositions applied report by report: the newest point only moves forward, so a point that an
 * earlier merge would have dropped (too old, or beyond the newest RECENT_TRAIL.maxPoints) is dropped by the one merge too, and a point already held
 * is kept as it was in both.
 */
const staffPositionsFold: BatchFold<StaffPositionsState> = {
  load: (document) => ({ document: document as unknown as StaffPositionDocument, reported: [] }),
  evolve(state, event) {
    const { data } = event as unknown as PositionReportEvent;
    const latest = latestPosition(state?.document.latest ?? null, data.positions);
    if (!latest) return state;
    const current = state ?? { document: { _id: data.staffId, staffId: data.staffId, latest, trail: [], lastReportedAt: event.metadata.occurredAt, lastTokenId: data.tokenId }, reported: [] };
    const { lastReportedAt } = current.document;
    current.document = { ...current.document, latest, lastReportedAt: lastReportedAt > event.metadata.occurredAt ? lastReportedAt : event.metadata.occurredAt, lastTokenId: data.tokenId };
    current.reported.push(...data.positions);
    return current;
  },
  store: ({ document, reported }) => ({ ...document, trail: mergeTrail(document.trail, reported, RECENT_TRAIL) }) as unknown as ReadModelDocument,
};

export const staffPositionsProjection: DocumentProjection = {
  name: 'staff-positions',
  /** 2: the trail keeps the 60 points the tracking page draws, not 300. */
  version: 2,
  collection: STAFF_POSITIONS_COLLECTION,
  eventTypes: POSITION_REPORT_EVENT_TYPES,
  documentId: (event) => (event.data as { staffId?: string }).staffId ?? null,
  evolve: (document, event) => evolveStaffPositions(document as unknown as StaffPositionDocument | null, event) as unknown as ReadModelDocument | null,
  batchFold: staffPositionsFold as BatchFold<unknown>,
  indexes: [{ name: 'by_last_seen', keys: { 'latest.at': -1, _id: 1 } }],
};
