// Identity routes: how to sign in, local sign-in (development), and who the caller is.
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post } from '@nestjs/common';
import { devSessionBody, type IdentityConfigView, type MeView } from '@tourops/contracts';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import type { z } from 'zod';
import { validBody } from '../http/zod-validation.pipe';
import { CurrentCaller, Public, type Caller } from './auth.guard';
import { MemberDirectoryStream } from './member-directory-stream';
import { LocalTokenVerifier, TokenVerifier } from './token-verifier';

@Controller('api')
export class IdentityController {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly directory: MemberDirectoryStream,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('identity')
  @Public()
  identity(): IdentityConfigView {
    return { mode: this.verifier.mode, clerkPublishableKey: this.config.clerk?.publishableKey ?? null };
  }

  /**
   * Local identity only: a session token for whoever the developer says they are. The sign-in is recorded
   * in the organization's member directory, whose role wins: a member keeps theirs, an invited email gets
   * the invitation's, the first member of a new organization the role asked for; anyone else, a removed
   * member included, is refused (403) until an administrator invites them.
   */
  @Post('dev/session')
  @Public()
  @HttpCode(201)
  async devSession(@Body(validBody(devSessionBody)) body: z.output<typeof devSessionBody>) {
    if (!(this.verifier instanceof LocalTokenVerifier)) throw new NotFoundException('Local sign-in is off: this server uses Clerk.');
    const { userId, name, email, orgId, role } = body;
    await this.directory.execute(orgId, { type: 'RecordSignIn', data: { userId, fullName: name, email, requestedRole: role } }, userId, userId);
    const member = (await this.directory.state(orgId)).members[userId];
    return { token: await this.verifier.identity.signSession({ ...body, role: member?.role ?? role }) };
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
