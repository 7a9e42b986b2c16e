// Writes records as CSV (RFC 4180): CRLF line ends, quotes where needed, a BOM for spreadsheets, formulas neutralized.

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula ('=SUM(..)', '@cmd', '-2+3') gets a leading apostrophe. A phone number
 * such as '+49 170 …' or a negative number is left alone: '+' and '-' followed by a digit or space are data.
 */
export function neutralizeFormula(value: string): string {
  if (/^[=@\t\r]/.test(value) || /^[+-](?![\d\s]|$)/.test(value)) return `'${value}`;
  return value;
}

/** Undoes neutralizeFormula for a cell read back from a file this API wrote. */
export function restoreFormula(value: string): string {
  return /^'(?:[=@\t\r]|[+-](?![\d\s]|$))/.test(value) ? value.slice(1) : value;
}

function cell(value: string): string {
  const safe = neutralizeFormula(value);
  return /[",\r\n;]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(records: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  const body = records.map((fields) => fields.map(cell).join(',') + '\r\n').join('');
  return (options.bom === false ? '' : BOM) + body;
}
