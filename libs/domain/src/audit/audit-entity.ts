// What an event is about, read from its stream name: the entity's kind and id (a tour, a traveler, a notification…).

export const AUDIT_ENTITY_KINDS = ['tour', 'traveler', 'field-staff', 'notification', 'monitoring-subject', 'sms', 'settings', 'member', 'shared-link', 'audit-log'] as const;
export type KnownAuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

export interface AuditEntity {
  /** A known kind, or the stream's category for streams this list does not know yet. */
  kind: string;
  id: string;
}

const KIND_OF_CATEGORY: Record<string, KnownAuditEntityKind> = {
  tour: 'tour',
  traveler: 'traveler',
  staff: 'field-staff',
  position: 'field-staff',
  device: 'field-staff',
  notification: 'notification',
  monitoring: 'monitoring-subject',
  sms: 'sms',
  settings: 'settings',
  members: 'member',
  audit: 'audit-log',
  sharedlink: 'shared-link',
  sharedlinkviews: 'shared-link',
};

/** The stream categories whose events auditEntityOf finds of this kind: those listed for it, else the kind itself when no listed category is named so. */
export function auditCategoriesOf(kind: string): string[] {
  const listed = Object.keys(KIND_OF_CATEGORY).filter((category) => KIND_OF_CATEGORY[category] === kind);
  if (listed.length > 0) return listed;
  return Object.hasOwn(KIND_OF_CATEGORY, kind) ? [] : [kind];
}

/** The member or invitation a directory event is about (the directory is one stream). */
function directoryEntityId(data: unknown): string | null {
  const record = (typeof data === 'object' && data !== null ? data : {}) as { userId?: unknown; invitationId?: unknown };
  if (typeof record.userId === 'string') return record.userId;
  if (typeof record.invitationId === 'string') return `invitation ${record.invitationId}`;
  return null;
}

/** 'tour-{orgId}.{tourId}' → {kind: 'tour', id: tourId}; an SMS is about the message its data names. */
export function auditEntityOf(streamName: string, orgId: string, data: unknown): AuditEntity {
  const dash = streamName.indexOf('-');
  const category = dash < 0 ? streamName : streamName.slice(0, dash);
  const prefix = `${category}-${orgId}.`;
  const rest = streamName.startsWith(prefix) ? streamName.slice(prefix.length) : streamName.slice(dash + 1);
  const kind = KIND_OF_CATEGORY[category] ?? category;
  if (kind === 'member') return { kind, id: directoryEntityId(data) ?? rest };
  if (kind === 'sms') {
    const messageId = (data as { messageId?: unknown } | null)?.messageId;
    return { kind, id: typeof messageId === 'string' ? messageId : rest };
  }
  return { kind, id: rest };
}

const NOUNS: Record<string, string> = {
  tour: 'the tour',
  traveler: 'the traveler',
  'field-staff': 'the field staff member',
  notification: 'the notification',
  'monitoring-subject': 'the watched subject',
  sms: 'the SMS',
  settings: 'the settings',
  member: 'the member',
  'audit-log': 'the audit log',
  'shared-link': 'the shared link',
};

/**
 * The entity as a sentence names it: 'the tour 'Lakes and Alps'', 'the traveler Jane Doe', or by its kind alone when
 * no name is known ('the tour', 'an invitation'): an id says nothing to an operator.
 */
export function auditEntityInWords(entity: AuditEntity, name: string | null): string {
  if (entity.kind === 'audit-log') return NOUNS['audit-log'];
  if (name === null) {
    if (entity.kind === 'member' && entity.id.startsWith('invitation ')) return 'an invitation';
    if (entity.kind === 'settings') return `the ${entity.id.replace(/[-_]/g, ' ')} settings`;
    return NOUNS[entity.kind] ?? `the ${entity.kind.replace(/-/g, ' ')}`;
  }
  const noun = NOUNS[entity.kind] ?? `the ${entity.kind.replace(/-/g, ' ')}`;
  return entity.kind === 'tour' ? `${noun} '${name}'` : `${noun} ${name}`;
}

/** The entity as the log's column names it: its name, else its kind in words ('watched subject', 'notifications settings'). */
export function auditEntityLabel(entity: AuditEntity, name: string | null): string {
  if (name !== null) return name;
  return auditEntityInWords(entity, null).replace(/^(the|an|a) /, '');
}
