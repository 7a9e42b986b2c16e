// What a shared link's page and its /api/share answer say to browsers, caches and crawlers, whatever the status: keep nothing, index nothing, send no referrer.
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

export const SHARE_PRIVACY_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
} as const;

/** Sets the headers first, so that every answer of the route carries them, the refusals of later guards included. */
@Injectable()
export class SharePrivacyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    void context.switchToHttp().getResponse<FastifyReply>().headers(SHARE_PRIVACY_HEADERS);
    return true;
  }
}
