// Tenancy: nothing of organization A is visible or writable from organization B, even through A's ids.
import { io, type Socket } from 'socket.io-client';
import { api, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let a: Session;
let b: Session;
let tourOfA: { id: string; position: string };
let dayOfA: string;

beforeAll(async () => {
  server = await startTestServer();
  a = await signIn(server, 'org-a');
  b = await signIn(server, 'org-b');
  tourOfA = (await api(server, a, 'POST', '/api/tours', { title: 'Secret tour of A', startDate: '2027-05-01', endDate: '2027-05-03', timezone: 'UTC' })).body;
  dayOfA = (await api(server, a, 'POST', `/api/tours/${tourOfA.id}/days`, { date: '2027-05-01' })).body.id;
});
afterAll(() => server.close());

describe('organization B and the data of organization A', () => {
  it('sees none of it in lists or searches', async () => {
    const listA = await api(server, a, 'GET', `/api/tours?minPosition=${tourOfA.position}`);
    expect(listA.body.items).toHaveLength(1);
    expect((await api(server, b, 'GET', '/api/tours')).body.items).toEqual([]);
    expect((await api(server, b, 'GET', '/api/tours?q=secret')).body.items).toEqual([]);
    expect((await api(server, b, 'GET', '/api/tours/deleted')).body.items).toEqual([]);
  });

  it('cannot read it through a guessed id', async () => {
    expect((await api(server, b, 'GET', `/api/tours/${tourOfA.id}`)).status).toBe(404);
    expect((await wholeHistory(server, b, `/api/tours/${tourOfA.id}/history`)).status).toBe(404);
  });

  it('cannot change it through a guessed id', async () => {
    const attempts = [
      api(server, b, 'PATCH', `/api/tours/${tourOfA.id}`, { title: 'Hijacked' }),
      api(server, b, 'POST', `/api/tours/${tourOfA.id}/status`, { status: 'PLANNED' }),
      api(server, b, 'DELETE', `/api/tours/${tourOfA.id}`),
      api(server, b, 'POST', `/api/tours/${tourOfA.id}/days`, { date: '2027-05-02' }),
      api(server, b, 'DELETE', `/api/tours/${tourOfA.id}/days/${dayOfA}`),
      api(server, b, 'POST', `/api/tours/${tourOfA.id}/days/${dayOfA}/segments`, { type: 'free', title: 'x', startTime: '10:00' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const history = await wholeHistory(server, a, `/api/tours/${tourOfA.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['TourCreated', 'DayAdded']);
  });

  it('keeps settings apart', async () => {
    const saved = await api(server, a, 'PUT', '/api/settings/day', { startTime: '05:00', endTime: '23:00', breakBetweenSegments: 0 });
    const settingsA = await api(server, a, 'GET', `/api/settings/day?minPosition=${saved.body.position}`);
    expect(settingsA.body).toEqual({ startTime: '05:00', endTime: '23:00', breakBetweenSegments: 0 });
    expect((await api(server, b, 'GET', `/api/settings/day?minPosition=${saved.body.position}`)).body).toEqual({ startTime: '07:30', endTime: '17:00', breakBetweenSegments: 15 });
  });

  it('receives no pushes of it', async () => {
    const connect = (session: Session) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(server.baseUrl, { auth: { token: session.token }, transports: ['websocket'] });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const socketA = await connect(a);
    const socketB = await connect(b);
    const seenByA: unknown[] = [];
    const seenByB: unknown[] = [];
    socketA.on('change', (message) => seenByA.push(message));
    socketB.on('change', (message) => seenByB.push(message));
    const write = await api(server, a, 'PATCH', `/api/tours/${tourOfA.id}`, { title: 'Renamed by A' });
    await eventually(() => (seenByA.length > 0 ? true : undefined), 5000, 'the push to A');
    expect(seenByA).toContainEqual({ collection: 'tours', ids: [tourOfA.id], position: write.body.position });
    // B's own write proves B's socket is live; A's change must not be among what B saw.
    const own = await api(server, b, 'POST', '/api/tours', { title: 'B', startDate: '2027-01-01', endDate: '2027-01-01', timezone: 'UTC' });
    const ownTourPush = { collection: 'tours', ids: [own.body.id], position: own.body.position };
    await eventually(() => (seenByB.some((message) => JSON.stringify(message) === JSON.stringify(ownTourPush)) ? true : undefined), 5000, 'the push to B');
    // Every read model B is told about (tours, reports, the calendar...) names only B's own tour; the audit log, B's own event by its position.
    for (const message of seenByB as { collection: string }[])
      expect(message).toMatchObject({ ids: [message.collection === 'audit-log' ? own.body.position : own.body.id], position: own.body.position });
    socketA.close();
    socketB.close();
  });

  it('cannot open a socket without a valid token', async () => {
    const error = await new Promise<Error>((resolve) => {
      const socket = io(server.baseUrl, { auth: { token: 'nope' }, transports: ['websocket'] });
      socket.on('connect_error', (reason) => {
        socket.close();
        resolve(reason);
      });
    });
    expect(error.message).toBe('The session token is invalid or has expired; sign in again.');
  });
});
