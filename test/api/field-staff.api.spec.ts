// Field staff over HTTP: register, list with filters and paging, change details and days off, remove, history; tenancy and roles.
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'acme');
});
afterAll(() => server.close());

const giulia = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.com',
  phone: '+39 333 123 4567',
  roles: ['guide', 'driver'],
  languages: ['it', 'en'],
  licences: [
    { kind: 'driving', number: 'DL-1234', expiry: '2030-06-30' },
    { kind: 'guide', number: 'GL-987', expiry: '2030-12-31' },
  ],
};

async function register(session: Session, body: object = giulia) {
  const created = await api(server, session, 'POST', '/api/field-staff', body);
  expect(created.status).toBe(201);
  return created.body as { id: string; revision: number; position: string };
}

describe('field staff members over HTTP', () => {
  it('registers a member and reads them back at the write position', async () => {
    const created = await register(admin, { ...giulia, daysOff: ['2027-08-02', '2027-08-01'] });
    expect(created).toEqual({ id: expect.any(String), revision: 0, position: expect.stringMatching(/^\d+$/) });
    const read = await api(server, admin, 'GET', `/api/field-staff/${created.id}?minPosition=${created.position}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"0"');
    expect(read.body).toEqual({
      id: created.id,
      ...giulia,
      daysOff: ['2027-08-01', '2027-08-02'],
      assignments: [],
      assignmentCount: 0,
      deleted: false,
      erased: false,
      createdBy: admin.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      revision: 0,
    });
  });

  it('fills in phone, languages, licences and days off when left out', async () => {
    const created = await register(admin, { firstName: 'Ada', lastName: 'Lane', email: 'ada@example.com', roles: ['coordinator'] });
    const read = await api(server, admin, 'GET', `/api/field-staff/${created.id}?minPosition=${created.position}`);
    expect(read.body).toMatchObject({ phone: '', languages: [], licences: [], daysOff: [] });
  });

  it.each<[string, object, string[]]>([
    ['no roles', { ...giulia, roles: [] }, ['roles']],
    ['an unknown role', { ...giulia, roles: ['pilot'] }, ['roles.0']],
    ['a bad email and language', { ...giulia, email: 'nope', languages: ['english'] }, ['email', 'languages.0']],
    ['a licence without number or a real expiry', { ...giulia, licences: [{ kind: 'driving', number: '', expiry: '2030-02-30' }] }, ['licences.0.expiry', 'licences.0.number']],
    ['an unknown field', { ...giulia, orgId: 'other' }, ['body']],
  ])('refuses %s with 400 and field errors', async (_, body, fields) => {
    const response = await api(server, admin, 'POST', '/api/field-staff', body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(Object.keys(response.body.errors).sort()).toEqual(fields);
  });

  it('refuses a role or language listed twice', async () => {
    const response = await api(server, admin, 'POST', '/api/field-staff', { ...giulia, roles: ['guide', 'guide'] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ roles: 'List each role once.' });
  });

  it('changes details with If-Match, refusing a stale revision', async () => {
    const created = await register(admin);
    const changed = await api(server, admin, 'PATCH', `/api/field-staff/${created.id}`, { phone: '+39 000', languages: ['it', 'de'] }, { 'if-match': '"0"' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ id: created.id, revision: 1, position: expect.any(String) });
    const stale = await api(server, admin, 'PATCH', `/api/field-staff/${created.id}`, { phone: '+39 111' }, { 'if-match': '"0"' });
    expect(stale.status).toBe(409);
    expect(stale.body.currentRevision).toBe(1);
    const read = await api(server, admin, 'GET', `/api/field-staff/${created.id}?minPosition=${changed.body.position}`);
    expect(read.body).toMatchObject({ phone: '+39 000', languages: ['it', 'de'], revision: 1 });
  });

  it('replaces the days off, sorted and each once', async () => {
    const created = await register(admin);
    const saved = await api(server, admin, 'PUT', `/api/field-staff/${created.id}/days-off`, { daysOff: ['2027-09-03', '2027-09-01', '2027-09-03'] });
    expect(saved.status).toBe(200);
    const read = await api(server, admin, 'GET', `/api/field-staff/${created.id}?minPosition=${saved.body.position}`);
    expect(read.body.daysOff).toEqual(['2027-09-01', '2027-09-03']);
    expect((await api(server, admin, 'PUT', `/api/field-staff/${created.id}/days-off`, { daysOff: ['someday'] })).status).toBe(400);
  });

  it('removes a member: gone from the list, still readable as removed, with the history of it', async () => {
    const created = await register(admin, { ...giulia, firstName: 'Removable' });
    const removed = await api(server, admin, 'DELETE', `/api/field-staff/${created.id}`);
    expect(removed.status).toBe(200);
    const list = await api(server, admin, 'GET', `/api/field-staff?q=removable&minPosition=${removed.body.position}`);
    expect(list.body.items).toEqual([]);
    expect((await api(server, admin, 'GET', `/api/field-staff/${created.id}`)).body.deleted).toBe(true);
    expect((await api(server, admin, 'PATCH', `/api/field-staff/${created.id}`, { phone: '1' })).status).toBe(409);
    const history = await wholeHistory(server, admin, `/api/field-staff/${created.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['FieldStaffMemberRegistered', 'FieldStaffMemberRemoved']);
    expect(history.body[1]).toMatchObject({ revision: 1, actor: admin.userId, occurredAt: expect.any(String) });
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await api(server, admin, 'GET', '/api/field-staff/not-an-id')).status).toBe(400);
    expect((await api(server, admin, 'GET', '/api/field-staff/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b')).status).toBe(404);
    expect((await wholeHistory(server, admin, '/api/field-staff/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b/history')).status).toBe(404);
    expect((await api(server, admin, 'PATCH', '/api/field-staff/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b', { phone: '1' })).status).toBe(404);
  });
});

describe('the field staff list', () => {
  let listing: Session;
  let last: string;

  beforeAll(async () => {
    listing = await signIn(server, 'listing');
    const people = [
      { firstName: 'Élodie', lastName: 'Martin', roles: ['guide'], languages: ['fr', 'en'] },
      { firstName: 'Bruno', lastName: 'Bianchi', roles: ['driver'], languages: ['it'] },
      { firstName: 'Chen', lastName: 'Wei', roles: ['tour_leader', 'guide'], languages: ['zh', 'en'] },
      { firstName: 'Dana', lastName: 'Adams', roles: ['coordinator'], languages: ['en'] },
    ];
    for (const person of people) last = (await register(listing, { ...person, email: `${person.lastName.toLowerCase()}@example.com`, licences: [] })).position;
  });

  const names = (body: { items: { lastName: string }[] }) => body.items.map((item) => item.lastName);

  it('sorts by name by default, and by last change on request', async () => {
    expect(names((await api(server, listing, 'GET', `/api/field-staff?minPosition=${last}`)).body)).toEqual(['Adams', 'Bianchi', 'Martin', 'Wei']);
    const bianchi = (await api(server, listing, 'GET', '/api/field-staff?q=bianchi')).body.items[0];
    const touched = await api(server, listing, 'PATCH', `/api/field-staff/${bianchi.id}`, { phone: '+39 02 1234' });
    const byChange = (await api(server, listing, 'GET', `/api/field-staff?sort=updatedAt&minPosition=${touched.body.position}`)).body;
    expect(names(byChange)[0]).toBe('Bianchi');
    const changedAt = byChange.items.map((item: { updatedAt: string }) => item.updatedAt);
    expect([...changedAt].sort().reverse()).toEqual(changedAt);
    expect(names((await api(server, listing, 'GET', '/api/field-staff?sort=name&order=desc')).body)).toEqual(['Wei', 'Martin', 'Bianchi', 'Adams']);
  });

  it('searches names accent- and case-insensitively, and filters by role and language', async () => {
    expect(names((await api(server, listing, 'GET', '/api/field-staff?q=elodie')).body)).toEqual(['Martin']);
    expect(names((await api(server, listing, 'GET', '/api/field-staff?role=guide')).body)).toEqual(['Martin', 'Wei']);
    expect(names((await api(server, listing, 'GET', '/api/field-staff?language=en&role=guide')).body)).toEqual(['Martin', 'Wei']);
    expect(names((await api(server, listing, 'GET', '/api/field-staff?language=it')).body)).toEqual(['Bianchi']);
    expect((await api(server, listing, 'GET', '/api/field-staff?role=pilot')).status).toBe(400);
  });

  it('pages with a cursor', async () => {
    const first = await api(server, listing, 'GET', '/api/field-staff?limit=3');
    expect(names(first.body)).toEqual(['Adams', 'Bianchi', 'Martin']);
    expect(first.body.items[0]).not.toHaveProperty('assignments');
    const second = await api(server, listing, 'GET', `/api/field-staff?limit=3&cursor=${first.body.nextCursor}`);
    expect(names(second.body)).toEqual(['Wei']);
    expect(second.body.nextCursor).toBeNull();
    expect((await api(server, listing, 'GET', '/api/field-staff?cursor=garbage')).status).toBe(400);
  });
});

describe('tenancy and roles', () => {
  let memberOfA: { id: string; position: string };
  let tourOfA: string;
  let b: Session;

  beforeAll(async () => {
    memberOfA = await register(admin, { ...giulia, firstName: 'Secret' });
    tourOfA = (await api(server, admin, 'POST', '/api/tours', { title: 'Tour of A', startDate: '2027-05-01', endDate: '2027-05-02', timezone: 'UTC' })).body.id;
    b = await signIn(server, 'org-b');
  });

  it('shows organization B nothing of A’s staff', async () => {
    expect((await api(server, b, 'GET', `/api/field-staff?minPosition=${memberOfA.position}`)).body.items).toEqual([]);
    expect((await api(server, b, 'GET', '/api/field-staff?q=secret')).body.items).toEqual([]);
    for (const path of ['', '/history', '/schedule']) expect((await api(server, b, 'GET', `/api/field-staff/${memberOfA.id}${path}`)).status).toBe(404);
    expect((await api(server, b, 'GET', `/api/tours/${tourOfA}/staff`)).status).toBe(404);
  });

  it('lets organization B change or assign none of A’s staff, nor staff A’s tours', async () => {
    const tourOfB = (await api(server, b, 'POST', '/api/tours', { title: 'Tour of B', startDate: '2027-05-01', endDate: '2027-05-02', timezone: 'UTC' })).body.id;
    const staffOfB = (await register(b, { ...giulia, firstName: 'Bea' })).id;
    const attempts = [
      api(server, b, 'PATCH', `/api/field-staff/${memberOfA.id}`, { firstName: 'Hijacked' }),
      api(server, b, 'PUT', `/api/field-staff/${memberOfA.id}/days-off`, { daysOff: ['2027-05-01'] }),
      api(server, b, 'DELETE', `/api/field-staff/${memberOfA.id}`),
      api(server, b, 'POST', `/api/field-staff/${memberOfA.id}/assignments`, { tourId: tourOfB, role: 'guide' }),
      api(server, b, 'POST', `/api/field-staff/${staffOfB}/assignments`, { tourId: tourOfA, role: 'guide', override: true }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const history = await wholeHistory(server, admin, `/api/field-staff/${memberOfA.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['FieldStaffMemberRegistered']);
    expect((await wholeHistory(server, b, `/api/field-staff/${staffOfB}/history`)).body.map((entry: { type: string }) => entry.type)).toEqual(['FieldStaffMemberRegistered']);
  });

  it('lets auditors read but not write, and members write', async () => {
    const auditor = await invitedSignIn(server, admin, 'org:auditor');
    const member = await invitedSignIn(server, admin, 'org:member');
    for (const path of ['', `/${memberOfA.id}`, `/${memberOfA.id}/history`, `/${memberOfA.id}/schedule`])
      expect((await api(server, auditor, 'GET', `/api/field-staff${path}`)).status).toBe(200);
    expect((await api(server, auditor, 'GET', `/api/tours/${tourOfA}/staff`)).status).toBe(200);
    const writes = [
      api(server, auditor, 'POST', '/api/field-staff', giulia),
      api(server, auditor, 'PATCH', `/api/field-staff/${memberOfA.id}`, { phone: '1' }),
      api(server, auditor, 'PUT', `/api/field-staff/${memberOfA.id}/days-off`, { daysOff: [] }),
      api(server, auditor, 'DELETE', `/api/field-staff/${memberOfA.id}`),
      api(server, auditor, 'POST', `/api/field-staff/${memberOfA.id}/assignments`, { tourId: tourOfA, role: 'guide' }),
      api(server, auditor, 'DELETE', `/api/field-staff/${memberOfA.id}/assignments/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b`),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await api(server, member, 'POST', '/api/field-staff', { ...giulia, firstName: 'Mia' })).status).toBe(201);
    const assigned = await api(server, member, 'POST', `/api/field-staff/${memberOfA.id}/assignments`, { tourId: tourOfA, role: 'guide' });
    expect(assigned.status).toBe(201);
    expect((await api(server, member, 'DELETE', `/api/field-staff/${memberOfA.id}/assignments/${assigned.body.id}`)).status).toBe(200);
  });
});
