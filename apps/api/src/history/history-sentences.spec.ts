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
    return { summary: describe(when, before, after, titles), changes: fieldChanges(before, after, { titles }) };
  };
}

describe('tour history', () => {
  const tourEntry = entryOf(evolveTour, (event: TourEvent, before, after) => describeTourEvent(event, before, after, (revision) => (revision === 3 ? '2026-11-28T09:02:00Z' : undefined)));
  const created: TourEvent = { type: 'TourCreated', data: { tourId: 't', title: 'Tuscany', description: '', startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome', status: 'DRAFT' } };
  const dayAdded: TourEvent = { type: 'DayAdded', data: { tourId: 't', day: { id: 'd1', date: '2027-04-11', title: 'Siena', description: '' } } };
  const walk = { id: 's1', type: 'activity' as const, title: 'Campo walk', startTime: '09:00', durationMinutes: 90, location: null, notes: '', flight: null, transfer: null };
  const segmentAdded: TourEvent = { type: 'SegmentAdded', data: { tourId: 't', dayId: 'd1', segment: walk } };

  it('says the tour was created, and shows its fields as new', () => {
    const entry = tourEntry([], created);
    expect(entry.summary).toBe('Created the tour “Tuscany” for Sat 10 Apr to Mon 12 Apr 2027.');
    expect(entry.changes).toContainEqual({ field: 'start date', before: null, after: 'Sat 10 Apr 2027' });
    expect(entry.changes).toContainEqual({ field: 'title', before: null, after: 'Tuscany' });
  });

  it('shows only the changed title, before and after', () => {
    const entry = tourEntry([created], { type: 'TourDetailsChanged', data: { tourId: 't', changes: { title: 'Tuscany in spring' } } });
    expect(entry.summary).toBe('Changed the title to “Tuscany in spring”.');
    expect(entry.changes).toEqual([{ field: 'title', before: 'Tuscany', after: 'Tuscany in spring' }]);
  });

  it('names the re-timed segment and its day, with the start time before and after', () => {
    const entry = tourEntry([created, dayAdded, segmentAdded], { type: 'SegmentChanged', data: { tourId: 't', dayId: 'd1', segmentId: 's1', changes: { startTime: '10:30' } } });
    expect(entry.summary).toBe('Changed the start time of the activity “Campo walk” on the day Sun 11 Apr “Siena”.');
    expect(entry.changes).toEqual([{ field: 'days › Sun 11 Apr Siena › segments › Campo walk › start time', before: '09:00', after: '10:30' }]);
  });

  it('shows a removed day as it was, and an added segment whole', () => {
    expect(tourEntry([created, dayAdded], { type: 'DayRemoved', data: { tourId: 't', dayId: 'd1' } })).toEqual({
      summary: 'Removed the day Sun 11 Apr “Siena”.',
      changes: [{ field: 'days › Sun 11 Apr Siena', before: 'Sun 11 Apr · Siena', after: null }],
    });
    const added = tourEntry([created, dayAdded], segmentAdded);
    expect(added.summary).toBe('Added the activity “Campo walk” at 09:00 on the day Sun 11 Apr “Siena”.');
    expect(added.changes).toEqual([{ field: 'days › Sun 11 Apr Siena › segments › Campo walk', before: null, after: 'Campo walk · 09:00' }]);
  });

  it('says a status change in words', () => {
    const entry = tourEntry([created], { type: 'TourStatusChanged', data: { tourId: 't', from: 'DRAFT', to: 'PLANNED' } });
    expect(entry).toEqual({ summary: 'Changed the status from draft to planned.', changes: [{ field: 'status', before: 'draft', after: 'planned' }] });
  });

  it('says an undo by when the plan it went back to was saved, on the tour’s clock', () => {
    const undone: TourEvent = { type: 'ChangesUndone', data: { tourId: 't', toRevision: 3, plan: { title: 'Tuscany', description: '', startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome', days: [] } } };
    expect(tourEntry([created, dayAdded], undone).summary).toBe('Undid the changes made after Sat 28 Nov 10:02 Rome.');
  });
});

describe('traveler history', () => {
  const travelerEntry = entryOf(evolveTraveler, describeTravelerEvent);
  const details = { firstName: 'Ada', lastName: 'Byron', email: '', phone: '', nationality: 'GB', dateOfBirth: '1990-12-10', passport: null, dietaryNotes: '', medicalNotes: '', emergencyContact: null, tags: [] };
  const registered: TravelerEvent = { type: 'TravelerRegistered', data: { travelerId: 'tr', ...details } };

  it('names the tour a traveler was put on, by its title', () => {
    const entry = travelerEntry([registered], { type: 'TravelerAssignedToTour', data: { travelerId: 'tr', tourId: 'tour-1' } });
    expect(entry).toEqual({ summary: 'Put the traveler on the tour “Dolomites in June”.', changes: [{ field: 'tours', before: 'none', after: '“Dolomites in June”' }] });
  });

  it('lists the changed details in words, with only those fields before and after', () => {
    const entry = travelerEntry([registered], { type: 'TravelerDetailsChanged', data: { travelerId: 'tr', changes: { lastName: 'Lovelace', dietaryNotes: 'Vegan' } } });
    expect(entry.summary).toBe('Changed the last name and dietary notes of “Ada Byron”.');
    expect(entry.changes).toEqual([
      { field: 'last name', before: 'Byron', after: 'Lovelace' },
      { field: 'dietary notes', before: null, after: 'Vegan' },
    ]);
  });

  it('shows a date of birth and a passport in words, never a field key', () => {
    const entry = travelerEntry([registered], { type: 'TravelerDetailsChanged', data: { travelerId: 'tr', changes: { dateOfBirth: '1990-12-14', passport: { number: 'X1', expiry: '2031-05-20' } } } });
    expect(entry.summary).toBe('Changed the date of birth and passport of “Ada Byron”.');
    expect(entry.changes).toEqual([
      { field: 'date of birth', before: 'Mon 10 Dec 1990', after: 'Fri 14 Dec 1990' },
      { field: 'passport', before: null, after: 'number X1, expiry Tue 20 May 2031' },
    ]);
  });
});

describe('field staff history', () => {
  const staffEntry = entryOf(evolveFieldStaffMember, describeFieldStaffEvent);
  const registered: FieldStaffEvent = {
    type: 'FieldStaffMemberRegistered',
    data: { staffId: 'st', firstName: 'Giulia', lastName: 'Rossi', email: '', phone: '', roles: ['guide'], languages: ['it'], licences: [], daysOff: [] },
  };
  const assignment = { assignmentId: 'asg-1', tourId: 'tour-1', role: 'guide' as const, from: '2025-06-10T08:00:00+02:00', to: '2025-06-12T18:00:00+02:00', override: { reasons: ['busy'] } };

  it('says an assignment with the tour, the period and the warnings overridden', () => {
    const entry = staffEntry([registered], { type: 'FieldStaffAssigned', data: { staffId: 'st', assignment } });
    expect(entry.summary).toBe('Assigned as guide to the tour “Dolomites in June” from Tue 10 Jun 08:00 to Thu 12 Jun 18:00, overriding: busy.');
    expect(entry.changes).toEqual([{ field: 'assignments › guide from Tue 10 Jun 08:00', before: null, after: 'role guide, from Tue 10 Jun 08:00, to Thu 12 Jun 18:00, override reasons busy' }]);
  });

  it('names the tour an unassignment took the member off', () => {
    const entry = staffEntry([registered, { type: 'FieldStaffAssigned', data: { staffId: 'st', assignment } }], { type: 'FieldStaffUnassigned', data: { staffId: 'st', assignmentId: 'asg-1' } });
    expect(entry).toEqual({ summary: 'Unassigned from the tour “Dolomites in June”.', changes: [{ field: 'assignments › guide from Tue 10 Jun 08:00', before: 'role guide, from Tue 10 Jun 08:00, to Thu 12 Jun 18:00, override reasons busy', after: null }] });
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
    expect(notificationEntry([], raised).summary).toBe('A check raised an alert notification on the tour “Dolomites in June”: wind (sustained, 10 m) 55 km/h against the alert threshold 50 km/h.');
  });

  it('shows an acknowledgement as the status and note it changed', () => {
    const entry = notificationEntry([raised], { type: 'NotificationAcknowledged', data: { notificationId: 'n', note: 'Guide told' } });
    expect(entry).toEqual({
      summary: 'Acknowledged the notification: “Guide told”.',
      changes: [
        { field: 'status', before: 'unread', after: 'acknowledged' },
        { field: 'note', before: null, after: 'Guide told' },
      ],
    });
  });
});
