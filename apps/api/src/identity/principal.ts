// Who is calling: the verified user and their active organization, read from either Clerk claim shape.
import { ROLES, type Role } from '@tourops/contracts';

export interface Principal {
  userId: string;
  /** Null when the session has no active organization. */
  orgId: string | null;
  orgSlug: string;
  orgName: string;
  /** The organization's logo, when the session carries one (an `org_image_url` claim); '' when not. */
  orgImageUrl: string;
  role: Role | null;
  permissions: string[];
  fullName: string;
  email: string;
}

type Claims = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 'admin' (v2 claims) and 'org:admin' (v1 claims) both name the admin role; unknown roles are no role. */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string' || value === '') return null;
  const role = value.startsWith('org:') ? value : `org:${value}`;
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** Reads v1 (`org_id`, `org_role`, `org_slug`, `org_permissions`) and v2 (`o: {id, rol, slg, per}`) session claims. */
export function principalFromClaims(claims: Claims): Principal {
  const v2 = typeof claims.o === 'object' && claims.o !== null ? (claims.o as Claims) : null;
  const orgId = text(v2 ? v2.id : claims.org_id) || null;
  const permissions = v2
    ? text(v2.per).split(',').filter(Boolean)
    : Array.isArray(claims.org_permissions)
      ? claims.org_permissions.filter((permission): permission is string => typeof permission === 'string')
      : [];
  return {
    userId: text(claims.sub),
    orgId,
    orgSlug: text(v2 ? v2.slg : claims.org_slug),
    orgName: text(claims.org_name),
    orgImageUrl: text(claims.org_image_url),
    role: normalizeRole(v2 ? v2.rol : claims.org_role),
    permissions,
    fullName: text(claims.name),
    email: text(claims.email),
  };
}
