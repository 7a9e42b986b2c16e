// Settings over HTTP: defaults, validation, the status-filter rule, and secrets that never come back.
import { SETTINGS_NAMES, defaultSettings, settingsStreamName } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { SETTINGS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE } from '@tourops/runtime';
import { api, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'settings-org');
});
afterAll(() => server.close());

describe('settings', () => {
  it('answers the SPEC defaults before anything is saved', async () => {
    const response = await api(server, admin, 'GET', '/api/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(defaultSettings());
  });

  it('saves the defaults on the first load of an organization without settings, once even when two loads come at once (SPEC §4)', async () => {
    const fresh = await signIn(server, 'settings-first-load');
    const eventStore = server.app.get<EventStore>(EVENT_STORE);
    const [first, second] = await Promise.all([api(server, fresh, 'GET', '/api/settings'), api(server, fresh, 'GET', '/api/settings/day')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body, second.body]).toEqual([defaultSettings(), defaultSettings().day]);
    for (const name of SETTINGS_NAMES) {
      const events = await eventStore.readStream(settingsStreamName(fresh.orgId, name));
      expect(events.map((event) => [event.type, event.data, event.metadata.actorId])).toEqual([['SettingsChanged', { name, values: defaultSettings()[name] }, 'system:initializer']]);
    }
    // The read model holds the five documents, and later loads save nothing more.
    const documents = server.app.get<ReadStore>(READ_STORE).forOrganization(fresh.orgId).collection(SETTINGS_COLLECTION);
    await eventually(async () => ((await documents.countDocuments()) === SETTINGS_NAMES.length ? true : undefined), 10_000, 'the five settings documents');
    await api(server, fresh, 'GET', '/api/settings');
    for (const name of SETTINGS_NAMES) expect(await eventStore.readStream(settingsStreamName(fresh.orgId, name))).toHaveLength(1);
    const saved = await api(server, fresh, 'PUT', '/api/settings/day', { ...defaultSettings().day, startTime: '08:00' });
    expect(saved.body).toMatchObject({ id: 'day', revision: 1 });
  });

  it('saves a document and merges it over the defaults', async () => {
    const notifications = { ...defaultSettings().notifications, phone: '+39 055 123456' };
    const saved = await api(server, admin, 'PUT', '/api/settings/notifications', notifications);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: 'notifications', revision: 1, position: expect.any(String) });
    const read = await api(server, admin, 'GET', `/api/settings?minPosition=${saved.body.position}`);
    expect(read.body.notifications.phone).toBe('+39055123456');
    expect(read.body.day).toEqual(defaultSettings().day);
  });

  it('refuses a phone not in E.164 form and thresholds out of their direction, naming each field', async () => {
    const defaults = defaultSettings().notifications;
    const response = await api(server, admin, 'PUT', '/api/settings/notifications', {
      ...defaults,
      phone: '055 123456',
      weather: { ...defaults.weather, windSpeed: { WARNING: 30, ALERT: 20, CRITICAL: 70 }, minTemperature: { WARNING: 0, ALERT: 5, CRITICAL: -10 } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      phone: expect.stringContaining('E.164'),
      'weather.windSpeed.ALERT': 'weather.windSpeed.ALERT must be above WARNING (30 km/h).',
      'weather.minTemperature.ALERT': 'weather.minTemperature.ALERT must be below WARNING (0 °C).',
    });
  });

  it('turns status filters that are not lists into empty lists', async () => {
    const editor = {
      tourEditor: { autosave: false, autoFillSegment: true },
      tourList: { tourStatusFilter: 'DRAFT' },
      dashboardMap: { dashboardMapFilter: { tourStatusFilter: { any: 1 } } },
    };
    const saved = await api(server, admin, 'PUT', '/api/settings/editor', editor);
    expect(saved.status).toBe(200);
    const read = await api(server, admin, 'GET', `/api/settings/editor?minPosition=${saved.body.position}`);
    expect(read.body).toEqual({
      tourEditor: { autosave: false, autoFillSegment: true },
      tourList: { tourStatusFilter: [] },
      dashboardMap: { dashboardMapFilter: { tourStatusFilter: [] } },
    });
  });

  it('refuses invalid values and unknown documents', async () => {
    const backwards = await api(server, admin, 'PUT', '/api/settings/day', { startTime: '18:00', endTime: '08:00', breakBetweenSegments: 15 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ endTime: 'The day must end after it starts.' });
    const longBreak = await api(server, admin, 'PUT', '/api/settings/day', { startTime: '08:00', endTime: '18:00', breakBetweenSegments: 241 });
    expect(longBreak.body.errors).toEqual({ breakBetweenSegments: 'Whole minutes from 0 to 240.' });
    expect((await api(server, admin, 'PUT', '/api/settings/day', { startTime: '8am', endTime: '17:00', breakBetweenSegments: 15 })).status).toBe(400);
    expect((await api(server, admin, 'PUT', '/api/settings/colours', {})).status).toBe(404);
  });

  it('stores service keys encrypted and shows them masked', async () => {
    const saved = await api(server, admin, 'PUT', '/api/settings/api', { mapsApiKey: 'maps-secret-1234', weatherApiKey: 'weather-secret-9876', flightDataApiKey: '' });
    const read = await api(server, admin, 'GET', `/api/settings/api?minPosition=${saved.body.position}`);
    expect(read.body).toEqual({ mapsApiKey: '••••••••1234', weatherApiKey: '••••••••9876', flightDataApiKey: '' });
    // Sending the masked value back keeps the key.
    const again = await api(server, admin, 'PUT', '/api/settings/api', { ...read.body, flightDataApiKey: 'flights-abcdef' });
    const after = await api(server, admin, 'GET', `/api/settings/api?minPosition=${again.body.position}`);
    expect(after.body).toEqual({ mapsApiKey: '••••••••1234', weatherApiKey: '••••••••9876', flightDataApiKey: '••••••••cdef' });
    // The event log holds no plain key.
    const history = JSON.stringify((await readSettingsEvents(server, admin.orgId)).map((event: { data: unknown }) => event.data));
    expect(history).not.toContain('maps-secret-1234');
    expect(history).toContain('enc:v1:');
  });
});

async function readSettingsEvents(testServer: TestServer, orgId: string) {
  const { EVENT_STORE } = await import('@tourops/runtime');
  const store = testServer.app.get(EVENT_STORE);
  return store.readStream(`settings-${orgId}.api`);
}
