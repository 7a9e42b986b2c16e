// Specifications of the CSV reader: what spreadsheets and hand-written files send.
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv-parser';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('reads plain records', () => {
    expect(fieldsOf('a,b,c\n1,2,3\n')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
  });

  it('reads CRLF and lone CR line ends, and a last line without one', () => {
    expect(fieldsOf('a,b\r\n1,2\r3,4')).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
  });

  it('drops a leading byte order mark', () => {
    expect(fieldsOf('\uFEFFfirstName,lastName\r\nAna,Silva\r\n')).toEqual([['firstName', 'lastName'], ['Ana', 'Silva']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('name,notes\r\n"Silva, Ana","Says ""hi""\r\nand bye"\r\n')).toEqual([
      ['name', 'notes'],
      ['Silva, Ana', 'Says "hi"\nand bye'],
    ]);
  });

  it('keeps empty fields, quoted or not', () => {
    expect(fieldsOf('a,,""\n,\n')).toEqual([['a', '', ''], ['', '']]);
  });

  it('leaves out blank lines but counts them in row numbers, one row per record even when a field spans lines', () => {
    expect(parseCsv('h1,h2\n\n"x\ny",1\n\nz,2\n')).toEqual([
      { row: 1, fields: ['h1', 'h2'] },
      { row: 3, fields: ['x\ny', '1'] },
      { row: 5, fields: ['z', '2'] },
    ]);
  });

  it('reads semicolon-separated files, as spreadsheets save them in many locales', () => {
    expect(fieldsOf('firstName;lastName;tags\nAna;Silva;"vip;repeat"\n')).toEqual([['firstName', 'lastName', 'tags'], ['Ana', 'Silva', 'vip;repeat']]);
  });

  it('refuses a quoted field that is never closed, naming the row', () => {
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(new CsvSyntaxError(2, 'a quoted field is never closed.'));
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/Row 2: unexpected "y" after a closing quote/);
  });

  it('refuses a quote inside a field that does not start with one, naming the row', () => {
    expect(() => parseCsv('a,b\nx,y"z\n')).toThrow(/Row 2: a quote inside a field that does not start with one/);
  });

  it('reads nothing from an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\r\n\r\n')).toEqual([]);
  });
});

describe('detectDelimiter', () => {
  it('looks at the first line only, outside quotes', () => {
    expect(detectDelimiter('a,b;c,d\nx;y;z;w')).toBe(',');
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
  });
});
