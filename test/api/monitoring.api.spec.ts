// Monitoring over HTTP on the standalone server with simulated providers and a short tick: check now, raise, escalate, resolve, tenancy and roles.
import { clockTime, defaultSettings, notificationIdOf, notificationStreamName, smsOutboxStreamName } from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let member: Session;
let auditor: Session;
let adminB: Session;
let eventStore: EventStore;

/** A local date in Rome, `days` from today. */
const romeDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));
const tomorrow = romeDate(1);
const flightNumber = 'AZ610';

let tourId: string;
let subjectId: string;
let pathId: string;

const steer = (departureDelayMinutes: number) =>
  api(server, admin, 'POST', '/api/dev/monitoring/flights', { flightNumber, departureDateLocal: tomorrow, departureDelayMinutes, arrivalDelayMinutes: 0 });
const checkNow = (session: Session = admin, id = pathId) => api(server, session, 'POST', `/api/monitoring/subjects/${id}/check`);
const delayStream = (occurrence: number) => notificationStreamName(admin.orgId, notificationIdOf(subjectId, 'flight.departureDelay', occurrence));
const eventsOf = (occurrence = 1): Promise<RecordedEvent[]> => eventStore.readStream(delayStream(occurrence));
const flightSubject = async (session: Session = admin) => ((await api(server, session, 'GET', '/api/monitoring/subjects?kind=flight')).body.items as any[]).find((item) => item.id === subjectId);

/** Waits, within a bound, until the delay notification's stream holds `count` events and answers them. */
const waitForEvents = (count: number, what: string) =>
  eventually(async () => {
    const events = await eventsOf();
    return events.length >= count ? events : undefined;
  }, 10_000, what);

beforeAll(async () => {
  server = await startTestServer({ MONITOR_TICK_MS: '50' });
  eventStore = server.app.get<EventStore>(EVENT_STORE);
  admin = await signIn(server, 'watchers');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  adminB = await signIn(server, 'bystanders');
  expect((await api(server, admin, 'PUT', '/api/settings/notifications', { ...defaultSettings().notifications, phone: '+393331234567' })).status).toBe(200);

  const tour = (await api(server, admin, 'POST', '/api/tours', { title: 'Rome to Lisbon', startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
  tourId = tour.id;
  const day = (await api(server, admin, 'POST', `/api/tours/${tourId}/days`, { date: tomorrow, title: 'Departure' })).body;
  const flight = { flightNumber, from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
  const segment = await api(server, admin, 'POST', `/api/tours/${tourId}/days/${day.id}/segments`, { type: 'flight', title: 'AZ610 to Lisbon', flight });
  expect(segment.status).toBe(201);
  subjectId = `${tourId}/flight:${segment.body.id}`;
  pathId = Buffer.from(subjectId).toString('base64url');
  expect((await steer(0)).status).toBe(200);
  expect((await api(server, admin, 'POST', `/api/tours/${tourId}/status`, { status: 'PLANNED' })).status).toBe(200);
  expect((await api(server, admin, 'POST', `/api/tours/${tourId}/status`, { status: 'CONFIRMED' })).status).toBe(200);
});
afterAll(() => server.close());

describe('monitoring over HTTP', () => {
  it('lists the flight of a confirmed tour once the monitor has checked it', async () => {
    const subject = await eventually(async () => {
      const found = await flightSubject();
      return found?.lastCheck ? found : undefined;
    }, 10_000, 'the first check of the flight');
    expect(subject).toMatchObject({
      id: subjectId,
      pathId,
      kind: 'flight',
      tour: { id: tourId, title: 'Rome to Lisbon', timeZone: 'Europe/Rome' },
      day: { date: tomorrow },
      starts: { timeZone: 'Europe/Rome', name: 'FCO' },
      ends: { timeZone: 'Europe/Lisbon', name: 'LIS' },
      segment: { title: 'AZ610 to Lisbon' },
      provider: 'simulated',
      inHorizon: true,
      lastCheck: { outcome: 'reading' },
      level: 'normal',
      about: { label: 'AZ610 FCO→LIS', day: { date: tomorrow }, when: { timeZone: 'Europe/Rome' } },
    });
    expect(subject.readings['flight.departureDelay']).toMatchObject({ value: 0, unit: 'min', provider: 'simulated', simulated: true });
    expect(Date.parse(subject.nextCheckAt)).toBeGreaterThan(Date.parse(subject.lastCheck.at));
    expect(clockTime(subject.starts.instant, subject.starts)).toBe('10:00 FCO');
    expect(clockTime(subject.ends.instant, subject.ends)).toBe('12:05 LIS');
  });

  it('raises one ALERT for a 35-minute delay on check now, escalates it to CRITICAL at 65 and resolves it after two on-time checks', async () => {
    await steer(35);
    const requested = await checkNow();
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ id: subjectId, revision: expect.any(Number), position: expect.any(String) });
    const [raised] = await waitForEvents(1, 'the ALERT');
    expect(raised.type).toBe('NotificationRaised');
    expect(raised.data).toMatchObject({
      subjectId,
      tourId,
      measure: 'flight.departureDelay',
      occurrence: 1,
      level: 'ALERT',
      explanation: { reading: { value: 35, unit: 'min', provider: 'simulated', simulated: true }, threshold: { level: 'ALERT', value: 30 } },
    });
    await eventually(async () => ((await flightSubject())?.level === 'ALERT' ? true : undefined), 5000, 'the ALERT level in the list');
    expect(((await api(server, admin, 'GET', '/api/monitoring/subjects?level=ALERT')).body.items as any[]).map((item) => item.id)).toContain(subjectId);

    await steer(65);
    expect((await checkNow(member)).status).toBe(202);
    const escalated = (await waitForEvents(2, 'the escalation'))[1];
    expect(escalated).toMatchObject({ type: 'NotificationEscalated', data: { level: 'CRITICAL', explanation: { reading: { value: 65 } } } });
    const smsOf = async () => (await eventStore.readStream(smsOutboxStreamName(admin.orgId))).map((event) => event.type);
    expect(await eventually(async () => ((await smsOf()).includes('SmsSent') ? smsOf() : undefined), 5000, 'the SMS of the CRITICAL')).toEqual(['SmsQueued', 'SmsSent']);

    await steer(0);
    expect((await checkNow()).status).toBe(202);
    expect((await waitForEvents(3, 'the first calm check'))[2].type).toBe('NotificationEased');
    expect((await checkNow()).status).toBe(202);
    const resolved = (await waitForEvents(4, 'the resolution'))[3];
    expect(resolved).toMatchObject({ type: 'NotificationResolved', data: { by: 'system' } });

    expect((await eventsOf()).filter((event) => event.type === 'NotificationRaised')).toHaveLength(1);
    expect(await eventsOf(2)).toEqual([]);
    expect((await eventStore.readStream(smsOutboxStreamName(admin.orgId))).filter((event) => event.type === 'SmsSent')).toHaveLength(1);
  });

  it('shows organization B none of it, and answers 404 to its check of A’s subject', async () => {
    expect((await api(server, adminB, 'GET', '/api/monitoring/subjects')).body).toEqual({ items: [] });
    expect((await checkNow(adminB)).status).toBe(404);
  });

  it('lets members and admins, not auditors, ask for a check; refuses what is not a subject id', async () => {
    expect((await checkNow(auditor)).status).toBe(403);
    expect((await api(server, auditor, 'GET', '/api/monitoring/subjects')).status).toBe(200);
    expect((await checkNow(admin, 'not-a-subject')).status).toBe(400);
    expect((await checkNow(admin, Buffer.from(`${tourId}/flight:00000000-0000-4000-8000-000000000000`).toString('base64url'))).status).toBe(404);
  });

  it('expires the acknowledged notification of a tour once it is cancelled, on the monitor’s next look', async () => {
    const cancelled = (await api(server, admin, 'POST', '/api/tours', { title: 'Rome to Lisbon, later', startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
    const day = (await api(server, admin, 'POST', `/api/tours/${cancelled.id}/days`, { date: tomorrow, title: 'Departure' })).body;
    const flight = { flightNumber: 'AZ612', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T15:00`, scheduledArrival: `${tomorrow}T17:05` };
    const segment = await api(server, admin, 'POST', `/api/tours/${cancelled.id}/days/${day.id}/segments`, { type: 'flight', title: 'AZ612 to Lisbon', flight });
    expect(segment.status).toBe(201);
    expect((await api(server, admin, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'AZ612', departureDateLocal: tomorrow, departureDelayMinutes: 40, arrivalDelayMinutes: 0 })).status).toBe(200);
    for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(server, admin, 'POST', `/api/tours/${cancelled.id}/status`, { status })).status).toBe(200);
    const id = notificationIdOf(`${cancelled.id}/flight:${segment.body.id}`, 'flight.departureDelay', 1);
    const notification = async () => (await api(server, admin, 'GET', `/api/notifications/${id}`)).body;
    await eventually(async () => ((await notification()).status === 'UNREAD' ? true : undefined), 10_000, 'the ALERT of AZ612');
    expect((await api(server, admin, 'POST', `/api/notifications/${id}/acknowledge`, { note: 'Guide told' })).status).toBe(200);

    expect((await api(server, admin, 'POST', `/api/tours/${cancelled.id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    const expired = await eventually(async () => {
      const current = await notification();
      return current.status === 'EXPIRED' ? current : undefined;
    }, 10_000, 'the expiry of the cancelled tour’s notification');
    expect(expired).toMatchObject({ status: 'EXPIRED', closedBy: 'system', note: 'Guide told', updatedBy: 'system:monitor' });
    expect((await eventStore.readStream(notificationStreamName(admin.orgId, id))).map((event) => event.type)).toEqual(['NotificationRaised', 'NotificationAcknowledged', 'NotificationExpired']);
  });

  it('lets only admins steer a simulated flight', async () => {
    expect((await api(server, member, 'POST', '/api/dev/monitoring/flights', { flightNumber, departureDateLocal: tomorrow, cancelled: true })).status).toBe(403);
    expect((await api(server, admin, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'nonsense', departureDateLocal: tomorrow })).status).toBe(400);
  });
});
