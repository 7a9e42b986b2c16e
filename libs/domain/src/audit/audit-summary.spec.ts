// Specifications of the audit log's sentences: one per event type family, the entity in place, foreign events still described.
import { auditEntityInWords, auditEntityLabel, auditEntityOf } from './audit-entity';
import { auditPhraseOf, auditSentence } from './audit-summary';
import { FIELD_WORDS, fieldInWords, systemActorName } from './audit-words';

const say = (type: string, data: unknown, label = '{entity}') => auditSentence('Ada Admin', auditPhraseOf(type, data), label);

describe('sentences of tour events', () => {
  it('says which day was added to which tour', () => {
    expect(say('DayAdded', { tourId: 't1', day: { id: 'd1', date: '2027-05-12', title: 'Lakes', description: '' } }, "the tour 'Lakes and Alps'")).toBe(
      "Ada Admin added the day 12 May 2027 to the tour 'Lakes and Alps'",
    );
  });

  it('names the changed fields, the status change, the added segment and the shift', () => {
    expect(say('TourDetailsChanged', { tourId: 't1', changes: { title: 'X', startDate: '2027-05-01' } })).toBe('Ada Admin changed the title and start date of {entity}');
    expect(say('TourStatusChanged', { tourId: 't1', from: 'DRAFT', to: 'PLANNED' })).toBe('Ada Admin changed the status of {entity} from draft to planned');
    expect(say('SegmentAdded', { tourId: 't1', dayId: 'd1', segment: { type: 'meal', title: 'Lunch at Bellagio' } })).toBe("Ada Admin added the meal 'Lunch at Bellagio' to {entity}");
    expect(say('TourShifted', { tourId: 't1', days: -1 })).toBe('Ada Admin shifted {entity} 1 day earlier');
    expect(say('TourCreated', { tourId: 't1', title: 'Copy', origin: { kind: 'copy', tourId: 't0', title: 'Lakes' } })).toBe("Ada Admin created {entity} from the tour 'Lakes'");
  });
});

describe('sentences of people events', () => {
  it('describes travelers and field staff', () => {
    expect(say('TravelerDetailsChanged', { travelerId: 'p1', changes: { dateOfBirth: '1990-01-01', phone: '+1' } }, 'the traveler Jane Doe')).toBe(
      'Ada Admin changed the date of birth and phone of the traveler Jane Doe',
    );
    expect(say('FieldStaffAssigned', { staffId: 's1', assignment: { role: 'tour_leader' } }, 'the field staff member Marco Rossi')).toBe('Ada Admin assigned the field staff member Marco Rossi to a tour as tour leader');
    expect(say('InvitationAccepted', { invitationId: 'i1', userId: 'u1' }, 'the member Bo')).toBe('Ada Admin accepted an invitation and became the member Bo');
    expect(say('MemberRoleChanged', { userId: 'u1', role: 'org:auditor', previousRole: 'org:member' }, 'Bo')).toBe('Ada Admin changed the role of Bo from member to auditor');
  });
});

describe('sentences of operations events', () => {
  it('names measures, levels and shared links in words, never by key or id', () => {
    expect(say('SmsQueued', { messageId: 'ntf-1.ALERT', notificationId: 'ntf-1', level: 'ALERT', reminder: false }, 'the SMS')).toBe('Ada Admin queued the SMS for an alert notification');
    expect(say('SharedLinkCreated', { linkId: 'l1', tourId: 't1', mode: 'live', expiresAt: '2026-12-01T00:00:00Z' }, 'the shared link')).toBe(
      'Ada Admin shared a tour through the shared link (the current version, until 1 December 2026)',
    );
    expect(say('SharedLinkViewed', { linkId: 'l1', revision: 18 }, 'the shared link')).toBe('Ada Admin opened the shared link');
    expect(say('ChangesUndone', { tourId: 't1', toRevision: 4 })).toBe('Ada Admin undid the latest changes of {entity}, back to the plan as it was before them');
    expect(say('AuditLogRead', { filters: { eventType: 'SegmentsRetimed', actorId: 'user_1' }, cursor: null, entries: 2 })).toBe(
      'Ada Admin read 2 entries of the audit log (one actor and event segments retimed)',
    );
  });

  it('describes notifications, checks, SMS, settings and tracking', () => {
    expect(say('NotificationRaised', { notificationId: 'n1', level: 'ALERT', measure: 'flight.departureDelay' }, 'the notification n1')).toBe(
      'Ada Admin raised the notification n1 at alert on departure delay',
    );
    expect(say('NotificationDismissed', { notificationId: 'n1', reason: 'duplicate' }, 'the notification n1')).toBe("Ada Admin dismissed the notification n1 because 'duplicate'");
    expect(say('SubjectCheckFailed', { kind: 'flight', provider: 'aerodatabox', consecutiveFailures: 2 }, 'the watched subject t1/flight:s1')).toBe(
      'Ada Admin got no data for the flight of the watched subject t1/flight:s1 from aerodatabox (2 times in a row)',
    );
    expect(say('SmsSent', { messageId: 'm1' }, 'the SMS m1')).toBe('Ada Admin sent the SMS m1');
    expect(say('SettingsChanged', { name: 'notifications', values: {} })).toBe('Ada Admin changed the notifications settings');
    expect(say('StaffPositionsReported', { staffId: 's1', positions: [{}, {}] }, 'Marco')).toBe('Ada Admin reported 2 positions of Marco');
  });
});

describe('sentences of the audit trail', () => {
  it('describes reads with their filters and exports with their range', () => {
    expect(say('AuditLogRead', { filters: { entityKind: 'tour' }, cursor: null, entries: 1 })).toBe('Ada Admin read 1 entry of the audit log (entity tour)');
    expect(say('AuditLogExported', { from: '2026-11-01', to: '2026-11-30', format: 'csv', count: 3, digest: 'x', complete: true })).toBe(
      'Ada Admin exported the audit log from 1 November 2026 to 30 November 2026 as CSV (3 events)',
    );
  });
});

describe('events the log has no words for', () => {
  it('still says what was recorded on which entity, also for data of the wrong shape', () => {
    expect(say('ShareLinkCreated', { linkId: 'l1' }, 'l1')).toBe('Ada Admin recorded ShareLinkCreated on l1');
    expect(say('DayAdded', null, 'T')).toBe('Ada Admin recorded DayAdded on T');
  });
});

describe('the entity of an event', () => {
  it('is named in words by its name, or by its kind alone when no name is known, never by its id', () => {
    expect(auditEntityInWords({ kind: 'tour', id: 't1' }, 'Lakes and Alps')).toBe("the tour 'Lakes and Alps'");
    expect(auditEntityInWords({ kind: 'traveler', id: 'p1' }, null)).toBe('the traveler');
    expect(auditEntityInWords({ kind: 'member', id: 'invitation i-1' }, null)).toBe('an invitation');
    expect(auditEntityInWords({ kind: 'settings', id: 'notifications' }, null)).toBe('the notifications settings');
    expect(auditEntityInWords({ kind: 'monitoring-subject', id: 't1/flight:s1' }, null)).toBe('the watched subject');
    expect(auditEntityLabel({ kind: 'sms', id: 'ntf-1.ALERT' }, null)).toBe('SMS');
    expect(auditEntityLabel({ kind: 'tour', id: 't1' }, 'Lakes and Alps')).toBe('Lakes and Alps');
  });

  it('is read from the stream name, the directory and SMS streams from their data', () => {
    expect(auditEntityOf('tour-org_1.t-9', 'org_1', {})).toEqual({ kind: 'tour', id: 't-9' });
    expect(auditEntityOf('staff-org_1.s1', 'org_1', {})).toEqual({ kind: 'field-staff', id: 's1' });
    expect(auditEntityOf('position-org_1.s1', 'org_1', {})).toEqual({ kind: 'field-staff', id: 's1' });
    expect(auditEntityOf('members-org_1.directory', 'org_1', { userId: 'u7' })).toEqual({ kind: 'member', id: 'u7' });
    expect(auditEntityOf('sms-org_1.outbox', 'org_1', { messageId: 'm1' })).toEqual({ kind: 'sms', id: 'm1' });
    expect(auditEntityOf('share-org_1.abc', 'org_1', {})).toEqual({ kind: 'share', id: 'abc' });
  });
});

describe('actors in words', () => {
  it('names a process acting on its own, and leaves anyone else as their id', () => {
    expect(systemActorName('system:monitor')).toBe('The monitor');
    expect(auditSentence(systemActorName('system:monitor'), 'raised {entity}', 'the notification n1')).toBe('The monitor raised the notification n1');
    expect(systemActorName('user_ada')).toBe('user_ada');
  });
});

describe('field names in words', () => {
  it('names every known field key in words, and splits a key it does not know yet', () => {
    expect([fieldInWords('dateOfBirth'), fieldInWords('departureDelay'), fieldInWords('tourIds'), fieldInWords('tour_leader')]).toEqual(['date of birth', 'departure delay', 'tours', 'tour leader']);
    expect(fieldInWords('someNewField')).toBe('some new field');
    for (const words of Object.values(FIELD_WORDS)) expect(words).not.toMatch(/[A-Z_]/);
  });
});
