// Masking of passport numbers: everyone but admins sees only the last characters.
import type { Traveler } from './traveler';

const MASK = '••••';

/** 'X1234567' → '••••4567'. Short numbers show fewer characters, never more than half; the mask length never reveals the length. */
export function maskPassportNumber(number: string): string {
  const compact = number.replace(/\s+/g, '');
  if (compact === '') return '';
  const visible = Math.min(4, Math.floor(compact.length / 2));
  return MASK + compact.slice(compact.length - visible);
}

/** The traveler as a non-admin sees them: the passport number masked, its expiry kept. */
export function withMaskedPassport<T extends Pick<Traveler, 'passport'>>(traveler: T): T {
  return traveler.passport ? { ...traveler, passport: { ...traveler.passport, number: maskPassportNumber(traveler.passport.number) } } : traveler;
}
