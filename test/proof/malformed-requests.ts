// Malformed requests generated from one operation's schema: broken bodies, paths, queries and content types.
import { exampleOf, isDateField, isInstantField, isTimeField, type Ids } from './example-values';
import { urlOf, type JsonSchema, type Operation } from './openapi-operations';

export interface MalformedRequest {
  /** What is wrong, for the failure message: "title: lone surrogate". */
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Text, or bytes for a body that is not UTF-8. */
  body?: string | Buffer;
}

const DEPTH = 10_000;
const ONE_MB = 1024 * 1024;
/** Above every route's body limit (the CSV import routes take 2 MiB). */
const OVER_ANY_BODY_LIMIT = 3 * ONE_MB;
const DEEP_ARRAYS = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const DEEP_OBJECTS = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const PLACEHOLDER = 'proof-placeholder-7f3a';

const typesOf = (schema: JsonSchema): string[] => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(typesOf);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
};

/** A JSON value whose type the schema does not allow. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const allowed = typesOf(schema);
  const candidates: [string, unknown][] = [['integer', 12345], ['string', 'not-the-right-type'], ['object', { wrong: true }], ['array', ['wrong']], ['boolean', true]];
  const found = candidates.find(([type]) => !allowed.includes(type) && !(type === 'integer' && allowed.includes('number')));
  return found?.[1] ?? true;
}

interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every property of the body's object schema, nested objects included (first object branch of unions). */
function fieldsOf(schema: JsonSchema, path: string[] = []): Field[] {
  const object = (schema.anyOf ?? schema.oneOf)?.find((branch) => typesOf(branch).includes('object')) ?? schema;
  return Object.entries(object.properties ?? {}).flatMap(([name, child]) => {
    const field: Field = { path: [...path, name], schema: child, required: (object.required ?? []).includes(name) };
    const nested = (child.anyOf ?? child.oneOf)?.find((branch) => typesOf(branch).includes('object')) ?? child;
    return [field, ...(typesOf(nested).includes('object') && nested.properties ? fieldsOf(nested, field.path) : [])];
  });
}

function withField(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string, any>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key];
  }
  if (remove) delete at[path[path.length - 1]];
  else at[path[path.length - 1]] = value;
  return copy;
}

/** The body as JSON text, with `raw` JSON text put in place of the placeholder value. */
const jsonWithRaw = (body: unknown, raw: string) => JSON.stringify(body).replace(JSON.stringify(PLACEHOLDER), () => raw);

/** Byte sequences that are not UTF-8: not a UTF-8 byte, an overlong '.', an encoded surrogate, a truncated '€'. */
const NOT_UTF8: [string, number[]][] = [
  ['FF FE', [0xff, 0xfe]],
  ['overlong C0 AE', [0xc0, 0xae]],
  ['surrogate ED A0 80', [0xed, 0xa0, 0x80]],
  ['truncated E2 82', [0xe2, 0x82]],
];

/** The body as JSON bytes with `bytes` inside the placeholder string. */
const jsonWithBytes = (body: unknown, bytes: number[]) => {
  const [before, after] = JSON.stringify(body).split(PLACEHOLDER);
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
};

function bodyCases(operation: Operation, example: unknown): { what: string; body: string | Buffer; contentType?: string }[] {
  const schema = operation.body!;
  const cases: { what: string; body: string | Buffer; contentType?: string }[] = [];
  const json = (what: string, value: unknown) => cases.push({ what, body: JSON.stringify(value) });
  for (const root of [[], 'a body', null, 42, [example]]) json(`body is ${JSON.stringify(root).slice(0, 20)}`, root);
  json('unknown field', { ...(example as object), proofUnknownField: 1 });
  json('unknown field "prototype"', { ...(example as object), prototype: { polluted: true } });
  cases.push({ what: '__proto__ key', body: JSON.stringify(example).replace(/^\{/, '{"__proto__":{"polluted":true},') });
  cases.push({ what: 'constructor.prototype key', body: JSON.stringify(example).replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},') });
  cases.push({ what: 'body nested 10,000 arrays deep', body: DEEP_ARRAYS });
  cases.push({ what: `body over every body limit (${OVER_ANY_BODY_LIMIT} bytes)`, body: JSON.stringify({ ...(example as object), proofPadding: 'x'.repeat(OVER_ANY_BODY_LIMIT) }) });
  cases.push({ what: 'not JSON', body: '{"title": ' });
  cases.push({ what: 'empty JSON body', body: '' });
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=proof'])
    cases.push({ what: `content-type ${contentType}`, body: JSON.stringify(example), contentType });
  cases.push({ what: 'no content-type', body: JSON.stringify(example), contentType: '' });
  const flat = Object.entries(example as object).filter(([, value]) => typeof value !== 'object');
  cases.push({ what: 'the fields as a form', body: new URLSearchParams(flat.map(([key, value]): [string, string] => [key, String(value)])).toString(), contentType: 'application/x-www-form-urlencoded' });
  for (const field of fieldsOf(schema)) {
    const name = field.path.join('.');
    const last = field.path[field.path.length - 1];
    const types = typesOf(field.schema);
    if (field.required) json(`${name} missing`, withField(example, field.path, undefined, true));
    json(`${name} of the wrong type`, withField(example, field.path, wrongTypeFor(field.schema)));
    cases.push({ what: `${name} nested 10,000 arrays deep`, body: jsonWithRaw(withField(example, field.path, PLACEHOLDER), DEEP_ARRAYS) });
    cases.push({ what: `${name} nested 10,000 objects deep`, body: jsonWithRaw(withField(example, field.path, PLACEHOLDER), DEEP_OBJECTS) });
    if (types.includes('object')) json(`${name} with an unknown field`, withField(example, [...field.path, 'proofUnknownField'], 1));
    if (types.includes('string')) {
      for (const [bytes, sequence] of NOT_UTF8) cases.push({ what: `${name} with bytes that are not UTF-8 (${bytes})`, body: jsonWithBytes(withField(example, field.path, PLACEHOLDER), sequence) });
      json(`${name} with a lone surrogate`, withField(example, field.path, 'Proof \uD800 text'));
      json(`${name} with a lone low surrogate`, withField(example, field.path, '\uDC00'));
      if (field.schema.maxLength !== undefined) {
        json(`${name} one character too long`, withField(example, field.path, 'x'.repeat(field.schema.maxLength + 1)));
        json(`${name} of 1 MB`, withField(example, field.path, 'x'.repeat(ONE_MB)));
      }
      if (isDateField(last)) for (const date of ['2026-02-30', '2026-13-01', '20260201']) json(`${name} = ${date}`, withField(example, field.path, date));
      if (isTimeField(last)) for (const time of ['25:61', '24:00', '9:3']) json(`${name} = ${time}`, withField(example, field.path, time));
      if (isInstantField(last)) json(`${name} = 2026-02-30T25:61:00Z`, withField(example, field.path, '2026-02-30T25:61:00Z'));
    }
    if (types.includes('array') && field.schema.items) {
      const item = field.schema.items;
      json(`${name} item of the wrong type`, withField(example, field.path, [wrongTypeFor(item)]));
      if (typesOf(item).includes('string')) json(`${name} item with a lone surrogate`, withField(example, field.path, ['\uD800']));
      if (typesOf(item).includes('string') && isDateField(last)) json(`${name} item = 2026-02-30`, withField(example, field.path, ['2026-02-30']));
    }
  }
  return cases;
}

const LONG = 'a'.repeat(10_000);

/** Every malformed request of one operation; `ids` fill the path parameters that are not under test. */
export function malformedRequests(operation: Operation, ids: Ids, headers: Record<string, string>): MalformedRequest[] {
  const goodUrl = urlOf(operation, ids);
  const example = exampleOf(operation.body, ids);
  const requests: MalformedRequest[] = [];
  const send = (what: string, url: string, body?: string | Buffer, contentType?: string) =>
    requests.push({
      what,
      method: operation.method,
      url,
      body,
      headers: { ...headers, ...(body !== undefined && contentType !== '' ? { 'content-type': contentType ?? 'application/json' } : {}) },
    });
  const goodBody = operation.body ? JSON.stringify(example) : undefined;
  for (const param of operation.pathParams) {
    send(`${param} of 10,000 characters`, urlOf(operation, { ...ids, [param]: LONG }), goodBody);
    send(`${param} not an id`, urlOf(operation, { ...ids, [param]: 'not-an-id' }), goodBody);
    send(`${param} with a broken percent-encoding`, urlOf(operation, { ...ids, [param]: '%E0%A4%A' }, { [param]: true }), goodBody);
    send(`${param} with an encoded lone surrogate`, urlOf(operation, { ...ids, [param]: '%ED%A0%80' }, { [param]: true }), goodBody);
  }
  for (const param of operation.queryParams) {
    const value = param === 'minPosition' ? 'abc' : /^(from|to)$/.test(param) ? '2026-02-30T25:61:00Z' : param === 'limit' ? '-1' : LONG;
    send(`query ${param}=${value.slice(0, 20)}`, `${goodUrl}?${param}=${value}`);
  }
  if (operation.body) for (const { what, body, contentType } of bodyCases(operation, example)) send(what, goodUrl, body, contentType);
  return requests;
}
