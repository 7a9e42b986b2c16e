// Reads CSV text (RFC 4180) into records: quoted fields, doubled quotes, line breaks in quotes, BOM, CRLF/LF/CR, ',' or ';'.

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

/** Every record of the text, blank lines left out (but counted in row numbers). */
export function parseCsv(input: string, delimiter: ',' | ';' = detectDelimiter(input.startsWith(BOM) ? input.slice(1) : input)): CsvRecord[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let row = 1;
  let i = 0;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ row, fields });
    fields = [];
    row++;
  };

  while (i < text.length) {
    const char = text[i];
    if (char === '"' && !fieldStarted) {
      fieldStarted = true;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(row, 'a quoted field is never closed.');
        const inner = text[i];
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (inner === '\r' || inner === '\n') {
          if (inner === '\r' && text[i + 1] === '\n') i++;
          field += '\n';
          i++;
          continue;
        }
        field += inner;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n')
        throw new CsvSyntaxError(row, `unexpected ${JSON.stringify(next)} after a closing quote; double the quotes inside a quoted field.`);
      continue;
    }
    if (char === delimiter) {
      endField();
      i++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    i++;
  }
  if (field !== '' || fieldStarted || fields.length > 0) endRecord();
  return records;
}
