// The one body parser of the API: JSON only, refusing reserved property names (__proto__, constructor.prototype) with a reason.
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
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request: FastifyRequest, text: string | Buffer, done) => {
    try {
      done(null, parseJsonBody(String(text)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
