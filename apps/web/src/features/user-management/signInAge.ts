// How long ago a member last signed in, in words that fit a table cell: "just now", "5 min ago", "3 days ago", "never".
import { formatRelative } from '../../shared/format';

export const signInAge = (iso: string | null, now: number = Date.now()): string => (iso ? formatRelative(iso, Math.max(now, Date.parse(iso) || now)) : 'never');
