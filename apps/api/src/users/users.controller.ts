// HTTP routes of user management (admins only): members, roles and invitations of the caller's organization.
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { z } from 'zod';
import { changeUserRoleBody, directoryId, inviteUserBody, type InvitationListView, type MemberListView, type WriteResult } from '@tourops/contracts';
import { AllowRoles, CurrentCaller, type Caller } from '../identity/auth.guard';
import { ZodValidationPipe, validBody } from '../http/zod-validation.pipe';
import { MemberSockets } from '../realtime/member-sockets';
import { OrganizationDirectory } from './organization-directory';

const validId = new ZodValidationPipe(directoryId, 'id');

@Controller('api/users')
@AllowRoles('org:admin')
export class UsersController {
  constructor(
    private readonly directory: OrganizationDirectory,
    private readonly memberSockets: MemberSockets,
  ) {}

  @Get()
  async members(@CurrentCaller() caller: Caller): Promise<MemberListView> {
    return { source: this.directory.source, items: await this.directory.listMembers(caller.orgId) };
  }

  @Get('invitations')
  async invitations(@CurrentCaller() caller: Caller): Promise<InvitationListView> {
    return { source: this.directory.source, items: await this.directory.listInvitations(caller.orgId) };
  }

  @Post('invitations')
  @HttpCode(201)
  invite(@CurrentCaller() caller: Caller, @Body(validBody(inviteUserBody)) body: z.output<typeof inviteUserBody>): Promise<WriteResult> {
    return this.directory.invite(caller.orgId, body, caller.userId);
  }

  @Delete('invitations/:invitationId')
  revoke(@CurrentCaller() caller: Caller, @Param('invitationId', validId) invitationId: string): Promise<WriteResult> {
    return this.directory.revokeInvitation(caller.orgId, invitationId, caller.userId);
  }

  @Patch(':userId')
  changeRole(
    @CurrentCaller() caller: Caller,
    @Param('userId', validId) userId: string,
    @Body(validBody(changeUserRoleBody)) body: z.output<typeof changeUserRoleBody>,
  ): Promise<WriteResult> {
    return this.directory.changeRole(caller.orgId, userId, body.role, caller.userId);
  }

  /** The removed member's open sockets close at once, on every api process. */
  @Delete(':userId')
  async remove(@CurrentCaller() caller: Caller, @Param('userId', validId) userId: string): Promise<WriteResult> {
    const removed = await this.directory.removeMember(caller.orgId, userId, caller.userId);
    this.memberSockets.end(caller.orgId, userId);
    return removed;
  }
}
