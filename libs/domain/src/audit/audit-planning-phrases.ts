// What a planning event did, in words: tours with their days and segments, travelers, field staff. `{entity}` stands for the entity's label.
import type { TourEvent } from '../tours/tour';
import type { TravelerEvent } from '../travelers/traveler';
import type { FieldStaffEvent } from '../field-staff/field-staff-member';
import { changedFieldsInWords, count, dateInWords, fieldInWords, quoted, statusInWords } from './audit-words';

type Phrases<E extends { type: string; data: unknown }> = { [T in E['type']]: (data: Extract<E, { type: T }>['data']) => string };

export const TOUR_PHRASES: Phrases<TourEvent> = {
  TourCreated: (data) =>
    `created {entity}${data.template ? ' as a template' : ''}${data.origin ? ` from the ${data.origin.kind === 'copy' ? 'tour' : 'template'} ${quoted(data.origin.title)}` : ''}`,
  TourDetailsChanged: (data) => `changed the ${changedFieldsInWords(data.changes)} of {entity}`,
  TourStatusChanged: (data) => `changed the status of {entity} from ${statusInWords(data.from)} to ${statusInWords(data.to)}`,
  TourDeleted: () => 'deleted {entity}',
  TourRestored: () => 'restored {entity}',
  DayAdded: (data) => `added the day ${dateInWords(data.day.date)} to {entity}`,
  DayChanged: (data) =>
    data.changes.date !== undefined ? `moved a day of {entity} to ${dateInWords(data.changes.date)}` : `changed the ${changedFieldsInWords(data.changes)} of a day of {entity}`,
  DayRemoved: () => 'removed a day from {entity}',
  SegmentAdded: (data) => `added the ${data.segment.type} ${quoted(data.segment.title)} to {entity}`,
  SegmentChanged: (data) => `changed the ${changedFieldsInWords(data.changes)} of a segment of {entity}`,
  SegmentRemoved: () => 'removed a segment from {entity}',
  SegmentsReordered: () => 'reordered the segments of a day of {entity}',
  SegmentMoved: () => 'moved a segment to another day of {entity}',
  SegmentsRetimed: (data) => `re-timed ${count(Object.keys(data.startTimes).length, 'segment')} of a day of {entity}`,
  DaysRedated: (data) => `changed the dates of ${count(Object.keys(data.dates).length, 'day')} of {entity}`,
  TourShifted: (data) => `shifted {entity} ${count(Math.abs(data.days), 'day')} ${data.days < 0 ? 'earlier' : 'later'}`,
  TourWizardStepReached: (data) => `reached the wizard step '${data.step}' of {entity}`,
  ChangesUndone: () => 'undid the latest changes of {entity}, back to the plan as it was before them',
  TourPurged: () => 'purged {entity} from the read models',
};

export const TRAVELER_PHRASES: Phrases<TravelerEvent> = {
  TravelerRegistered: () => 'registered {entity}',
  TravelerDetailsChanged: (data) => `changed the ${changedFieldsInWords(data.changes)} of {entity}`,
  TravelerAssignedToTour: () => 'put {entity} on a tour',
  TravelerUnassignedFromTour: () => 'took {entity} off a tour',
  TravelerRemoved: () => 'removed {entity}',
  TravelerRestored: () => 'restored {entity}',
  TravelerErased: (data) => `erased the personal data of {entity}: ${quoted(data.reason)}`,
};

export const FIELD_STAFF_PHRASES: Phrases<FieldStaffEvent> = {
  FieldStaffMemberRegistered: () => 'registered {entity}',
  FieldStaffDetailsChanged: (data) => `changed the ${changedFieldsInWords(data.changes)} of {entity}`,
  DaysOffChanged: (data) => `set ${count(data.daysOff.length, 'day')} off for {entity}`,
  FieldStaffAssigned: (data) => `assigned {entity} to a tour as ${fieldInWords(data.assignment.role)}`,
  FieldStaffUnassigned: () => 'took {entity} off an assignment',
  FieldStaffMemberRemoved: () => 'removed {entity}',
  FieldStaffMemberErased: (data) => `erased the personal data of {entity}: ${quoted(data.reason)}`,
};

export type { Phrases };
