// Duplicate detection: which known travelers may be the same person as a candidate, by email or by name and date of birth.
import type { PossibleDuplicate, TravelerDetails } from './traveler';

type Identity = Pick<TravelerDetails, 'firstName' | 'lastName' | 'email' | 'dateOfBirth'>;

/** Lower case, accents and surrounding or repeated spaces removed: 'Zoë  Müller ' and 'zoe muller' match. */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Every existing traveler (other than the candidate itself) sharing the candidate's email, or its full name and date of birth. */
export function duplicateReasons(candidate: Identity & { id?: string }, existing: readonly (Identity & { id: string })[]): PossibleDuplicate[] {
  const email = normalizeEmail(candidate.email);
  const firstName = normalizeName(candidate.firstName);
  const lastName = normalizeName(candidate.lastName);
  return existing
    .filter((other) => other.id !== candidate.id)
    .flatMap((other): PossibleDuplicate[] => [
      ...(email !== '' && normalizeEmail(other.email) === email ? [{ id: other.id, reason: 'same-email' as const }] : []),
      ...(firstName !== '' &&
      lastName !== '' &&
      normalizeName(other.firstName) === firstName &&
      normalizeName(other.lastName) === lastName &&
      other.dateOfBirth === candidate.dateOfBirth
        ? [{ id: other.id, reason: 'same-name-and-date-of-birth' as const }]
        : []),
    ]);
}
