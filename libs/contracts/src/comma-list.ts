// The one way a query names several values of a closed set: comma-separated, answered as a list in the set's own order.
import { z } from 'zod';

/** Each part one of `values` (blank parts ignored); unknown ones refused by name. */
export const commaList = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .max(500, 'At most 500 characters.')
    .transform((text, context) => {
      const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
      const unknown = parts.filter((part) => !(values as readonly string[]).includes(part));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `Unknown value${unknown.length > 1 ? 's' : ''} ${unknown.map((part) => JSON.stringify(part)).join(', ')}: use ${values.join(', ')} (comma-separated).` });
        return z.NEVER;
      }
      return values.filter((value) => parts.includes(value));
    });
