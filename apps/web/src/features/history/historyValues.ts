// How the history shows a value before or after a change: words for empties and lists, short text for the rest.

const MAX_LENGTH = 140;

function named(value: Record<string, unknown>): string | null {
  const parts = [value.date, value.title ?? value.name, value.startTime].filter((part) => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Ids say nothing to a reader (the field and the links name the thing); nested objects are told by their own field. */
const shownPart = (key: string, part: unknown) => key !== 'id' && !key.endsWith('Id') && part !== null && part !== '' && typeof part !== 'object';

export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(historyValue).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const text = named(record) ?? Object.entries(record).filter(([key, part]) => shownPart(key, part)).map(([key, part]) => `${key} ${String(part)}`).join(', ');
    return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text || '—';
  }
  const text = String(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
