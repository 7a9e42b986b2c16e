// Display names of the organization roles.
import type { Role } from '@tourops/contracts';

const LABELS: Record<Role, string> = { 'org:admin': 'Administrator', 'org:member': 'Member', 'org:auditor': 'Auditor' };

export const roleLabel = (role: string) => LABELS[role as Role] ?? role;
export const ROLE_OPTIONS = (Object.keys(LABELS) as Role[]).map((value) => ({ value, label: LABELS[value] }));
