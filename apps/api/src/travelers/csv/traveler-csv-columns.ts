// The traveler CSV format: its columns, reading a header and a row into a traveler's details, writing a traveler as a row.
import type { TravelerDetails } from '@tourops/domain';
import { restoreFormula } from '@tourops/contracts';
import type { CsvRecord } from './csv-parser';

/** Every column, in the order an export writes them. Only the required ones must be in an imported file. */
export const TRAVELER_CSV_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'nationality',
  'dateOfBirth',
  'passportNumber',
  'passportExpiry',
  'dietaryNotes',
  'medicalNotes',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelation',
  'tags',
] as const;
export type TravelerCsvColumn = (typeof TRAVELER_CSV_COLUMNS)[number];

export const REQUIRED_CSV_COLUMNS: readonly TravelerCsvColumn[] = ['firstName', 'lastName', 'nationality', 'dateOfBirth'];

/** Tags share one cell, separated by ';'. */
export const TAG_SEPARATOR = ';';

/** 'First name', 'first_name' and 'FIRSTNAME' all name the firstName column. */
const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const COLUMN_BY_KEY = new Map<string, TravelerCsvColumn>(TRAVELER_CSV_COLUMNS.map((column) => [headerKey(column), column]));

export class CsvHeaderError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'CsvHeaderError';
  }
}

/** Which column each position of the file holds (null: a nameless column, ignored). */
export type CsvHeader = (TravelerCsvColumn | null)[];

export function readHeader(record: CsvRecord | undefined): CsvHeader {
  if (!record) throw new CsvHeaderError('The file is empty: it needs a header row and one row per traveler.', { csv: 'Missing header row.' });
  const header = record.fields.map((name) => (name.trim() === '' ? null : (COLUMN_BY_KEY.get(headerKey(name.trim())) ?? undefined)));
  const unknown = record.fields.filter((_name, index) => header[index] === undefined).map((name) => name.trim());
  if (unknown.length > 0)
    throw new CsvHeaderError(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are: ${TRAVELER_CSV_COLUMNS.join(', ')}.`, {
      csv: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
    });
  const known = header as CsvHeader;
  const repeated = known.filter((column, index) => column !== null && known.indexOf(column) !== index);
  if (repeated.length > 0) throw new CsvHeaderError(`The column ${repeated[0]} appears twice.`, { csv: `Repeated column: ${repeated[0]}.` });
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !known.includes(column));
  if (missing.length > 0)
    throw new CsvHeaderError(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. The first row must name the columns.`, {
      csv: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
    });
  return known;
}

export interface CsvRow {
  row: number;
  /** The row's cells by column ('' for a column the file lacks). */
  cells: Record<TravelerCsvColumn, string>;
  /** Cells beyond the header that hold something. */
  extraCells: number;
}

export function readRow(record: CsvRecord, header: CsvHeader): CsvRow {
  const cells = Object.fromEntries(TRAVELER_CSV_COLUMNS.map((column) => [column, ''])) as Record<TravelerCsvColumn, string>;
  header.forEach((column, index) => {
    if (column) cells[column] = restoreFormula(record.fields[index] ?? '').trim();
  });
  const extraCells = record.fields.slice(header.length).filter((value) => value.trim() !== '').length;
  return { row: record.row, cells, extraCells };
}

export const isBlankRow = (row: CsvRow) => row.extraCells === 0 && Object.values(row.cells).every((value) => value === '');

/** The row as the body of a registration (validated afterwards like one). */
export function rowToDetailsInput(cells: Record<TravelerCsvColumn, string>) {
  const hasPassport = cells.passportNumber !== '' || cells.passportExpiry !== '';
  const hasContact = cells.emergencyContactName !== '' || cells.emergencyContactPhone !== '' || cells.emergencyContactRelation !== '';
  return {
    firstName: cells.firstName,
    lastName: cells.lastName,
    email: cells.email,
    phone: cells.phone,
    nationality: cells.nationality,
    dateOfBirth: cells.dateOfBirth,
    passport: hasPassport ? { number: cells.passportNumber, expiry: cells.passportExpiry } : null,
    dietaryNotes: cells.dietaryNotes,
    medicalNotes: cells.medicalNotes,
    emergencyContact: hasContact ? { name: cells.emergencyContactName, phone: cells.emergencyContactPhone, relation: cells.emergencyContactRelation } : null,
    tags: cells.tags
      .split(TAG_SEPARATOR)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  };
}

const FIELD_COLUMNS: Record<string, TravelerCsvColumn> = {
  'passport.number': 'passportNumber',
  'passport.expiry': 'passportExpiry',
  passport: 'passportNumber',
  'emergencyContact.name': 'emergencyContactName',
  'emergencyContact.phone': 'emergencyContactPhone',
  'emergencyContact.relation': 'emergencyContactRelation',
  emergencyContact: 'emergencyContactName',
};

/** The CSV column a field path of the body or the domain ('passport.expiry', 'tags.2') belongs to. */
export function columnOfField(path: string): string {
  if (FIELD_COLUMNS[path]) return FIELD_COLUMNS[path];
  const [first] = path.split('.');
  return (TRAVELER_CSV_COLUMNS as readonly string[]).includes(first) ? first : 'row';
}

/** A traveler as an exported row, in TRAVELER_CSV_COLUMNS order. */
export function travelerToRow(traveler: TravelerDetails & { id: string }): string[] {
  const cells: Record<TravelerCsvColumn, string> = {
    id: traveler.id,
    firstName: traveler.firstName,
    lastName: traveler.lastName,
    email: traveler.email,
    phone: traveler.phone,
    nationality: traveler.nationality,
    dateOfBirth: traveler.dateOfBirth,
    passportNumber: traveler.passport?.number ?? '',
    passportExpiry: traveler.passport?.expiry ?? '',
    dietaryNotes: traveler.dietaryNotes,
    medicalNotes: traveler.medicalNotes,
    emergencyContactName: traveler.emergencyContact?.name ?? '',
    emergencyContactPhone: traveler.emergencyContact?.phone ?? '',
    emergencyContactRelation: traveler.emergencyContact?.relation ?? '',
    tags: traveler.tags.join(TAG_SEPARATOR),
  };
  return TRAVELER_CSV_COLUMNS.map((column) => cells[column]);
}
