// The erasure of a person (traveler or field staff member): the event it records and the reason an admin must give.
import { invalid } from './decider';

export type ErasedPersonKind = 'traveler' | 'field-staff';

/** Recorded on the person's own stream; their key is shredded after it, so their personal fields read "erased". */
export type PersonErasedEvent = {
  type: 'PersonErased';
  data: { personKind: ErasedPersonKind; personId: string; reason: string };
};

export const ERASURE_REASON_LENGTH = { min: 3, max: 500 } as const;

/** The reason, trimmed; invalid (naming `reason`) when it is missing, too short or too long. */
export function erasureReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  const { min, max } = ERASURE_REASON_LENGTH;
  if (trimmed.length < min) throw invalid('Say why this person is erased.', { reason: `The reason is required, at least ${min} characters.` });
  if (trimmed.length > max) throw invalid('The reason is too long.', { reason: `The reason has at most ${max} characters.` });
  return trimmed;
}
