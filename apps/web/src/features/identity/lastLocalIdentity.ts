// The details last used on the local sign-in form (never the token), to prefill it next time.
import type { Role } from '@tourops/contracts';
import { organizationIdOf } from './localIdentityIds';

export interface LocalIdentityDetails {
  name: string;
  email: string;
  organizationName: string;
  organizationId: string;
  role: Role;
}

const STORAGE_KEY = 'tourops.localIdentity';
const ROLES: readonly string[] = ['org:admin', 'org:member', 'org:auditor'];

const EMPTY: LocalIdentityDetails = { name: '', email: '', organizationName: '', organizationId: '', role: 'org:admin' };

export function readLastLocalIdentity(): LocalIdentityDetails {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LocalIdentityDetails> | null;
    if (!stored || typeof stored !== 'object') return EMPTY;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const organizationName = text(stored.organizationName);
    return {
      name: text(stored.name),
      email: text(stored.email),
      organizationName,
      organizationId: text(stored.organizationId) || organizationIdOf(organizationName),
      role: ROLES.includes(stored.role ?? '') ? (stored.role as Role) : 'org:admin',
    };
  } catch {
    return EMPTY;
  }
}

export function rememberLocalIdentity(details: LocalIdentityDetails): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // storage unavailable: the form starts empty next time
  }
}
