// The one body parser of the API: JSON only, in UTF-8 only, refusing reserved property names (__proto__, constructor.prototype) with a reason.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entriesOf } from './body-entries';
import { FrameworkError } from './framework-errors';

function reservedPropertyOf(body: unknown): string | undefined {
  for (const { path, key, value } of entriesOf(body)) {
    if (key === '__proto__') return path();
    if (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype')) return `${path()}.prototype`;
  }
  return undefined;
}

/** Fatal: a byte sequence that is not UTF-8 (FF FE, overlong C0 AE, surrogate ED A0 80, truncated E2 82) is refused, never replaced by U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeUtf8Body(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new FrameworkError(400, 'BODY_NOT_UTF8', 'The request body is not valid UTF-8; send the JSON text encoded as UTF-8.');
  }
}

export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new FrameworkError(400, 'FST_ERR_CTP_EMPTY_JSON_BODY');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new FrameworkError(400, 'FST_ERR_CTP_INVALID_JSON_BODY', (error as Error).message);
  }
  if (/"(__proto__|constructor)"/.test(text)) {
    const reserved = reservedPropertyOf(body);
    if (reserved) throw new FrameworkError(400, 'BODY_RESERVED_PROPERTY', `The body uses the reserved property name ${reserved}; rename it.`);
  }
  return body;
}

/** Only application/json bodies are read (Fastify's text/plain and Nest's form parsers are gone): anything else is 415. */
export function acceptJsonBodiesOnly(fastify: FastifyInstance) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request: FastifyRequest, bytes: string | Buffer, done) => {
    try {
      done(null, parseJsonBody(typeof bytes === 'string' ? bytes : decodeUtf8Body(bytes)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
