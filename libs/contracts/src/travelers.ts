// Travelers: request bodies, queries and views, CSV import rows.
import { z } from 'zod';
import { TOUR_PERIODS, isCalendarDate, type DuplicateReason, type TravelerDetails } from '@tourops/domain';
import type { Problem } from './problem';
import type { HistoryEntry } from './history';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const calendarDate = z.string().trim().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD.');
/** Country codes are compared upper case; 'de' is taken as DE. The domain checks the code exists. */
const countryCode = z.string().trim().toUpperCase().max(2, 'Must be an ISO 3166 alpha-2 country code, such as DE.');
const uuid = (what: string) => z.string().uuid(`Must be a ${what} id.`);
const minPosition = z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional();

export const passportBody = z.strictObject({ number: text(40), expiry: calendarDate });
export const emergencyContactBody = z.strictObject({ name: text(200), phone: text(50), relation: text(100).default('') });
const tags = z.array(text(50).refine((tag) => !tag.includes(';'), 'A tag cannot contain ;.')).max(30, 'At most 30 tags.');

/** Every field of a traveler, each optional: the body of PATCH /api/travelers/{id}. */
export const changeTravelerBody = z.strictObject({
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  email: text(254).optional(),
  phone: text(50).optional(),
  nationality: countryCode.optional(),
  dateOfBirth: calendarDate.optional(),
  passport: passportBody.nullable().optional(),
  dietaryNotes: text(2000).optional(),
  medicalNotes: text(2000).optional(),
  emergencyContact: emergencyContactBody.nullable().optional(),
  tags: tags.optional(),
});
export type ChangeTravelerBody = z.input<typeof changeTravelerBody>;

/** A traveler's details as the API validates them; the domain then checks the rules (names, email, country, dates). */
export const travelerDetailsBody = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  email: text(254).default(''),
  phone: text(50).default(''),
  nationality: countryCode,
  dateOfBirth: calendarDate,
  passport: passportBody.nullable().default(null),
  dietaryNotes: text(2000).default(''),
  medicalNotes: text(2000).default(''),
  emergencyContact: emergencyContactBody.nullable().default(null),
  tags: tags.default([]),
});

export const createTravelerBody = travelerDetailsBody.extend({
  /** The operator saw the possible duplicates and registers the traveler anyway. */
  allowDuplicate: z.boolean().default(false),
});
export type CreateTravelerBody = z.input<typeof createTravelerBody>;

export const TRAVELER_SORTS = ['name', 'updatedAt'] as const;

/** Filters shared by the list and the CSV export. */
const travelerFilters = {
  q: text(200).optional(),
  tag: text(50).optional(),
  nationality: countryCode.optional(),
  tourId: uuid('tour').optional(),
  /** The travelers on the tours running today, or departing in the next 7 days (each tour by its own zone's today). */
  tourPeriod: z.enum(TOUR_PERIODS).optional(),
  /** 'true': the removed travelers instead of the current ones. */
  deleted: z.enum(['true', 'false']).optional(),
  sort: z.enum(TRAVELER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  minPosition,
};

export const travelerListQuery = z.strictObject({
  ...travelerFilters,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});
export type TravelerListQuery = z.input<typeof travelerListQuery>;

export const travelerExportQuery = z.strictObject(travelerFilters);

/** Most data rows one CSV import takes. */
export const IMPORT_ROW_LIMIT = 2000;

export const importTravelersBody = z.strictObject({
  csv: z.string().min(1, 'Required.'),
  /** Assign every new and existing traveler of the file to this tour. */
  tourId: uuid('tour').optional(),
});
export type ImportTravelersBody = z.input<typeof importTravelersBody>;

export interface TravelerView extends TravelerDetails {
  id: string;
  tourIds: string[];
  deleted: boolean;
  /** Erased by an admin: every personal field reads "erased" (the passport and emergency contact null). */
  erased: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

/** A traveler who may be the same person as the one being registered. */
export interface DuplicateMatch {
  id: string;
  name: string;
  reason: DuplicateReason;
}

/** 409 of POST /api/travelers when the traveler may already exist: send allowDuplicate: true to register anyway. */
export interface DuplicateTravelerProblem extends Problem {
  duplicates: DuplicateMatch[];
}

export type TravelerHistoryEntry = HistoryEntry;

export interface TravelerTourView {
  id: string;
  title: string;
  status: string;
  startDate: string;
  endDate: string;
  deleted: boolean;
}

/** GET /api/travelers/{id}/tours: tours ending today or later, and tours that ended. */
export interface TravelerToursView {
  upcoming: TravelerTourView[];
  past: TravelerTourView[];
}

export interface ManifestCounts {
  travelers: number;
  withDietaryNotes: number;
  withMedicalNotes: number;
  withoutPassport: number;
  /** Passports that expire on or before the tour's last day. */
  passportExpiresByTourEnd: number;
  /** Travelers per nationality. */
  nationalities: Record<string, number>;
}

export interface TourManifestView {
  tour: { id: string; title: string; startDate: string; endDate: string; status: string; deleted: boolean };
  travelers: TravelerView[];
  counts: ManifestCounts;
}

export type ImportRowStatus = 'new' | 'existing' | 'invalid';

export interface ImportPreviewRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number;
  status: ImportRowStatus;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  /** For 'existing': the traveler the row matches, and how. */
  match?: DuplicateMatch;
  /** For 'existing' with a tour: already on it (nothing to do). */
  onTour?: boolean;
  /** For 'invalid': what is wrong, by field (a CSV column or 'row'). */
  errors?: Record<string, string>;
}

export interface ImportPreview {
  columns: string[];
  tour: { id: string; title: string } | null;
  rows: ImportPreviewRow[];
  counts: Record<ImportRowStatus, number>;
}

export type ImportRowOutcome = 'created' | 'assigned' | 'unchanged' | 'skipped' | 'failed';

export interface ImportResultRow {
  row: number;
  outcome: ImportRowOutcome;
  travelerId: string | null;
  /** Whether this import put the traveler on the tour (a new traveler registered and put on it, or one already known). */
  addedToTour: boolean;
  /** For 'skipped' (invalid) and 'failed' rows: why. */
  errors?: Record<string, string>;
}

export interface ImportResult {
  rows: ImportResultRow[];
  counts: Record<ImportRowOutcome, number>;
  /** How many travelers this import put on the tour, new and already known alike (0 without a tour). */
  addedToTour: number;
  /** The highest position written ('0' when nothing was): pass it as minPosition to read the import back. */
  position: string;
}
