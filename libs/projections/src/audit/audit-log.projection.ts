// The audit-log read model: one compact entry per event of the organization (when, who, which entity, what it did), newest first by position.
import {
  AUDIT_TRAIL_EVENT_TYPES,
  SHARED_LINK_EVENT_TYPES,
  SHARED_LINK_VIEW_EVENT_TYPES,
  DEVICE_TOKEN_EVENT_TYPES,
  FIELD_STAFF_EVENT_TYPES,
  MEMBER_DIRECTORY_EVENT_TYPES,
  NOTIFICATION_EVENT_TYPES,
  POSITION_REPORT_EVENT_TYPES,
  SETTINGS_EVENT_TYPES,
  SMS_OUTBOX_EVENT_TYPES,
  SUBJECT_CHECK_EVENT_TYPES,
  TOUR_EVENT_TYPES,
  TRAVELER_EVENT_TYPES,
  auditEntityOf,
  auditPhraseOf,
} from '@tourops/domain';
import type { RecordedEvent } from '@tourops/event-store';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const AUDIT_LOG_COLLECTION = 'audit-log';

/** Every event type of the domain: the audit log lists them all (a test checks no family is missing). */
export const AUDITED_EVENT_TYPES: readonly string[] = [
  ...TOUR_EVENT_TYPES,
  ...TRAVELER_EVENT_TYPES,
  ...FIELD_STAFF_EVENT_TYPES,
  ...NOTIFICATION_EVENT_TYPES,
  ...SUBJECT_CHECK_EVENT_TYPES,
  ...SMS_OUTBOX_EVENT_TYPES,
  ...SETTINGS_EVENT_TYPES,
  ...MEMBER_DIRECTORY_EVENT_TYPES,
  ...POSITION_REPORT_EVENT_TYPES,
  ...DEVICE_TOKEN_EVENT_TYPES,
  ...SHARED_LINK_EVENT_TYPES,
  ...SHARED_LINK_VIEW_EVENT_TYPES,
  ...AUDIT_TRAIL_EVENT_TYPES,
];

/**
 * Readings the machines record by the hundred thousand (a monitor's check of a subject, a batch of staff positions):
 * in the exports, which read the event store, not in the page's read model, where they would cost about 600 bytes each
 * in memory for a trail no one reads line by line (ADR 0027).
 */
export const MACHINE_READING_TYPES: readonly string[] = ['SubjectChecked', 'StaffPositionsReported'];

/** What the audit log page lists: every audited event but the machines' readings. */
export const AUDIT_LOG_EVENT_TYPES: readonly string[] = AUDITED_EVENT_TYPES.filter((type) => !MACHINE_READING_TYPES.includes(type));

export interface AuditLogEntryDocument {
  /** The event's position, as a decimal string. */
  _id: string;
  /** The position as a number, for the newest-first order and the cursor. */
  seq: number;
  at: string;
  type: string;
  actorId: string;
  entityKind: string;
  entityId: string;
  /** What the event did, with `{entity}` where the entity's label goes. */
  phrase: string;
}

export function auditLogEntryOf(event: RecordedEvent): AuditLogEntryDocument {
  const { kind, id } = auditEntityOf(event.streamName, event.metadata.orgId, event.data);
  return {
    _id: event.position.toString(),
    seq: Number(event.position),
    at: event.metadata.occurredAt,
    type: event.type,
    actorId: event.metadata.actorId,
    entityKind: kind,
    entityId: id,
    phrase: auditPhraseOf(event.type, event.data),
  };
}

export const auditLogProjection: DocumentProjection = {
  name: 'audit-log',
  version: 3,
  collection: AUDIT_LOG_COLLECTION,
  eventTypes: AUDIT_LOG_EVENT_TYPES,
  documentId: (event) => event.position.toString(),
  documentPerEvent: true,
  evolve: (document, event) => (document as ReadModelDocument | null) ?? (auditLogEntryOf(event) as unknown as ReadModelDocument),
  indexes: [
    { name: 'by_seq', keys: { seq: -1 } },
    { name: 'by_type_seq', keys: { type: 1, seq: -1 } },
    { name: 'by_entity_seq', keys: { entityKind: 1, seq: -1 } },
    { name: 'by_actor_seq', keys: { actorId: 1, seq: -1 } },
  ],
};
