// Field staff: request bodies, queries and views, assignments and the warnings an assignment can raise.
import { z } from 'zod';
import { ASSIGNMENT_WARNINGS, FIELD_STAFF_ROLES, LICENCE_KINDS, isCalendarDate } from '@tourops/domain';
import type { Problem } from './problem';
import type { HistoryEntry } from './history';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const calendarDate = z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD.');
const id = (what: string) => z.string().uuid(`Must be a ${what} id.`);
const minPosition = z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional();

export const fieldStaffRole = z.enum(FIELD_STAFF_ROLES);
export const licenceKind = z.enum(LICENCE_KINDS);
export type FieldStaffRoleName = z.infer<typeof fieldStaffRole>;
export type AssignmentWarningCode = (typeof ASSIGNMENT_WARNINGS)[number];

export const licence = z.strictObject({
  kind: licenceKind,
  number: text(60).min(1, 'Required.'),
  expiry: calendarDate,
});
export type LicenceBody = z.input<typeof licence>;

const detailFields = {
  firstName: text(100).min(1, 'Required.'),
  lastName: text(100).min(1, 'Required.'),
  email: text(200).email('Must be an email address.'),
  phone: text(50),
  roles: z.array(fieldStaffRole).min(1, 'Choose at least one role.').max(FIELD_STAFF_ROLES.length),
  languages: z.array(z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'Use two-letter codes such as en or it.')).max(30),
  licences: z.array(licence).max(10),
};

export const registerFieldStaffBody = z.strictObject({
  ...detailFields,
  phone: detailFields.phone.default(''),
  languages: detailFields.languages.default([]),
  licences: detailFields.licences.default([]),
  daysOff: z.array(calendarDate).max(1000).default([]),
});
export type RegisterFieldStaffBody = z.input<typeof registerFieldStaffBody>;

export const changeFieldStaffBody = z.strictObject(detailFields).partial();
export type ChangeFieldStaffBody = z.input<typeof changeFieldStaffBody>;

export const daysOffBody = z.strictObject({ daysOff: z.array(calendarDate).max(1000) });
export type DaysOffBody = z.input<typeof daysOffBody>;

/** No day: the whole tour; a day; a segment of that day. The server works out the period from the tour. */
export const assignFieldStaffBody = z.strictObject({
  tourId: id('tour'),
  dayId: id('day').optional(),
  segmentId: id('segment').optional(),
  role: fieldStaffRole,
  /** True when the operator has seen the warnings and assigns anyway. */
  override: z.boolean().default(false),
});
export type AssignFieldStaffBody = z.input<typeof assignFieldStaffBody>;

export const FIELD_STAFF_SORTS = ['name', 'updatedAt'] as const;

export const fieldStaffListQuery = z.strictObject({
  q: text(200).optional(),
  role: fieldStaffRole.optional(),
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'Use a two-letter code such as en or it.').optional(),
  sort: z.enum(FIELD_STAFF_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
  minPosition,
});
export type FieldStaffListQuery = z.input<typeof fieldStaffListQuery>;

export const scheduleQuery = z.strictObject({
  /** true: assignments that have ended, latest first; otherwise those not yet ended, soonest first. */
  past: z.enum(['true', 'false']).default('false'),
  minPosition,
});

export interface LicenceView {
  kind: z.infer<typeof licenceKind>;
  number: string;
  expiry: string;
}

export interface StaffAssignmentView {
  assignmentId: string;
  tourId: string;
  dayId?: string;
  segmentId?: string;
  role: FieldStaffRoleName;
  from: string;
  to: string;
  /** The warnings the operator overrode to make this assignment, or null. */
  override: { reasons: string[] } | null;
}

export interface FieldStaffSummaryView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: FieldStaffRoleName[];
  languages: string[];
  licences: LicenceView[];
  daysOff: string[];
  assignmentCount: number;
  deleted: boolean;
  /** Erased by an admin: name, email and phone read "erased". */
  erased: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface FieldStaffView extends FieldStaffSummaryView {
  assignments: StaffAssignmentView[];
}

/** An assignment on a member's schedule, joined with what the tours read model says of its tour, day and segment. */
export interface ScheduleEntryView extends StaffAssignmentView {
  tourTitle: string | null;
  tourStatus: string | null;
  tourTimezone: string | null;
  tourDeleted: boolean;
  dayDate: string | null;
  segmentTitle: string | null;
}

export interface TourStaffMemberView {
  staffId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: FieldStaffRoleName[];
  languages: string[];
  /** The member's assignments on this tour. */
  assignments: StaffAssignmentView[];
}

export type FieldStaffHistoryEntry = HistoryEntry;

/** Another assignment the new one clashes with. */
export interface AssignmentClash {
  assignmentId: string;
  tourId: string;
  tourTitle: string | null;
  from: string;
  to: string;
}

export interface AssignmentWarningView {
  code: AssignmentWarningCode;
  message: string;
  /** For busy: the assignments it clashes with. */
  clashes?: AssignmentClash[];
}

/** 409 answered to an assignment with warnings and no override: errors holds one sentence per warning code. */
export interface AssignmentWarningsProblem extends Problem {
  warnings: AssignmentWarningView[];
  /** The period the assignment would cover. */
  period: { from: string; to: string };
}
