// User management, one contract for both directories: the local directory (local identity) and Clerk (against a fake Clerk API).
import type { Role } from '@tourops/contracts';
import { FakeClerkApi } from '../support/fake-clerk-api';
import { api, eventually, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

/** How people come to be in an organization, and get sessions, with one identity or the other. */
interface DirectoryHarness {
  server: TestServer;
  /** A member of `orgId` with `role`, signed in. */
  member(orgId: string, role: Role, userId: string): Promise<Session>;
  /** The person invited at `userId@example.com` accepts and signs in. */
  acceptInvitation(orgId: string, userId: string): Promise<Session>;
  /** A session issued now for a member (their current role). */
  freshSession(orgId: string, userId: string): Promise<Session>;
  close(): Promise<void>;
}

async function localHarness(): Promise<DirectoryHarness> {
  const server = await startTestServer();
  /** The first member of each organization, who invites the others. */
  const founders = new Map<string, Session>();
  return {
    server,
    member: async (orgId, role, userId) => {
      const founder = founders.get(orgId);
      if (founder) return invitedSignIn(server, founder, role, userId);
      const session = await signIn(server, orgId, role, userId);
      founders.set(orgId, session);
      return session;
    },
    // Asks to be an admin: the invitation's role must win.
    acceptInvitation: (orgId, userId) => signIn(server, orgId, 'org:admin', userId),
    freshSession: (orgId, userId) => signIn(server, orgId, 'org:admin', userId),
    close: () => server.close(),
  };
}

async function clerkHarness(): Promise<DirectoryHarness> {
  const clerk = await FakeClerkApi.start();
  const server = await startTestServer(clerk.env());
  const session = async (orgId: string, userId: string) => ({ token: await clerk.sessionToken(orgId, userId), orgId, userId });
  return {
    server,
    member: async (orgId, role, userId) => {
      clerk.addMember(orgId, userId, role);
      return session(orgId, userId);
    },
    acceptInvitation: async (orgId, userId) => {
      clerk.acceptInvitation(orgId, `${userId}@example.com`, userId);
      return session(orgId, userId);
    },
    freshSession: session,
    close: async () => {
      await server.close();
      await clerk.close();
    },
  };
}

const USER_ROUTES = (userId: string, invitationId: string): [string, string, unknown?][] => [
  ['GET', '/api/users'],
  ['GET', '/api/users/invitations'],
  ['POST', '/api/users/invitations', { email: 'someone@example.com', role: 'org:member' }],
  ['DELETE', `/api/users/invitations/${invitationId}`],
  ['PATCH', `/api/users/${userId}`, { role: 'org:auditor' }],
  ['DELETE', `/api/users/${userId}`],
];

function describeOrganizationDirectoryContract(name: string, start: () => Promise<DirectoryHarness>, source: 'local' | 'clerk') {
  describe(`user management with ${name}`, () => {
    let harness: DirectoryHarness;
    let server: TestServer;
    let admin: Session;
    const org = `${source}-travel`;
    const call = (session: Session, method: string, path: string, body?: unknown) => api(server, session, method, path, body);
    /** GETs after a write wait for its position (read-your-writes in local mode; '0' with Clerk). */
    const members = async (session: Session, after = '0') => (await call(session, 'GET', `/api/users?minPosition=${after}`)).body;
    const invitations = async (session: Session, after = '0') => (await call(session, 'GET', `/api/users/invitations?minPosition=${after}`)).body;

    beforeAll(async () => {
      harness = await start();
      server = harness.server;
      admin = await harness.member(org, 'org:admin', `${source}-ada`);
    });
    afterAll(() => harness.close());

    it('lists the members with role and last sign-in, and says where they come from', async () => {
      const list = await members(admin);
      expect(list.source).toBe(source);
      expect(list.items).toEqual([
        expect.objectContaining({ userId: `${source}-ada`, role: 'org:admin', email: `${source}-ada@example.com`, lastSignInAt: expect.any(String), joinedAt: expect.any(String) }),
      ]);
    });

    it('lets neither members nor auditors manage users: 403 on every user route', async () => {
      const member = await harness.member(org, 'org:member', `${source}-mia`);
      const auditor = await harness.member(org, 'org:auditor', `${source}-abe`);
      for (const session of [member, auditor])
        for (const [method, path, body] of USER_ROUTES(`${source}-ada`, 'inv_1')) {
          const response = await call(session, method, path, body);
          expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
          expect(response.headers.get('content-type')).toContain('application/problem+json');
        }
      expect((await members(admin)).items.find((item: { userId: string }) => item.userId === `${source}-ada`).role).toBe('org:admin');
    });

    it('invites by email with a role; the invited person signs in and is listed with that role and a last sign-in', async () => {
      const sent = await call(admin, 'POST', '/api/users/invitations', { email: ` ${source}-ivy@EXAMPLE.com`, role: 'org:auditor' });
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ id: expect.any(String), revision: expect.any(Number), position: expect.any(String) });
      const pending = await invitations(admin, sent.body.position);
      expect(pending.items).toEqual([{ id: sent.body.id, email: `${source}-ivy@example.com`, role: 'org:auditor', invitedAt: expect.any(String) }]);

      const ivy = await harness.acceptInvitation(org, `${source}-ivy`);
      expect((await call(ivy, 'GET', '/api/me')).body.organization.role).toBe('org:auditor');
      const listed = await eventually(async () => (await members(admin)).items.find((item: { userId: string }) => item.userId === `${source}-ivy`), 5000, 'the invited member');
      expect(listed).toMatchObject({ role: 'org:auditor', email: `${source}-ivy@example.com`, lastSignInAt: expect.any(String) });
      await eventually(async () => ((await invitations(admin)).items.length === 0 ? true : undefined), 5000, 'the accepted invitation to leave the list');
    });

    it('refuses to invite a member or an email already invited (409)', async () => {
      const again = await call(admin, 'POST', '/api/users/invitations', { email: `${source}-ada@example.com`, role: 'org:member' });
      expect(again.status).toBe(409);
      expect(again.body.detail).toMatch(/already a member/);
      const first = await call(admin, 'POST', '/api/users/invitations', { email: `${source}-max@example.com`, role: 'org:member' });
      expect(first.status).toBe(201);
      const twice = await call(admin, 'POST', '/api/users/invitations', { email: `${source}-MAX@example.com`, role: 'org:admin' });
      expect(twice.status).toBe(409);
      expect(twice.body.detail).toMatch(/already invited/);
    });

    it('revokes a pending invitation; an unknown one is 404', async () => {
      const sent = await call(admin, 'POST', '/api/users/invitations', { email: `${source}-rex@example.com`, role: 'org:member' });
      const revoked = await call(admin, 'DELETE', `/api/users/invitations/${sent.body.id}`);
      expect(revoked.status).toBe(200);
      expect((await invitations(admin, revoked.body.position)).items.map((item: { email: string }) => item.email)).not.toContain(`${source}-rex@example.com`);
      expect((await call(admin, 'DELETE', `/api/users/invitations/${sent.body.id}`)).status).toBe(404);
      expect((await call(admin, 'DELETE', '/api/users/invitations/orginv_nothing')).status).toBe(404);
    });

    it('changes a role: listed at once, and the member’s sessions have the new role', async () => {
      await harness.member(org, 'org:member', `${source}-max-member`);
      const changed = await call(admin, 'PATCH', `/api/users/${source}-max-member`, { role: 'org:auditor' });
      expect(changed.status).toBe(200);
      expect((await members(admin, changed.body.position)).items.find((item: { userId: string }) => item.userId === `${source}-max-member`).role).toBe('org:auditor');
      const session = await harness.freshSession(org, `${source}-max-member`);
      expect((await call(session, 'GET', '/api/me')).body.organization.role).toBe('org:auditor');
      expect((await call(session, 'POST', '/api/tours', { title: 'T', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' })).status).toBe(403);
    });

    it('removes a member, who is no longer listed', async () => {
      await harness.member(org, 'org:member', `${source}-leo`);
      const removed = await call(admin, 'DELETE', `/api/users/${source}-leo`);
      expect(removed.status).toBe(200);
      expect((await members(admin, removed.body.position)).items.map((item: { userId: string }) => item.userId)).not.toContain(`${source}-leo`);
      expect((await call(admin, 'DELETE', `/api/users/${source}-leo`)).status).toBe(404);
    });

    it('protects the last administrator from demotion and removal (409), and lets a second one step down', async () => {
      const soloOrg = `${source}-solo`;
      const solo = await harness.member(soloOrg, 'org:admin', `${source}-sol`);
      const demote = await call(solo, 'PATCH', `/api/users/${source}-sol`, { role: 'org:member' });
      expect(demote.status).toBe(409);
      expect(demote.body.detail).toMatch(/last administrator|no administrator left/);
      expect((await call(solo, 'DELETE', `/api/users/${source}-sol`)).status).toBe(409);
      await harness.member(soloOrg, 'org:admin', `${source}-sam`);
      expect((await call(solo, 'PATCH', `/api/users/${source}-sol`, { role: 'org:member' })).status).toBe(200);
      const steppedDown = await harness.freshSession(soloOrg, `${source}-sol`);
      expect((await call(steppedDown, 'GET', '/api/users')).status).toBe(403);
    });

    it('answers bad input with 400 and changes nothing', async () => {
      const before = await members(admin);
      expect((await call(admin, 'POST', '/api/users/invitations', { email: 'not-an-email', role: 'org:member' })).body.errors).toEqual({ email: 'Must be an email address.' });
      expect((await call(admin, 'POST', '/api/users/invitations', { email: 'a@example.com', role: 'org:owner' })).status).toBe(400);
      expect((await call(admin, 'POST', '/api/users/invitations', { email: 'a@example.com', role: 'org:member', orgId: 'other' })).body.errors).toEqual({ body: 'Unknown field: orgId.' });
      expect((await call(admin, 'PATCH', `/api/users/${source}-ada`, { role: 'boss' })).status).toBe(400);
      expect((await call(admin, 'PATCH', '/api/users/not%20an%20id', { role: 'org:member' })).status).toBe(400);
      expect((await members(admin)).items).toEqual(before.items);
    });

    it('keeps organizations apart: org B’s admin sees none of org A’s people and cannot change them', async () => {
      const sent = await call(admin, 'POST', '/api/users/invitations', { email: `${source}-zed@example.com`, role: 'org:member' });
      const other = await harness.member(`${source}-other`, 'org:admin', `${source}-bea`);
      const theirMembers = await members(other, sent.body.position);
      expect(theirMembers.items.map((item: { userId: string }) => item.userId)).toEqual([`${source}-bea`]);
      expect((await invitations(other)).items).toEqual([]);
      expect((await call(other, 'PATCH', `/api/users/${source}-ada`, { role: 'org:auditor' })).status).toBe(404);
      expect((await call(other, 'DELETE', `/api/users/${source}-ada`)).status).toBe(404);
      expect((await call(other, 'DELETE', `/api/users/invitations/${sent.body.id}`)).status).toBe(404);
      expect((await members(admin)).items.find((item: { userId: string }) => item.userId === `${source}-ada`).role).toBe('org:admin');
      expect((await invitations(admin)).items.map((item: { id: string }) => item.id)).toContain(sent.body.id);
    });
  });
}

describeOrganizationDirectoryContract('the local directory', localHarness, 'local');
describeOrganizationDirectoryContract('Clerk', clerkHarness, 'clerk');

describe('the Clerk directory and Clerk’s API', () => {
  it('calls Clerk with the secret key, and answers 502 when Clerk refuses it', async () => {
    const clerk = await FakeClerkApi.start();
    const server = await startTestServer({ ...clerk.env(), CLERK_SECRET_KEY: 'sk_test_not_the_right_one' });
    try {
      clerk.addMember('org-k', 'user_k', 'org:admin');
      const response = await api(server, { token: await clerk.sessionToken('org-k', 'user_k'), orgId: 'org-k', userId: 'user_k' }, 'GET', '/api/users');
      expect(response.status).toBe(502);
      expect(response.body.detail).toMatch(/Clerk's API answered 401/);
      expect(clerk.requests).toContain('GET /v1/organizations/org-k/memberships?limit=100');
    } finally {
      await server.close();
      await clerk.close();
    }
  });
});
