// How long ago a member last signed in, in words that fit a table cell: "just now", "5 min ago", "3 days ago", "never".

export function signInAge(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'never';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 'unknown';
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 60) return `${days} days ago`;
  return `${Math.floor(days / 30)} months ago`;
}
