// Read-model documents of field staff as the API answers them.
import type { FieldStaffDocument } from '@tourops/projections';
import type { FieldStaffSummaryView, FieldStaffView, StaffAssignmentView, TourStaffMemberView } from '@tourops/contracts';
import type { StaffAssignment } from '@tourops/domain';

export function toAssignmentView(assignment: StaffAssignment): StaffAssignmentView {
  const { assignmentId, tourId, dayId, segmentId, role, from, to, override } = assignment;
  return { assignmentId, tourId, ...(dayId ? { dayId } : {}), ...(segmentId ? { segmentId } : {}), role, from, to, override: override ?? null };
}

const byStart = (a: StaffAssignment, b: StaffAssignment) => Date.parse(a.from) - Date.parse(b.from) || a.assignmentId.localeCompare(b.assignmentId);

export function toFieldStaffSummaryView(document: FieldStaffDocument): FieldStaffSummaryView {
  return {
    id: document.id,
    firstName: document.firstName,
    lastName: document.lastName,
    email: document.email,
    phone: document.phone,
    roles: document.roles,
    languages: document.languages,
    licences: document.licences,
    daysOff: document.daysOff,
    assignmentCount: document.assignments.length,
    deleted: document.deleted,
    erased: document.erased === true,
    createdBy: document.createdBy,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    revision: document.revision,
  };
}

export function toFieldStaffView(document: FieldStaffDocument): FieldStaffView {
  return { ...toFieldStaffSummaryView(document), assignments: [...document.assignments].sort(byStart).map(toAssignmentView) };
}

export function toTourStaffMemberView(document: FieldStaffDocument, tourId: string): TourStaffMemberView {
  return {
    staffId: document.id,
    firstName: document.firstName,
    lastName: document.lastName,
    email: document.email,
    phone: document.phone,
    roles: document.roles,
    languages: document.languages,
    assignments: document.assignments.filter((assignment) => assignment.tourId === tourId).sort(byStart).map(toAssignmentView),
  };
}

/** Fields lists leave out. */
export const FIELD_STAFF_LIST_PROJECTION = { searchText: 0, _position: 0 } as const;
