// Specifications of the one CSV writer: given a cell, when an export writes it, then a spreadsheet opens it as data, never as a formula.
import { parse } from 'csv-parse/sync';
import { csvFile, csvRows, neutralizeFormula, restoreFormula, type CsvCell } from './csv';

/** What a reader (csv-parse, as spreadsheets split) finds in the written rows. */
const readBack = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });
const written = (...cells: CsvCell[]) => readBack(csvRows([cells]))[0];

describe('given a text cell starting with a character a spreadsheet takes for a formula', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example","click")'],
    ['+', "+1+cmd|' /C calc'!A0"],
    ['-', "-2+3+cmd|' /C calc'!A0"],
    ['@', "@SUM(1+1)*cmd|' /C calc'!A0"],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['a full-width =', '\uFF1D1+1'],
    ['a full-width +', '\uFF0B1+1'],
    ['a full-width -', '\uFF0D1+1'],
    ['a full-width @', '\uFF20SUM(A1)'],
  ])('when it starts with %s, then it is written with a leading apostrophe', (_lead, text) => {
    expect(written(text)).toEqual([`'${text}`]);
  });

  it('when it is a phone number or a negative amount typed as text, then it is neutralised too (they stay text)', () => {
    expect(written('+39 055 123 4567', '-12', '-')).toEqual(["'+39 055 123 4567", "'-12", "'-"]);
  });

  it('when it already starts with apostrophes before a lead character, then it gets one more, so reading back is exact', () => {
    expect(neutralizeFormula("'=1+1")).toBe("''=1+1");
    expect(restoreFormula(neutralizeFormula("'=1+1"))).toBe("'=1+1");
  });
});

describe('given a cell that is data', () => {
  it.each(['Ana', '', "'quoted", 'a=b', '1+1', 'Zoë Müller'])('when it is the text %p, then it is written as it is', (text) => {
    expect(written(text)).toEqual([text]);
  });

  it('when it is a number the product computed, negative or not, then it stays a number', () => {
    expect(csvRows([[-5, 0, 2.5]])).toBe('-5,0,2.5\r\n');
  });

  it('when it is nothing, then the cell is empty', () => {
    expect(csvRows([['a', null, 'b']])).toBe('a,,b\r\n');
  });
});

describe('given cells a reader could split or trim', () => {
  it('when a cell holds a semicolon, then it is quoted, so semicolon-separated spreadsheets keep it whole', () => {
    expect(csvRows([['vip;repeat', 'plain']])).toBe('"vip;repeat",plain\r\n');
  });

  it('when a cell holds commas, quotes, line breaks or surrounding spaces, then it is quoted and read back unchanged', () => {
    const cells = ['Silva, Ana', 'says "hi"', 'line one\r\nline two', ' padded '];
    expect(csvRows([cells])).toBe('"Silva, Ana","says ""hi""","line one\r\nline two"," padded "\r\n');
    expect(written(...cells)).toEqual(cells);
  });

  it('when a cell holds a lone line feed or carriage return, then it is quoted and stays one cell', () => {
    expect(csvRows([['a\nb', 'c\rd']])).toBe('"a\nb","c\rd"\r\n');
  });
});

describe('given a whole file', () => {
  it('when written, then it starts with a byte order mark and ends every row with CRLF', () => {
    expect(csvFile([['a', 'b'], ['1', 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it('when a neutralised file is read back, then restoreFormula gives every text as it was', () => {
    const rows = [['firstName', 'phone', 'notes'], ['Zoë', '+49 170 1234567', '=not a formula'], ['', '-', "'=kept"]];
    expect(readBack(csvFile(rows)).map((row) => row.map(restoreFormula))).toEqual(rows);
  });
});
