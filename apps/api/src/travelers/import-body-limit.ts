// Lets the two CSV import routes take bodies up to 2 MiB (2,000 full rows), above the server's general body limit.
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

export const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const IMPORT_ROUTES = new Set(['/api/travelers/import', '/api/travelers/import/preview']);

/** Built before Nest registers its routes, so the hook sees the import routes being added. */
@Injectable()
export class ImportBodyLimit {
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRoute', (route: RouteOptions) => {
      if (IMPORT_ROUTES.has(route.url)) route.bodyLimit = Math.max(route.bodyLimit ?? 0, IMPORT_BODY_LIMIT_BYTES);
    });
  }
}
