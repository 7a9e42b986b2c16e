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
  /** Per reported slot, sorted by slot: slot, epoch ms, lat, lng of its first position, flattened (4 numbers a slot). */
  samples: number[];
  /** The member as the domain folds them, to apply the next events; null before registration. */
  member: FieldStaffMember | null;
}

interface ReportStaffState {
  id: string;
  member: FieldStaffMember | null;
  removedOn: string | null;
  /** slot -> [epoch ms, lat, lng] of the first position in it. */
  samples: Map<number, [number, number, number]>;
}

function samplesOf(flat: readonly number[]): Map<number, [number, number, number]> {
  const samples = new Map<number, [number, number, number]>();
  for (let i = 0; i < flat.length; i += 4) samples.set(flat[i], [flat[i + 1], flat[i + 2], flat[i + 3]]);
  return samples;
}

const reportStaffFold: BatchFold<ReportStaffState> = {
  load(document) {
    const stored = document as unknown as ReportStaffDocument;
    return { id: stored._id, member: stored.member, removedOn: stored.removedOn, samples: samplesOf(stored.samples) };
  },
  evolve(state, event) {
    const staffId = (event.data as { staffId: string }).staffId;
    const current = state ?? { id: staffId, member: null, removedOn: null, samples: new Map() };
    if (event.type === 'StaffPositionsReported') {
      // The map is the batch's working copy (load made it): extended in place, not copied per report.
      const { samples } = current;
      let changed = false;
      for (const { at, lat, lng } of (event as unknown as PositionReportEvent).data.positions) {
        const ms = Date.parse(at);
        const slot = Math.floor(ms / TRACKING_SLOT_MS);
        const first = samples.get(slot);
        if (first && first[0] <= ms) continue;
        samples.set(slot, [ms, lat, lng]);
        changed = true;
      }
      return changed ? { ...current, samples } : null;
    }
    const member = evolveFieldStaffMember(current.member, event as unknown as FieldStaffEvent);
    if (!member) return null;
    const removedOn = event.type === 'FieldStaffMemberRemoved' ? (current.removedOn ?? event.metadata.occurredAt.slice(0, 10)) : current.removedOn;
    return { ...current, member, removedOn };
  },
  store({ id, member, removedOn, samples }) {
    const flat: number[] = [];
    for (const slot of [...samples.keys()].sort((a, b) => a - b)) flat.push(slot, ...samples.get(slot)!);
    const document: ReportStaffDocument = {
      _id: id,
      name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
      registered: member !== null,
      deleted: member?.deleted ?? false,
      removedOn: member?.deleted ? removedOn : null,
      daysOff: member?.daysOff ?? [],
      assignments: (member?.assignments ?? []).map(({ assignmentId, tourId, from, to, override }) => ({ assignmentId, tourId, from, to, overridden: override !== null })),
      samples: flat,
      member,
    };
    return document as unknown as ReadModelDocument;
  },
};

export const reportStaffProjection: DocumentProjection = {
  name: 'report-staff',
  version: 1,
  collection: REPORT_STAFF_COLLECTION,
  eventTypes: [...FIELD_STAFF_EVENT_TYPES, 'StaffPositionsReported'],
  documentId: (event) => (event.data as { staffId?: string }).staffId ?? null,
  evolve: evolveThrough(reportStaffFold),
  batchFold: reportStaffFold as BatchFold<unknown>,
  indexes: [],
};
