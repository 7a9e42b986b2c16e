// Read-model documents of travelers as the API answers them: passport numbers masked for everyone but admins.
import { withMaskedPassport } from '@tourops/domain';
import type { TravelerDocument } from '@tourops/projections';
import type { Role, TravelerView } from '@tourops/contracts';

export const seesPassportNumbers = (role: Role) => role === 'org:admin';

export function toTravelerView(document: TravelerDocument, role: Role): TravelerView {
  const view: TravelerView = {
    id: document.id,
    firstName: document.firstName,
    lastName: document.lastName,
    email: document.email,
    phone: document.phone,
    nationality: document.nationality,
    dateOfBirth: document.dateOfBirth,
    passport: document.passport,
    dietaryNotes: document.dietaryNotes,
    medicalNotes: document.medicalNotes,
    emergencyContact: document.emergencyContact,
    tags: document.tags,
    tourIds: document.tourIds,
    deleted: document.deleted,
    erased: document.erased === true,
    createdBy: document.createdBy,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    revision: document.revision,
  };
  return seesPassportNumbers(role) ? view : withMaskedPassport(view);
}


/** Masks passport numbers inside recorded event data (a registration, or changed details) for non-admins. */
export function maskedEventData(data: unknown, role: Role): unknown {
  if (seesPassportNumbers(role) || typeof data !== 'object' || data === null) return data;
  const record = data as { passport?: { number: string; expiry: string } | null; changes?: { passport?: { number: string; expiry: string } | null } };
  let masked: Record<string, unknown> = record as Record<string, unknown>;
  if (record.passport) masked = withMaskedPassport(record as { passport: { number: string; expiry: string } });
  if (record.changes?.passport) masked = { ...masked, changes: withMaskedPassport(record.changes as { passport: { number: string; expiry: string } }) };
  return masked;
}
