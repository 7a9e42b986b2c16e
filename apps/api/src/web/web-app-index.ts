// The web app's two pages, read once: index.html (the back office) and share.html (the public itinerary), answered with the status the server decided for the path.
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds what is missing).</p>`;

/** index: the back office's single-page app; share: the public itinerary of a shared link (ADR 0040). */
export type WebAppPage = 'index' | 'share';

@Injectable()
export class WebAppIndex {
  private readonly pages: Record<WebAppPage, string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const read = (name: string) => {
      const file = path.join(config.webDistDir, name);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT;
    };
    this.pages = { index: read('index.html'), share: read('share.html') };
  }

  /** `page` (the back office unless told) with `status`; revalidated on every visit unless the caller already said how it may be cached. */
  answer(reply: FastifyReply, status: number, page: WebAppPage = 'index') {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(this.pages[page]);
  }
}
