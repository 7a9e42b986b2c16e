// Sockets end with access: a socket closes when its session token expires unless renewed over the socket with a fresher token of its member, and a removed member's sockets close at once.
import { io, type Socket } from 'socket.io-client';
import { CHANGE_EVENT, SESSION_RENEW_EVENT, sessionTokenLifetime, type SessionRenewalAnswer } from '@tourops/contracts';
import { connectIdentityBridge } from '../../apps/web/src/features/identity/identityBridge';
import { socketSessionRenewal } from '../../apps/web/src/features/live-updates/socketSessionRenewal';
import { api, eventually, invitedSignIn, shortLivedToken, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
const org = 'socket-access';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, org);
});
afterAll(() => server.close());

interface WatchedSocket {
  socket: Socket;
  /** Ids of the tours whose changes were pushed to this socket. */
  tours: string[];
  /** Why the server closed it, once it has. */
  closed: string | null;
}

/** A connected socket (no automatic reconnection) that records the tour changes pushed to it and how it ended. */
async function watch(token: string | ((send: (auth: { token: string }) => void) => void)): Promise<WatchedSocket> {
  const socket = io(server.baseUrl, { auth: typeof token === 'string' ? { token } : token, transports: ['websocket'], reconnection: false });
  const watched: WatchedSocket = { socket, tours: [], closed: null };
  socket.on(CHANGE_EVENT, (message: { collection: string; ids: string[] }) => {
    if (message.collection === 'tours') watched.tours.push(...message.ids);
  });
  socket.on('disconnect', (reason) => (watched.closed = reason));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return watched;
}

const pushed = (watched: WatchedSocket, tourId: string) => () => (watched.tours.includes(tourId) ? true : undefined);

async function newTour(title: string): Promise<string> {
  const created = await api(server, admin, 'POST', '/api/tours', { title, startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('a socket whose session token expires', () => {
  it('is closed by the server at the expiry and gets no push after, while a socket with a valid token still does', async () => {
    const expiring = await watch(await shortLivedToken(server, admin, '3s'));
    const lasting = await watch(admin.token);
    try {
      const before = await newTour('Before the expiry');
      await eventually(pushed(expiring, before), 5000, 'a push before the expiry');

      await eventually(() => expiring.closed ?? undefined, 10_000, 'the expiring socket to be closed');
      expect(expiring.closed).toBe('io server disconnect');

      const after = await newTour('After the expiry');
      await eventually(pushed(lasting, after), 5000, 'the push to the valid socket');
      expect(expiring.tours).not.toContain(after);
      expect(lasting.closed).toBeNull();
    } finally {
      expiring.socket.close();
      lasting.socket.close();
    }
  });

  it('reconnects with a fresh token asked for on each connection, as the web does', async () => {
    const tokens = [await shortLivedToken(server, admin, '2s'), admin.token];
    const issued: string[] = [];
    const renewing = await watch((send) => {
      const token = tokens[Math.min(issued.length, tokens.length - 1)];
      issued.push(token);
      send({ token });
    });
    try {
      await eventually(() => renewing.closed ?? undefined, 10_000, 'the socket to be closed at the expiry');
      renewing.socket.connect();
      await eventually(() => (renewing.socket.connected ? true : undefined), 5000, 'the reconnection');
      expect(issued).toEqual(tokens);
      const tour = await newTour('After the renewal');
      await eventually(pushed(renewing, tour), 5000, 'a push after the renewal');
    } finally {
      renewing.socket.close();
    }
  });
});

/** Sends a renewal over the socket and returns the server's acknowledgement. */
function renew(watched: WatchedSocket, token: unknown): Promise<SessionRenewalAnswer> {
  return watched.socket.timeout(5000).emitWithAck(SESSION_RENEW_EVENT, { token });
}

const expiryOf = (token: string) => sessionTokenLifetime(token).expiresAt as number;

describe('a socket that renews its session token over the socket', () => {
  it('keeps receiving pushes after the first token’s expiry, and closes at the renewed token’s expiry', async () => {
    const first = await shortLivedToken(server, admin, '3s');
    const renewed = await shortLivedToken(server, admin, '6s');
    const renewing = await watch(first);
    try {
      expect(await renew(renewing, renewed)).toEqual({ expiresAt: new Date(expiryOf(renewed)).toISOString() });

      await eventually(() => (Date.now() > expiryOf(first) ? true : undefined), 10_000, 'the first token’s expiry to pass');
      const after = await newTour('After the first token’s expiry');
      await eventually(pushed(renewing, after), 5000, 'a push after the first token’s expiry');
      expect(renewing.closed).toBeNull();

      await eventually(() => renewing.closed ?? undefined, 10_000, 'the socket to be closed at the renewed token’s expiry');
      expect(renewing.closed).toBe('io server disconnect');
    } finally {
      renewing.socket.close();
    }
  });
});

describe('the web’s renewal of its socket’s session token', () => {
  /** The identity the web asks for tokens: `cached` as requests get it, `issued` when asked for a newly issued one (Clerk's skipCache). */
  function identityGiving(cached: string, issued: string) {
    const asked: string[] = [];
    const disconnect = connectIdentityBridge({
      getAccessToken: async (options) => {
        asked.push(options?.fresh ? 'issued' : 'cached');
        return options?.fresh ? issued : cached;
      },
      signOut: async () => {},
    });
    return { asked, disconnect };
  }

  it('renews before the token expires with a newly issued token when the cached one is no fresher, and the socket lives on past the first expiry', async () => {
    const first = await shortLivedToken(server, admin, '3s');
    const identity = identityGiving(first, admin.token);
    const renewing = await watch(first);
    const renewal = socketSessionRenewal(renewing.socket);
    try {
      renewal.connectedWith(first);
      await eventually(() => (identity.asked.includes('issued') ? true : undefined), 5000, 'a newly issued token to be asked for');
      await eventually(() => (Date.now() > expiryOf(first) ? true : undefined), 10_000, 'the first token’s expiry to pass');
      const after = await newTour('After the web renewed');
      await eventually(pushed(renewing, after), 5000, 'a push after the first token’s expiry');
      expect(renewing.closed).toBeNull();
      expect(identity.asked).toEqual(['cached', 'issued']);
    } finally {
      renewal.stop();
      identity.disconnect();
      renewing.socket.close();
    }
  });

  it('renews nothing when the identity has no fresher token (the local identity), and the server closes the socket at the expiry', async () => {
    const only = await shortLivedToken(server, admin, '3s');
    const identity = identityGiving(only, only);
    const renewing = await watch(only);
    const renewal = socketSessionRenewal(renewing.socket);
    try {
      renewal.connectedWith(only);
      await eventually(() => renewing.closed ?? undefined, 10_000, 'the socket to be closed at the expiry');
      expect(renewing.closed).toBe('io server disconnect');
      expect(identity.asked).toEqual(['cached', 'issued']);
    } finally {
      renewal.stop();
      identity.disconnect();
      renewing.socket.close();
    }
  });
});

describe('a renewal the server refuses', () => {
  const refusals: [string, () => Promise<unknown>, RegExp][] = [
    ['another member’s token', async () => (await invitedSignIn(server, admin, 'org:member', 'other-member')).token, /own member and organization/],
    ['the same user’s token for another organization', async () => (await signIn(server, 'socket-access-elsewhere', 'org:admin', admin.userId)).token, /own member and organization/],
    ['an expired token', () => shortLivedToken(server, admin, '-10s'), /invalid or has expired/],
    ['a garbage token', async () => 'not-a-token', /invalid or has expired/],
    ['no token', async () => undefined, /as token/],
  ];

  it.each(refusals)('answers an error for %s and closes the socket, which gets no more pushes', async (_what, tokenFor, message) => {
    const token = await tokenFor();
    const refused = await watch(admin.token);
    const lasting = await watch(admin.token);
    try {
      const answer = await renew(refused, token);
      expect(answer).toEqual({ error: expect.stringMatching(message) });
      await eventually(() => refused.closed ?? undefined, 5000, 'the refused socket to be closed');
      expect(refused.closed).toBe('io server disconnect');

      const after = await newTour('After a refused renewal');
      await eventually(pushed(lasting, after), 5000, 'the push to the socket that renewed nothing');
      expect(refused.tours).not.toContain(after);
      expect(lasting.closed).toBeNull();
    } finally {
      refused.socket.close();
      lasting.socket.close();
    }
  });
});

describe('a member removed from the organization', () => {
  it('has their open sockets closed at once and pushed nothing more, while other members keep receiving', async () => {
    const leaving = await invitedSignIn(server, admin, 'org:member', 'leaving-member');
    const staying = await invitedSignIn(server, admin, 'org:auditor', 'staying-auditor');
    const leavingSockets = [await watch(leaving.token), await watch(leaving.token)];
    const stayingSocket = await watch(staying.token);
    try {
      const before = await newTour('Before the removal');
      for (const watched of [...leavingSockets, stayingSocket]) await eventually(pushed(watched, before), 5000, 'a push before the removal');

      expect((await api(server, admin, 'DELETE', `/api/users/${leaving.userId}`)).status).toBe(200);
      for (const watched of leavingSockets) await eventually(() => watched.closed ?? undefined, 5000, 'the removed member’s socket to be closed');
      expect(leavingSockets.map((watched) => watched.closed)).toEqual(['io server disconnect', 'io server disconnect']);

      const after = await newTour('After the removal');
      await eventually(pushed(stayingSocket, after), 5000, 'the push to the member who stays');
      for (const watched of leavingSockets) expect(watched.tours).not.toContain(after);
      expect(stayingSocket.closed).toBeNull();
    } finally {
      for (const watched of [...leavingSockets, stayingSocket]) watched.socket.close();
    }
  });
});
