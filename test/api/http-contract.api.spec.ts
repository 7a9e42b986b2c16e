// The HTTP contract: problem+json for every kind of bad request, sign-in rules, roles, web routes and OpenAPI.
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';
import { API_ROUTES } from '../../apps/api/src/http/openapi';

let server: TestServer;
let admin: Session;
let tourId: string;

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '4096' });
  admin = await signIn(server, 'acme');
  tourId = (await api(server, admin, 'POST', '/api/tours', { title: 'T', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' })).body.id;
});
afterAll(() => server.close());

const isProblem = (response: { status: number; headers: Headers; body: any }, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(response.body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
};

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', '{"title": ', { 'content-type': 'application/json' });
    isProblem(response, 400);
    expect(response.body.detail).toMatch(/not valid JSON/);
  });

  it('names unknown fields', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', { title: 'T', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC', orgId: 'other' });
    isProblem(response, 400);
    expect(response.body.errors).toEqual({ body: 'Unknown field: orgId.' });
  });

  it('names fields of the wrong type or format', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', { title: 5, startDate: '2027-02-30', endDate: '2027-01-02', timezone: 'Mars/Olympus' });
    isProblem(response, 400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['startDate', 'timezone', 'title']);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', { title: 'x'.repeat(10_000), startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' });
    isProblem(response, 413);
  });

  it('refuses a body of JSON null where the body may be left out', async () => {
    const other = (await api(server, admin, 'POST', '/api/tours', { title: 'Two days', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' })).body.id;
    const dayId = (await api(server, admin, 'POST', `/api/tours/${other}/days`, { date: '2027-01-01' })).body.id;
    isProblem(await api(server, admin, 'POST', `/api/tours/${other}/days/${dayId}/duplicate`, 'null', { 'content-type': 'application/json' }), 400);
    expect((await wholeHistory(server, admin, `/api/tours/${other}/history`)).body).toHaveLength(2);
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      isProblem(await api(server, admin, 'POST', '/api/tours', 'title=x&startDate=2027-01-01&endDate=2027-01-02&timezone=UTC', { 'content-type': contentType }), 415);
  });

  it('refuses reserved property names and says which', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', '{"title":"T","__proto__":{"admin":true}}', { 'content-type': 'application/json' });
    isProblem(response, 400);
    expect(response.body.detail).toMatch(/reserved property name __proto__/);
  });

  it('refuses text with an unpaired UTF-16 surrogate, naming the field', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', '{"title":"Rome \\ud800","startDate":"2027-01-01","endDate":"2027-01-02","timezone":"UTC"}');
    isProblem(response, 400);
    expect(response.body.detail).toMatch(/^The body is not valid: title contains an unpaired UTF-16 surrogate/);
    expect(Object.keys(response.body.errors)).toEqual(['title']);
  });

  it('refuses a body that is not UTF-8, saying so, and keeps every character of one that is', async () => {
    const post = (url: string, body: Buffer) =>
      fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body });
    for (const bytes of [[0xff, 0xfe], [0xc0, 0xae], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const response = await post(`/api/tours/${tourId}/days`, Buffer.concat([Buffer.from('{"date":"2027-01-01","title":"Rome '), Buffer.from(bytes), Buffer.from('"}')]));
      const problem = (await response.json()) as { status: number; detail: string };
      expect([bytes, response.status, problem.status, problem.detail]).toEqual([bytes, 400, 400, expect.stringMatching(/^The request body is not valid UTF-8/)]);
    }
    const title = 'Zürich — 東京 🚌';
    const created = await post('/api/tours', Buffer.from(JSON.stringify({ title, startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' }), 'utf8'));
    expect(created.status).toBe(201);
    const { id, position } = (await created.json()) as { id: string; position: string };
    expect((await api(server, admin, 'GET', `/api/tours/${id}?minPosition=${position}`)).body.title).toBe(title);
  });

  it('says in words which field is wrong and what it must be', async () => {
    const response = await api(server, admin, 'POST', '/api/tours', { title: 'x'.repeat(201), startDate: '2027-01-01', timezone: 'UTC', status: 'LIVE' });
    isProblem(response, 400);
    expect(response.body.errors).toEqual({ title: 'At most 200 characters.', endDate: 'Required.', status: 'Must be one of DRAFT, PLANNED.' });
    expect(response.body.detail).toBe('The body is not valid: title must be at most 200 characters; endDate is required; status must be one of DRAFT, PLANNED.');
    expect(response.body.detail).not.toMatch(/Invalid input|expected/);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    isProblem(await api(server, admin, 'GET', '/api/tours/not-an-id'), 400);
    isProblem(await api(server, admin, 'GET', '/api/tours/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b'), 404);
    isProblem(await api(server, admin, 'PATCH', '/api/tours/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b', { title: 'x' }), 404);
  });

  it('refuses a malformed minPosition or If-Match', async () => {
    isProblem(await api(server, admin, 'GET', '/api/tours?minPosition=abc'), 400);
    isProblem(await api(server, admin, 'PATCH', `/api/tours/${tourId}`, { title: 'x' }, { 'if-match': 'yesterday' }), 400);
  });

  it('answers unknown API routes with a 404 problem', async () => {
    isProblem(await api(server, admin, 'GET', '/api/nothing-here'), 404);
    isProblem(await api(server, admin, 'PUT', '/api/tours'), 404);
    isProblem(await api(server, admin, 'DELETE', '/api/nothing-here'), 404);
  });

  it('lets a path parameter of any length reach its id check, on every method', async () => {
    const long = 'a'.repeat(10_000);
    const calls: [string, string, unknown][] = [
      ['GET', `/api/tours/${long}`, undefined],
      ['POST', `/api/tours/${long}/days`, { date: '2027-01-01' }],
      ['PATCH', `/api/tours/${long}`, { title: 'x' }],
      ['DELETE', `/api/tours/${long}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const response = await api(server, admin, method, url, body);
      isProblem(response, 400);
      expect(response.body.errors).toEqual({ tourId: expect.any(String) });
    }
  });

  it('answers what Fastify and Node refuse by themselves as problems', async () => {
    const badUrl = await api(server, admin, 'POST', '/api/tours/%E0%A4%A/days', { date: '2027-01-01' });
    isProblem(badUrl, 400);
    expect(badUrl.body.detail).toMatch(/URL is not valid/);
    const hugeHeader = await rawRequest(`GET /api/tours HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(hugeHeader).toMatch(/^HTTP\/1\.1 431 [\s\S]*content-type: application\/problem\+json[\s\S]*"detail":"The request line and headers are too large/i);
    const garbage = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 [\s\S]*application\/problem\+json[\s\S]*"status":400/i);
    const badLength = await rawRequest('POST /api/tours HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}');
    expect(badLength).toMatch(/^HTTP\/1\.1 400 [\s\S]*application\/problem\+json/i);
  });

  it('leaves the tour untouched after all of that', async () => {
    const history = await wholeHistory(server, admin, `/api/tours/${tourId}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['TourCreated']);
  });
});

describe('identity and roles', () => {
  it('asks for a session token', async () => {
    const response = await api(server, null, 'GET', '/api/tours');
    isProblem(response, 401);
    isProblem(await api(server, { token: 'forged.token.value', orgId: '', userId: '' }, 'GET', '/api/tours'), 401);
  });

  it('refuses a session without an active organization', async () => {
    const response = await api(server, { token: await signWithoutOrganization(server.dataDir), orgId: '', userId: 'u1' }, 'GET', '/api/tours');
    isProblem(response, 403);
    expect(response.body.detail).toBe('Organization ID is missing.');
  });

  it('lets auditors read but not write, and only admins change settings', async () => {
    const auditor = await invitedSignIn(server, admin, 'org:auditor');
    const member = await invitedSignIn(server, admin, 'org:member');
    expect((await api(server, auditor, 'GET', '/api/tours')).status).toBe(200);
    isProblem(await api(server, auditor, 'POST', '/api/tours', { title: 'T', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' }), 403);
    isProblem(await api(server, auditor, 'DELETE', `/api/tours/${tourId}`), 403);
    expect((await api(server, member, 'POST', `/api/tours/${tourId}/days`, { date: '2027-01-01' })).status).toBe(201);
    isProblem(await api(server, member, 'PUT', '/api/settings/day', { startTime: '08:00', endTime: '18:00', breakBetweenSegments: 5 }), 403);
  });

  it('says who is signed in', async () => {
    const me = await api(server, admin, 'GET', '/api/me');
    expect(me.body).toEqual({
      user: { id: admin.userId, fullName: `User ${admin.userId}`, email: `${admin.userId}@example.com` },
      organization: { id: 'acme', name: 'Org acme', slug: 'acme', role: 'org:admin', permissions: [] },
      identityMode: 'local',
    });
  });
});

describe('web routes and documents', () => {
  it('serves app routes with 200 and anything else with 404', async () => {
    const page = await fetch(`${server.baseUrl}/tours/all`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${server.baseUrl}/tours/edit/abc-123`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    const missing = await fetch(`${server.baseUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
  });

  it('documents exactly the routes the server has', async () => {
    const document = await api(server, null, 'GET', '/api/docs');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    const fastify = server.app.getHttpAdapter().getInstance();
    for (const route of API_ROUTES)
      expect([route.method, route.path, fastify.hasRoute({ method: route.method.toUpperCase() as 'GET', url: route.path.replace(/\{(\w+)\}/g, ':$1') })]).toEqual([route.method, route.path, true]);
  });
});

/** Sends bytes as they are (no client-side URL or header checks) and returns everything the server wrote before closing. */
async function rawRequest(bytes: string): Promise<string> {
  const net = await import('node:net');
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

async function signWithoutOrganization(dataDir: string): Promise<string> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { SignJWT, importJWK } = await import('jose');
  const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'local-identity-key.json'), 'utf8'));
  const key = await importJWK(stored.private, 'ES256');
  return new SignJWT({ v: 2, name: 'No Org', email: 'n@example.com' })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject('u1')
    .setIssuer('tourops-local-identity')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}
