// Who and what the audit log names: members by their full name, tours by title, travelers and field staff by name, notifications by measure; ids where none is known.
import { auditEntityInWords, personName, systemActorName, type AuditEntity } from '@tourops/domain';
import { FIELD_STAFF_COLLECTION, MEMBERS_COLLECTION, NOTIFICATIONS_COLLECTION, TOURS_COLLECTION, TRAVELERS_COLLECTION } from '@tourops/projections';
import type { OrganizationScope } from '@tourops/read-store';

type Named = { _id: string; title?: string; firstName?: string; lastName?: string; fullName?: string; label?: string };

const NAMED_KINDS: Record<string, { collection: string; projection: Record<string, 1>; name: (document: Named) => string | undefined }> = {
  tour: { collection: TOURS_COLLECTION, projection: { title: 1 }, name: (document) => document.title },
  traveler: { collection: TRAVELERS_COLLECTION, projection: { firstName: 1, lastName: 1 }, name: (document) => fullName(document) },
  'field-staff': { collection: FIELD_STAFF_COLLECTION, projection: { firstName: 1, lastName: 1 }, name: (document) => fullName(document) },
  member: { collection: MEMBERS_COLLECTION, projection: { fullName: 1 }, name: (document) => document.fullName || undefined },
  notification: { collection: NOTIFICATIONS_COLLECTION, projection: { label: 1 }, name: (document) => document.label || undefined },
};

function fullName({ firstName = '', lastName = '' }: Named): string | undefined {
  return personName({ firstName, lastName }) || undefined;
}

const keyOf = (entity: AuditEntity) => `${entity.kind}\u0000${entity.id}`;
/** Names kept per export; past this many the cache starts over, so memory stays bounded on long exports. */
const MOST_NAMES = 50_000;

/** Names looked up a batch at a time (one query per kind), remembered for the rest of a page or an export. */
export class AuditNames {
  private readonly names = new Map<string, string | null>();
  private members = new Map<string, string>();

  constructor(private readonly scope: OrganizationScope) {}

  /** Loads the members once: actors are named from them. */
  async loadMembers(): Promise<this> {
    const documents = await this.scope.collection<Named>(MEMBERS_COLLECTION).find({}, { projection: { fullName: 1 } });
    this.members = new Map(documents.filter((document) => document.fullName).map((document) => [document._id, document.fullName!]));
    return this;
  }

  /** Ids of the members whose id or full name is `actor` (case-insensitive on names). */
  actorIdsMatching(actor: string): string[] {
    const wanted = actor.toLowerCase();
    return [actor, ...[...this.members].filter(([, name]) => name.toLowerCase() === wanted).map(([id]) => id)];
  }

  actorName(actorId: string): string {
    return this.members.get(actorId) ?? systemActorName(actorId);
  }

  async prepare(entities: readonly AuditEntity[]): Promise<void> {
    if (this.names.size > MOST_NAMES) this.names.clear();
    const missing = new Map<string, Set<string>>();
    for (const entity of entities) {
      if (!NAMED_KINDS[entity.kind] || this.names.has(keyOf(entity))) continue;
      if (!missing.has(entity.kind)) missing.set(entity.kind, new Set());
      missing.get(entity.kind)!.add(entity.id);
    }
    for (const [kind, ids] of missing) {
      const { collection, projection, name } = NAMED_KINDS[kind];
      const documents = await this.scope.collection<Named>(collection).find({ _id: { $in: [...ids] } }, { projection });
      for (const id of ids) this.names.set(`${kind}\u0000${id}`, null);
      for (const document of documents) this.names.set(`${kind}\u0000${document._id}`, name(document) ?? null);
    }
  }

  /** The entity's name, or null when it has none (or is gone from the read models). */
  nameOf(entity: AuditEntity): string | null {
    if (entity.kind === 'member') return this.members.get(entity.id) ?? null;
    if (entity.kind === 'audit-log') return 'Audit log';
    return this.names.get(keyOf(entity)) ?? null;
  }

  inWords(entity: AuditEntity): string {
    return auditEntityInWords(entity, this.nameOf(entity));
  }
}
