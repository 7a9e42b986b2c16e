// The body of an erasure: why an admin erases a traveler or a field staff member (the domain checks its length).
import { z } from 'zod';

export const erasureBody = z.strictObject({
  reason: z.string({ error: 'Required: say why this person is erased, without repeating their personal data.' }),
});
export type ErasureBody = z.input<typeof erasureBody>;
