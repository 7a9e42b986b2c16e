// Specifications of the traveler CSV format: headers, rows to details, field errors to columns, travelers to rows.
import { parseCsv } from './csv-parser';
import { csvFile } from '@tourops/contracts';
import { CsvHeaderError, TRAVELER_CSV_COLUMNS, columnOfField, isBlankRow, readHeader, readRow, rowToDetailsInput, travelerToRow } from './traveler-csv-columns';

const record = (...fields: string[]) => ({ row: 1, fields });

describe('readHeader', () => {
  it('accepts the required columns in any order and spelling', () => {
    expect(readHeader(record('Date of birth', 'LAST_NAME', 'first name', 'nationality'))).toEqual(['dateOfBirth', 'lastName', 'firstName', 'nationality']);
  });

  it('ignores nameless columns, as a trailing separator makes', () => {
    expect(readHeader(record('firstName', 'lastName', 'nationality', 'dateOfBirth', ''))).toEqual(['firstName', 'lastName', 'nationality', 'dateOfBirth', null]);
  });

  it('names unknown columns', () => {
    expect(() => readHeader(record('firstName', 'lastName', 'nationality', 'dateOfBirth', 'shoeSize', 'Room'))).toThrow(
      new CsvHeaderError('Unknown columns: shoeSize, Room. The columns are: ' + TRAVELER_CSV_COLUMNS.join(', ') + '.', { csv: 'Unknown columns: shoeSize, Room.' }),
    );
  });

  it('names missing required columns', () => {
    expect(() => readHeader(record('firstName', 'email'))).toThrow(/Missing columns: lastName, nationality, dateOfBirth/);
  });

  it('refuses a column given twice', () => {
    expect(() => readHeader(record('firstName', 'lastName', 'nationality', 'dateOfBirth', 'First Name'))).toThrow('The column firstName appears twice.');
  });

  it('refuses an empty file', () => {
    expect(() => readHeader(undefined)).toThrow(CsvHeaderError);
  });
});

describe('reading a row', () => {
  const header = readHeader(record('firstName', 'lastName', 'nationality', 'dateOfBirth', 'passportNumber', 'passportExpiry', 'emergencyContactName', 'tags'));

  it('builds the details of a registration, splitting tags on semicolons', () => {
    const row = readRow({ row: 4, fields: [' Ana ', 'Silva', 'pt', '1990-01-01', 'P123', '2030-01-01', '', 'vip; repeat guest ;'] }, header);
    expect(row.row).toBe(4);
    expect(rowToDetailsInput(row.cells)).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: '',
      phone: '',
      nationality: 'pt',
      dateOfBirth: '1990-01-01',
      passport: { number: 'P123', expiry: '2030-01-01' },
      dietaryNotes: '',
      medicalNotes: '',
      emergencyContact: null,
      tags: ['vip', 'repeat guest'],
    });
  });

  it('keeps a half-filled passport or emergency contact, so the rules can say what is missing', () => {
    const row = readRow({ row: 2, fields: ['Ana', 'Silva', 'PT', '1990-01-01', '', '2030-01-01', 'Rui'] }, header);
    expect(rowToDetailsInput(row.cells)).toMatchObject({ passport: { number: '', expiry: '2030-01-01' }, emergencyContact: { name: 'Rui', phone: '', relation: '' } });
  });

  it('counts cells beyond the header and knows a blank row', () => {
    expect(readRow({ row: 2, fields: ['Ana', 'Silva', 'PT', '1990-01-01', '', '', '', '', 'extra'] }, header).extraCells).toBe(1);
    expect(isBlankRow(readRow({ row: 2, fields: ['', ' ', '', ''] }, header))).toBe(true);
  });
});

describe('columnOfField', () => {
  it.each([
    ['passport.expiry', 'passportExpiry'],
    ['emergencyContact.phone', 'emergencyContactPhone'],
    ['tags.2', 'tags'],
    ['email', 'email'],
    ['body', 'row'],
  ])('puts %p under %p', (field, column) => {
    expect(columnOfField(field)).toBe(column);
  });
});

describe('travelerToRow', () => {
  it('writes every column, and reads back into the same details', () => {
    const traveler = {
      id: 't-1',
      firstName: 'Zoë',
      lastName: 'Müller',
      email: 'zoe@example.org',
      phone: '+49 170 1234567',
      nationality: 'DE',
      dateOfBirth: '1988-07-02',
      passport: { number: 'C01X00T47', expiry: '2031-05-20' },
      dietaryNotes: 'Vegetarian, no nuts',
      medicalNotes: '',
      emergencyContact: { name: 'Jonas', phone: '+49 170 7654321', relation: 'Brother' },
      tags: ['vip', 'repeat guest'],
    };
    const [headerRecord, rowRecord] = parseCsv(csvFile([[...TRAVELER_CSV_COLUMNS], travelerToRow(traveler)]));
    const { id: _id, ...details } = traveler;
    expect(rowToDetailsInput(readRow(rowRecord, readHeader(headerRecord)).cells)).toEqual(details);
  });
});
