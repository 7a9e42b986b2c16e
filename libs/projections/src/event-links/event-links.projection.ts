// The event-links read model: one entry per event that follows another (a notification raised by a reading, an answer to it), for histories to link across streams.
import { auditEntityOf, auditPhraseOf } from '@tourops/domain';
import type { RecordedEvent } from '@tourops/event-store';
import { AUDIT_LOG_EVENT_TYPES } from '../audit/audit-log.projection';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const EVENT_LINKS_COLLECTION = 'event-links';

export interface EventLinkDocument {
  /** The event's id. */
  _id: string;
  correlationId: string;
  /** The event it follows, in this stream or another. */
  causationId: string;
  entityKind: string;
  entityId: string;
  type: string;
  revision: number;
  at: string;
  actorId: string;
  /** What the event did, with `{entity}` where the entity's label goes (the audit log's words). */
  phrase: string;
}

/** A command that follows nothing records its events caused by their own fresh correlation; any other cause is a link. */
export const followsAnotherEvent = (event: RecordedEvent) => event.metadata.causationId !== event.metadata.correlationId;

export function eventLinkOf(event: RecordedEvent): EventLinkDocument {
  const { kind, id } = auditEntityOf(event.streamName, event.metadata.orgId, event.data);
  const { correlationId, causationId, occurredAt, actorId } = event.metadata;
  return {
    _id: event.id,
    correlationId,
    causationId,
    entityKind: kind,
    entityId: id,
    type: event.type,
    revision: event.revision,
    at: occurredAt,
    actorId,
    phrase: auditPhraseOf(event.type, event.data),
  };
}

/**
 * Only events that follow another: the monitor's notifications and SMS, operators' answers to notifications, tour
 * changes made for one. Events that start a chain (a reading, a plain edit) are found in their own stream.
 */
export const eventLinksProjection: DocumentProjection = {
  name: 'event-links',
  version: 2,
  collection: EVENT_LINKS_COLLECTION,
  eventTypes: AUDIT_LOG_EVENT_TYPES,
  documentId: (event) => (followsAnotherEvent(event) ? event.id : null),
  documentPerEvent: true,
  evolve: (document, event) => (document as ReadModelDocument | null) ?? (eventLinkOf(event) as unknown as ReadModelDocument),
  indexes: [
    { name: 'by_correlation', keys: { correlationId: 1 } },
    { name: 'by_causation', keys: { causationId: 1 } },
  ],
};
