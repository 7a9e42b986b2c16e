// What a traveler's or a field staff member's event says in words.
import { personName, type FieldStaffEvent, type FieldStaffMember, type Traveler, type TravelerEvent } from '@tourops/domain';
import { dateTimeInWords } from './change-words';
import { fieldWords, listInWords, quoted, tourWords } from './words';

const fullName = (person: { firstName: string; lastName: string } | null) => (person ? personName(person) : '');

export function describeTravelerEvent(event: TravelerEvent, before: Traveler | null, after: Traveler | null, tourTitles: ReadonlyMap<string, string>): string {
  switch (event.type) {
    case 'TravelerRegistered':
      return `Registered the traveler ${quoted(fullName(after))}.`;
    case 'TravelerDetailsChanged':
      return `Changed the ${listInWords(Object.keys(event.data.changes).map(fieldWords))} of ${quoted(fullName(before))}.`;
    case 'TravelerAssignedToTour':
      return `Put the traveler on ${tourWords(tourTitles.get(event.data.tourId))}.`;
    case 'TravelerUnassignedFromTour':
      return `Took the traveler off ${tourWords(tourTitles.get(event.data.tourId))}.`;
    case 'TravelerRemoved':
      return `Removed the traveler ${quoted(fullName(before))}.`;
    case 'TravelerRestored':
      return `Restored the traveler ${quoted(fullName(after))}.`;
    case 'TravelerErased':
      return `Erased the traveler's personal data: ${quoted(event.data.reason)}.`;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function describeFieldStaffEvent(event: FieldStaffEvent, before: FieldStaffMember | null, after: FieldStaffMember | null, tourTitles: ReadonlyMap<string, string>): string {
  switch (event.type) {
    case 'FieldStaffMemberRegistered':
      return `Registered ${quoted(fullName(after))} as ${event.data.roles.length > 0 ? listInWords(event.data.roles.map(fieldWords)) : 'field staff'}.`;
    case 'FieldStaffDetailsChanged':
      return `Changed the ${listInWords(Object.keys(event.data.changes).map(fieldWords))} of ${quoted(fullName(before))}.`;
    case 'DaysOffChanged': {
      const count = event.data.daysOff.length;
      return `Set ${count} day${count === 1 ? '' : 's'} off.`;
    }
    case 'FieldStaffAssigned': {
      const { assignment } = event.data;
      const override = assignment.override ? `, overriding: ${listInWords(assignment.override.reasons)}` : '';
      return `Assigned as ${fieldWords(assignment.role)} to ${tourWords(tourTitles.get(assignment.tourId))} from ${dateTimeInWords(assignment.from)} to ${dateTimeInWords(assignment.to)}${override}.`;
    }
    case 'FieldStaffUnassigned': {
      const assignment = before?.assignments.find((candidate) => candidate.assignmentId === event.data.assignmentId);
      return `Unassigned from ${tourWords(assignment ? tourTitles.get(assignment.tourId) : undefined)}.`;
    }
    case 'FieldStaffMemberRemoved':
      return `Removed ${quoted(fullName(before))} from the field staff.`;
    case 'FieldStaffMemberErased':
      return `Erased the field staff member's personal data: ${quoted(event.data.reason)}.`;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
