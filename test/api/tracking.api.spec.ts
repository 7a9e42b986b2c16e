// Live tracking over HTTP: device tokens (admins only), position reports authenticated by device token, latest positions, trails, tenancy.
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import type { EventStore } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let adminB: Session;
let eventStore: EventStore;

/** Registers a member through the field staff API, or through the event store while that API is not there. */
async function registerMember(session: Session, firstName: string): Promise<string> {
  const body = { firstName, lastName: 'Tracked', email: `${firstName.toLowerCase()}@example.com`, roles: ['guide'] };
  const response = await api(server, session, 'POST', '/api/field-staff', body);
  if (response.status === 201) return response.body.id;
  expect(response.status).toBe(404);
  const staffId = randomUUID();
  await eventStore.appendToStream(`staff-${session.orgId}.${staffId}`, [
    {
      type: 'FieldStaffMemberRegistered',
      data: { staffId, ...body, phone: '', languages: [], licences: [], daysOff: [] },
      metadata: { orgId: session.orgId, actorId: session.userId, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 },
    },
  ]);
  return staffId;
}

const device = (token: string): Session => ({ token, orgId: '', userId: '' });
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const fix = (at: string, lat: number, lng = 11.25) => ({ at, lat, lng });

async function issueToken(session: Session, staffId: string, label = 'Phone'): Promise<string> {
  const response = await api(server, session, 'POST', `/api/field-staff/${staffId}/device-tokens`, { label });
  expect(response.status).toBe(201);
  return response.body.token;
}

const report = (token: string, staffId: string, positions: unknown) => api(server, device(token), 'POST', `/api/field-staff/${staffId}/positions`, { positions });
const positionEvents = async (orgId: string, staffId: string) => (await eventStore.readStream(`position-${orgId}.${staffId}`)).length;

beforeAll(async () => {
  server = await startTestServer();
  eventStore = server.app.get(EVENT_STORE);
  admin = await signIn(server, 'track-a');
  adminB = await signIn(server, 'track-b');
});
afterAll(() => server.close());

describe('device tokens', () => {
  let staffId: string;
  beforeAll(async () => {
    staffId = await registerMember(admin, 'Giulia');
  });

  it('are issued once with their secret, listed without it, and revoked by admins', async () => {
    const issued = await api(server, admin, 'POST', `/api/field-staff/${staffId}/device-tokens`, { label: ' Giulia’s phone ' });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ id: issued.body.tokenId, label: 'Giulia’s phone', revision: 0, position: expect.stringMatching(/^\d+$/) });
    expect(issued.body.token).toBe(`tdt_track-a.${staffId}.${issued.body.tokenId}.${issued.body.token.split('.').at(-1)}`);

    const listed = await api(server, admin, 'GET', `/api/field-staff/${staffId}/device-tokens`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([{ tokenId: issued.body.tokenId, label: 'Giulia’s phone', issuedAt: expect.any(String), revokedAt: null }]);
    expect(JSON.stringify(listed.body)).not.toContain(issued.body.token.split('.').at(-1));

    const revoked = await api(server, admin, 'DELETE', `/api/field-staff/${staffId}/device-tokens/${issued.body.tokenId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: issued.body.tokenId, revision: 1 });
    expect((await api(server, admin, 'GET', `/api/field-staff/${staffId}/device-tokens`)).body.items[0].revokedAt).toEqual(expect.any(String));
  });

  it('record only the hash of the secret', async () => {
    const token = await issueToken(admin, staffId, 'Tablet');
    const events = await eventStore.readStream(`device-track-a.${staffId}`);
    const secret = token.split('.').at(-1)!;
    expect(JSON.stringify(events.map(({ data, metadata }) => ({ data, metadata })))).not.toContain(secret);
    expect(events.at(-1)?.data).toMatchObject({ label: 'Tablet', secretHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('are managed by admins only', async () => {
    const token = await issueToken(admin, staffId, 'Spare');
    const tokenId = token.split('.')[2];
    for (const role of ['org:member', 'org:auditor'] as const) {
      const session = await invitedSignIn(server, admin, role);
      expect((await api(server, session, 'POST', `/api/field-staff/${staffId}/device-tokens`, { label: 'Mine' })).status).toBe(403);
      expect((await api(server, session, 'GET', `/api/field-staff/${staffId}/device-tokens`)).status).toBe(403);
      expect((await api(server, session, 'DELETE', `/api/field-staff/${staffId}/device-tokens/${tokenId}`)).status).toBe(403);
      expect((await api(server, session, 'GET', '/api/field-staff/positions')).status).toBe(200);
    }
    expect((await api(server, admin, 'GET', `/api/field-staff/${staffId}/device-tokens`)).body.items.find((item: { tokenId: string }) => item.tokenId === tokenId).revokedAt).toBeNull();
  });

  it('are issued only to members that exist, with a label', async () => {
    expect((await api(server, admin, 'POST', `/api/field-staff/${randomUUID()}/device-tokens`, { label: 'Phone' })).status).toBe(404);
    expect((await api(server, admin, 'POST', '/api/field-staff/not-an-id/device-tokens', { label: 'Phone' })).status).toBe(400);
    const empty = await api(server, admin, 'POST', `/api/field-staff/${staffId}/device-tokens`, { label: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ label: 'Required.' });
    expect((await api(server, admin, 'DELETE', `/api/field-staff/${staffId}/device-tokens/${randomUUID()}`)).status).toBe(404);
  });
});

describe('position reports', () => {
  let staffId: string;
  let otherStaffId: string;
  let token: string;
  beforeAll(async () => {
    staffId = await registerMember(admin, 'Marco');
    otherStaffId = await registerMember(admin, 'Anna');
    token = await issueToken(admin, staffId);
  });

  it('are accepted with the member’s device token, and show as latest position and trail', async () => {
    const accepted = await report(token, staffId, [fix(ago(30), 43.7701), fix(ago(20), 43.7702), fix(ago(10), 43.7703, 11.2561)]);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ accepted: 3, duplicates: 0, position: expect.stringMatching(/^\d+$/) });

    const list = await api(server, admin, 'GET', `/api/field-staff/positions?minPosition=${accepted.body.position}`);
    expect(list.status).toBe(200);
    const member = list.body.items.find((item: { staffId: string }) => item.staffId === staffId);
    expect(member).toMatchObject({ firstName: 'Marco', lastName: 'Tracked', position: { lat: 43.7703, lng: 11.2561 }, lastSeenAt: expect.any(String), lastReportedAt: expect.any(String) });
    expect(member.recentTrail.map((point: { lat: number }) => point.lat)).toEqual([43.7701, 43.7702, 43.7703]);
    expect(list.body.items.find((item: { staffId: string }) => item.staffId === otherStaffId)).toMatchObject({ position: null, lastSeenAt: null });

    const trail = await api(server, admin, 'GET', `/api/field-staff/${staffId}/trail`);
    expect(trail.status).toBe(200);
    expect(trail.body.points.map((point: { lat: number }) => point.lat)).toEqual([43.7701, 43.7702, 43.7703]);
    expect(trail.body.truncated).toBe(false);
  });

  it('drop duplicates and place late batches in time order', async () => {
    const first = [fix(ago(9), 44.1), fix(ago(8), 44.2)];
    const sent = await report(token, staffId, first);
    expect(sent.body).toMatchObject({ accepted: 2, duplicates: 0 });
    const events = await positionEvents('track-a', staffId);

    const again = await report(token, staffId, first);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 2 });
    expect(await positionEvents('track-a', staffId)).toBe(events);

    const doubled = await report(token, staffId, [fix(ago(7), 44.3), fix(ago(7), 44.3), first[0]]);
    expect(doubled.body).toMatchObject({ accepted: 1, duplicates: 2 });

    const late = await report(token, staffId, [fix(ago(25), 44.0)]);
    expect(late.body).toMatchObject({ accepted: 1, duplicates: 0 });
    const list = await api(server, admin, 'GET', `/api/field-staff/positions?minPosition=${late.body.position}`);
    const member = list.body.items.find((item: { staffId: string }) => item.staffId === staffId);
    expect(member.position.lat).toBe(44.3);
    const trail = (await api(server, admin, 'GET', `/api/field-staff/${staffId}/trail?from=${encodeURIComponent(ago(60))}`)).body.points;
    expect(trail.map((point: { at: string }) => point.at)).toEqual([...trail.map((point: { at: string }) => point.at)].sort());
    expect(new Set(trail.map((point: { at: string }) => point.at)).size).toBe(trail.length);
    expect(trail.map((point: { lat: number }) => point.lat)).toEqual([43.7701, 44.0, 43.7702, 43.7703, 44.1, 44.2, 44.3]);
  });

  it('answer bad positions with 400 and write nothing', async () => {
    const before = await positionEvents('track-a', staffId);
    const cases: [unknown, string][] = [
      [[fix(ago(5), 91)], 'positions.0.lat'],
      [[fix(ago(5), 45), fix(ago(4), 45, 181)], 'positions.1.lng'],
      [[fix(new Date(Date.now() + 10 * 60_000).toISOString(), 45)], 'positions.0.at'],
      [[fix('yesterday', 45)], 'positions.0.at'],
      [[{ ...fix(ago(5), 45), speed: -1 }], 'positions.0.speed'],
      [[{ ...fix(ago(5), 45), altitude: 3 }], 'positions.0'],
      [[{ at: ago(5), lat: '45', lng: 11 }], 'positions.0.lat'],
      [[], 'positions'],
      [Array.from({ length: 501 }, (_, index) => fix(ago(index + 1), 45)), 'positions'],
    ];
    for (const [positions, field] of cases) {
      const response = await report(token, staffId, positions);
      expect([response.status, Object.keys(response.body.errors ?? {})]).toEqual([400, [field]]);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(await positionEvents('track-a', staffId)).toBe(before);
  });

  it('are refused with a revoked, unknown or other member’s token, or a session token, and write nothing', async () => {
    const before = await positionEvents('track-a', staffId);
    const revokedToken = await issueToken(admin, staffId, 'Old phone');
    expect((await api(server, admin, 'DELETE', `/api/field-staff/${staffId}/device-tokens/${revokedToken.split('.')[2]}`)).status).toBe(200);
    const positions = [fix(ago(3), 45)];
    expect((await report(revokedToken, staffId, positions)).status).toBe(401);

    const parts = token.split('.');
    const wrongSecret = [...parts.slice(0, 3), 'A'.repeat(43)].join('.');
    expect((await report(wrongSecret, staffId, positions)).status).toBe(401);
    const unknownId = [parts[0], parts[1], randomUUID(), parts[3]].join('.');
    expect((await report(unknownId, staffId, positions)).status).toBe(401);

    const othersToken = await issueToken(admin, otherStaffId);
    expect((await report(othersToken, staffId, positions)).status).toBe(403);
    expect((await report(admin.token, staffId, positions)).status).toBe(401);
    expect((await api(server, null, 'POST', `/api/field-staff/${staffId}/positions`, { positions })).status).toBe(401);
    expect(await positionEvents('track-a', staffId)).toBe(before);
  });

  it('see a revocation at once', async () => {
    const fresh = await issueToken(admin, staffId, 'Watch');
    expect((await report(fresh, staffId, [fix(ago(2), 45.5)])).status).toBe(202);
    await api(server, admin, 'DELETE', `/api/field-staff/${staffId}/device-tokens/${fresh.split('.')[2]}`);
    expect((await report(fresh, staffId, [fix(ago(1), 45.6)])).status).toBe(401);
  });

  it('go to a position stream bounded by $maxCount', async () => {
    expect(await eventStore.getStreamMetadata(`position-track-a.${staffId}`)).toEqual({ maxCount: 10_000 });
  });

  it('cannot be made with a device token anywhere else, nor open a socket', async () => {
    for (const [method, path] of [
      ['GET', '/api/field-staff/positions'],
      ['GET', `/api/field-staff/${staffId}/trail`],
      ['GET', `/api/field-staff/${staffId}/device-tokens`],
      ['POST', `/api/field-staff/${staffId}/device-tokens`],
      ['GET', '/api/tours'],
      ['GET', '/api/me'],
    ] as const)
      expect([method, path, (await api(server, device(token), method, path, method === 'POST' ? { label: 'x' } : undefined)).status]).toEqual([method, path, 401]);
    const refused = await new Promise<string>((resolve) => {
      const socket = io(server.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (error) => {
        socket.close();
        resolve(error.message);
      });
    });
    expect(refused).toMatch(/invalid or has expired/);
  });

  it('are served at /api/field-staff/positions, not taken for a member id', async () => {
    const response = await api(server, admin, 'GET', '/api/field-staff/positions');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ now: expect.any(String), items: expect.any(Array) });
  });

  it('bound the trail window', async () => {
    expect((await api(server, admin, 'GET', `/api/field-staff/${staffId}/trail?from=${encodeURIComponent(ago(25 * 3600))}`)).status).toBe(400);
    expect((await api(server, admin, 'GET', `/api/field-staff/${staffId}/trail?from=${encodeURIComponent(ago(10))}&to=${encodeURIComponent(ago(20))}`)).status).toBe(400);
    expect((await api(server, admin, 'GET', `/api/field-staff/${staffId}/trail?from=soon`)).status).toBe(400);
    expect((await api(server, admin, 'GET', `/api/field-staff/${randomUUID()}/trail`)).status).toBe(404);
  });
});

describe('the current assignment and segment', () => {
  it('come with the member’s position', async () => {
    // An organization of its own whose day window is the whole day: the segment runs now, whatever the hour of the run.
    const admin = await signIn(server, 'round-the-clock');
    const wholeDay = await api(server, admin, 'PUT', '/api/settings/day', { startTime: '00:00', endTime: '23:59', breakBetweenSegments: 0 });
    expect(wholeDay.status).toBe(200);
    const staffId = await registerMember(admin, 'Luca');
    const today = new Date().toISOString().slice(0, 10);
    const tour = await api(server, admin, 'POST', '/api/tours', { title: 'Florence walk', startDate: today, endDate: today, timezone: 'UTC' });
    const day = await api(server, admin, 'POST', `/api/tours/${tour.body.id}/days`, { date: today });
    const hour = new Date().getUTCHours();
    const startTime = `${String(Math.max(0, hour - 1)).padStart(2, '0')}:00`;
    const segment = await api(server, admin, 'POST', `/api/tours/${tour.body.id}/days/${day.body.id}/segments`, { type: 'activity', title: 'Duomo', startTime, durationMinutes: 180 });
    expect(segment.status).toBe(201);
    const assigned = await api(server, admin, 'POST', `/api/field-staff/${staffId}/assignments`, { tourId: tour.body.id, dayId: day.body.id, role: 'guide', override: true });
    expect(assigned.status).toBe(201);
    const token = await issueToken(admin, staffId);
    const sent = await report(token, staffId, [fix(ago(1), 43.773)]);
    const list = await api(server, admin, 'GET', `/api/field-staff/positions?minPosition=${[sent.body.position, assigned.body.position].sort((a, b) => Number(BigInt(a) - BigInt(b))).at(-1)}`);
    const member = list.body.items.find((item: { staffId: string }) => item.staffId === staffId);
    expect(member.assignment).toMatchObject({ tourId: tour.body.id, tourTitle: 'Florence walk', dayId: day.body.id, role: 'guide' });
    expect(member.segment).toMatchObject({ tourId: tour.body.id, dayId: day.body.id, segmentId: segment.body.id, title: 'Duomo', type: 'activity' });
  });
});

describe('tenancy', () => {
  let staffOfA: string;
  let tokenOfA: string;
  let staffOfB: string;
  /** The position the read models reflect once both members and A's report are projected. */
  let projected: string;
  beforeAll(async () => {
    staffOfA = await registerMember(admin, 'Sofia');
    tokenOfA = await issueToken(admin, staffOfA);
    staffOfB = await registerMember(adminB, 'Bruno');
    projected = (await report(tokenOfA, staffOfA, [fix(ago(5), 41.9)])).body.position;
  });

  it('organization B sees no position, trail or token of A', async () => {
    const mine = await api(server, admin, 'GET', `/api/field-staff/positions?minPosition=${projected}`);
    expect(mine.body.items.some((item: { staffId: string }) => item.staffId === staffOfA)).toBe(true);
    const list = await api(server, adminB, 'GET', `/api/field-staff/positions?minPosition=${projected}`);
    expect(list.body.items.map((item: { staffId: string }) => item.staffId)).toEqual([staffOfB]);
    expect((await api(server, adminB, 'GET', `/api/field-staff/${staffOfA}/trail`)).status).toBe(404);
    expect((await api(server, adminB, 'GET', `/api/field-staff/${staffOfA}/device-tokens`)).status).toBe(404);
  });

  it('organization B cannot issue or revoke tokens of A’s member', async () => {
    expect((await api(server, adminB, 'POST', `/api/field-staff/${staffOfA}/device-tokens`, { label: 'Stolen' })).status).toBe(404);
    expect((await api(server, adminB, 'DELETE', `/api/field-staff/${staffOfA}/device-tokens/${tokenOfA.split('.')[2]}`)).status).toBe(404);
    expect((await eventStore.readStream(`device-track-b.${staffOfA}`)).length).toBe(0);
  });

  it('a device token of A cannot write to B’s member', async () => {
    expect((await report(tokenOfA, staffOfB, [fix(ago(2), 41.9)])).status).toBe(403);
    const [, staff, tokenId, secret] = tokenOfA.slice(4).split('.');
    expect((await report(`tdt_track-b.${staff}.${tokenId}.${secret}`, staff, [fix(ago(2), 41.9)])).status).toBe(401);
    expect(await positionEvents('track-b', staffOfB)).toBe(0);
    expect(await positionEvents('track-b', staffOfA)).toBe(0);
  });

  it('pushes position changes to A’s sockets only', async () => {
    const connect = (session: Session) =>
      new Promise<ReturnType<typeof io>>((resolve, reject) => {
        const socket = io(server.baseUrl, { auth: { token: session.token }, transports: ['websocket'], reconnection: false });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const [socketA, socketB] = await Promise.all([connect(admin), connect(adminB)]);
    const seenA: string[][] = [];
    const seenB: unknown[] = [];
    socketA.on('change', (message: { collection: string; ids: string[] }) => message.collection === 'staff-positions' && seenA.push(message.ids));
    socketB.on('change', (message: unknown) => seenB.push(message));
    try {
      await report(tokenOfA, staffOfA, [fix(ago(1), 41.91)]);
      await eventually(() => (seenA.some((ids) => ids.includes(staffOfA)) ? true : undefined), 5000, 'the push to A');
      expect(seenB).toEqual([]);
    } finally {
      socketA.close();
      socketB.close();
    }
  });
});
