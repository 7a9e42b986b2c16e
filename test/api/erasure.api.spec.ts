// Erasure over HTTP: only admins erase, with a reason; afterwards no answer, export, read model or file holds the person's data,
// while the history still says who erased whom, when and why, and a new audit export still verifies.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { EventLog } from '../proof/event-log';
import { loadOperations } from '../proof/openapi-operations';
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-'));
let server: TestServer;
let admin: Session;
let member: Session;
let auditor: Session;
let ids: { tourId: string; travelerId: string; staffId: string; linkToken: string; keptId: string };

/** Every personal value of the erased traveler and member, as written, and as search keys would hold them. */
const TRACES = ['Quistgaard', 'quistgaard', 'Zoë', 'zoë', 'XQ7731904', '1981-09-23', 'penicillin-7731', 'lactose-free-7731', 'zoe.quistgaard@example.org', '+45 20 777 3190', '+45 20 777 3199', 'Ingrid', 'Halvorsen', 'halvorsen', 'Søren', 'soren.halvorsen@example.org', '+45 31 555 0199'];
/** The kept traveler's values: they must stay where they were. */
const KEPT = 'Okonkwo';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const leaks = (text: string) => TRACES.filter((trace) => text.includes(trace));

beforeAll(async () => {
  server = await startTestServer({}, dataDir);
  admin = await signIn(server, 'org-erase');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  const post = async (url: string, body?: object) => {
    const response = await api(server, admin, 'POST', url, body);
    expect([url, response.status]).toEqual([url, expect.any(Number)]);
    expect(response.status).toBeLessThan(300);
    return response.body as { id: string; token?: string; position: string };
  };
  const tourId = (await post('/api/tours', { title: 'Fjords by ferry', startDate: day(5), endDate: day(8), timezone: 'Europe/Oslo' })).id;
  await post(`/api/tours/${tourId}/days`, { date: day(5), title: 'Bergen' });
  const travelerId = (
    await post('/api/travelers', {
      firstName: 'Zoë',
      lastName: 'Quistgaard',
      email: 'zoe.quistgaard@example.org',
      phone: '+45 20 777 3190',
      nationality: 'DK',
      dateOfBirth: '1981-09-23',
      passport: { number: 'XQ7731904', expiry: '2033-02-01' },
      dietaryNotes: 'lactose-free-7731',
      medicalNotes: 'penicillin-7731',
      emergencyContact: { name: 'Ingrid Quistgaard', phone: '+45 20 777 3191', relation: 'sister' },
      tags: ['repeat'],
    })
  ).id;
  await api(server, admin, 'PATCH', `/api/travelers/${travelerId}`, { phone: '+45 20 777 3199' });
  await post(`/api/travelers/${travelerId}/tours/${tourId}`);
  const keptId = (await post('/api/travelers', { firstName: 'Ada', lastName: KEPT, email: 'ada.okonkwo@example.org', nationality: 'NG', dateOfBirth: '1990-01-02' })).id;
  await post(`/api/travelers/${keptId}/tours/${tourId}`);
  const staffId = (await post('/api/field-staff', { firstName: 'Søren', lastName: 'Halvorsen', email: 'soren.halvorsen@example.org', phone: '+45 31 555 0199', roles: ['guide'] })).id;
  await api(server, admin, 'PATCH', `/api/field-staff/${staffId}`, { lastName: 'Halvorsen-Berg' });
  await post(`/api/field-staff/${staffId}/assignments`, { tourId, role: 'guide', override: true });
  const link = await post('/api/shared-links', { tourId, pinned: false, sections: ['itinerary', 'travelers', 'staff'] });
  ids = { tourId, travelerId, staffId, linkToken: link.token!, keptId };
  const shared = await api(server, null, 'GET', `/api/share/${ids.linkToken}`);
  expect(JSON.stringify(shared.body)).toContain('Quistgaard');
}, 60_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('who may erase, and with what', () => {
  it('refuses members and auditors (403), a missing or short reason (400 naming it) and unknown people (404), appending nothing', async () => {
    const log = new EventLog(dataDir);
    try {
      const head = log.head();
      const erase = (session: Session, url: string, body: unknown) => api(server, session, 'POST', url, body);
      expect((await erase(member, `/api/travelers/${ids.travelerId}/erasure`, { reason: 'Asked to be forgotten' })).body).toMatchObject({ status: 403, detail: expect.stringContaining('org:admin') });
      expect((await erase(auditor, `/api/field-staff/${ids.staffId}/erasure`, { reason: 'Asked to be forgotten' })).status).toBe(403);
      const missing = await erase(admin, `/api/travelers/${ids.travelerId}/erasure`, {});
      expect([missing.status, missing.headers.get('content-type'), JSON.stringify(missing.body)]).toEqual([400, expect.stringContaining('application/problem+json'), expect.stringContaining('reason')]);
      expect((await erase(admin, `/api/travelers/${ids.travelerId}/erasure`, { reason: 'no' })).body).toMatchObject({ status: 400, errors: { reason: 'The reason is required, at least 3 characters.' } });
      expect((await erase(admin, `/api/field-staff/${ids.staffId}/erasure`, { reason: 'x'.repeat(501) })).status).toBe(400);
      expect((await erase(admin, `/api/travelers/${ids.tourId}/erasure`, { reason: 'Asked to be forgotten' })).status).toBe(404);
      expect(log.since(head)).toEqual([]);
    } finally {
      log.close();
    }
  });

  it('checks the role before the revision: a member or auditor with a stale If-Match gets 403, an admin 409, appending nothing', async () => {
    const log = new EventLog(dataDir);
    try {
      const head = log.head();
      const stale = { 'if-match': '"0"' };
      const erase = (session: Session, url: string) => api(server, session, 'POST', url, { reason: 'Asked to be forgotten' }, stale);
      for (const url of [`/api/travelers/${ids.travelerId}/erasure`, `/api/field-staff/${ids.staffId}/erasure`]) {
        expect([url, (await erase(member, url)).status, (await erase(auditor, url)).status]).toEqual([url, 403, 403]);
        expect([url, (await erase(admin, url)).status]).toEqual([url, 409]);
      }
      expect(log.since(head)).toEqual([]);
    } finally {
      log.close();
    }
  });
});

describe('after an admin erases a traveler and a field staff member', () => {
  let erasedAt: string;
  beforeAll(async () => {
    const traveler = await api(server, admin, 'POST', `/api/travelers/${ids.travelerId}/erasure`, { reason: 'Asked to be forgotten, ticket 4411' });
    expect([traveler.status, traveler.body]).toEqual([200, expect.objectContaining({ id: ids.travelerId })]);
    const staff = await api(server, admin, 'POST', `/api/field-staff/${ids.staffId}/erasure`, { reason: 'Left the company; retention over' });
    expect(staff.status).toBe(200);
    erasedAt = staff.body.position;
  });

  it('answers the traveler and the member as erased at once, keeping what is not personal', async () => {
    const traveler = await api(server, admin, 'GET', `/api/travelers/${ids.travelerId}?minPosition=${erasedAt}`);
    expect(traveler.body).toMatchObject({ firstName: 'erased', lastName: 'erased', email: 'erased', phone: 'erased', dateOfBirth: 'erased', passport: null, emergencyContact: null, dietaryNotes: 'erased', medicalNotes: 'erased', nationality: 'DK', tags: ['repeat'], tourIds: [ids.tourId], erased: true });
    expect((await api(server, admin, 'GET', `/api/field-staff/${ids.staffId}`)).body).toMatchObject({ firstName: 'erased', lastName: 'erased', email: 'erased', phone: 'erased', roles: ['guide'], erased: true });
  });

  it('leaves no personal value in any answer of any GET operation of the API', async () => {
    const operations = (await loadOperations(server.baseUrl)).filter((operation) => operation.method === 'GET' && !operation.path.includes('/stream'));
    const values: Record<string, string> = { tourId: ids.tourId, travelerId: ids.travelerId, staffId: ids.staffId, token: ids.linkToken };
    const known: Record<string, string> = { minPosition: erasedAt, from: day(-30), to: day(30), q: 'erased' };
    const found: string[] = [];
    let answered = 0;
    for (const operation of operations) {
      if (operation.pathParams.some((name) => !values[name])) continue;
      const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
      const query = new URLSearchParams(operation.queryParams.filter((name) => known[name]).map((name): [string, string] => [name, known[name]]));
      const response = await fetch(`${server.baseUrl}${url}?${query}`, { headers: { authorization: `Bearer ${admin.token}` } });
      const text = await response.text();
      if (response.status === 200) answered++;
      for (const trace of leaks(text)) found.push(`${operation.name}: ${trace}`);
    }
    expect(found).toEqual([]);
    expect(answered).toBeGreaterThan(30);
    const manifest = await api(server, admin, 'GET', `/api/tours/${ids.tourId}/manifest`);
    expect(JSON.stringify(manifest.body)).toContain(KEPT);
  });

  it('shows "erased" on the shared link, and the traveler listed among the tour’s travelers', async () => {
    const shared = await api(server, null, 'GET', `/api/share/${ids.linkToken}`);
    expect(shared.status).toBe(200);
    expect(leaks(JSON.stringify(shared.body))).toEqual([]);
    expect(JSON.stringify(shared.body)).toContain('erased');
  });

  it('keeps the history: every event, the fields a change named, and who erased whom, when and why', async () => {
    const history = await wholeHistory(server, auditor, `/api/travelers/${ids.travelerId}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['TravelerRegistered', 'TravelerDetailsChanged', 'TravelerAssignedToTour', 'TravelerErased']);
    const erasure = history.body[3];
    expect(erasure).toMatchObject({ actor: admin.userId, actorName: `User ${admin.userId}`, summary: "Erased the traveler's personal data: “Asked to be forgotten, ticket 4411”." });
    expect(history.body.map((entry: { summary: string }) => entry.summary).slice(0, 2)).toEqual(['Registered the traveler “erased”.', 'Changed the phone of “erased”.']);
    expect(leaks(JSON.stringify(history.body))).toEqual([]);
    const logged = (await api(server, auditor, 'GET', '/api/audit-log?eventType=TravelerErased')).body.items;
    expect(logged).toEqual([expect.objectContaining({ entity: { kind: 'traveler', id: ids.travelerId, label: 'erased' }, summary: `User ${admin.userId} erased the personal data of the traveler erased: 'Asked to be forgotten, ticket 4411'` })]);
    const staff = await wholeHistory(server, auditor, `/api/field-staff/${ids.staffId}/history`);
    expect(staff.body.map((entry: { type: string }) => entry.type)).toEqual(['FieldStaffMemberRegistered', 'FieldStaffDetailsChanged', 'FieldStaffAssigned', 'FieldStaffMemberErased']);
  });

  it('exports an audit log with "erased" where the fields were, which the verifier proves complete and unaltered', async () => {
    for (const format of ['jsonl', 'csv']) {
      const exported = await api<string>(server, auditor, 'GET', `/api/audit-log/export?from=${day(-1)}&to=${day(1)}&format=${format}`);
      expect(exported.status).toBe(200);
      expect(leaks(exported.body)).toEqual([]);
      expect(exported.body).toContain('TravelerErased');
      const file = path.join(dataDir, `export.${format}`);
      fs.writeFileSync(file, exported.body);
      const { stdout } = await run(process.execPath, [path.join(__dirname, '../../scripts/audit-verify.mjs'), file]);
      expect(stdout).toContain('verified:');
    }
  });

  it('refuses every further change to them (409) and a second erasure', async () => {
    expect((await api(server, admin, 'PATCH', `/api/travelers/${ids.travelerId}`, { phone: '+45 99 999 999' })).status).toBe(409);
    expect((await api(server, admin, 'POST', `/api/travelers/${ids.travelerId}/erasure`, { reason: 'Again' })).body).toMatchObject({ status: 409, detail: 'The traveler is already erased.' });
    expect((await api(server, admin, 'PUT', `/api/field-staff/${ids.staffId}/days-off`, { daysOff: [day(6)] })).status).toBe(409);
  });

  it('leaves no personal value in the files of DATA_DIR after a restart, and answers the same after it', async () => {
    await server.close();
    server = await startTestServer({}, dataDir);
    admin = await signIn(server, 'org-erase');
    const traveler = await eventually(async () => {
      const answer = await api(server, admin, 'GET', `/api/travelers/${ids.travelerId}`);
      return answer.status === 200 ? answer.body : undefined;
    });
    expect(traveler).toMatchObject({ firstName: 'erased', erased: true });
    const files = fs.readdirSync(dataDir).filter((name) => !name.startsWith('export.'));
    expect(files).toEqual(expect.arrayContaining(['events.sqlite', 'personal-keys.sqlite', 'read-models.sqlite']));
    const found = files.flatMap((name) => {
      const bytes = fs.statSync(path.join(dataDir, name)).isFile() ? fs.readFileSync(path.join(dataDir, name)).toString('latin1') : '';
      const utf8 = Buffer.from(bytes, 'latin1').toString('utf8');
      return leaks(`${bytes}\n${utf8}`).map((trace) => `${name}: ${trace}`);
    });
    expect(found).toEqual([]);
  });
});
