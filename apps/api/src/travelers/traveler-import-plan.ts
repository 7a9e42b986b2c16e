// Plans a CSV import without writing: reads the file, checks each row like a registration, and sorts rows into new, existing and invalid.
import { detailsProblems, invalid, personName, type TravelerDetails } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { travelerKeys } from '@tourops/projections';
import { IMPORT_ROW_LIMIT, travelerDetailsBody, type DuplicateMatch, type ImportPreviewRow } from '@tourops/contracts';
import { CsvSyntaxError, parseCsv } from './csv/csv-parser';
import { CsvHeaderError, columnOfField, isBlankRow, readHeader, readRow, rowToDetailsInput, type CsvRow } from './csv/traveler-csv-columns';
import { tourOpenToTravelers } from './tour-access';
import type { TravelerDirectory } from './traveler-directory';

export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export interface ImportFile {
  columns: string[];
  rows: CsvRow[];
}

/** The file's columns and its non-blank rows; a file that cannot be read at all is an ImportFileError. */
export function readImportFile(csv: string): ImportFile {
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportFileError(`The file is not valid CSV. ${error.message}`, { csv: error.message });
    throw error;
  }
  let header;
  try {
    header = readHeader(records[0]);
  } catch (error) {
    if (error instanceof CsvHeaderError) throw new ImportFileError(error.message, error.fields);
    throw error;
  }
  const rows = records
    .slice(1)
    .map((record) => readRow(record, header))
    .filter((row) => !isBlankRow(row));
  if (rows.length === 0) throw new ImportFileError('The file has a header but no travelers.', { csv: 'No rows after the header.' });
  if (rows.length > IMPORT_ROW_LIMIT)
    throw new ImportFileError(`The file has ${rows.length} travelers; one import takes at most ${IMPORT_ROW_LIMIT}. Split the file.`, {
      csv: `At most ${IMPORT_ROW_LIMIT} rows.`,
    });
  return { columns: header.filter((column): column is NonNullable<typeof column> => column !== null), rows };
}

export type CheckedRow = { row: CsvRow; details: TravelerDetails; errors?: undefined } | { row: CsvRow; details?: undefined; errors: Record<string, string> };

/** Checks a row as POST /api/travelers checks a body: the contract's zod schema, then every domain rule. Errors are keyed by column. */
export function checkRow(row: CsvRow, today: string): CheckedRow {
  const errors: Record<string, string> = {};
  if (row.extraCells > 0) errors.row = `Has ${row.extraCells} more cell${row.extraCells > 1 ? 's' : ''} than the header has columns.`;
  const input = rowToDetailsInput(row.cells);
  const parsed = travelerDetailsBody.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[columnOfField(issue.path.join('.'))] ??= issue.message;
  // The domain rules run on the row even when the shape is wrong, so the preview names every bad cell at once.
  const details = parsed.success ? parsed.data : { ...input, nationality: input.nationality.toUpperCase() };
  for (const problem of detailsProblems(details, today))
    for (const [field, message] of Object.entries(problem.fields ?? { row: problem.message })) errors[columnOfField(field)] ??= message;
  if (!parsed.success) return { row, errors };
  return Object.keys(errors).length > 0 ? { row, errors } : { row, details: parsed.data };
}

/** A traveler the read model already knows, as matching needs them. */
export interface KnownTraveler {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  tourIds: string[];
}

export type PlannedAction = { kind: 'register'; details: TravelerDetails } | { kind: 'assign'; travelerId: string } | { kind: 'none' };

export interface PlannedRow {
  preview: ImportPreviewRow;
  action: PlannedAction;
}

/**
 * Sorts checked rows: 'existing' when a known traveler has the row's email or its name and birth date (never a duplicate;
 * joins the tour when one is given), 'new' otherwise, 'invalid' when a check failed or an earlier new row is the same person.
 */
export function planImport(checked: readonly CheckedRow[], known: readonly KnownTraveler[], tourId?: string): PlannedRow[] {
  const knownByEmail = new Map<string, KnownTraveler>();
  const knownByIdentity = new Map<string, KnownTraveler>();
  for (const traveler of known) {
    const keys = travelerKeys(traveler);
    if (keys.emailKey !== '' && !knownByEmail.has(keys.emailKey)) knownByEmail.set(keys.emailKey, traveler);
    if (!knownByIdentity.has(keys.identityKey)) knownByIdentity.set(keys.identityKey, traveler);
  }
  const newByEmail = new Map<string, number>();
  const newByIdentity = new Map<string, number>();

  return checked.map(({ row, details, errors }): PlannedRow => {
    const cells = row.cells;
    const base = { row: row.row, firstName: cells.firstName, lastName: cells.lastName, email: cells.email, dateOfBirth: cells.dateOfBirth };
    if (!details) return { preview: { ...base, status: 'invalid', errors }, action: { kind: 'none' } };

    const keys = travelerKeys(details);
    const byEmail = keys.emailKey !== '' ? knownByEmail.get(keys.emailKey) : undefined;
    const existing = byEmail ?? knownByIdentity.get(keys.identityKey);
    if (existing) {
      const match: DuplicateMatch = { id: existing.id, name: personName(existing), reason: byEmail ? 'same-email' : 'same-name-and-date-of-birth' };
      const onTour = tourId ? existing.tourIds.includes(tourId) : undefined;
      return {
        preview: { ...base, status: 'existing', match, ...(tourId ? { onTour } : {}) },
        action: tourId && !onTour ? { kind: 'assign', travelerId: existing.id } : { kind: 'none' },
      };
    }

    const earlierByEmail = keys.emailKey !== '' ? newByEmail.get(keys.emailKey) : undefined;
    const earlier = earlierByEmail ?? newByIdentity.get(keys.identityKey);
    if (earlier !== undefined) {
      const errors: Record<string, string> = earlierByEmail !== undefined ? { email: `Same email as row ${earlier}.` } : { row: `Same name and date of birth as row ${earlier}.` };
      return { preview: { ...base, status: 'invalid', errors }, action: { kind: 'none' } };
    }
    if (keys.emailKey !== '') newByEmail.set(keys.emailKey, row.row);
    newByIdentity.set(keys.identityKey, row.row);
    return { preview: { ...base, status: 'new' }, action: { kind: 'register', details } };
  });
}

/** Reads, checks and plans the file against the travelers the read model knows; a tour must be open to travelers. */
export async function planTravelerImport(eventStore: EventStore, directory: TravelerDirectory, orgId: string, csv: string, today: string, tourId?: string) {
  const tour = tourId ? await tourOpenToTravelers(eventStore, orgId, tourId) : null;
  let file;
  try {
    file = readImportFile(csv);
  } catch (error) {
    if (error instanceof ImportFileError) throw invalid(error.message, error.fields);
    throw error;
  }
  const checked = file.rows.map((row) => checkRow(row, today));
  const known = await directory.knownLike(orgId, checked.flatMap((row) => (row.details ? [row.details] : [])));
  return { tour, columns: file.columns, planned: planImport(checked, known, tourId) };
}

/** How many of the values are each of the keys (every key counted, 0 included). */
export function countBy<K extends string>(keys: readonly K[], values: readonly K[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) counts[value]++;
  return counts;
}
