// Reads CSV text into records on csv-parse: quoted fields, doubled quotes, line breaks in quotes, BOM, CRLF/LF/CR, ',' or ';'.
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  /** The row number a spreadsheet shows: the first record is row 1. */
  row: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(`Row ${row}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

const BOM = '\uFEFF';

/** ';' when the first line has more semicolons than commas outside quotes (spreadsheets in many locales save so), else ','. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** csv-parse's error in the words of the import: the row and what is wrong with it. */
function syntaxErrorOf(error: CsvError): CsvSyntaxError {
  // csv-parse counts the records read before the bad one; blank lines are records here, so this is the row.
  const row = (typeof error.records === 'number' ? error.records : 0) + 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new CsvSyntaxError(row, 'a quoted field is never closed.');
    case 'CSV_INVALID_CLOSING_QUOTE': {
      const after = /got "(.*)" at line/.exec(error.message)?.[1];
      return new CsvSyntaxError(row, `unexpected ${after === undefined ? 'text' : JSON.stringify(after)} after a closing quote; double the quotes inside a quoted field.`);
    }
    case 'INVALID_OPENING_QUOTE':
      return new CsvSyntaxError(row, 'a quote inside a field that does not start with one; put the whole field in quotes and double the quotes inside it.');
    default:
      return new CsvSyntaxError(row, `${error.message}.`);
  }
}

/** Every record of the text, blank lines left out (but counted in row numbers). */
export function parseCsv(input: string, delimiter: ',' | ';' = detectDelimiter(input.startsWith(BOM) ? input.slice(1) : input)): CsvRecord[] {
  let records: string[][];
  try {
    // Blank lines are kept as records, so that every record's index is the row a spreadsheet shows.
    records = parse(input, { bom: true, delimiter, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw syntaxErrorOf(error);
    throw error;
  }
  return records
    .map((fields, index) => ({ row: index + 1, fields: fields.map((field) => field.replace(/\r\n?/g, '\n')) }))
    .filter((record) => !(record.fields.length === 1 && record.fields[0] === ''));
}
