// Identity shapes: the local sign-in body, the roles, and who the API says you are.
import { z } from 'zod';

export const ROLES = ['org:admin', 'org:member', 'org:auditor'] as const;
export type Role = (typeof ROLES)[number];

const identifier = z.string().trim().min(1, 'Required.').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only.');

export const devSessionBody = z.strictObject({
  userId: identifier,
  name: z.string().trim().min(1, 'Required.').max(200),
  email: z.email('Must be an email address.').max(320),
  orgId: identifier,
  orgName: z.string().trim().min(1, 'Required.').max(200),
  role: z.enum(ROLES).default('org:admin'),
});
export type DevSessionBody = z.input<typeof devSessionBody>;

/** GET /api/me */
export interface MeView {
  user: { id: string; fullName: string; email: string };
  organization: { id: string; name: string; slug: string; role: Role; permissions: string[] };
  identityMode: 'local' | 'clerk';
}

/** GET /api/identity: how the web should sign in (no token needed). */
export interface IdentityConfigView {
  mode: 'local' | 'clerk';
  clerkPublishableKey: string | null;
}
