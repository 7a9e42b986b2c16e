// Travelers CSV over HTTP: a preview that shows every bad row and writes nothing, importing a 20-traveler manifest, and the export.
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let member: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'acme');
  member = await invitedSignIn(server, admin, 'org:member');
});
afterAll(() => server.close());

const HEADER = 'firstName,lastName,email,phone,nationality,dateOfBirth,passportNumber,passportExpiry,dietaryNotes,medicalNotes,emergencyContactName,emergencyContactPhone,emergencyContactRelation,tags';

async function createTour(title = 'CSV tour') {
  const response = await api(server, admin, 'POST', '/api/tours', { title, startDate: '2030-09-01', endDate: '2030-09-10', timezone: 'Europe/Lisbon' });
  return response.body as { id: string; position: string };
}

async function exportCsv(session: Session, query = '') {
  const response = await fetch(`${server.baseUrl}/api/travelers/export.csv${query}`, { headers: { authorization: `Bearer ${session.token}` } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** 20 travelers as a spreadsheet saves them: BOM, CRLF, quoted fields with commas and quotes, tags split by ';'. */
function manifestCsv(): string {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return [
      `Guest${n}`,
      i === 0 ? '"O\'Brien, Jr."' : `Family${n}`,
      `guest${n}@manifest-import.test`,
      `+351 912 000 0${n}`,
      i % 2 === 0 ? 'pt' : 'BR',
      `19${60 + i}-0${(i % 9) + 1}-15`,
      i % 3 === 0 ? '' : `P${n}00000`,
      i % 3 === 0 ? '' : '2033-12-31',
      i === 1 ? '"Vegan, ""strict"""' : '',
      '',
      i === 2 ? 'Rita' : '',
      i === 2 ? '+351 900 000 000' : '',
      i === 2 ? 'Mother' : '',
      i % 4 === 0 ? 'group A;window seat' : 'group B',
    ].join(',');
  });
  return '\uFEFF' + [HEADER, ...rows].join('\r\n') + '\r\n';
}

describe('the import preview', () => {
  it('shows every row with its status and every bad row with its reasons, and writes nothing', async () => {
    const known = await api(server, admin, 'POST', '/api/travelers', {
      firstName: 'Known',
      lastName: 'Person',
      email: 'known@preview.test',
      nationality: 'FR',
      dateOfBirth: '1970-01-01',
    });
    const csv = [
      'First Name,Last Name,Email,Nationality,Date of birth,Passport number,Passport expiry,Tags',
      'Nina,New,nina@preview.test,no,1991-04-05,N123,2030-01-01,vip;early',
      'K.,Person,KNOWN@preview.test,FR,1970-01-01,,,',
      'Known,Person,,FR,1970-01-01,,,',
      ',Nameless,bad-email,Narnia,1990-02-30,,2030-01-01,vip;vip',
      'Nina,Again,nina@preview.test,NO,1992-01-01,,,',
      'Born,Tomorrow,,DE,2999-01-01,,,',
      '',
      'Old,Passport,,DE,1990-01-01,P1,1980-01-01,',
    ].join('\n');
    await api(server, member, 'GET', `/api/travelers/${known.body.id}?minPosition=${known.body.position}`);
    const preview = await api(server, member, 'POST', '/api/travelers/import/preview', { csv });
    expect(preview.status).toBe(200);
    expect(preview.body.columns).toEqual(['firstName', 'lastName', 'email', 'nationality', 'dateOfBirth', 'passportNumber', 'passportExpiry', 'tags']);
    expect(preview.body.counts).toEqual({ new: 1, existing: 2, invalid: 4 });
    const byRow = Object.fromEntries(preview.body.rows.map((row: { row: number }) => [row.row, row]));
    expect(byRow[2]).toMatchObject({ status: 'new', firstName: 'Nina', lastName: 'New' });
    expect(byRow[3]).toMatchObject({ status: 'existing', match: { id: known.body.id, name: 'Known Person', reason: 'same-email' } });
    expect(byRow[4]).toMatchObject({ status: 'existing', match: { id: known.body.id, reason: 'same-name-and-date-of-birth' } });
    expect(byRow[5]).toMatchObject({
      status: 'invalid',
      errors: {
        firstName: 'Required.',
        email: 'Must be an email address.',
        nationality: 'Must be an ISO 3166 alpha-2 country code, such as DE.',
        dateOfBirth: 'Must be a date as YYYY-MM-DD.',
        passportNumber: 'Required.',
        tags: 'Must not repeat a tag.',
      },
    });
    expect(byRow[6]).toMatchObject({ status: 'invalid', errors: { email: 'Same email as row 2.' } });
    expect(byRow[7].errors).toEqual({ dateOfBirth: expect.stringMatching(/^Must be on or before \d{4}-\d{2}-\d{2}\.$/) });
    expect(byRow[8]).toBeUndefined();
    expect(byRow[9].errors).toEqual({ passportExpiry: 'Must be after the date of birth.' });

    const list = await api(server, admin, 'GET', '/api/travelers?q=preview.test');
    expect(list.body.items.map((item: { email: string }) => item.email)).toEqual(['known@preview.test']);
  });

  it('answers a file it cannot read with a clear 400 naming the problem', async () => {
    const problems = [
      [{ csv: 'firstName,lastName\nAna,Silva' }, { csv: 'Missing columns: nationality, dateOfBirth.' }],
      [{ csv: 'firstName,lastName,nationality,dateOfBirth,shoeSize\nAna,Silva,PT,1990-01-01,42' }, { csv: 'Unknown column: shoeSize.' }],
      [{ csv: 'firstName,lastName,nationality,dateOfBirth\n"Ana,Silva,PT,1990-01-01' }, { csv: 'Row 2: a quoted field is never closed.' }],
      [{ csv: 'firstName,lastName,nationality,dateOfBirth\r\n\r\n' }, { csv: 'No rows after the header.' }],
      [{ csv: '' }, { csv: 'Required.' }],
      [{ text: 'a,b' }, { body: 'Unknown field: text.', csv: expect.any(String) }],
    ] as const;
    for (const [body, errors] of problems) {
      const response = await api(server, member, 'POST', '/api/travelers/import/preview', body);
      expect([response.status, response.headers.get('content-type'), response.body.errors]).toEqual([400, expect.stringContaining('application/problem+json'), errors]);
    }
  });

  it('previews 2,000 full rows, above the general body limit, and refuses a 2,001st', async () => {
    const row = (i: number) =>
      `Traveler${i},Surname${i},t${i}@limit.test,+49 170 ${i},DE,1980-01-01,P${i},2033-01-01,Vegetarian; no nuts please,Carries an inhaler,Contact ${i},+49 171 ${i},Partner,group;window`;
    const csv = [HEADER, ...Array.from({ length: 2000 }, (_, i) => row(i))].join('\r\n');
    expect(csv.length).toBeGreaterThan(256 * 1024);
    const preview = await api(server, member, 'POST', '/api/travelers/import/preview', { csv });
    expect([preview.status, preview.body.counts]).toEqual([200, { new: 2000, existing: 0, invalid: 0 }]);
    const tooMany = await api(server, member, 'POST', '/api/travelers/import/preview', { csv: `${csv}\r\n${row(2000)}` });
    expect([tooMany.status, tooMany.body.errors]).toEqual([400, { csv: 'At most 2000 rows.' }]);
  });

  it('refuses an unknown tour with 404 and a deleted one with 409', async () => {
    const csv = 'firstName,lastName,nationality,dateOfBirth\nA,B,DE,1990-01-01';
    expect((await api(server, member, 'POST', '/api/travelers/import/preview', { csv, tourId: '7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b' })).status).toBe(404);
    const tour = await createTour('Deleted before import');
    await api(server, admin, 'DELETE', `/api/tours/${tour.id}`);
    expect((await api(server, member, 'POST', '/api/travelers/import', { csv, tourId: tour.id })).status).toBe(409);
    expect((await api(server, admin, 'GET', '/api/travelers?q=a b')).body.items).toEqual([]);
  });
});

describe('importing a manifest', () => {
  let tour: { id: string };
  let position: string;

  it('previews, then imports 20 travelers into a tour, counts the 20 it added to the tour, and its manifest shows them at the answered position', async () => {
    tour = await createTour('Lisbon and Porto');
    const csv = manifestCsv();
    const preview = await api(server, member, 'POST', '/api/travelers/import/preview', { csv, tourId: tour.id });
    expect([preview.body.counts, preview.body.tour]).toEqual([{ new: 20, existing: 0, invalid: 0 }, { id: tour.id, title: 'Lisbon and Porto' }]);

    const imported = await api(server, member, 'POST', '/api/travelers/import', { csv, tourId: tour.id });
    expect(imported.status).toBe(200);
    expect(imported.body.counts).toEqual({ created: 20, assigned: 0, unchanged: 0, skipped: 0, failed: 0 });
    expect(imported.body.addedToTour).toBe(20);
    expect(imported.body.rows[0]).toEqual({ row: 2, outcome: 'created', travelerId: expect.any(String), addedToTour: true });
    position = imported.body.position;

    const manifest = await api(server, admin, 'GET', `/api/tours/${tour.id}/manifest?minPosition=${position}`);
    expect(manifest.body.travelers).toHaveLength(20);
    expect(manifest.body.counts).toMatchObject({ travelers: 20, withoutPassport: 7, withDietaryNotes: 1, nationalities: { PT: 10, BR: 10 } });
    const first = manifest.body.travelers.find((item: { firstName: string }) => item.firstName === 'Guest01');
    expect(first).toMatchObject({ lastName: "O'Brien, Jr.", nationality: 'PT', passport: null, tags: ['group A', 'window seat'], tourIds: [tour.id] });
    const second = manifest.body.travelers.find((item: { firstName: string }) => item.firstName === 'Guest02');
    expect(second).toMatchObject({ dietaryNotes: 'Vegan, "strict"', passport: { number: 'P0200000', expiry: '2033-12-31' } });
    const third = manifest.body.travelers.find((item: { firstName: string }) => item.firstName === 'Guest03');
    expect(third.emergencyContact).toEqual({ name: 'Rita', phone: '+351 900 000 000', relation: 'Mother' });
  });

  it('creates no duplicates when the same file comes again, and assigns the existing travelers to another tour', async () => {
    const again = await api(server, member, 'POST', '/api/travelers/import', { csv: manifestCsv(), tourId: tour.id });
    expect(again.body.counts).toEqual({ created: 0, assigned: 0, unchanged: 20, skipped: 0, failed: 0 });
    expect(again.body.addedToTour).toBe(0);
    const other = await createTour('Second departure');
    const preview = await api(server, member, 'POST', '/api/travelers/import/preview', { csv: manifestCsv(), tourId: other.id });
    expect(preview.body.counts).toEqual({ new: 0, existing: 20, invalid: 0 });
    expect(preview.body.rows[0]).toMatchObject({ status: 'existing', onTour: false });
    const assigned = await api(server, member, 'POST', '/api/travelers/import', { csv: manifestCsv(), tourId: other.id });
    expect(assigned.body.counts).toMatchObject({ created: 0, assigned: 20 });
    expect(assigned.body.addedToTour).toBe(20);
    const manifest = await api(server, admin, 'GET', `/api/tours/${other.id}/manifest?minPosition=${assigned.body.position}`);
    expect(manifest.body.travelers).toHaveLength(20);
    expect((await api(server, admin, 'GET', '/api/travelers?q=manifest-import.test&limit=200')).body.items).toHaveLength(20);
  });

  it('imports the valid rows of a file with bad ones and reports the skipped ones', async () => {
    const csv = 'firstName,lastName,nationality,dateOfBirth\nGood,Row,DE,1990-01-01\nBad,Row,XX,1990-01-01\n';
    const result = await api(server, member, 'POST', '/api/travelers/import', { csv });
    expect(result.body.rows).toEqual([
      { row: 2, outcome: 'created', travelerId: expect.any(String), addedToTour: false },
      { row: 3, outcome: 'skipped', travelerId: null, addedToTour: false, errors: { nationality: 'Must be an ISO 3166 alpha-2 country code, such as DE.' } },
    ]);
  });

  it('exports the travelers the filters select as CSV, passports masked except for admins, and the export reads back as existing travelers', async () => {
    const asMember = await exportCsv(member, `?tourId=${tour.id}&minPosition=${position}`);
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get('content-type')).toContain('text/csv');
    expect(asMember.headers.get('content-disposition')).toContain('attachment');
    const lines = asMember.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(`id,${HEADER}`);
    expect(lines).toHaveLength(21);
    expect(lines.find((line) => line.includes('Guest02'))).toContain('••••0000');
    expect(asMember.text).not.toContain('P0200000');
    expect(lines.find((line) => line.includes('Guest01'))).toContain('"O\'Brien, Jr."');

    const asAdmin = await exportCsv(admin, `?tourId=${tour.id}&nationality=BR`);
    expect(asAdmin.text).toContain('P0200000');
    expect(asAdmin.text.trimEnd().split('\r\n')).toHaveLength(11);

    const roundTrip = await api(server, member, 'POST', '/api/travelers/import/preview', { csv: asAdmin.text });
    expect(roundTrip.body.counts).toEqual({ new: 0, existing: 10, invalid: 0 });
    expect((await exportCsv(member, '?sort=age')).status).toBe(400);
  });
});
