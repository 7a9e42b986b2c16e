// The field staff decider: register, change details and days off, assign with warnings and overrides, remove.
import { conflict, invalid, notFound, type Decider } from '../shared/decider';
import { checkRoomForStaff } from '../tours/tour-sizes';
import { assignmentWarnings, busyWith, describeWarnings, type TourTitles } from './assignment-checks';
import {
  FIELD_STAFF_ROLES,
  evolveFieldStaff,
  initialFieldStaffState,
  type FieldStaffDetails,
  type FieldStaffEvent,
  type FieldStaffRole,
  type FieldStaffState,
  type StaffAssignment,
} from './field-staff-member';
import { changedOnly } from '../shared/changed-fields';
import { activeMember, checkDetails, existingMember, isInstant, normalizedDaysOff } from './field-staff-rules';

export interface AssignFieldStaffData {
  assignmentId: string;
  tourId: string;
  dayId?: string;
  segmentId?: string;
  role: FieldStaffRole;
  from: string;
  to: string;
  /** True when the operator has seen the warnings and assigns anyway. */
  override: boolean;
}

export type FieldStaffCommand =
  | { type: 'RegisterFieldStaffMember'; data: { staffId: string; daysOff?: string[] } & FieldStaffDetails }
  | { type: 'ChangeFieldStaffDetails'; data: { changes: Partial<FieldStaffDetails> } }
  | { type: 'SetDaysOff'; data: { daysOff: string[] } }
  | { type: 'AssignFieldStaff'; data: AssignFieldStaffData }
  | { type: 'UnassignFieldStaff'; data: { assignmentId: string } }
  | { type: 'RemoveFieldStaffMember' };

/** What an assignment needs besides the member: the titles of the tours it may clash with, to name them, and how many assignments the tour has. */
export interface FieldStaffContext {
  tourTitles?: TourTitles;
  /** The tour's field staff assignments (the read model's count). */
  assignmentsOnTour?: number;
}

export function registerFieldStaffMember(data: Extract<FieldStaffCommand, { type: 'RegisterFieldStaffMember' }>['data'], state: FieldStaffState): FieldStaffEvent[] {
  if (state.status === 'present') throw conflict('A field staff member with this id already exists.');
  const { staffId, daysOff = [], firstName, lastName, email, phone, roles, languages, licences } = data;
  const details: FieldStaffDetails = { firstName, lastName, email, phone, roles, languages, licences };
  checkDetails(details);
  return [{ type: 'FieldStaffMemberRegistered', data: { staffId, ...details, daysOff: normalizedDaysOff(daysOff) } }];
}

export function changeFieldStaffDetails(data: { changes: Partial<FieldStaffDetails> }, state: FieldStaffState): FieldStaffEvent[] {
  const member = activeMember(state);
  const changes = changedOnly<FieldStaffDetails>(member, data.changes);
  if (Object.keys(changes).length === 0) return [];
  checkDetails(changes);
  return [{ type: 'FieldStaffDetailsChanged', data: { staffId: member.id, changes } }];
}

export function setDaysOff(data: { daysOff: string[] }, state: FieldStaffState): FieldStaffEvent[] {
  const member = activeMember(state);
  const daysOff = normalizedDaysOff(data.daysOff);
  if (JSON.stringify(daysOff) === JSON.stringify(member.daysOff)) return [];
  return [{ type: 'DaysOffChanged', data: { staffId: member.id, daysOff } }];
}

function checkAssignment(data: AssignFieldStaffData) {
  if (data.tourId.trim() === '') throw invalid('The tour is missing.', { tourId: 'Required.' });
  if (data.segmentId !== undefined && data.dayId === undefined) throw invalid('A segment is assigned within its day.', { dayId: 'Required with a segment.' });
  if (!FIELD_STAFF_ROLES.includes(data.role)) throw invalid(`Unknown role ${data.role}.`, { role: `Must be among ${FIELD_STAFF_ROLES.join(', ')}.` });
  if (!isInstant(data.from)) throw invalid(`${data.from} is not a date and time with its offset.`, { from: 'Must be an ISO-8601 instant.' });
  if (!isInstant(data.to)) throw invalid(`${data.to} is not a date and time with its offset.`, { to: 'Must be an ISO-8601 instant.' });
  if (Date.parse(data.to) <= Date.parse(data.from)) throw invalid('The assignment must end after it starts.', { to: 'Must be after the start.' });
}

/**
 * Warnings reject the assignment unless the operator overrides them; an override is recorded with its reasons.
 * The rejection carries each warning's sentence, the assignments it clashes with and the period asked for.
 */
export function assignFieldStaff(data: AssignFieldStaffData, state: FieldStaffState, context: FieldStaffContext = {}): FieldStaffEvent[] {
  const member = activeMember(state);
  checkAssignment(data);
  if (member.assignments.some((existing) => existing.assignmentId === data.assignmentId)) throw conflict('An assignment with this id already exists.');
  checkRoomForStaff(context.assignmentsOnTour ?? 0);
  const { override, ...fields } = data;
  const reasons = assignmentWarnings(member, fields);
  if (reasons.length > 0 && !override) {
    const tourTitles = context.tourTitles ?? {};
    const sentences = describeWarnings(member, fields, tourTitles);
    const clashes = busyWith(member, fields).map(({ assignmentId, tourId, from, to }) => ({ assignmentId, tourId, tourTitle: tourTitles[tourId] ?? null, from, to }));
    const warnings = reasons.map((code) => ({ code, message: sentences[code]!, ...(code === 'busy' ? { clashes } : {}) }));
    throw conflict(`${member.firstName} ${member.lastName} needs a deliberate override: ${reasons.join(', ')}. Assigning anyway records the override.`, sentences, {
      warnings,
      period: { from: data.from, to: data.to },
    });
  }
  const assignment: StaffAssignment = { ...fields, override: reasons.length > 0 ? { reasons } : null };
  return [{ type: 'FieldStaffAssigned', data: { staffId: member.id, assignment } }];
}

export function unassignFieldStaff(data: { assignmentId: string }, state: FieldStaffState): FieldStaffEvent[] {
  const member = activeMember(state);
  if (!member.assignments.some((existing) => existing.assignmentId === data.assignmentId)) throw notFound('Assignment not found.');
  return [{ type: 'FieldStaffUnassigned', data: { staffId: member.id, assignmentId: data.assignmentId } }];
}

/** A member still assigned somewhere is unassigned first, so no tour keeps a removed person. */
export function removeFieldStaffMember(state: FieldStaffState): FieldStaffEvent[] {
  const member = existingMember(state);
  if (member.deleted) throw conflict('The field staff member is already removed.');
  const count = member.assignments.length;
  if (count > 0) throw conflict(`The field staff member still has ${count} assignment${count === 1 ? '' : 's'}; unassign them first.`);
  return [{ type: 'FieldStaffMemberRemoved', data: { staffId: member.id } }];
}

export function decideFieldStaff(command: FieldStaffCommand, state: FieldStaffState, context: FieldStaffContext = {}): FieldStaffEvent[] {
  switch (command.type) {
    case 'RegisterFieldStaffMember':
      return registerFieldStaffMember(command.data, state);
    case 'ChangeFieldStaffDetails':
      return changeFieldStaffDetails(command.data, state);
    case 'SetDaysOff':
      return setDaysOff(command.data, state);
    case 'AssignFieldStaff':
      return assignFieldStaff(command.data, state, context);
    case 'UnassignFieldStaff':
      return unassignFieldStaff(command.data, state);
    case 'RemoveFieldStaffMember':
      return removeFieldStaffMember(state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const fieldStaffDecider: Decider<FieldStaffCommand, FieldStaffEvent, FieldStaffState, FieldStaffContext> = {
  decide: decideFieldStaff,
  evolve: evolveFieldStaff,
  initialState: initialFieldStaffState,
};
