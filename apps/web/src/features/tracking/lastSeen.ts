// How long ago a member was last seen, in words that fit a list row: "12 s ago", "4 min ago", "3 h ago".
import { formatRelative } from '../../shared/format';

export { useNow } from '../../shared/RelativeTime';

export const lastSeenAge = (lastSeenAt: string | null, now: number): string => (lastSeenAt ? formatRelative(lastSeenAt, Math.max(now, Date.parse(lastSeenAt))) : 'never reported');
