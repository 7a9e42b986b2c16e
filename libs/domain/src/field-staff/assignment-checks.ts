// What makes an assignment worth a warning: busy elsewhere, a day off, no valid licence, or not that role.
import { addDays } from '../shared/calendar-date';
import type { FieldStaffMember, FieldStaffRole, LicenceKind, StaffAssignment } from './field-staff-member';

export const ASSIGNMENT_WARNINGS = ['busy', 'day-off', 'no-valid-licence', 'lacks-role'] as const;
export type AssignmentWarning = (typeof ASSIGNMENT_WARNINGS)[number];

export type AssignmentCandidate = Pick<StaffAssignment, 'assignmentId' | 'role' | 'from' | 'to'>;

/** The licence a role needs, if any. */
export const LICENCE_FOR_ROLE: Readonly<Record<FieldStaffRole, LicenceKind | null>> = {
  driver: 'driving',
  guide: 'guide',
  tour_leader: null,
  coordinator: null,
};

/** Two periods overlap when each starts before the other ends: back-to-back periods do not. */
export function periodsOverlap(a: Pick<StaffAssignment, 'from' | 'to'>, b: Pick<StaffAssignment, 'from' | 'to'>): boolean {
  return Date.parse(a.from) < Date.parse(b.to) && Date.parse(b.from) < Date.parse(a.to);
}

const MIDNIGHT = /T00:00(:00(\.0+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The calendar dates a period touches, as written in its instants; an end at midnight does not touch that day. */
export function assignmentDates(period: Pick<StaffAssignment, 'from' | 'to'>): { first: string; last: string } {
  const first = period.from.slice(0, 10);
  const end = period.to.slice(0, 10);
  const last = MIDNIGHT.test(period.to) && end > first ? addDays(end, -1) : end;
  return { first, last };
}

export function busyWith(member: FieldStaffMember, candidate: AssignmentCandidate): StaffAssignment[] {
  return member.assignments.filter((other) => other.assignmentId !== candidate.assignmentId && periodsOverlap(other, candidate));
}

export function daysOffDuring(member: FieldStaffMember, candidate: AssignmentCandidate): string[] {
  const { first, last } = assignmentDates(candidate);
  return member.daysOff.filter((day) => day >= first && day <= last);
}

/** Whether the member holds the licence the role needs, valid up to the assignment's last date. */
export function hasValidLicence(member: FieldStaffMember, candidate: AssignmentCandidate): boolean {
  const kind = LICENCE_FOR_ROLE[candidate.role];
  if (!kind) return true;
  const { last } = assignmentDates(candidate);
  return member.licences.some((licence) => licence.kind === kind && licence.expiry >= last);
}

export function assignmentWarnings(member: FieldStaffMember, candidate: AssignmentCandidate): AssignmentWarning[] {
  const warnings: AssignmentWarning[] = [];
  if (busyWith(member, candidate).length > 0) warnings.push('busy');
  if (daysOffDuring(member, candidate).length > 0) warnings.push('day-off');
  if (!hasValidLicence(member, candidate)) warnings.push('no-valid-licence');
  if (!member.roles.includes(candidate.role)) warnings.push('lacks-role');
  return warnings;
}

/** Titles of the tours a member's assignments belong to, as far as they are known (loaded before deciding). */
export type TourTitles = Readonly<Record<string, string>>;

/** '2025-06-10T08:00:00+02:00' as '2025-06-10 08:00', the wall clock it was written in. */
export const wallClockOf = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)}`;

/** The busy sentence, naming each clashing tour by its title where known. */
export function describeClashes(clashes: readonly StaffAssignment[], tourTitles: TourTitles): string {
  const each = clashes.map((clash) => `${tourTitles[clash.tourId] ? `“${tourTitles[clash.tourId]}”` : `tour ${clash.tourId}`} (${wallClockOf(clash.from)} to ${wallClockOf(clash.to)})`);
  return `Already assigned to ${each.join(', ')}.`;
}

/** One sentence per warning, keyed by the warning, for the operator asked to override them. */
export function describeWarnings(member: FieldStaffMember, candidate: AssignmentCandidate, tourTitles: TourTitles = {}): Partial<Record<AssignmentWarning, string>> {
  const described: Partial<Record<AssignmentWarning, string>> = {};
  for (const warning of assignmentWarnings(member, candidate)) {
    switch (warning) {
      case 'busy':
        described.busy = describeClashes(busyWith(member, candidate), tourTitles);
        break;
      case 'day-off':
        described['day-off'] = `Has ${daysOffDuring(member, candidate).join(', ')} off.`;
        break;
      case 'no-valid-licence':
        described['no-valid-licence'] = `Has no ${LICENCE_FOR_ROLE[candidate.role]} licence valid until ${assignmentDates(candidate).last}.`;
        break;
      case 'lacks-role':
        described['lacks-role'] = `Is not registered as ${candidate.role.replace('_', ' ')}.`;
        break;
      default: {
        const exhaustive: never = warning;
        return exhaustive;
      }
    }
  }
  return described;
}
