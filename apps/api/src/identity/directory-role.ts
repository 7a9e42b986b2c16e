// Local identity: a session's role is the one the member directory holds now, not the one its token was signed with.
import { ForbiddenException } from '@nestjs/common';
import type { MemberDirectoryState } from '@tourops/domain';
import type { Principal } from './principal';

export const REMOVED_MEMBER = 'You are no longer a member of this organization; an administrator has to invite you again.';

/**
 * The principal with the directory's current role: a role change applies to tokens already issued,
 * a removed member's tokens are refused. A user the directory has never seen keeps the token's role.
 */
export function withDirectoryRole(principal: Principal, directory: MemberDirectoryState): Principal {
  const member = directory.members[principal.userId];
  if (!member) return principal;
  if (member.status === 'removed') throw new ForbiddenException(REMOVED_MEMBER);
  return member.role === principal.role ? principal : { ...principal, role: member.role };
}
