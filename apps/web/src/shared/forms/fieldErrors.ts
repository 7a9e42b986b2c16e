// Field errors of a form: the server's problem `errors` (dotted paths) merged with the form's own checks.
import type { Problem } from '@tourops/contracts';

export type FieldErrors = Record<string, string>;

/** The server's errors for fields this form shows, and the rest as messages to list above the form. */
export function splitServerErrors(problem: Problem | null, shownFields: readonly string[]): { fields: FieldErrors; others: string[] } {
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(problem?.errors ?? {})) {
    const field = shownFields.find((name) => path === name || path.startsWith(`${name}.`) || name.startsWith(`${path}.`));
    if (field && !fields[field]) fields[field] = message;
    else others.push(`${path}: ${message}`);
  }
  return { fields, others };
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
