// HTTP routes of shared links: operators create and revoke links, every role lists them; anyone with a token opens its itinerary, and its page answers 404 or 410 when it leads nowhere.
import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { createSharedLinkBody, sharedLinkListQuery } from '@tourops/contracts';
import { CurrentCaller, Operators, Public, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { GoneError } from '../http/errors';
import { WebAppIndex } from '../web/web-app-index';
import { SharePrivacyGuard } from './share-privacy.guard';
import { ShareRateLimitGuard } from './share-rate-limit.guard';
import { SharedLinks } from './shared-links.stream';
import { ListSharedLinksQuery } from './shared-links.queries';

@Controller('api/shared-links')
export class SharedLinksController {
  constructor(
    private readonly links: SharedLinks,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @Operators()
  @HttpCode(201)
  create(@CurrentCaller() caller: Caller, @Body(validBody(createSharedLinkBody)) body: z.output<typeof createSharedLinkBody>) {
    return this.links.create(caller, body);
  }

  @Get()
  list(@CurrentCaller() caller: Caller, @Query(validQuery(sharedLinkListQuery)) _query: z.output<typeof sharedLinkListQuery>) {
    return this.queryBus.execute(new ListSharedLinksQuery(caller.orgId));
  }

  @Post(':linkId/revoke')
  @Operators()
  @HttpCode(200)
  revoke(@CurrentCaller() caller: Caller, @Param('linkId', ParseIdPipe) linkId: string) {
    return this.links.revoke(caller, linkId);
  }
}

@Controller('api/share')
export class ShareController {
  constructor(private readonly links: SharedLinks) {}

  @Get(':token')
  @Public()
  @UseGuards(SharePrivacyGuard, ShareRateLimitGuard)
  open(@Param('token') token: string) {
    return this.links.open(token);
  }
}

/** The status of a token's page: 200 when it leads to an itinerary, else the 404 or 410 its /api/share answers. */
function pageStatus(error: unknown): number {
  if (error instanceof GoneError) return 410;
  if (error instanceof NotFoundException) return 404;
  throw error;
}

@Controller('share')
export class SharePageController {
  constructor(
    private readonly links: SharedLinks,
    private readonly index: WebAppIndex,
  ) {}

  /** The public itinerary's page (share.html), answered with the token's status (no view is recorded: the page's own call to /api/share records it). */
  @Get(':token')
  @Public()
  @UseGuards(SharePrivacyGuard, ShareRateLimitGuard)
  async page(@Param('token') token: string, @Res() reply: FastifyReply) {
    const status = await this.links.check(token).then(() => 200, pageStatus);
    return this.index.answer(reply, status, 'share');
  }
}
