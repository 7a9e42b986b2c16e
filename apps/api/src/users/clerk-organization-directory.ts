// The Clerk adapter: organization memberships and invitations through @clerk/backend's Backend API client.
import { BadGatewayException } from '@nestjs/common';
import type { ClerkClient, OrganizationInvitation, OrganizationMembership, User } from '@clerk/backend';
import type { InvitationView, MemberView, Role, WriteResult } from '@tourops/contracts';
import {
  conflict,
  decideMemberDirectory,
  directoryEmail,
  invalid,
  notFound,
  type MemberDirectoryCommand,
  type MemberDirectoryState,
  type MemberRole,
} from '@tourops/domain';
import { OrganizationDirectory, clerkWrite, type Invitee } from './organization-directory';

/** Clerk's page size limit is 500; 100 keeps each answer small. Users are looked up at most 100 ids at a time. */
const PAGE_SIZE = 100;

const iso = (milliseconds: number | null | undefined) => (typeof milliseconds === 'number' ? new Date(milliseconds).toISOString() : null);

interface ClerkErrorLike {
  status?: number;
  errors?: { code?: string; message?: string; longMessage?: string }[];
}

const isClerkError = (error: unknown): error is ClerkErrorLike =>
  typeof error === 'object' && error !== null && Array.isArray((error as ClerkErrorLike).errors);

/** Clerk's refusals in our words; anything unexpected is a 502 naming what Clerk said. */
function translate(error: unknown): never {
  if (!isClerkError(error)) throw error;
  const codes = (error.errors ?? []).map((entry) => entry.code ?? '');
  const said = (error.errors ?? []).map((entry) => entry.longMessage || entry.message).filter(Boolean).join(' ');
  if (codes.includes('already_a_member_in_organization')) throw conflict('This person is already a member of this organization.');
  if (codes.some((code) => code === 'duplicate_record' || code.includes('already_pending') || code.includes('already_exists')))
    throw conflict('This email is already invited; revoke that invitation to invite again.');
  if (codes.includes('organization_minimum_permissions_needed'))
    throw conflict('The organization would have no administrator left: make someone else an administrator first.');
  if (error.status === 404 || codes.includes('resource_not_found')) throw notFound('Clerk knows no such member or invitation in this organization.');
  if (codes.includes('form_param_format_invalid') || codes.includes('form_identifier_invalid')) throw invalid(`Clerk refused the request: ${said}`);
  throw new BadGatewayException(`Clerk's API answered ${error.status ?? 'without a status'}${said ? `: ${said.replace(/\.$/, '')}` : ''}.`);
}

async function clerk<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return translate(error);
  }
}

const fullNameOf = (membership: OrganizationMembership) => {
  const data = membership.publicUserData;
  return [data?.firstName, data?.lastName].filter(Boolean).join(' ').trim() || data?.identifier || '';
};

export class ClerkOrganizationDirectory extends OrganizationDirectory {
  readonly source = 'clerk' as const;

  constructor(private readonly client: ClerkClient) {
    super();
  }

  async listMembers(orgId: string): Promise<MemberView[]> {
    const memberships = await this.memberships(orgId);
    const users = await this.users(memberships.map((membership) => membership.publicUserData?.userId ?? '').filter(Boolean));
    return memberships
      .filter((membership) => membership.publicUserData?.userId)
      .map((membership) => {
        const data = membership.publicUserData!;
        const user = users.get(data.userId);
        return {
          userId: data.userId,
          fullName: fullNameOf(membership),
          email: user?.primaryEmailAddress?.emailAddress ?? data.identifier ?? '',
          imageUrl: data.hasImage ? (data.imageUrl ?? '') : '',
          role: membership.role as Role,
          joinedAt: iso(membership.createdAt) ?? '',
          lastSignInAt: iso(user?.lastSignInAt),
        };
      })
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.userId.localeCompare(b.userId));
  }

  async listInvitations(orgId: string): Promise<InvitationView[]> {
    return (await this.pendingInvitations(orgId))
      .map((invitation) => ({ id: invitation.id, email: invitation.emailAddress, role: invitation.role as Role, invitedAt: iso(invitation.createdAt) ?? '' }))
      .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  }

  async invite(orgId: string, { email, role }: Invitee, inviterUserId: string): Promise<WriteResult> {
    await this.check(orgId, { type: 'InviteMember', data: { invitationId: 'new', email, role, invitedBy: inviterUserId } });
    const invitation = await clerk(() =>
      this.client.organizations.createOrganizationInvitation({ organizationId: orgId, emailAddress: directoryEmail(email), role, inviterUserId }),
    );
    return clerkWrite(invitation.id);
  }

  async revokeInvitation(orgId: string, invitationId: string, actorId: string): Promise<WriteResult> {
    await this.check(orgId, { type: 'RevokeInvitation', data: { invitationId } });
    await clerk(() => this.client.organizations.revokeOrganizationInvitation({ organizationId: orgId, invitationId, requestingUserId: actorId }));
    return clerkWrite(invitationId);
  }

  async changeRole(orgId: string, userId: string, role: Role, _actorId: string): Promise<WriteResult> {
    const events = await this.check(orgId, { type: 'ChangeMemberRole', data: { userId, role } });
    if (events.length > 0) await clerk(() => this.client.organizations.updateOrganizationMembership({ organizationId: orgId, userId, role }));
    return clerkWrite(userId);
  }

  async removeMember(orgId: string, userId: string, _actorId: string): Promise<WriteResult> {
    await this.check(orgId, { type: 'RemoveMember', data: { userId } });
    await clerk(() => this.client.organizations.deleteOrganizationMembership({ organizationId: orgId, userId }));
    return clerkWrite(userId);
  }

  /** The same rules as the local directory, decided on what Clerk holds now (Clerk keeps some of them itself too). */
  private async check(orgId: string, command: MemberDirectoryCommand) {
    const [memberships, invitations] = await Promise.all([this.memberships(orgId), this.pendingInvitations(orgId)]);
    const state: MemberDirectoryState = { members: {}, invitations: {} };
    for (const membership of memberships) {
      const userId = membership.publicUserData?.userId;
      if (!userId) continue;
      const joinedAt = iso(membership.createdAt) ?? '';
      const email = directoryEmail(membership.publicUserData?.identifier ?? '');
      state.members[userId] = { userId, fullName: fullNameOf(membership), email, role: membership.role as MemberRole, joinedAt, lastSignInAt: joinedAt, status: 'active' };
    }
    for (const invitation of invitations)
      state.invitations[invitation.id] = {
        invitationId: invitation.id,
        email: directoryEmail(invitation.emailAddress),
        role: invitation.role as MemberRole,
        invitedBy: '',
        invitedAt: iso(invitation.createdAt) ?? '',
        status: 'pending',
      };
    return decideMemberDirectory(command, state, { now: new Date().toISOString() });
  }

  private async memberships(orgId: string): Promise<OrganizationMembership[]> {
    const all: OrganizationMembership[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await clerk(() => this.client.organizations.getOrganizationMembershipList({ organizationId: orgId, limit: PAGE_SIZE, offset }));
      all.push(...page.data);
      if (page.data.length < PAGE_SIZE || all.length >= page.totalCount) return all;
    }
  }

  private async pendingInvitations(orgId: string): Promise<OrganizationInvitation[]> {
    const all: OrganizationInvitation[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await clerk(() =>
        this.client.organizations.getOrganizationInvitationList({ organizationId: orgId, status: ['pending'], limit: PAGE_SIZE, offset }),
      );
      all.push(...page.data);
      if (page.data.length < PAGE_SIZE || all.length >= page.totalCount) return all;
    }
  }

  /** Users by id (for the last sign-in and primary email), 100 ids per call. */
  private async users(userIds: string[]): Promise<Map<string, User>> {
    const users = new Map<string, User>();
    for (let start = 0; start < userIds.length; start += PAGE_SIZE) {
      const chunk = userIds.slice(start, start + PAGE_SIZE);
      const page = await clerk(() => this.client.users.getUserList({ userId: chunk, limit: PAGE_SIZE }));
      for (const user of page.data) users.set(user.id, user);
    }
    return users;
  }
}
