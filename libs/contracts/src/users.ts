// User management: members, roles and invitations (request bodies, path ids and views).
import { z } from 'zod';
import { ROLES, type Role } from './identity';

/** Ids of users and invitations: the local directory's or Clerk's (user_..., orginv_...). */
export const directoryId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Must be an id as returned by the API.');

export const inviteUserBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('Must be an email address.').max(320, 'At most 320 characters.')),
  role: z.enum(ROLES, `Must be among ${ROLES.join(', ')}.`),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

export const changeUserRoleBody = z.strictObject({
  role: z.enum(ROLES, `Must be among ${ROLES.join(', ')}.`),
});
export type ChangeUserRoleBody = z.input<typeof changeUserRoleBody>;

/** GET /api/users: one member of the caller's organization. */
export interface MemberView {
  userId: string;
  fullName: string;
  email: string;
  /** '' when the member has no picture (the web shows initials). */
  imageUrl: string;
  role: Role;
  /** ISO instants. */
  joinedAt: string;
  lastSignInAt: string | null;
}

/** GET /api/users/invitations: a pending invitation. */
export interface InvitationView {
  id: string;
  email: string;
  role: Role;
  /** ISO instant. */
  invitedAt: string;
}

/** Where the users come from: Clerk's organization API, or the local directory (local identity mode). */
export type DirectorySource = 'clerk' | 'local';

export interface MemberListView {
  source: DirectorySource;
  items: MemberView[];
}

export interface InvitationListView {
  source: DirectorySource;
  items: InvitationView[];
}
