// A page of the audit log, newest first (found in the event log, or in its read model: historySourceOf), with actors and entities named.
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AuditLogEntryView, AuditLogPage, auditLogQuery } from '@tourops/contracts';
import { addDays, auditEntityLabel, auditSentence } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { historySourceOf, type AuditEntriesQuery, type HistorySource } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE } from '@tourops/runtime';
import { AuditNames } from './audit-names';

export type AuditLogFilterQuery = z.output<typeof auditLogQuery>;

/** The page asked, one entry more to know whether another page follows; a day's bounds take in the whole day. */
function entriesQueryOf(query: AuditLogFilterQuery, names: AuditNames): AuditEntriesQuery {
  return {
    ...(query.from && { from: query.from }),
    ...(query.to && { to: addDays(query.to, 1) }),
    ...(query.entityKind && { entityKind: query.entityKind }),
    ...(query.eventType && { eventType: query.eventType }),
    ...(query.actor && { actorIds: names.actorIdsMatching(query.actor) }),
    ...(query.cursor && { before: Number(query.cursor) }),
    limit: query.limit + 1,
  };
}

@Injectable()
export class AuditLogQueries {
  private readonly history: HistorySource;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) eventStore: EventStore,
  ) {
    this.history = historySourceOf(eventStore, readStore);
  }

  async page(orgId: string, query: AuditLogFilterQuery): Promise<AuditLogPage> {
    const scope = this.readStore.forOrganization(orgId);
    const names = await new AuditNames(scope).loadMembers();
    const found = await this.history.auditEntries(orgId, entriesQueryOf(query, names));
    const entries = found.slice(0, query.limit);
    const entities = entries.map((entry) => ({ kind: entry.entityKind, id: entry.entityId }));
    await names.prepare(entities);
    const items = entries.map((entry, index): AuditLogEntryView => {
      const entity = entities[index];
      const actorName = names.actorName(entry.actorId);
      return {
        position: entry._id,
        occurredAt: entry.at,
        type: entry.type,
        actor: { id: entry.actorId, name: actorName },
        entity: { ...entity, label: auditEntityLabel(entity, names.nameOf(entity)) },
        summary: auditSentence(actorName, entry.phrase, names.inWords(entity)),
      };
    });
    return { items, nextCursor: found.length > query.limit ? String(entries[entries.length - 1].seq) : null };
  }
}
