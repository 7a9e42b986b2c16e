// Specifications of the monitoring list's CSV: a tour column, each start as the local date, time and zone where it happens, no ids and no ISO instants, no live formula.
import { parse } from 'csv-parse/sync';
import { castle, flightToKansai, romeTransfer, subjectView } from './monitoring.fixtures';
import { SUBJECT_COLUMNS, subjectsCsv } from './subjectsCsv';

const rows = (csv: string): string[][] => parse(csv, { bom: true });
const column = (name: (typeof SUBJECT_COLUMNS)[number]) => SUBJECT_COLUMNS.indexOf(name);

describe('subjectsCsv', () => {
  const csv = subjectsCsv([castle, flightToKansai, romeTransfer], 'America/Los_Angeles');
  const [header, castleRow, flightRow, transferRow] = rows(csv);

  it('heads its columns with the tour, the local date, local time and time zone of each start', () => {
    expect(header).toEqual(['tour', 'subject', 'kind', 'local date', 'local time', 'time zone', 'provider', 'last check', 'outcome', 'next check', 'readings', 'level']);
  });

  it('writes an activity at 09:00 in Tokyo as 09:00 on 28 Nov in Asia/Tokyo, whoever reads it', () => {
    expect(castleRow.slice(0, 6)).toEqual(['Kansai in autumn', 'Weather: Guided visit: Osaka Castle', 'weather', '2026-11-28', '09:00', 'Asia/Tokyo']);
  });

  it('writes a flight’s start as its departure at its origin airport', () => {
    expect([flightRow[column('local date')], flightRow[column('local time')], flightRow[column('time zone')]]).toEqual(['2026-11-28', '08:05', 'Asia/Taipei']);
    expect(transferRow[column('time zone')]).toBe('Europe/Rome');
    expect(transferRow[column('local time')]).toBe('10:00');
  });

  it('writes checks on the reader’s clock, named, the provider and level in words', () => {
    expect(flightRow[column('last check')]).toBe('2026-11-26 02:55 Los Angeles');
    expect(flightRow[column('next check')]).toBe('2026-11-26 03:10 Los Angeles');
    expect(flightRow[column('provider')]).toBe('simulated data');
    expect(flightRow[column('readings')]).toBe('Departure delay 35 min (simulated)');
    expect(flightRow[column('level')]).toBe('ALERT');
  });

  it('shows no id and no ISO instant', () => {
    expect(csv).not.toMatch(/tour-tokyo|tour-rome|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('is a spreadsheet file: a byte order mark, CRLF line ends', () => {
    expect(csv.startsWith('\uFEFFtour,subject,kind,')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(5);
  });

  it('neutralises tour and segment titles a spreadsheet would run as formulas, and keeps a title with ; and quotes in one cell', () => {
    const payloads = ["+1+cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","x")', "-2+3+cmd|' /C calc'!A0", '@SUM(1+1)', '\t=1', 'Dinner; "chef\'s" table'];
    const subjects = payloads.map((title, index) =>
      subjectView({ id: `t/weather:${index}`, kind: 'weather', startsAt: '2026-11-28T00:00:00.000Z', date: '2026-11-28', title, tour: { id: 'tour-x', title, timeZone: 'Asia/Tokyo' } }),
    );
    const [, ...written] = rows(subjectsCsv(subjects, 'Europe/Rome'));
    expect(written.map((row) => row.length)).toEqual(payloads.map(() => SUBJECT_COLUMNS.length));
    expect(written.map((row) => row[column('tour')])).toEqual(payloads.map((title) => (/^[=+\-@\t]/.test(title) ? `'${title}` : title)));
    expect(written.map((row) => row[column('subject')])).toEqual(payloads.map((title) => `Weather: ${title}`));
  });
});
