// The backtest of draft thresholds over HTTP: checks recorded through the server's command path, replayed with a draft and with the stored settings.
import { defaultSettings, subjectChecksDecider, subjectChecksStreamName, type Reading } from '@tourops/domain';
import { CommandPath } from '@tourops/runtime';
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let member: Session;
let auditor: Session;
let adminB: Session;

const defaults = defaultSettings().notifications;
/** Wind at 20/35/55 km/h instead of 30/50/70. */
const stricter = { ...defaults, phone: undefined, weather: { ...defaults.weather, windSpeed: { WARNING: 20, ALERT: 35, CRITICAL: 55 } } };
const backtest = (session: Session, body: unknown) => api(server, session, 'POST', '/api/settings/notifications/backtest', body);

const wind = (value: number): Reading => {
  const now = new Date().toISOString();
  return { measure: 'weather.windSpeed', value, unit: 'km/h', observedAt: now, provider: 'simulated', fetchedAt: now, simulated: true };
};

/** One check of a subject of organization `orgId`, recorded as the monitor records it. */
async function recordCheck(orgId: string, subjectId: string, value: number) {
  await server.app.get(CommandPath).run({
    streamName: subjectChecksStreamName(orgId, subjectId),
    decider: subjectChecksDecider,
    command: { type: 'RecordReadings', data: { subjectId, tourId: 'tour-backtest', kind: 'weather', readings: [wind(value)], at: new Date().toISOString() } },
    caller: { orgId, actorId: 'system:monitor' },
    resultId: subjectId,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'backtesters');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  adminB = await signIn(server, 'bystanders');
  for (const value of [25, 40, 10, 10, 60, 45]) await recordCheck(admin.orgId, 'tour-backtest/weather:a1', value);
  for (const value of [90, 90]) await recordCheck(adminB.orgId, 'tour-backtest/weather:b1', value);
});
afterAll(() => server.close());

describe('POST /api/settings/notifications/backtest', () => {
  it('counts more notifications for a stricter draft than for the stored settings, over the last 30 days', async () => {
    const response = await backtest(admin, { thresholds: stricter });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      days: 30,
      checks: 6,
      subjects: 1,
      counts: { WARNING: 0, ALERT: 1, CRITICAL: 1 },
      escalations: 1,
      current: { counts: { WARNING: 1, ALERT: 1, CRITICAL: 0 }, escalations: 0 },
    });
    expect(Date.parse(response.body.to) - Date.parse(response.body.from)).toBe(30 * 86_400_000);
  });

  it('writes nothing and lets members and auditors run it', async () => {
    for (const session of [member, auditor]) {
      const response = await backtest(session, { thresholds: stricter, days: 7 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ days: 7, checks: 6, counts: { ALERT: 1, CRITICAL: 1 } });
    }
    expect((await api(server, admin, 'GET', '/api/settings/notifications')).body.weather.windSpeed).toEqual(defaults.weather.windSpeed);
  });

  it('shows organization B none of A’s checks', async () => {
    const response = await backtest(adminB, { thresholds: stricter });
    expect(response.body).toMatchObject({ checks: 2, subjects: 1, counts: { WARNING: 0, ALERT: 0, CRITICAL: 1 }, current: { counts: { CRITICAL: 1 } } });
  });

  it('refuses bad thresholds and days with 400 naming the fields', async () => {
    const disordered = { ...defaults, weather: { ...defaults.weather, windSpeed: { WARNING: 50, ALERT: 40, CRITICAL: 70 } } };
    const response = await backtest(admin, { thresholds: disordered });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(['thresholds.weather.windSpeed.ALERT']);
    const tooLong = await backtest(admin, { thresholds: stricter, days: 31 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toHaveProperty('days');
    expect((await backtest(admin, {})).status).toBe(400);
  });
});
