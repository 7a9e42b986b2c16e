// Serves the single-page app for its routes, and answers 404 (with the app's not-found page) for any other path.
import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '@tourops/contracts';
import { Public } from '../identity/auth.guard';
import { WebAppIndex } from './web-app-index';

@Controller()
export class WebAppController {
  constructor(private readonly index: WebAppIndex) {}

  @Get('*')
  @Public()
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io/'))
      throw new NotFoundException(`No API route ${request.method} ${pathname}.`);
    return this.index.answer(reply, isAppPath(pathname) ? 200 : 404);
  }
}
