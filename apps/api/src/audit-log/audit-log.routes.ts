// The OpenAPI entries of the audit log; a test checks them against the routes the server really has.
import type { Route } from '../http/api-route';

export const AUDIT_LOG_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/audit-log',
    summary:
      'Every event of the organization, newest first (admins and auditors): {items: [{position, occurredAt, type, actor {id, name}, entity {kind, id, label}, summary}], nextCursor}; from/to (UTC dates, included), entityKind, actor (id or full name), eventType; the read is recorded as AuditLogRead',
    query: ['from', 'to', 'entityKind', 'actor', 'eventType', 'limit', 'cursor', 'minPosition'],
  },
  {
    method: 'get',
    path: '/api/audit-log/export',
    summary:
      'Export of the events of a range of UTC days, in log order (admins and auditors), streamed as JSON Lines or CSV (format): a range record with the seed, one record per event with its chain link SHA-256(previous link + canonical JSON of the record), and an end record with the count and the final digest; `npm run audit:verify FILE` checks it; recorded as AuditLogExported',
    query: ['from', 'to', 'format', 'minPosition'],
  },
];
