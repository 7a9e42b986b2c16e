// The read models' status over HTTP: admins only, documents counted in their own organization.
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let otherAdmin: Session;

const createTour = (session: Session, title: string) =>
  api(server, session, 'POST', '/api/tours', { title, startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome' });

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'status-org');
  otherAdmin = await signIn(server, 'status-other');
  expect((await createTour(admin, 'Lisbon')).status).toBe(201);
  for (const title of ['Porto', 'Kyoto']) expect((await createTour(otherAdmin, title)).status).toBe(201);
});
afterAll(() => server.close());

describe('GET /api/admin/projections', () => {
  it('answers admins each projection with version, position, lag and state, counting their own documents only', async () => {
    const status = await eventually(async () => {
      const answer = await api(server, admin, 'GET', '/api/admin/projections');
      expect(answer.status).toBe(200);
      return answer.body.projectorPosition === answer.body.headPosition ? answer.body : undefined;
    }, 5000, 'the projector caught up');
    const tours = status.projections.find((projection: { name: string }) => projection.name === 'tours');
    expect(tours).toEqual({
      name: 'tours',
      version: 2,
      servingVersion: 2,
      collection: 'tours',
      documents: 1,
      position: status.headPosition,
      lag: '0',
      state: 'live',
      generations: 0,
      next: null,
    });
    expect(status.projections.map((projection: { name: string }) => projection.name)).toEqual(expect.arrayContaining(['settings', 'travelers', 'notifications']));
  });

  it('refuses members with 403 problem+json, and anonymous callers with 401', async () => {
    const member = await invitedSignIn(server, admin, 'org:member');
    const refused = await api(server, member, 'GET', '/api/admin/projections');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await api(server, null, 'GET', '/api/admin/projections')).status).toBe(401);
  });
});
