// The web app's two pages, read once: index.html (the back office) and share.html (the public itinerary), answered with the status the server decided
// for the path; index.html names the landing page's own code (the build's route-chunks.json), so that it downloads with the entry (ADR 0043).
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds what is missing).</p>`;

/** index: the back office's single-page app; share: the public itinerary of a shared link (ADR 0040). */
export type WebAppPage = 'index' | 'share';

/** What apps/web/build/routeChunks.ts writes: by route ('/tours/edit/:id'), the files of its code beyond the entry's. */
type RouteChunks = Record<string, { scripts: string[]; styles: string[] }>;

/** index.html for each page with code of its own: the page's scripts preloaded and its style sheets linked in the head. */
function indexByRoute(index: string, routes: RouteChunks): { route: RegExp; html: string }[] {
  const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return Object.entries(routes).map(([route, { scripts, styles }]) => ({
    route: new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
    html: index.replace(
      '</head>',
      [...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`), ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${attribute(file)}">`), '</head>'].join('\n'),
    ),
  }));
}

@Injectable()
export class WebAppIndex {
  private readonly pages: Record<WebAppPage, string>;
  private readonly routes: { route: RegExp; html: string }[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const read = (name: string) => {
      const file = path.join(config.webDistDir, name);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT;
    };
    this.pages = { index: read('index.html'), share: read('share.html') };
    const routeChunks = path.join(config.webDistDir, 'route-chunks.json');
    this.routes = fs.existsSync(routeChunks) ? indexByRoute(this.pages.index, JSON.parse(fs.readFileSync(routeChunks, 'utf8')) as RouteChunks) : [];
  }

  /** `page` (the back office unless told) with `status`; revalidated on every visit unless the caller already said how it may be cached. */
  answer(reply: FastifyReply, status: number, page: WebAppPage = 'index') {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    const pathname = reply.request.url.split('?')[0];
    const html = page === 'index' && status === 200 ? (this.routes.find(({ route }) => route.test(pathname))?.html ?? this.pages.index) : this.pages[page];
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(html);
  }
}
