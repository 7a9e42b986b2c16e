// Where the audit log's entries and the links across streams are read: found in the event log when it keeps indexes to find them (ADR 0056), else in their read models.
import { auditCategoriesOf } from '@tourops/domain';
import type { EventFinder, EventStore } from '@tourops/event-store';
import type { Filter, ReadStore } from '@tourops/read-store';
import { AUDIT_LOG_COLLECTION, AUDIT_LOG_EVENT_TYPES, auditLogEntryOf, type AuditLogEntryDocument } from './audit/audit-log.projection';
import { POSITION_FIELD } from './projection';
import { EVENT_LINKS_COLLECTION, eventLinkOf, type EventLinkDocument } from './event-links/event-links.projection';

/** A page of the audit log, newest first. `from` and `to` compare with the entries' instants as text (a day 'YYYY-MM-DD' takes in all of it). */
export interface AuditEntriesQuery {
  entityKind?: string;
  eventType?: string;
  actorIds?: readonly string[];
  from?: string;
  to?: string;
  /** Only entries before this one (its `seq`). */
  before?: number;
  limit: number;
}

/** The links of events that follow another: those these events caused, those of these correlations, and these ones. */
export interface EventLinksQuery {
  causationIds?: readonly string[];
  correlationIds?: readonly string[];
  ids?: readonly string[];
}

export interface HistorySource {
  auditEntries(orgId: string, query: AuditEntriesQuery): Promise<AuditLogEntryDocument[]>;
  /** Each link once. */
  eventLinks(orgId: string, query: EventLinksQuery): Promise<EventLinkDocument[]>;
}

/** The log's own indexes: the entries and links are made from the events found, as their projections make them. */
function historyInTheLog(finder: EventFinder): HistorySource {
  return {
    async auditEntries(orgId, { entityKind, eventType, actorIds, from, to, before, limit }) {
      const events = await finder.newestFirst({
        orgId,
        types: AUDIT_LOG_EVENT_TYPES,
        ...(eventType !== undefined && { type: eventType }),
        ...(entityKind !== undefined && { categories: auditCategoriesOf(entityKind) }),
        ...(actorIds && { actorIds }),
        ...(from !== undefined && { from }),
        ...(to !== undefined && { to }),
        ...(before !== undefined && { before: BigInt(before) }),
        limit,
      });
      return events.map(auditLogEntryOf);
    },
    async eventLinks(orgId, query) {
      return (await finder.followers({ orgId, types: AUDIT_LOG_EVENT_TYPES, ...query })).map(eventLinkOf);
    },
  };
}

/** A document as its projection made it, without what the store adds. */
const AS_MADE = { orgId: 0, [POSITION_FIELD]: 0 } as const;

/** The audit-log and event-links read models (EventStoreDB deployments, with MongoDB). */
function historyInReadModels(readStore: ReadStore): HistorySource {
  return {
    async auditEntries(orgId, { entityKind, eventType, actorIds, from, to, before, limit }) {
      const filter: Filter = {};
      if (from !== undefined || to !== undefined) filter.at = { ...(from !== undefined && { $gte: from }), ...(to !== undefined && { $lt: to }) };
      if (entityKind !== undefined) filter.entityKind = entityKind;
      if (eventType !== undefined) filter.type = eventType;
      if (actorIds) filter.actorId = { $in: [...actorIds] };
      if (before !== undefined) filter.seq = { $lt: before };
      return readStore.forOrganization(orgId).collection<AuditLogEntryDocument>(AUDIT_LOG_COLLECTION).find(filter, { sort: { seq: -1 }, limit, projection: AS_MADE });
    },
    async eventLinks(orgId, { causationIds, correlationIds, ids }) {
      const links = readStore.forOrganization(orgId).collection<EventLinkDocument & Record<string, unknown>>(EVENT_LINKS_COLLECTION);
      // Three queries, each on its own index: an $or of them scans the collection in the memory store (8x slower at 20,000 links).
      const found = await Promise.all(
        (
          [
            ['causationId', causationIds],
            ['correlationId', correlationIds],
            ['_id', ids],
          ] as const
        ).map(([field, values]) => (values && values.length > 0 ? links.find({ [field]: { $in: [...values] } }, { projection: AS_MADE }) : [])),
      );
      return [...new Map(found.flat().map((link) => [link._id, link])).values()];
    },
  };
}

export const historySourceOf = (eventStore: EventStore, readStore: ReadStore): HistorySource =>
  eventStore.finder ? historyInTheLog(eventStore.finder) : historyInReadModels(readStore);
