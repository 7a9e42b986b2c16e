// Validates a body or query against a zod schema from the contracts, answering 400 with field errors.
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from './errors';

@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly what = 'body',
  ) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? (this.what === 'body' ? undefined : {}));
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || this.what;
      const message = issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.` : issue.message;
      fields[path] ??= message;
    }
    const summary = Object.entries(fields).map(([path, message]) => `${path}: ${message}`).join(' ');
    throw new ValidationError(`The ${this.what} is not valid. ${summary}`, fields);
  }
}

export const validBody = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema, 'body');
export const validQuery = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema, 'query');
