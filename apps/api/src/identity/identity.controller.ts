// Identity routes: how to sign in, local sign-in (development), and who the caller is.
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post } from '@nestjs/common';
import { devSessionBody, type IdentityConfigView, type MeView } from '@tourops/contracts';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import type { z } from 'zod';
import { validBody } from '../http/zod-validation.pipe';
import { CurrentCaller, Public, type Caller } from './auth.guard';
import { LocalTokenVerifier, TokenVerifier } from './token-verifier';

@Controller('api')
export class IdentityController {
  constructor(
    private readonly verifier: TokenVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('identity')
  @Public()
  identity(): IdentityConfigView {
    return { mode: this.verifier.mode, clerkPublishableKey: this.config.clerk?.publishableKey ?? null };
  }

  /** Local identity only: a session token for whoever the developer says they are. */
  @Post('dev/session')
  @Public()
  @HttpCode(201)
  async devSession(@Body(validBody(devSessionBody)) body: z.output<typeof devSessionBody>) {
    if (!(this.verifier instanceof LocalTokenVerifier)) throw new NotFoundException('Local sign-in is off: this server uses Clerk.');
    return { token: await this.verifier.identity.signSession(body) };
  }

  @Get('me')
  me(@CurrentCaller() caller: Caller): MeView {
    return {
      user: { id: caller.userId, fullName: caller.fullName, email: caller.email },
      organization: {
        id: caller.orgId,
        name: caller.orgName || caller.orgSlug || caller.orgId,
        slug: caller.orgSlug,
        role: caller.role,
        permissions: caller.permissions,
      },
      identityMode: this.verifier.mode,
    };
  }
}
