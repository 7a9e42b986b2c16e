// The reason an admin must give to erase a person (traveler or field staff member).
import { invalid } from './decider';

export const ERASURE_REASON_LENGTH = { min: 3, max: 500 } as const;

/** The reason, trimmed; invalid (naming `reason`) when it is missing, too short or too long. */
export function erasureReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  const { min, max } = ERASURE_REASON_LENGTH;
  if (trimmed.length < min) throw invalid('Say why this person is erased.', { reason: `The reason is required, at least ${min} characters.` });
  if (trimmed.length > max) throw invalid('The reason is too long.', { reason: `The reason has at most ${max} characters.` });
  return trimmed;
}
