// The local directory adapter (local identity mode): writes on the directory stream, lists from the members and invitations read models.
import type { InvitationView, MemberView, Role, WriteResult } from '@tourops/contracts';
import type { MemberDirectoryCommand } from '@tourops/domain';
import type { ReadStore } from '@tourops/read-store';
import { INVITATIONS_COLLECTION, MEMBERS_COLLECTION, type InvitationDocument, type MemberDocument } from '@tourops/projections';
import { randomUUID } from 'node:crypto';
import type { MemberDirectoryStream } from '../identity/member-directory-stream';
import { OrganizationDirectory, type Invitee } from './organization-directory';

type Stored<T> = T & Record<string, unknown>;

export class LocalOrganizationDirectory extends OrganizationDirectory {
  readonly source = 'local' as const;

  constructor(
    private readonly directory: MemberDirectoryStream,
    private readonly readStore: ReadStore,
  ) {
    super();
  }

  async listMembers(orgId: string): Promise<MemberView[]> {
    const members = await this.readStore
      .forOrganization(orgId)
      .collection<Stored<MemberDocument>>(MEMBERS_COLLECTION)
      .find({ status: 'active' }, { sort: { fullName: 1, _id: 1 } });
    return members.map(({ userId, fullName, email, role, joinedAt, lastSignInAt }) => ({ userId, fullName, email, imageUrl: '', role, joinedAt, lastSignInAt }));
  }

  async listInvitations(orgId: string): Promise<InvitationView[]> {
    const invitations = await this.readStore
      .forOrganization(orgId)
      .collection<Stored<InvitationDocument>>(INVITATIONS_COLLECTION)
      .find({ status: 'pending' }, { sort: { invitedAt: -1, _id: 1 } });
    return invitations.map(({ invitationId, email, role, invitedAt }) => ({ id: invitationId, email, role, invitedAt }));
  }

  invite(orgId: string, { email, role }: Invitee, inviterUserId: string): Promise<WriteResult> {
    const invitationId = randomUUID();
    return this.run(orgId, invitationId, { type: 'InviteMember', data: { invitationId, email, role, invitedBy: inviterUserId } }, inviterUserId);
  }

  revokeInvitation(orgId: string, invitationId: string, actorId: string): Promise<WriteResult> {
    return this.run(orgId, invitationId, { type: 'RevokeInvitation', data: { invitationId } }, actorId);
  }

  changeRole(orgId: string, userId: string, role: Role, actorId: string): Promise<WriteResult> {
    return this.run(orgId, userId, { type: 'ChangeMemberRole', data: { userId, role } }, actorId);
  }

  removeMember(orgId: string, userId: string, actorId: string): Promise<WriteResult> {
    return this.run(orgId, userId, { type: 'RemoveMember', data: { userId } }, actorId);
  }

  private run(orgId: string, id: string, command: MemberDirectoryCommand, actorId: string): Promise<WriteResult> {
    return this.directory.execute(orgId, command, actorId, id);
  }
}
