// Small pieces of the history's sentences: field names, lists and statuses in words.

/** 'startTime' → 'start time', 'durationMinutes' → 'duration'. */
export function fieldWords(key: string): string {
  const special: Record<string, string> = { durationMinutes: 'duration', timezone: 'time zone', dateOfBirth: 'date of birth', daysOff: 'days off' };
  return special[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** ['a', 'b', 'c'] → 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const quoted = (text: string) => `“${text}”`;

/** 'IN_PROGRESS' → 'in progress'. */
export const statusWords = (status: string) => status.toLowerCase().replace(/_/g, ' ');

/** The name of a tour for a sentence: its title in quotes when known. */
export const tourWords = (title: string | undefined) => (title ? `the tour ${quoted(title)}` : 'a tour');

/** 'alert' → 'an alert', 'warning' → 'a warning'. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
