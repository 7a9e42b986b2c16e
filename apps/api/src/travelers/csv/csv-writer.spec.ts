// Specifications of the CSV writer: files that spreadsheets open safely and that parseCsv reads back unchanged.
import { parseCsv } from './csv-parser';
import { neutralizeFormula, restoreFormula, toCsv } from './csv-writer';

describe('toCsv', () => {
  it('writes CRLF line ends after a BOM, quoting only where needed', () => {
    expect(toCsv([['a', 'b'], ['1', 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it('doubles quotes and keeps line breaks inside quotes', () => {
    expect(toCsv([['say "hi"\nbye']], { bom: false })).toBe('"say ""hi""\nbye"\r\n');
  });

  it('quotes semicolons and surrounding spaces so no reader splits or trims them', () => {
    expect(toCsv([['vip;repeat', ' padded ']], { bom: false })).toBe('"vip;repeat"," padded "\r\n');
  });

  it('is read back unchanged by parseCsv', () => {
    const records = [
      ['firstName', 'notes', 'phone'],
      ['Zoë', 'Line one\r\nline "two", and three', '+49 170 1234567'],
      ['', '=not a formula', '-'],
    ];
    const read = parseCsv(toCsv(records)).map((record) => record.fields.map(restoreFormula));
    expect(read).toEqual([records[0], [records[1][0], 'Line one\nline "two", and three', records[1][2]], records[2]]);
  });
});

describe('neutralizeFormula', () => {
  it.each(['=1+1', '@SUM(A1)', '+A1', '-A1', '\tx'])('defuses %p', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each(['+49 170 1234567', '-12', 'Ana', '', '+', '-'])('leaves data such as %p alone', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});
