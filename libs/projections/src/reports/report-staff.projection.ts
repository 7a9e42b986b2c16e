// The field staff facts of the reports: per member their name, days off, removal, assignments, and the first position of each quarter hour they reported.
import { FIELD_STAFF_EVENT_TYPES, evolveFieldStaffMember, personName, type FieldStaffEvent, type FieldStaffMember, type PositionReportEvent } from '@tourops/domain';
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
   * in base64, 32 characters a slot (so encodings concatenate). A string: stored, copied and read back whole, appended to at its end.
   */
  samples: string;
  /** The member as the domain folds them, to apply the next events; null before registration. */
  member: FieldStaffMember | null;
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

/** The batch's working state of a member, owned by the batch: changed in place event by event. */
interface ReportStaffState {
  id: string;
  member: FieldStaffMember | null;
  removedOn: string | null;
  /** The samples stored, sorted by slot; read (as `storedView`) once a position arrives. */
  stored: string;
  storedView: DataView | null;
  /** The batch's samples by slot, each the first of its slot so far: index of its (ms, lat, lng) in `addedTriples`. */
  added: Map<number, number>;
  addedTriples: number[];
}

const SAMPLE_BYTES = 24;

const emptyState = (id: string): ReportStaffState => ({ id, member: null, removedOn: null, stored: '', storedView: null, added: new Map(), addedTriples: [] });

function viewOf(encoded: string): DataView {
  const bytes = Buffer.from(encoded, 'base64');
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** The ms of the stored sample of the slot (binary search over the sorted samples), or NaN when none. */
function storedMsOf(view: DataView, slot: number): number {
  let [low, high] = [0, view.byteLength / SAMPLE_BYTES];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const ms = view.getFloat64(middle * SAMPLE_BYTES, true);
    const at = Math.floor(ms / TRACKING_SLOT_MS);
    if (at === slot) return ms;
    if (at < slot) low = middle + 1;
    else high = middle;
  }
  return NaN;
}

/** Keeps the first position of the slot. */
function withPosition(state: ReportStaffState, ms: number, lat: number, lng: number): boolean {
  const slot = Math.floor(ms / TRACKING_SLOT_MS);
  const at = state.added.get(slot);
  const triples = state.addedTriples;
  if (at !== undefined) {
    if (triples[at] <= ms) return false;
    [triples[at], triples[at + 1], triples[at + 2]] = [ms, lat, lng];
    return true;
  }
  state.storedView ??= viewOf(state.stored);
  if (storedMsOf(state.storedView, slot) <= ms) return false;
  state.added.set(slot, triples.length);
  triples.push(ms, lat, lng);
  return true;
}

/** The stored samples with the batch's merged in, by slot (a batch's sample of a stored slot is an earlier one). */
function storedSamples({ stored, storedView, added, addedTriples }: ReportStaffState): string {
  if (added.size === 0) return stored;
  const slots = [...added.keys()].sort((a, b) => a - b);
  const view = storedView ?? viewOf(stored);
  const storedCount = view.byteLength / SAMPLE_BYTES;
  const lastStored = storedCount === 0 ? -1 : Math.floor(view.getFloat64((storedCount - 1) * SAMPLE_BYTES, true) / TRACKING_SLOT_MS);
  const appended = slots[0] > lastStored;
  const out = new DataView(new ArrayBuffer((appended ? slots.length : storedCount + slots.length) * SAMPLE_BYTES));
  let written = 0;
  const write = (ms: number, lat: number, lng: number) => {
    out.setFloat64(written, ms, true);
    out.setFloat64(written + 8, lat, true);
    out.setFloat64(written + 16, lng, true);
    written += SAMPLE_BYTES;
  };
  let i = appended ? storedCount : 0;
  for (const slot of slots) {
    for (; i < storedCount; i++) {
      const ms = view.getFloat64(i * SAMPLE_BYTES, true);
      const at = Math.floor(ms / TRACKING_SLOT_MS);
      if (at > slot) break;
      if (at < slot) write(ms, view.getFloat64(i * SAMPLE_BYTES + 8, true), view.getFloat64(i * SAMPLE_BYTES + 16, true));
    }
    const index = added.get(slot)!;
    write(addedTriples[index], addedTriples[index + 1], addedTriples[index + 2]);
  }
  for (; i < storedCount; i++) write(view.getFloat64(i * SAMPLE_BYTES, true), view.getFloat64(i * SAMPLE_BYTES + 8, true), view.getFloat64(i * SAMPLE_BYTES + 16, true));
  const encoded = Buffer.from(out.buffer, 0, written).toString('base64');
  return appended ? stored + encoded : encoded;
}

const reportStaffFold: BatchFold<ReportStaffState> = {
  load(document) {
    const stored = document as unknown as ReportStaffDocument;
    return { ...emptyState(stored._id), member: stored.member, removedOn: stored.removedOn, stored: stored.samples };
  },
  evolve(state, event) {
    const staffId = (event.data as { staffId: string }).staffId;
    const current = state ?? emptyState(staffId);
    if (event.type === 'StaffPositionsReported') {
      let changed = false;
      for (const { at, lat, lng } of (event as unknown as PositionReportEvent).data.positions) if (withPosition(current, Date.parse(at), lat, lng)) changed = true;
      return changed ? current : null;
    }
    const member = evolveFieldStaffMember(current.member, event as unknown as FieldStaffEvent);
    if (!member) return null;
    if (event.type === 'FieldStaffMemberRemoved') current.removedOn ??= event.metadata.occurredAt.slice(0, 10);
    current.member = member;
    return current;
  },
  store(state) {
    const { id, member, removedOn } = state;
    const document: ReportStaffDocument = {
      _id: id,
      name: member ? personName(member) : '',
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
