// The field staff facts of the reports: per member their name, days off, removal, assignments, and the first position of each quarter hour they reported.
import { FIELD_STAFF_EVENT_TYPES, evolveFieldStaffMember, type FieldStaffEvent, type FieldStaffMember, type PositionReportEvent } from '@tourops/domain';
import { evolveThrough, type BatchFold, type DocumentProjection, type ReadModelDocument } from '../projection';

export const REPORT_STAFF_COLLECTION = 'report-staff';

/** Tracking is read in slots of 15 minutes from the epoch (UTC). */
export const TRACKING_SLOT_MS = 15 * 60_000;

export interface ReportAssignmentFact {
  assignmentId: string;
  tourId: string;
  /** ISO instants with the tour's offset; `to` not included. */
  from: string;
  to: string;
  overridden: boolean;
}

export interface ReportStaffDocument {
  _id: string;
  name: string;
  /** Registered (positions may arrive for an id before); only registered members are reported. */
  registered: boolean;
  deleted: boolean;
  /** The UTC date the member was removed; null while a member. */
  removedOn: string | null;
  daysOff: string[];
  assignments: ReportAssignmentFact[];
  /**
   * Per reported slot, sorted by slot: epoch ms, lat and lng of its first position, as float64 (little-endian)
   * in base64, SAMPLE_CHARS characters a slot. A string: stored, copied and read back whole, appended to at its end.
   */
  samples: string;
  /** The member as the domain folds them, to apply the next events; null before registration. */
  member: FieldStaffMember | null;
}

const SAMPLE_CHARS = 32;

/** Samples (ms, lat, lng triples) in the stored encoding. */
function encodeSamples(triples: readonly number[]): string {
  const bytes = Buffer.alloc(triples.length * 8);
  triples.forEach((value, i) => bytes.writeDoubleLE(value, i * 8));
  return bytes.toString('base64');
}

/** The stored samples as the reports read them: slot, epoch ms, lat, lng per slot, flattened (4 numbers a slot). */
export function decodeSamples(encoded: string): number[] {
  const bytes = Buffer.from(encoded, 'base64');
  const flat: number[] = [];
  for (let at = 0; at + 24 <= bytes.length; at += 24) {
    const ms = bytes.readDoubleLE(at);
    flat.push(Math.floor(ms / TRACKING_SLOT_MS), ms, bytes.readDoubleLE(at + 8), bytes.readDoubleLE(at + 16));
  }
  return flat;
}

interface ReportStaffState {
  id: string;
  member: FieldStaffMember | null;
  removedOn: string | null;
  /** The samples stored, and those added since at their end (later slots than every stored one), as triples. */
  stored: string;
  added: number[];
  /** Slot and ms of the last sample, stored or added; -1 when none. */
  lastSlot: number;
  lastMs: number;
  /** Every sample by slot, once a position arrives for an earlier slot than the last (reports out of order). */
  bySlot: Map<number, [number, number, number]> | null;
}

function lastOf(stored: string): { lastSlot: number; lastMs: number } {
  if (stored.length === 0) return { lastSlot: -1, lastMs: -1 };
  const lastMs = Buffer.from(stored.slice(-SAMPLE_CHARS), 'base64').readDoubleLE(0);
  return { lastSlot: Math.floor(lastMs / TRACKING_SLOT_MS), lastMs };
}

function samplesBySlot({ stored, added }: ReportStaffState): Map<number, [number, number, number]> {
  const bySlot = new Map<number, [number, number, number]>();
  const flat = decodeSamples(stored);
  for (let i = 0; i < flat.length; i += 4) bySlot.set(flat[i], [flat[i + 1], flat[i + 2], flat[i + 3]]);
  for (let i = 0; i < added.length; i += 3) bySlot.set(Math.floor(added[i] / TRACKING_SLOT_MS), [added[i], added[i + 1], added[i + 2]]);
  return bySlot;
}

/** Keeps the first position of the slot; the state's arrays and map are the batch's working copies, extended in place. */
function withPosition(state: ReportStaffState, ms: number, lat: number, lng: number): boolean {
  const slot = Math.floor(ms / TRACKING_SLOT_MS);
  if (!state.bySlot && slot > state.lastSlot) {
    state.added.push(ms, lat, lng);
    [state.lastSlot, state.lastMs] = [slot, ms];
    return true;
  }
  if (!state.bySlot && slot === state.lastSlot && ms >= state.lastMs) return false;
  if (!state.bySlot && slot === state.lastSlot && state.added.length > 0) {
    state.added.splice(-3, 3, ms, lat, lng);
    state.lastMs = ms;
    return true;
  }
  state.bySlot ??= samplesBySlot(state);
  const first = state.bySlot.get(slot);
  if (first && first[0] <= ms) return false;
  state.bySlot.set(slot, [ms, lat, lng]);
  return true;
}

function storedSamples({ stored, added, bySlot }: ReportStaffState): string {
  if (bySlot) return encodeSamples([...bySlot.keys()].sort((a, b) => a - b).flatMap((slot) => bySlot.get(slot)!));
  return added.length === 0 ? stored : stored + encodeSamples(added);
}

const reportStaffFold: BatchFold<ReportStaffState> = {
  load(document) {
    const stored = document as unknown as ReportStaffDocument;
    return { id: stored._id, member: stored.member, removedOn: stored.removedOn, stored: stored.samples, added: [], ...lastOf(stored.samples), bySlot: null };
  },
  evolve(state, event) {
    const staffId = (event.data as { staffId: string }).staffId;
    const current = state ?? { id: staffId, member: null, removedOn: null, stored: '', added: [], lastSlot: -1, lastMs: -1, bySlot: null };
    if (event.type === 'StaffPositionsReported') {
      const next = { ...current };
      let changed = false;
      for (const { at, lat, lng } of (event as unknown as PositionReportEvent).data.positions) if (withPosition(next, Date.parse(at), lat, lng)) changed = true;
      return changed ? next : null;
    }
    const member = evolveFieldStaffMember(current.member, event as unknown as FieldStaffEvent);
    if (!member) return null;
    const removedOn = event.type === 'FieldStaffMemberRemoved' ? (current.removedOn ?? event.metadata.occurredAt.slice(0, 10)) : current.removedOn;
    return { ...current, member, removedOn };
  },
  store(state) {
    const { id, member, removedOn } = state;
    const document: ReportStaffDocument = {
      _id: id,
      name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
      registered: member !== null,
      deleted: member?.deleted ?? false,
      removedOn: member?.deleted ? removedOn : null,
      daysOff: member?.daysOff ?? [],
      assignments: (member?.assignments ?? []).map(({ assignmentId, tourId, from, to, override }) => ({ assignmentId, tourId, from, to, overridden: override !== null })),
      samples: storedSamples(state),
      member,
    };
    return document as unknown as ReadModelDocument;
  },
};

export const reportStaffProjection: DocumentProjection = {
  name: 'report-staff',
  version: 2,
  collection: REPORT_STAFF_COLLECTION,
  eventTypes: [...FIELD_STAFF_EVENT_TYPES, 'StaffPositionsReported'],
  documentId: (event) => (event.data as { staffId?: string }).staffId ?? null,
  evolve: evolveThrough(reportStaffFold),
  batchFold: reportStaffFold as BatchFold<unknown>,
  indexes: [],
};
