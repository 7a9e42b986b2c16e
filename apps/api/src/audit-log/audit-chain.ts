// The hash chain of audit-log exports (ADR 0027): canonical JSON, the seed of a range, and each entry's link.
import { createHash } from 'node:crypto';
import { AUDIT_EXPORT_FORMAT_NAME } from '@tourops/contracts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with object keys sorted (code-unit order) at every depth, no spaces; undefined members left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}

/** The chain's start: SHA-256 of the format name, the organization and the range, one per line. */
export const chainSeed = (orgId: string, from: string, to: string) => sha256(`${AUDIT_EXPORT_FORMAT_NAME}\n${orgId}\n${from}\n${to}`);

/** The link after `previous`: SHA-256 of the previous link followed by the entry's canonical JSON. */
export const nextLink = (previous: string, entry: unknown) => sha256(previous + canonicalJson(entry));
