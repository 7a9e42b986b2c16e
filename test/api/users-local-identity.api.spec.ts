// Local identity and the member directory: the first member founds an organization, others join by invitation, and role changes and removals apply to issued tokens at once.
import { io, type Socket } from 'socket.io-client';
import { CHANGE_EVENT } from '@tourops/contracts';
import { api, eventually, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
const org = 'directory-org';
const newTour = { title: 'T', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, org);
});
afterAll(() => server.close());

const roleOf = async (session: Session) => (await api(server, session, 'GET', '/api/me')).body.organization?.role;

const devSession = (userId: string, orgId: string, role: string) =>
  api(server, null, 'POST', '/api/dev/session', { userId, name: `User ${userId}`, email: `${userId}@example.com`, orgId, orgName: 'Org', role });

describe('local sign-in and the member directory', () => {
  it('makes the first member of a new organization what they ask to be', async () => {
    const first = await signIn(server, 'founded-by-an-auditor', 'org:auditor', 'founder');
    expect(await roleOf(first)).toBe('org:auditor');
  });

  it('refuses someone uninvited to an organization that has members, whatever role they ask for, and records nothing', async () => {
    for (const role of ['org:admin', 'org:member', 'org:auditor']) {
      const refused = await devSession('mallory', org, role);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe('This organization already has members: ask one of its administrators for an invitation to your email, then sign in again.');
    }
    const members = (await api(server, admin, 'GET', '/api/users')).body.items as { userId: string }[];
    expect(members.map((member) => member.userId)).not.toContain('mallory');
  });

  it('gives an invited newcomer the invitation’s role, whatever role they ask for', async () => {
    expect((await api(server, admin, 'POST', '/api/users/invitations', { email: 'Ines@Example.com', role: 'org:member' })).status).toBe(201);
    const ines = await signIn(server, org, 'org:admin', 'ines');
    expect(await roleOf(ines)).toBe('org:member');
    expect((await api(server, ines, 'GET', '/api/users')).status).toBe(403);
  });

  it('keeps the directory’s role for a known member, whatever role they ask for', async () => {
    await invitedSignIn(server, admin, 'org:auditor', 'vera');
    const again = await signIn(server, org, 'org:admin', 'vera');
    expect(await roleOf(again)).toBe('org:auditor');
    expect((await api(server, again, 'GET', '/api/users')).status).toBe(403);
  });

  it('lets several invited people sign in to one organization at the same moment', async () => {
    const people = Array.from({ length: 64 }, (_, i) => `p${i + 1}`);
    const owner = await signIn(server, 'busy-org', 'org:admin', 'busy-owner');
    await Promise.all(people.map(async (userId) => expect((await api(server, owner, 'POST', '/api/users/invitations', { email: `${userId}@example.com`, role: 'org:member' })).status).toBe(201)));
    await Promise.all(people.map((userId) => signIn(server, 'busy-org', 'org:member', userId)));
    const list = await eventually(async () => {
      const items = (await api(server, owner, 'GET', '/api/users')).body.items as { userId: string }[];
      return items.length === people.length + 1 ? items : undefined;
    }, 5000, 'every member');
    expect(list.map((item) => item.userId).sort()).toEqual(['busy-owner', ...people].sort());
  });
});

describe('role changes and removals apply to tokens already issued', () => {
  it('takes a demotion into account on the next request, and a promotion too', async () => {
    const mila = await invitedSignIn(server, admin, 'org:member', 'mila');
    expect((await api(server, mila, 'POST', '/api/tours', newTour)).status).toBe(201);

    expect((await api(server, admin, 'PATCH', '/api/users/mila', { role: 'org:auditor' })).status).toBe(200);
    expect(await roleOf(mila)).toBe('org:auditor');
    expect((await api(server, mila, 'POST', '/api/tours', newTour)).status).toBe(403);

    expect((await api(server, admin, 'PATCH', '/api/users/mila', { role: 'org:admin' })).status).toBe(200);
    expect((await api(server, mila, 'GET', '/api/users')).status).toBe(200);
  });

  it('refuses a removed member’s token and sign-in, until they are invited again', async () => {
    const rudi = await invitedSignIn(server, admin, 'org:member', 'rudi');
    expect((await api(server, admin, 'DELETE', '/api/users/rudi')).status).toBe(200);

    const refused = await api(server, rudi, 'GET', '/api/tours');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('You are no longer a member of this organization; an administrator has to invite you again.');
    const socketRefusal = await new Promise<string>((resolve, reject) => {
      const socket = io(server.baseUrl, { auth: { token: rudi.token }, transports: ['websocket'], reconnection: false });
      socket.on('connect', () => reject(new Error('a removed member’s socket was admitted')));
      socket.on('connect_error', (error) => resolve(error.message));
    });
    expect(socketRefusal).toBe('You are no longer a member of this organization; an administrator has to invite you again.');
    const signInAgain = await devSession('rudi', org, 'org:admin');
    expect(signInAgain.status).toBe(403);
    expect(signInAgain.body.detail).toBe('You were removed from this organization; an administrator has to invite you again.');

    expect((await api(server, admin, 'POST', '/api/users/invitations', { email: 'rudi@example.com', role: 'org:auditor' })).status).toBe(201);
    const back = await signIn(server, org, 'org:admin', 'rudi');
    expect(await roleOf(back)).toBe('org:auditor');
    expect((await api(server, rudi, 'GET', '/api/tours')).status).toBe(200);
  });
});

describe('pushes', () => {
  it('announces changes of members and invitations to the organization’s sockets', async () => {
    const socket: Socket = await new Promise((resolve, reject) => {
      const connecting = io(server.baseUrl, { auth: { token: admin.token }, transports: ['websocket'] });
      connecting.on('connect', () => resolve(connecting));
      connecting.on('connect_error', reject);
    });
    const seen: { collection: string; ids: string[] }[] = [];
    socket.on(CHANGE_EVENT, (message) => seen.push(message));
    try {
      const sent = await api(server, admin, 'POST', '/api/users/invitations', { email: 'push@example.com', role: 'org:member' });
      await signIn(server, org, 'org:member', 'push');
      await eventually(() => (seen.some((message) => message.collection === 'invitations' && message.ids.includes(sent.body.id)) ? true : undefined), 5000, 'an invitations change');
      await eventually(() => (seen.some((message) => message.collection === 'members' && message.ids.includes('push')) ? true : undefined), 5000, 'a members change');
    } finally {
      socket.close();
    }
  });
});
