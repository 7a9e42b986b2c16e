// Validates a body or query against a zod schema from the contracts, answering 400 with field errors in words.
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { entriesOf } from './body-entries';
import { ValidationError } from './errors';
import { fieldSentence, issueMessage } from './validation-messages';

const UNPAIRED_SURROGATE = 'Contains an unpaired UTF-16 surrogate (half of a character); send the text as valid Unicode.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed, ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Text that UTF-8 cannot store as sent (a lone surrogate) would be read back differently: refused, by path. */
function unpairedSurrogates(value: unknown, what: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value === 'string' && !wellFormed(value)) fields[what] = UNPAIRED_SURROGATE;
  for (const entry of entriesOf(value)) {
    const badKey = typeof entry.key === 'string' && !wellFormed(entry.key);
    if (badKey || (typeof entry.value === 'string' && !wellFormed(entry.value))) fields[entry.path()] ??= UNPAIRED_SURROGATE;
  }
  return fields;
}

function invalid(what: string, fields: Record<string, string>): ValidationError {
  const sentences = Object.entries(fields).map(([path, message]) => fieldSentence(path, message));
  return new ValidationError(`The ${what} is not valid: ${sentences.join('; ')}.`, fields);
}

@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly what = 'body',
  ) {}

  transform(value: unknown): z.output<S> {
    // No body is undefined; a body of JSON null was sent, and is checked like any other value.
    const input = this.what === 'body' ? value : (value ?? {});
    const broken = unpairedSurrogates(input, this.what);
    if (Object.keys(broken).length > 0) throw invalid(this.what, broken);
    const result = this.schema.safeParse(input, { error: issueMessage });
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join('.') || this.what] ??= issue.message;
    throw invalid(this.what, fields);
  }
}

export const validBody = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema, 'body');
export const validQuery = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema, 'query');
