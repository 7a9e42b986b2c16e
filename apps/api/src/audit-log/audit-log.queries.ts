// A page of the audit log from its read model, newest first, with actors and entities named.
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AuditLogEntryView, AuditLogPage, auditLogQuery } from '@tourops/contracts';
import { addDays, auditEntityLabel, auditSentence } from '@tourops/domain';
import { AUDIT_LOG_COLLECTION, type AuditLogEntryDocument } from '@tourops/projections';
import type { Filter, ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import { AuditNames } from './audit-names';

export type AuditLogFilterQuery = z.output<typeof auditLogQuery>;

function filterOf(query: AuditLogFilterQuery, names: AuditNames): Filter {
  const filter: Filter = {};
  if (query.from || query.to) filter.at = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lt: addDays(query.to, 1) } : {}) };
  if (query.entityKind) filter.entityKind = query.entityKind;
  if (query.eventType) filter.type = query.eventType;
  if (query.actor) filter.actorId = { $in: names.actorIdsMatching(query.actor) };
  if (query.cursor) filter.seq = { $lt: Number(query.cursor) };
  return filter;
}

@Injectable()
export class AuditLogQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async page(orgId: string, query: AuditLogFilterQuery): Promise<AuditLogPage> {
    const scope = this.readStore.forOrganization(orgId);
    const names = await new AuditNames(scope).loadMembers();
    const found = await scope
      .collection<AuditLogEntryDocument>(AUDIT_LOG_COLLECTION)
      .find(filterOf(query, names), { sort: { seq: -1 }, limit: query.limit + 1 });
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
