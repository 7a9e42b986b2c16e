// Serves the single-page app for its routes, and answers 404 (with the app's not-found page) for any other path.
import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '@tourops/contracts';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import { Public } from '../identity/auth.guard';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds what is missing).</p>`;

@Controller()
export class WebAppController {
  private readonly indexHtml: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const file = path.join(config.webDistDir, 'index.html');
    this.indexHtml = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT;
  }

  @Get('*')
  @Public()
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io/'))
      throw new NotFoundException(`No API route ${request.method} ${pathname}.`);
    return reply
      .status(isAppPath(pathname) ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}
