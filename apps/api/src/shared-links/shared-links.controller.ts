// HTTP routes of shared links: operators create and revoke links, every role lists them; anyone with a token opens its itinerary.
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { createSharedLinkBody, sharedLinkListQuery } from '@tourops/contracts';
import { CurrentCaller, Operators, Public, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { validBody, validQuery } from '../http/zod-validation.pipe';
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
  @UseGuards(ShareRateLimitGuard)
  open(@Param('token') token: string) {
    return this.links.open(token);
  }
}
