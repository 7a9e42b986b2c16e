// The port behind user management: an organization's members and invitations, served by Clerk or by the local directory.
import { ServiceUnavailableException } from '@nestjs/common';
import type { InvitationView, MemberView, DirectorySource, Role, WriteResult } from '@tourops/contracts';

export interface Invitee {
  email: string;
  role: Role;
}

/**
 * Members and invitations of one organization. The orgId always comes from the verified caller.
 * Rules both adapters keep: inviting a member or an already invited email is a conflict, and the
 * last administrator can be neither demoted nor removed.
 */
export abstract class OrganizationDirectory {
  abstract readonly source: DirectorySource;
  abstract listMembers(orgId: string): Promise<MemberView[]>;
  /** Pending invitations, newest first. */
  abstract listInvitations(orgId: string): Promise<InvitationView[]>;
  /** Answers with the new invitation's id. */
  abstract invite(orgId: string, invitee: Invitee, inviterUserId: string): Promise<WriteResult>;
  abstract revokeInvitation(orgId: string, invitationId: string, actorId: string): Promise<WriteResult>;
  abstract changeRole(orgId: string, userId: string, role: Role, actorId: string): Promise<WriteResult>;
  abstract removeMember(orgId: string, userId: string, actorId: string): Promise<WriteResult>;
}

/** Clerk writes have no stream here: nothing for the read models to reach. */
export const clerkWrite = (id: string): WriteResult => ({ id, revision: 0, position: '0' });

/** Clerk sessions verified with CLERK_JWT_KEY alone: Clerk's Backend API, and so user management, needs the secret key. */
export class ClerkWithoutSecretKey extends OrganizationDirectory {
  readonly source = 'clerk' as const;
  private unavailable(): Promise<never> {
    return Promise.reject(new ServiceUnavailableException('User management needs CLERK_SECRET_KEY: this server only verifies Clerk sessions (CLERK_JWT_KEY).'));
  }
  listMembers = () => this.unavailable();
  listInvitations = () => this.unavailable();
  invite = () => this.unavailable();
  revokeInvitation = () => this.unavailable();
  changeRole = () => this.unavailable();
  removeMember = () => this.unavailable();
}
