// Travelers over HTTP: registration with duplicate detection, search and paging, masking per role, history, tours and manifests, tenancy and roles.
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;
let member: Session;
let auditor: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'acme');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
});
afterAll(() => server.close());

const traveler = (overrides: object = {}) => ({
  firstName: 'Zoë',
  lastName: 'Müller',
  email: 'zoe.mueller@example.org',
  phone: '+49 170 1234567',
  nationality: 'DE',
  dateOfBirth: '1988-07-02',
  passport: { number: 'C01X00T47', expiry: '2031-05-20' },
  dietaryNotes: 'Vegetarian.',
  medicalNotes: '',
  emergencyContact: { name: 'Jonas Müller', phone: '+49 170 7654321', relation: 'Brother' },
  tags: ['repeat guest'],
  ...overrides,
});

async function register(body: object, session = admin) {
  const response = await api(server, session, 'POST', '/api/travelers', body);
  expect([response.status, response.body]).toEqual([201, expect.objectContaining({ id: expect.any(String) })]);
  return response.body as { id: string; revision: number; position: string };
}

async function createTour(session: Session, body: object = {}) {
  const response = await api(server, session, 'POST', '/api/tours', { title: 'Alps by rail', startDate: '2030-06-01', endDate: '2030-06-07', timezone: 'Europe/Zurich', ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; position: string };
}

describe('registering travelers', () => {
  it('registers a traveler and reads them back at the write position', async () => {
    const created = await register(traveler({ email: 'first@example.org' }));
    expect(created).toEqual({ id: expect.any(String), revision: 0, position: expect.stringMatching(/^\d+$/) });
    const read = await api(server, admin, 'GET', `/api/travelers/${created.id}?minPosition=${created.position}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"0"');
    expect(read.body).toMatchObject({ ...traveler({ email: 'first@example.org' }), id: created.id, tourIds: [], deleted: false, createdBy: admin.userId });
  });

  it('answers bad input with field errors from the contract and from the domain rules, writing nothing', async () => {
    const shape = await api(server, admin, 'POST', '/api/travelers', traveler({ dateOfBirth: '02/07/1988', tags: 'vip' }));
    expect(shape.status).toBe(400);
    expect(shape.headers.get('content-type')).toContain('application/problem+json');
    expect(Object.keys(shape.body.errors).sort()).toEqual(['dateOfBirth', 'tags']);
    const rule = await api(server, admin, 'POST', '/api/travelers', traveler({ nationality: 'XX' }));
    expect([rule.status, rule.body.errors]).toEqual([400, { nationality: 'Must be an ISO 3166 alpha-2 country code, such as DE.' }]);
    const future = await api(server, admin, 'POST', '/api/travelers', traveler({ dateOfBirth: '2999-01-01' }));
    expect([future.status, Object.keys(future.body.errors)]).toEqual([400, ['dateOfBirth']]);
    const list = await api(server, admin, 'GET', '/api/travelers?q=zoe');
    expect(list.body.items.every((item: { email: string }) => item.email === 'first@example.org')).toBe(true);
  });

  it('refuses a possible duplicate with 409 listing the matches, and registers it when allowed', async () => {
    const original = await register(traveler({ firstName: 'Kenji', lastName: 'Sato', email: 'kenji@example.jp', dateOfBirth: '1975-11-30' }));
    await api(server, admin, 'GET', `/api/travelers?minPosition=${original.position}`);
    const sameEmail = await api(server, admin, 'POST', '/api/travelers', traveler({ firstName: 'K.', lastName: 'Sato', email: ' KENJI@example.jp ' }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.headers.get('content-type')).toContain('application/problem+json');
    expect(sameEmail.body).toMatchObject({ status: 409, detail: expect.stringContaining('Kenji Sato'), duplicates: [{ id: original.id, name: 'Kenji Sato', reason: 'same-email' }] });

    const sameIdentity = await api(server, admin, 'POST', '/api/travelers', traveler({ firstName: 'KENJI', lastName: 'sato', email: '', dateOfBirth: '1975-11-30' }));
    expect(sameIdentity.body.duplicates).toEqual([{ id: original.id, name: 'Kenji Sato', reason: 'same-name-and-date-of-birth' }]);

    const anyway = await register(traveler({ firstName: 'K.', lastName: 'Sato', email: 'kenji@example.jp', allowDuplicate: true }));
    const history = await wholeHistory(server, admin, `/api/travelers/${anyway.id}/history`);
    expect(history.body[0].data.acknowledgedDuplicates).toEqual([{ id: original.id, reason: 'same-email' }]);
  });
});

describe('changing, removing and restoring', () => {
  it('changes details with If-Match, refusing a stale revision', async () => {
    const created = await register(traveler({ email: 'change@example.org', firstName: 'Chang' }));
    const changed = await api(server, member, 'PATCH', `/api/travelers/${created.id}`, { phone: '+49 171 0000000', tags: ['vip'] }, { 'if-match': '"0"' });
    expect([changed.status, changed.body.revision]).toEqual([200, 1]);
    const stale = await api(server, member, 'PATCH', `/api/travelers/${created.id}`, { phone: '+1 555' }, { 'if-match': '"0"' });
    expect([stale.status, stale.body.currentRevision]).toEqual([409, 1]);
    const invalid = await api(server, member, 'PATCH', `/api/travelers/${created.id}`, { email: 'not-an-email' });
    expect([invalid.status, invalid.body.errors]).toEqual([400, { email: 'Must be an email address.' }]);
    const read = await api(server, admin, 'GET', `/api/travelers/${created.id}?minPosition=${changed.body.position}`);
    expect(read.body).toMatchObject({ phone: '+49 171 0000000', tags: ['vip'], revision: 1 });
  });

  it('removes a traveler softly, lists them among the removed, and restores them', async () => {
    const created = await register(traveler({ email: 'gone@example.org', firstName: 'Gone' }));
    const removed = await api(server, member, 'DELETE', `/api/travelers/${created.id}`);
    expect(removed.status).toBe(200);
    const current = await api(server, admin, 'GET', `/api/travelers?q=gone&minPosition=${removed.body.position}`);
    expect(current.body.items).toEqual([]);
    const gone = await api(server, admin, 'GET', '/api/travelers?q=gone&deleted=true');
    expect(gone.body.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
    expect((await api(server, admin, 'PATCH', `/api/travelers/${created.id}`, { phone: '1' })).status).toBe(409);
    const restored = await api(server, member, 'POST', `/api/travelers/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await api(server, admin, 'GET', `/api/travelers?q=gone&minPosition=${restored.body.position}`)).body.items).toHaveLength(1);
    expect((await api(server, admin, 'GET', '/api/travelers/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b')).status).toBe(404);
    expect((await api(server, admin, 'DELETE', '/api/travelers/not-an-id')).status).toBe(400);
  });
});

describe('searching, filtering and paging', () => {
  let position = '0';
  beforeAll(async () => {
    const people = [
      ['Ana', 'Álvarez', 'ES', ['vip']],
      ['Bruno', 'Bianchi', 'IT', []],
      ['Carla', 'Costa', 'PT', ['vip']],
      ['Dieter', 'Dorn', 'AT', []],
      ['Eve', 'Evans', 'GB', ['vip', 'wheelchair']],
    ] as const;
    for (const [firstName, lastName, nationality, tags] of people)
      position = (await register({ firstName, lastName, nationality, dateOfBirth: '1980-01-01', email: `${firstName.toLowerCase()}@paging.test`, tags: [...tags] })).position;
  });

  it('searches names and emails ignoring case and accents', async () => {
    const found = await api(server, admin, 'GET', `/api/travelers?q=ALVAREZ&minPosition=${position}`);
    expect(found.body.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Álvarez']);
    expect((await api(server, admin, 'GET', '/api/travelers?q=paging.test')).body.items).toHaveLength(5);
  });

  it('filters by tag and nationality', async () => {
    const vip = await api(server, admin, 'GET', '/api/travelers?q=paging.test&tag=vip');
    expect(vip.body.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Ana', 'Carla', 'Eve']);
    const italians = await api(server, admin, 'GET', '/api/travelers?q=paging.test&nationality=it');
    expect(italians.body.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Bruno']);
  });

  it('pages by name with cursors, counts every traveler the filters select, and sorts by last change', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { lastName: string }[]; nextCursor: string | null; total: number } } = await api(
        server,
        admin,
        'GET',
        `/api/travelers?q=paging.test&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      expect(page.body.total).toBe(5);
      seen.push(...page.body.items.map((item) => item.lastName));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Álvarez', 'Bianchi', 'Costa', 'Dorn', 'Evans']);
    const recent = await api(server, admin, 'GET', '/api/travelers?q=paging.test&sort=updatedAt&limit=1');
    expect(recent.body.items[0].lastName).toBe('Evans');
    expect((await api(server, admin, 'GET', '/api/travelers?cursor=bogus')).status).toBe(400);
    expect((await api(server, admin, 'GET', '/api/travelers?sort=age')).status).toBe(400);
  });
});

describe('passport numbers', () => {
  it('are shown to admins and masked for members and auditors everywhere', async () => {
    const tour = await createTour(admin);
    const created = await register(traveler({ email: 'passport@example.org', firstName: 'Pass', passport: { number: 'X1234567', expiry: '2032-01-01' } }));
    const assigned = await api(server, admin, 'POST', `/api/travelers/${created.id}/tours/${tour.id}`);
    await api(server, admin, 'PATCH', `/api/travelers/${created.id}`, { passport: { number: 'Y7654321', expiry: '2033-01-01' } });
    const at = `minPosition=${assigned.body.position}`;
    const asAdmin = await api(server, admin, 'GET', `/api/travelers/${created.id}?${at}`);
    expect(asAdmin.body.passport.number).toMatch(/^[XY]\d{7}$/);
    for (const session of [member, auditor]) {
      const details = await api(server, session, 'GET', `/api/travelers/${created.id}?${at}`);
      expect(details.body.passport.number).toMatch(/^••••\d{4}$/);
      const list = await api(server, session, 'GET', '/api/travelers?q=passport@example.org');
      expect(list.body.items[0].passport.number).toMatch(/^••••\d{4}$/);
      const manifest = await api(server, session, 'GET', `/api/tours/${tour.id}/manifest`);
      expect(manifest.body.travelers[0].passport.number).toMatch(/^••••\d{4}$/);
      const history = await wholeHistory(server, session, `/api/travelers/${created.id}/history`);
      expect(JSON.stringify(history.body)).not.toMatch(/X1234567|Y7654321/);
      expect(history.body.find((entry: { type: string }) => entry.type === 'TravelerDetailsChanged').data.changes.passport).toEqual({ number: '••••4321', expiry: '2033-01-01' });
    }
    const adminHistory = await wholeHistory(server, admin, `/api/travelers/${created.id}/history`);
    expect(adminHistory.body.map((entry: { type: string }) => entry.type)).toEqual(['TravelerRegistered', 'TravelerAssignedToTour', 'TravelerDetailsChanged']);
    expect(adminHistory.body[0]).toMatchObject({ revision: 0, actor: admin.userId, data: { passport: { number: 'X1234567' } } });
  });
});

describe('tours and manifests', () => {
  it('assigns travelers to a tour, lists them on its manifest by name with counts, and unassigns them', async () => {
    const tour = await createTour(member, { title: 'Manifest tour', endDate: '2030-06-07' });
    const zed = await register(traveler({ firstName: 'Zed', lastName: 'Zulu', email: 'zed@manifest.test', passport: { number: 'Z1', expiry: '2030-06-01' } }));
    const amy = await register(traveler({ firstName: 'Amy', lastName: 'Adams', email: 'amy@manifest.test', passport: null, dietaryNotes: '', nationality: 'US' }));
    await api(server, member, 'POST', `/api/travelers/${zed.id}/tours/${tour.id}`);
    const last = await api(server, member, 'POST', `/api/travelers/${amy.id}/tours/${tour.id}`);
    expect([last.status, last.body.id]).toEqual([200, amy.id]);
    const again = await api(server, member, 'POST', `/api/travelers/${amy.id}/tours/${tour.id}`);
    expect(again.body.revision).toBe(last.body.revision);

    const manifest = await api(server, auditor, 'GET', `/api/tours/${tour.id}/manifest?minPosition=${last.body.position}`);
    expect(manifest.status).toBe(200);
    expect(manifest.body.tour).toMatchObject({ id: tour.id, title: 'Manifest tour' });
    expect(manifest.body.travelers.map((item: { lastName: string }) => item.lastName)).toEqual(['Adams', 'Zulu']);
    expect(manifest.body.counts).toEqual({
      travelers: 2,
      withDietaryNotes: 1,
      withMedicalNotes: 0,
      withoutPassport: 1,
      passportExpiresByTourEnd: 1,
      nationalities: { US: 1, DE: 1 },
    });
    const byTour = await api(server, admin, 'GET', `/api/travelers?tourId=${tour.id}`);
    expect(byTour.body.items).toHaveLength(2);

    const off = await api(server, member, 'DELETE', `/api/travelers/${zed.id}/tours/${tour.id}`);
    expect(off.status).toBe(200);
    const after = await api(server, admin, 'GET', `/api/tours/${tour.id}/manifest?minPosition=${off.body.position}`);
    expect(after.body.travelers.map((item: { id: string }) => item.id)).toEqual([amy.id]);
  });

  it("splits a traveler's tours into upcoming and past", async () => {
    const past = await createTour(admin, { title: 'Last year', startDate: '2020-05-01', endDate: '2020-05-03' });
    const soon = await createTour(admin, { title: 'Soon', startDate: '2030-01-01', endDate: '2030-01-02' });
    const later = await createTour(admin, { title: 'Later', startDate: '2031-01-01', endDate: '2031-01-02' });
    const who = await register(traveler({ email: 'tours@example.org', firstName: 'Tourist' }));
    let position = '0';
    for (const tour of [later, past, soon]) position = (await api(server, admin, 'POST', `/api/travelers/${who.id}/tours/${tour.id}`)).body.position;
    const tours = await api(server, auditor, 'GET', `/api/travelers/${who.id}/tours?minPosition=${position}`);
    expect(tours.status).toBe(200);
    expect(tours.body.upcoming.map((tour: { title: string }) => tour.title)).toEqual(['Soon', 'Later']);
    expect(tours.body.past.map((tour: { title: string }) => tour.title)).toEqual(['Last year']);
  });

  it('refuses an unknown tour with 404 and a deleted tour with 409, but lets a traveler leave a deleted tour', async () => {
    const who = await register(traveler({ email: 'refused@example.org', firstName: 'Refused' }));
    expect((await api(server, admin, 'POST', `/api/travelers/${who.id}/tours/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b`)).status).toBe(404);
    const tour = await createTour(admin);
    await api(server, admin, 'POST', `/api/travelers/${who.id}/tours/${tour.id}`);
    await api(server, admin, 'DELETE', `/api/tours/${tour.id}`);
    const other = await register(traveler({ email: 'refused2@example.org', firstName: 'Refused2' }));
    const refused = await api(server, admin, 'POST', `/api/travelers/${other.id}/tours/${tour.id}`);
    expect([refused.status, refused.body.detail]).toEqual([409, 'The tour is deleted; restore it before adding travelers.']);
    expect((await api(server, admin, 'DELETE', `/api/travelers/${who.id}/tours/${tour.id}`)).status).toBe(200);
    expect((await api(server, admin, 'GET', '/api/tours/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b/manifest')).status).toBe(404);
  });
});

describe('roles', () => {
  it('lets auditors read travelers but answers every write with 403', async () => {
    const created = await register(traveler({ email: 'roles@example.org', firstName: 'Roles' }), member);
    const tour = await createTour(admin);
    expect((await api(server, auditor, 'GET', `/api/travelers/${created.id}?minPosition=${created.position}`)).status).toBe(200);
    expect((await api(server, auditor, 'GET', '/api/travelers')).status).toBe(200);
    expect((await wholeHistory(server, auditor, `/api/travelers/${created.id}/history`)).status).toBe(200);
    expect((await api(server, auditor, 'GET', '/api/travelers/export.csv')).status).toBe(200);
    const writes = [
      api(server, auditor, 'POST', '/api/travelers', traveler({ email: 'auditor@example.org' })),
      api(server, auditor, 'PATCH', `/api/travelers/${created.id}`, { phone: '' }),
      api(server, auditor, 'DELETE', `/api/travelers/${created.id}`),
      api(server, auditor, 'POST', `/api/travelers/${created.id}/restore`),
      api(server, auditor, 'POST', `/api/travelers/${created.id}/tours/${tour.id}`),
      api(server, auditor, 'DELETE', `/api/travelers/${created.id}/tours/${tour.id}`),
      api(server, auditor, 'POST', '/api/travelers/import/preview', { csv: 'firstName,lastName,nationality,dateOfBirth\nA,B,DE,1990-01-01' }),
      api(server, auditor, 'POST', '/api/travelers/import', { csv: 'firstName,lastName,nationality,dateOfBirth\nA,B,DE,1990-01-01' }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    const history = await wholeHistory(server, admin, `/api/travelers/${created.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['TravelerRegistered']);
  });
});

describe('tenancy', () => {
  it('shows organization B nothing of A, and lets B change or assign nothing of A', async () => {
    const b = await signIn(server, 'globex');
    const ofA = await register(traveler({ email: 'secret@acme.test', firstName: 'Secret' }));
    const tourOfA = await createTour(admin, { title: 'Tour of A' });
    const tourOfB = await createTour(b, { title: 'Tour of B' });
    const travelerOfB = (await api(server, b, 'POST', '/api/travelers', traveler({ email: 'own@globex.test' }))).body;
    const at = `minPosition=${travelerOfB.position}`;

    expect((await api(server, admin, 'GET', `/api/travelers?q=secret&${at}`)).body.items).toHaveLength(1);
    expect((await api(server, b, 'GET', `/api/travelers?q=secret&${at}`)).body.items).toEqual([]);
    expect((await api(server, b, 'GET', `/api/travelers?${at}`)).body.items.map((item: { id: string }) => item.id)).toEqual([travelerOfB.id]);
    expect((await api(server, b, 'GET', `/api/travelers/${ofA.id}`)).status).toBe(404);
    expect((await wholeHistory(server, b, `/api/travelers/${ofA.id}/history`)).status).toBe(404);
    expect((await api(server, b, 'GET', `/api/travelers/${ofA.id}/tours`)).status).toBe(404);
    expect((await api(server, b, 'GET', `/api/tours/${tourOfA.id}/manifest`)).status).toBe(404);
    const exported = await fetch(`${server.baseUrl}/api/travelers/export.csv`, { headers: { authorization: `Bearer ${b.token}` } });
    expect(await exported.text()).not.toContain('secret@acme.test');

    const attempts = await Promise.all([
      api(server, b, 'PATCH', `/api/travelers/${ofA.id}`, { firstName: 'Hijacked' }),
      api(server, b, 'DELETE', `/api/travelers/${ofA.id}`),
      api(server, b, 'POST', `/api/travelers/${ofA.id}/tours/${tourOfB.id}`),
      api(server, b, 'POST', `/api/travelers/${travelerOfB.id}/tours/${tourOfA.id}`),
      api(server, b, 'POST', '/api/travelers/import', { csv: 'firstName,lastName,nationality,dateOfBirth\nX,Y,DE,1990-01-01', tourId: tourOfA.id }),
    ]);
    expect(attempts.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    const history = await wholeHistory(server, admin, `/api/travelers/${ofA.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['TravelerRegistered']);
    expect((await api(server, admin, 'GET', `/api/tours/${tourOfA.id}/manifest`)).body.travelers).toEqual([]);
    expect((await api(server, b, 'GET', '/api/travelers?q=x y')).body.items).toEqual([]);
  });

  it('does not flag a traveler of another organization as a duplicate', async () => {
    const b = await signIn(server, 'initech');
    const created = await api(server, b, 'POST', '/api/travelers', traveler({ email: 'zoe.mueller@example.org' }));
    expect(created.status).toBe(201);
  });
});
