// The single-page app's index.html, read once, and answering it with the status the server decided for the path.
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds what is missing).</p>`;

@Injectable()
export class WebAppIndex {
  private readonly html: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const file = path.join(config.webDistDir, 'index.html');
    this.html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT;
  }

  /** The app's page with `status`; revalidated on every visit unless the caller already said how it may be cached. */
  answer(reply: FastifyReply, status: number) {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(this.html);
  }
}
