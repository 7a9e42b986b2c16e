// Zod's issues in our words: a short message per field ("Must be at most 200 characters.") and a sentence naming it for the detail.
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
  date: 'a date',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  uuid: 'an id as returned by the API (a UUID)',
  guid: 'an id as returned by the API (a UUID)',
  url: 'a URL',
  date: 'a date as YYYY-MM-DD',
  time: 'a time as HH:MM',
  datetime: 'an ISO-8601 date and time',
  regex: 'in the expected format',
};

function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'number' && Number.isInteger(input)) return 'a whole number';
  return TYPE_NAMES[typeof input] ?? typeof input;
}

const plural = (count: number | bigint, noun: string) => `${count} ${noun}${Number(count) === 1 ? '' : 's'}`;

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const big = issue.code === 'too_big';
  const limit = big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum;
  const bound = big ? (issue.inclusive === false ? 'less than' : 'at most') : issue.inclusive === false ? 'more than' : 'at least';
  switch (issue.origin) {
    case 'string':
      return !big && Number(limit) === 1 ? 'Required.' : `Must be ${bound} ${plural(limit, 'character')}.`;
    case 'array':
    case 'set':
      return !big && Number(limit) === 1 ? 'Must have at least one entry.' : `Must have ${bound} ${plural(limit, 'entry').replace('entrys', 'entries')}.`;
    default:
      return `Must be ${bound} ${String(limit)}.`;
  }
}

/** The message of an issue the schema gave no message of its own; used as zod's per-parse error map. */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required.';
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}, not ${typeOf(issue.input)}.`;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return `Must be ${FORMAT_NAMES[issue.format] ?? `a valid ${issue.format}`}.`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${JSON.stringify(issue.values[0])}.` : `Must be one of ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return 'Does not match any of the accepted shapes.';
    case 'invalid_key':
      return 'Has a key that is not valid.';
    case 'invalid_element':
      return 'Has an entry that is not valid.';
    default:
      return 'Is not valid.';
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "title" + "Must be at most 200 characters." -> "title must be at most 200 characters". */
export function fieldSentence(field: string, message: string): string {
  const text = message.trim().replace(/\.$/, '');
  if (/^required$/i.test(text)) return `${field} is required`;
  if (/^(must|has|is|cannot|should|needs|contains) /i.test(text)) return `${field} ${lowerFirst(text)}`;
  if (/^at (most|least) /i.test(text)) return `${field} must be ${lowerFirst(text)}`;
  if (/^(unknown field|the )/i.test(text) || text.toLowerCase().startsWith(field.toLowerCase())) return text;
  return `${field}: ${text}`;
}
