// The history's sentences and before/after, family by family: given the events so far, when one more is recorded, then what the entry says.
import {
  evolveFieldStaffMember,
  evolveNotification,
  evolveTour,
  evolveTraveler,
  type FieldStaffEvent,
  type NotificationEvent,
  type TourEvent,
  type TravelerEvent,
} from '@tourops/domain';
import { fieldChanges } from './field-changes';
import { describeNotificationEvent } from './notification-sentences';
import { describeFieldStaffEvent, describeTravelerEvent } from './people-sentences';
import { describeTourEvent } from './tour-sentences';

const titles = new Map([['tour-1', 'Dolomites in June']]);

/** The entry of the last event: its sentence and the fields it changed, from the states before and after it. */
function entryOf<S, E>(evolve: (state: S | null, event: E) => S | null, describe: (event: E, before: S | null, after: S | null, titles: ReadonlyMap<string, string>) => string) {
  return (given: E[], when: E) => {
    const before = given.reduce<S | null>((state, event) => evolve(state, event) ?? state, null);
    const after = evolve(before, when) ?? before;
    return { summary: describe(when, before, after, titles), changes: fieldChanges(before, after) };
  };
}

describe('tour history', () => {
  const tourEntry = entryOf(evolveTour, describeTourEvent);
  const created: TourEvent = { type: 'TourCreated', data: { tourId: 't', title: 'Tuscany', description: '', startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome', status: 'DRAFT' } };
  const dayAdded: TourEvent = { type: 'DayAdded', data: { tourId: 't', day: { id: 'd1', date: '2027-04-11', title: 'Siena', description: '' } } };
  const walk = { id: 's1', type: 'activity' as const, title: 'Campo walk', startTime: '09:00', durationMinutes: 90, location: null, notes: '', flight: null, transfer: null };
  const segmentAdded: TourEvent = { type: 'SegmentAdded', data: { tourId: 't', dayId: 'd1', segment: walk } };

  it('says the tour was created, and shows its fields as new', () => {
    const entry = tourEntry([], created);
    expect(entry.summary).toBe('Created the tour “Tuscany” for 2027-04-10 to 2027-04-12.');
    expect(entry.changes).toContainEqual({ field: 'title', before: null, after: 'Tuscany' });
  });

  it('shows only the changed title, before and after', () => {
    const entry = tourEntry([created], { type: 'TourDetailsChanged', data: { tourId: 't', changes: { title: 'Tuscany in spring' } } });
    expect(entry.summary).toBe('Changed the title to “Tuscany in spring”.');
    expect(entry.changes).toEqual([{ field: 'title', before: 'Tuscany', after: 'Tuscany in spring' }]);
  });

  it('names the re-timed segment and its day, with the start time before and after', () => {
    const entry = tourEntry([created, dayAdded, segmentAdded], { type: 'SegmentChanged', data: { tourId: 't', dayId: 'd1', segmentId: 's1', changes: { startTime: '10:30' } } });
    expect(entry.summary).toBe('Changed the start time of the activity “Campo walk” on day 2027-04-11 “Siena”.');
    expect(entry.changes).toEqual([{ field: 'days › 2027-04-11 Siena › segments › Campo walk › startTime', before: '09:00', after: '10:30' }]);
  });

  it('shows a removed day as it was, and an added segment whole', () => {
    expect(tourEntry([created, dayAdded], { type: 'DayRemoved', data: { tourId: 't', dayId: 'd1' } })).toEqual({
      summary: 'Removed day 2027-04-11 “Siena”.',
      changes: [{ field: 'days › 2027-04-11 Siena', before: { id: 'd1', date: '2027-04-11', title: 'Siena', description: '', segments: [] }, after: null }],
    });
    const added = tourEntry([created, dayAdded], segmentAdded);
    expect(added.summary).toBe('Added the activity “Campo walk” at 09:00 on day 2027-04-11 “Siena”.');
    expect(added.changes).toEqual([{ field: 'days › 2027-04-11 Siena › segments › Campo walk', before: null, after: walk }]);
  });

  it('says a status change in words', () => {
    const entry = tourEntry([created], { type: 'TourStatusChanged', data: { tourId: 't', from: 'DRAFT', to: 'PLANNED' } });
    expect(entry).toEqual({ summary: 'Changed the status from draft to planned.', changes: [{ field: 'status', before: 'DRAFT', after: 'PLANNED' }] });
  });
});

describe('traveler history', () => {
  const travelerEntry = entryOf(evolveTraveler, describeTravelerEvent);
  const details = { firstName: 'Ada', lastName: 'Byron', email: '', phone: '', nationality: 'GB', dateOfBirth: '1990-12-10', passport: null, dietaryNotes: '', medicalNotes: '', emergencyContact: null, tags: [] };
  const registered: TravelerEvent = { type: 'TravelerRegistered', data: { travelerId: 'tr', ...details } };

  it('names the tour a traveler was put on, by its title', () => {
    const entry = travelerEntry([registered], { type: 'TravelerAssignedToTour', data: { travelerId: 'tr', tourId: 'tour-1' } });
    expect(entry).toEqual({ summary: 'Put the traveler on the tour “Dolomites in June”.', changes: [{ field: 'tourIds', before: [], after: ['tour-1'] }] });
  });

  it('lists the changed details in words, with only those fields before and after', () => {
    const entry = travelerEntry([registered], { type: 'TravelerDetailsChanged', data: { travelerId: 'tr', changes: { lastName: 'Lovelace', dietaryNotes: 'Vegan' } } });
    expect(entry.summary).toBe('Changed the last name and dietary notes of “Ada Byron”.');
    expect(entry.changes).toEqual([
      { field: 'lastName', before: 'Byron', after: 'Lovelace' },
      { field: 'dietaryNotes', before: '', after: 'Vegan' },
    ]);
  });
});

describe('field staff history', () => {
  const staffEntry = entryOf(evolveFieldStaffMember, describeFieldStaffEvent);
  const registered: FieldStaffEvent = {
    type: 'FieldStaffMemberRegistered',
    data: { staffId: 'st', firstName: 'Giulia', lastName: 'Rossi', email: '', phone: '', roles: ['guide'], languages: ['it'], licences: [], daysOff: [] },
  };
  const assignment = { assignmentId: 'asg-1', tourId: 'tour-1', role: 'guide' as const, from: '2025-06-10T08:00:00Z', to: '2025-06-12T18:00:00Z', override: { reasons: ['busy'] } };

  it('says an assignment with the tour, the period and the warnings overridden', () => {
    const entry = staffEntry([registered], { type: 'FieldStaffAssigned', data: { staffId: 'st', assignment } });
    expect(entry.summary).toBe('Assigned as guide to the tour “Dolomites in June” from 2025-06-10 08:00 to 2025-06-12 18:00, overriding: busy.');
    expect(entry.changes).toEqual([{ field: 'assignments › guide from 2025-06-10', before: null, after: assignment }]);
  });

  it('names the tour an unassignment took the member off', () => {
    const entry = staffEntry([registered, { type: 'FieldStaffAssigned', data: { staffId: 'st', assignment } }], { type: 'FieldStaffUnassigned', data: { staffId: 'st', assignmentId: 'asg-1' } });
    expect(entry).toEqual({ summary: 'Unassigned from the tour “Dolomites in June”.', changes: [{ field: 'assignments › guide from 2025-06-10', before: assignment, after: null }] });
  });
});

describe('notification history', () => {
  const notificationEntry = entryOf(evolveNotification, describeNotificationEvent);
  const explanation = {
    reading: { measure: 'weather.windSpeed' as const, value: 55, unit: 'km/h' as const, observedAt: '2026-06-10T13:00:00Z', provider: 'open-meteo', fetchedAt: '2026-06-10T12:00:00Z', simulated: false },
    threshold: { level: 'ALERT' as const, value: 50 },
    settingsRevision: 3,
  };
  const raised: NotificationEvent = {
    type: 'NotificationRaised',
    data: { notificationId: 'n', tourId: 'tour-1', subjectId: 'tour-1/weather:a1', measure: 'weather.windSpeed', occurrence: 1, level: 'ALERT', explanation, at: '2026-06-10T12:00:00Z' },
  };

  it('says which check raised it, on which tour, with the reading against its threshold', () => {
    expect(notificationEntry([], raised).summary).toBe('A check raised an alert notification on the tour “Dolomites in June”: weather.windSpeed 55 km/h against the alert threshold 50.');
  });

  it('shows an acknowledgement as the status and note it changed', () => {
    const entry = notificationEntry([raised], { type: 'NotificationAcknowledged', data: { notificationId: 'n', note: 'Guide told' } });
    expect(entry).toEqual({
      summary: 'Acknowledged the notification: “Guide told”.',
      changes: [
        { field: 'status', before: 'UNREAD', after: 'ACKNOWLEDGED' },
        { field: 'note', before: null, after: 'Guide told' },
      ],
    });
  });
});
