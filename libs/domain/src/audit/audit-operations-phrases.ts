// What an operations event did, in words: notifications, monitoring checks, SMS, settings, members, tracking, shared links and the audit trail.
import type { NotificationEvent } from '../monitoring/notification';
import type { SubjectCheckEvent } from '../monitoring/subject-checks';
import type { SmsOutboxEvent } from '../monitoring/sms-outbox';
import type { SettingsEvent } from '../settings/settings-commands';
import type { MemberDirectoryEvent } from '../members/member-directory';
import type { PositionReportEvent } from '../tracking/position-report';
import type { DeviceTokenEvent } from '../tracking/device-token';
import type { SharedLinkEvent, SharedLinkViewEvent } from '../shared-links/shared-link';
import type { AuditLogFilters, AuditTrailEvent } from './audit-trail';
import type { Phrases } from './audit-planning-phrases';
import { labelOf, type Measure } from '../monitoring/measures';
import { count, dateInWords, eventTypeInWords, listInWords, quoted, roleInWords, statusInWords } from './audit-words';

/** 'flight.departureDelay' → 'departure delay'. */
const measureInWords = (measure: Measure) => labelOf(measure)?.toLowerCase() ?? 'a reading';

export const NOTIFICATION_PHRASES: Phrases<NotificationEvent> = {
  NotificationRaised: (data) => `raised {entity} at ${statusInWords(data.level)} on ${measureInWords(data.measure)}`,
  NotificationEscalated: (data) => `escalated {entity} to ${statusInWords(data.level)}`,
  NotificationEased: () => 'found the reading of {entity} back to normal',
  NotificationEasingInterrupted: (data) => `found the reading of {entity} at ${statusInWords(data.level)} again`,
  NotificationRead: () => 'read {entity}',
  NotificationAcknowledged: (data) => `acknowledged {entity}${data.note ? ` with the note ${quoted(data.note)}` : ''}`,
  NotificationResolved: (data) => `resolved {entity}${data.by === 'system' ? ' (the reading is back to normal)' : ''}`,
  NotificationDismissed: (data) => `dismissed {entity} because ${quoted(data.reason)}`,
  NotificationExpired: () => 'closed {entity} as expired',
};

export const SUBJECT_CHECK_PHRASES: Phrases<SubjectCheckEvent> = {
  SubjectChecked: (data) => `checked the ${data.kind} of {entity}: ${count(data.readings.length, 'reading')}`,
  SubjectCheckFailed: (data) => `got no data for the ${data.kind} of {entity} from ${data.provider} (${count(data.consecutiveFailures, 'time')} in a row)`,
  SubjectCheckRequested: () => 'asked for a check of {entity} now',
};

export const SMS_PHRASES: Phrases<SmsOutboxEvent> = {
  SmsQueued: (data) => `queued {entity} for ${data.level === 'ALERT' ? 'an' : 'a'} ${statusInWords(data.level)} notification${data.reminder ? ' as a reminder' : ''}`,
  SmsRetried: (data) => `retried {entity} (attempt ${data.attempt})`,
  SmsSent: () => 'sent {entity}',
  SmsFailed: (data) => `could not send {entity}: ${data.code}${data.permanent ? ', for good' : ''}`,
};

export const SHARED_LINK_PHRASES: Phrases<SharedLinkEvent | SharedLinkViewEvent> = {
  SharedLinkCreated: (data) => `shared a tour through {entity} (${data.mode === 'pinned' ? 'a fixed version' : 'the current version'}, until ${dateInWords(data.expiresAt.slice(0, 10))})`,
  SharedLinkRevoked: () => 'revoked {entity}',
  SharedLinkViewed: () => 'opened {entity}',
};

export const SETTINGS_PHRASES: Phrases<SettingsEvent> = {
  SettingsChanged: (data) => `changed the ${data.name} settings`,
};

export const MEMBER_PHRASES: Phrases<MemberDirectoryEvent> = {
  MemberJoined: (data) => `recorded {entity} joining as ${roleInWords(data.role)}`,
  MemberSignedIn: () => 'recorded a sign-in of {entity}',
  MemberRoleChanged: (data) => `changed the role of {entity} from ${roleInWords(data.previousRole)} to ${roleInWords(data.role)}`,
  MemberRemoved: () => 'removed {entity}',
  InvitationSent: (data) => `invited ${data.email} as ${roleInWords(data.role)}`,
  InvitationRevoked: () => 'revoked {entity}',
  InvitationAccepted: () => 'accepted an invitation and became {entity}',
};

export const TRACKING_PHRASES: Phrases<PositionReportEvent | DeviceTokenEvent> = {
  StaffPositionsReported: (data) => `reported ${count(data.positions.length, 'position')} of {entity}`,
  DeviceTokenIssued: (data) => `issued the device token ${quoted(data.label)} for {entity}`,
  DeviceTokenRevoked: () => 'revoked a device token of {entity}',
};

function filtersInWords(filters: AuditLogFilters): string {
  const words = [
    filters.from ? `from ${dateInWords(filters.from)}` : null,
    filters.to ? `to ${dateInWords(filters.to)}` : null,
    filters.entityKind ? `entity ${filters.entityKind.replace(/-/g, ' ')}` : null,
    filters.actorId ? 'one actor' : null,
    filters.eventType ? `event ${eventTypeInWords(filters.eventType).toLowerCase()}` : null,
  ].filter((word): word is string => word !== null);
  return words.length === 0 ? '' : ` (${listInWords(words)})`;
}

export const AUDIT_TRAIL_PHRASES: Phrases<AuditTrailEvent> = {
  AuditLogRead: (data) => `read ${count(data.entries, 'entry', 'entries')} of the audit log${filtersInWords(data.filters)}`,
  AuditLogExported: (data) =>
    `exported the audit log from ${dateInWords(data.from)} to ${dateInWords(data.to)} as ${data.format.toUpperCase()} (${count(data.count, 'event')}${data.complete ? '' : ', left before the end'})`,
};
