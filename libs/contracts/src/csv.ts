// The one CSV writer of every export, server and browser (csv-stringify): text cells a spreadsheet would run as a formula neutralised, ';' quoted (ADR 0036).
import { stringify } from 'csv-stringify/sync';

/** A cell as the exports hold it: text (user input, neutralised), a number the product computed (left a number), or nothing. */
export type CsvCell = string | number | null;

/**
 * What a spreadsheet reads as the start of a formula (OWASP CSV injection): = + - @, a tab, a carriage return, and the
 * full-width = + - @ some spreadsheets fold to them. Leading apostrophes are counted too, so a text that already starts
 * with one gets another and restoreFormula gives it back exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe: '=SUM(A1)', '+39 055 …', '-2+3+cmd|…' alike. */
export const neutralizeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Undoes neutralizeFormula for a cell read back from a file the product wrote (an exported file imported again). */
export const restoreFormula = (text: string): string => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

const BOM = '\uFEFF';

/**
 * Rows as CSV text, each ended by CRLF. Quotes a cell holding ',', '"', a line break, ';' (a separator in many locales'
 * spreadsheets) or leading/trailing spaces (which readers trim). Text is neutralised; numbers are written as numbers.
 */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    // quote_record_delimiter: a lone \n or \r is quoted too, not only the CRLF that ends rows.
    { record_delimiter: 'windows', quote_record_delimiter: true, quoted_match: [';', /^\s/, /\s$/], cast: { string: neutralizeFormula } },
  );
}

/** A whole CSV file: a byte order mark (so spreadsheets read UTF-8) and the rows. */
export const csvFile = (rows: readonly (readonly CsvCell[])[]): string => BOM + csvRows(rows);
