// A well-formed example of a JSON schema, with ids and domain values chosen by field name (the proofs then break it, or aim it at another organization).
import type { JsonSchema } from './openapi-operations';

/** Ids of an organization's fixture, by the names paths and bodies give them. */
export type Ids = Record<string, string>;

/** An id of an entity (a UUID, or a notification id the monitor derives), as opposed to a name or a settings key. */
/** Query parameters that read another point or slice of the same entity: the tenant matrix sends each of them too. */
export const EXAMPLE_QUERIES: Record<string, string> = { revision: '0', asOf: '2999-01-01T00:00:00Z', kind: 'TourCreated,TravelerRegistered,FieldStaffMemberRegistered,NotificationRaised' };

export const isEntityId = (value: string) => /^[0-9a-f-]{36}$/.test(value) || /^ntf-[0-9a-f]{16}-\d+$/.test(value);

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

export const isDateField = (name: string) => /date|expiry|daysOff/i.test(name) && !/update/i.test(name);
export const isTimeField = (name: string) => /time$/i.test(name) && !/datetime/i.test(name);
export const isInstantField = (name: string) => /^(at|from|to|scheduledDeparture|scheduledArrival)$/.test(name);

function exampleString(name: string, schema: JsonSchema, ids: Ids): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return ids[name.replace(/s$/, '')] ?? ids[name.replace(/^to/, '').replace(/^./, (c) => c.toLowerCase())] ?? ids.tourId;
  if (schema.format === 'email' || /email/i.test(name)) return 'proof.writer@example.com';
  if (isDateField(name)) return name === 'expiry' ? '2031-01-01' : /birth/i.test(name) ? '1980-04-02' : '2027-05-02';
  if (isTimeField(name)) return '09:30';
  if (name === 'timezone') return 'Europe/Rome';
  if (name === 'expiresAt') return new Date(Date.now() + 7 * 86_400_000).toISOString();
  if (name === 'at') return new Date(Date.now() - 60_000).toISOString();
  if (name === 'scheduledDeparture') return '2027-05-02T08:00:00Z';
  if (name === 'scheduledArrival') return '2027-05-02T10:00:00Z';
  if (/^check(In|Out)$/.test(name)) return name === 'checkIn' ? '2027-05-02T15:00' : '2027-05-03T10:00';
  if (name === 'flightNumber') return 'LH1234';
  if (name === 'nationality') return 'DE';
  if (name === 'csv') return 'firstName,lastName,email,nationality,dateOfBirth\nAda,Proof,ada.proof@example.com,DE,1980-04-02\n';
  if (schema.pattern === '^[A-Za-z0-9_-]+$') return 'proof_writer';
  if (schema.pattern?.startsWith('^ntf-')) return ids.notificationId;
  if (/phone/i.test(name)) return '+39 055 123456';
  if (/^(from|to)$/.test(name)) return 'FCO';
  return `Proof ${name}`.slice(0, schema.maxLength ?? 200);
}

/** A value the schema accepts, as far as JSON Schema and field names tell (refinements may still refuse it). */
export function exampleOf(schema: JsonSchema | undefined, ids: Ids, name = 'body'): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const object = branches.find((branch) => typesOf(branch).includes('object'));
    return exampleOf(object ?? branches[0], ids, name);
  }
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return exampleString(name, schema, ids);
    case 'integer':
    case 'number':
      return name === 'lat' ? 43.77 : name === 'lng' ? 11.25 : Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 60, /Minutes$/.test(name) ? 60 : 1));
    case 'boolean':
      return false;
    case 'array':
      if (!schema.items) return [];
      return Array.from({ length: Math.max(schema.minItems ?? 0, /Ids$/.test(name) ? 1 : 0) }, () => exampleOf(schema.items, ids, name.replace(/s$/, '')));
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const field of schema.required ?? []) body[field] = exampleOf(schema.properties?.[field], ids, field);
      return body;
    }
    default:
      return null;
  }
}
