// The demo clock of a development server (DEMO_CLOCK=steered): admins steer it and the commands record that time; other servers do not have it.
import { api, invitedSignIn, signIn, startTestServer, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let steered: TestServer;
let plain: TestServer;

beforeAll(async () => {
  [steered, plain] = await Promise.all([startTestServer({ DEMO_CLOCK: 'steered' }), startTestServer()]);
}, 60_000);
afterAll(() => Promise.all([steered.close(), plain.close()]));

describe('demo clock', () => {
  it('is not there on a server started without DEMO_CLOCK=steered', async () => {
    const admin = await signIn(plain, 'acme');
    for (const [method, url, body] of [['GET', '/api/dev/clock'], ['PUT', '/api/dev/clock', { now: '2026-03-01T09:00:00Z' }], ['DELETE', '/api/dev/clock'], ['POST', '/api/dev/monitoring/look']] as const) {
      const response = await api(plain, admin, method, url, body);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.body.detail).toContain('DEMO_CLOCK=steered');
    }
  });

  it('records the steered time on commands, flows on from it, and goes back to the system time when released', async () => {
    const admin = await signIn(steered, 'acme');
    const steer = await api(steered, admin, 'PUT', '/api/dev/clock', { now: '2026-03-01T09:00:00Z' });
    expect(steer.status).toBe(200);
    expect(steer.body.steered).toBe(true);
    expect(Date.parse(steer.body.now) - Date.parse('2026-03-01T09:00:00Z')).toBeLessThan(5000);

    const created = await api(steered, admin, 'POST', '/api/tours', { title: 'Spring in Rome', startDate: '2026-04-10', endDate: '2026-04-12', timezone: 'Europe/Rome' });
    expect(created.status).toBe(201);
    const history = await wholeHistory(steered, admin, `/api/tours/${created.body.id}/history?minPosition=${created.body.position}`);
    expect(history.body[0].occurredAt.slice(0, 15)).toBe('2026-03-01T09:0');

    const look = await api(steered, admin, 'POST', '/api/dev/monitoring/look');
    expect(look.status).toBe(200);
    expect(look.body).toMatchObject({ checks: 0, position: expect.stringMatching(/^\d+$/) });
    expect(look.body.at.slice(0, 10)).toBe('2026-03-01');

    const released = await api(steered, admin, 'DELETE', '/api/dev/clock');
    expect(released.body.steered).toBe(false);
    expect(Math.abs(Date.parse(released.body.now) - Date.now())).toBeLessThan(5000);
  });

  it('refuses an instant without its offset, naming the field, and members who are not admins', async () => {
    const admin = await signIn(steered, 'acme');
    const bad = await api(steered, admin, 'PUT', '/api/dev/clock', { now: '2026-03-01 09:00' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('now must be an ISO-8601 instant');
    const member = await invitedSignIn(steered, admin, 'org:member');
    expect((await api(steered, member, 'PUT', '/api/dev/clock', { now: '2026-03-01T09:00:00Z' })).status).toBe(403);
    expect((await api(steered, admin, 'GET', '/api/dev/clock')).body.steered).toBe(false);
  });
});
