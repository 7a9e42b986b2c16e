// Notifications over HTTP: raised by the domain's EvaluateReading as the monitor will, then listed, counted, explained and handled by operators.
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { notificationStreamName } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { MONITOR_ACTOR, evaluateReading, type ReadingOf } from '../support/notifications';
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let eventStore: EventStore;
let admin: Session;
let member: Session;
let auditor: Session;
let otherOrg: Session;

beforeAll(async () => {
  server = await startTestServer();
  eventStore = server.app.get(EVENT_STORE);
  admin = await signIn(server, 'ntf-a');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  otherOrg = await signIn(server, 'ntf-b');
});
afterAll(() => server.close());

/** Raises (or evaluates again) a reading in organization A and waits for the read model to show it. */
async function raise(reading: ReadingOf): Promise<string> {
  const { id, position } = await evaluateReading(server, admin.orgId, reading);
  expect((await api(server, admin, 'GET', `/api/notifications/${id}?minPosition=${position}`)).status).toBe(200);
  return id;
}

const get = async (id: string, session = admin, position?: string) =>
  (await api(server, session, 'GET', `/api/notifications/${id}${position ? `?minPosition=${position}` : ''}`)).body;
const list = async (query: string, session = admin) => api(server, session, 'GET', `/api/notifications?${query}`);
const post = (session: Session, id: string, action: string, body?: unknown, headers?: Record<string, string>) =>
  api(server, session, 'POST', `/api/notifications/${id}/${action}`, body, headers);
const eventsOf = async (orgId: string, id: string) => (await eventStore.readStream(notificationStreamName(orgId, id))).map((event) => event.type);

describe('notifications raised by the monitor', () => {
  it('are read with their explanation, label, unit and revision as ETag', async () => {
    const tourId = randomUUID();
    const id = await raise({ tourId, value: 55, simulated: true });
    const response = await api(server, auditor, 'GET', `/api/notifications/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"0"');
    expect(response.body).toEqual({
      id,
      tourId,
      subjectId: `${tourId}/weather:day-1`,
      measure: 'weather.windSpeed',
      label: 'Wind (sustained, 10 m)',
      unit: 'km/h',
      occurrence: 1,
      status: 'UNREAD',
      level: 'ALERT',
      levelSince: expect.any(String),
      explanation: {
        reading: { measure: 'weather.windSpeed', value: 55, unit: 'km/h', observedAt: expect.any(String), provider: 'simulated', fetchedAt: expect.any(String), simulated: true },
        threshold: { level: 'ALERT', value: 50 },
        settingsRevision: -1,
      },
      calmChecks: 0,
      closedBy: null,
      note: null,
      reason: null,
      createdBy: MONITOR_ACTOR,
      createdAt: expect.any(String),
      updatedBy: MONITOR_ACTOR,
      updatedAt: expect.any(String),
      revision: 0,
      about: { tour: { id: tourId, title: 'a removed tour', timezone: 'UTC' }, day: null, segment: null, label: 'Weather at a removed segment', when: null },
    });
  });

  it('escalate in place: the same notification, at the higher level, unread again', async () => {
    const tourId = randomUUID();
    const id = await raise({ tourId, value: 35 });
    await post(admin, id, 'read');
    const { position, types } = await evaluateReading(server, admin.orgId, { tourId, value: 75 });
    expect(types).toEqual(['NotificationEscalated']);
    expect(await get(id, admin, position)).toMatchObject({ id, level: 'CRITICAL', status: 'UNREAD', explanation: { threshold: { level: 'CRITICAL', value: 70 } }, revision: 2 });
    expect((await list(`tourId=${tourId}`)).body.items).toHaveLength(1);
  });

  it('keep their whole story in the history, with who and when', async () => {
    const id = await raise({ tourId: randomUUID(), value: 35 });
    const acknowledged = await post(member, id, 'acknowledge', { note: 'Guide informed' });
    expect(acknowledged.status).toBe(200);
    const history = await wholeHistory(server, auditor, `/api/notifications/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({ type: 'NotificationRaised', revision: 0, position: expect.any(String), occurredAt: expect.any(String), actor: MONITOR_ACTOR, data: expect.objectContaining({ notificationId: id, level: 'WARNING' }) }),
      expect.objectContaining({
        type: 'NotificationAcknowledged',
        revision: 1,
        position: acknowledged.body.position,
        occurredAt: expect.any(String),
        actor: member.userId,
        summary: 'Acknowledged the notification: “Guide informed”.',
        data: { notificationId: id, note: 'Guide informed' },
      }),
    ]);
  });
});

describe('the list', () => {
  const tourId = randomUUID();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.wind = await raise({ tourId, subjectId: `${tourId}/weather:a`, value: 35 });
    ids.rain = await raise({ tourId, subjectId: `${tourId}/weather:a`, measure: 'weather.precipitation', value: 40 });
    ids.delay = await raise({ tourId, subjectId: `${tourId}/flight:b`, measure: 'flight.departureDelay', value: 45 });
    ids.cancelled = await raise({ tourId, subjectId: `${tourId}/flight:c`, measure: 'flight.cancelled', value: 1 });
    await post(admin, ids.rain, 'read');
    await post(admin, ids.delay, 'dismiss', { reason: 'Connection rebooked' });
  });

  it('lists a tour’s notifications, highest level first, then newest to reach its level', async () => {
    const response = await list(`tourId=${tourId}&minPosition=${(await post(admin, ids.wind, 'acknowledge')).body.position}`);
    expect(response.status).toBe(200);
    const items = response.body.items as { id: string; level: string; levelSince: string }[];
    const rank = ['INFO', 'WARNING', 'ALERT', 'CRITICAL'];
    const inboxOrder = [...items].sort((a, b) => rank.indexOf(b.level) - rank.indexOf(a.level) || b.levelSince.localeCompare(a.levelSince) || b.id.localeCompare(a.id));
    expect(items.map((item) => item.id)).toEqual(inboxOrder.map((item) => item.id));
    expect(items.map((item) => item.level)).toEqual(['CRITICAL', 'CRITICAL', 'ALERT', 'WARNING']);
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(Object.values(ids)));
    expect(response.body.nextCursor).toBeNull();
  });

  it('filters by one or several statuses and severities, by measure and by tour', async () => {
    const idsOf = async (query: string) => (await list(`tourId=${tourId}&${query}`)).body.items.map((item: { id: string }) => item.id).sort();
    expect(await idsOf('status=DISMISSED')).toEqual([ids.delay]);
    expect(await idsOf('status=UNREAD,READ')).toEqual([ids.cancelled, ids.rain].sort());
    expect(await idsOf('severity=CRITICAL')).toEqual([ids.cancelled, ids.rain].sort());
    expect(await idsOf('severity=WARNING,ALERT')).toEqual([ids.delay, ids.wind].sort());
    expect(await idsOf('measure=flight.departureDelay,flight.cancelled')).toEqual([ids.cancelled, ids.delay].sort());
    expect(await idsOf('status=UNREAD&severity=CRITICAL&measure=flight.cancelled')).toEqual([ids.cancelled]);
    expect((await list(`tourId=${randomUUID()}`)).body.items).toEqual([]);
  });

  it('pages with an opaque cursor, in the same order as one page', async () => {
    const whole = (await list(`tourId=${tourId}`)).body.items.map((item: { id: string }) => item.id);
    const first = await list(`tourId=${tourId}&limit=3`);
    expect(first.body.items).toHaveLength(3);
    const second = await list(`tourId=${tourId}&limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.items, ...second.body.items].map((item: { id: string }) => item.id)).toEqual(whole);
    const oneByOne: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await list(`tourId=${tourId}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      oneByOne.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor !== null && oneByOne.length < 10);
    expect(oneByOne).toEqual(whole);
  });

  it('answers 400 naming the field for an unknown status, severity, measure, tour id or cursor', async () => {
    for (const [query, field] of [
      ['status=UNREAD,SNOOZED', 'status'],
      ['severity=HIGH', 'severity'],
      ['measure=weather.fog', 'measure'],
      ['tourId=not-a-tour', 'tourId'],
      ['day=28-11-2026', 'day'],
      ['day=2026-02-30', 'day'],
      ['limit=0', 'limit'],
      ['cursor=garbage', 'cursor'],
      ['colour=red', 'query'],
    ]) {
      const response = await list(query);
      expect([query, response.status]).toEqual([query, 400]);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    expect((await list('status=SNOOZED')).body.errors.status).toMatch(/"SNOOZED".*UNREAD, READ, ACKNOWLEDGED, RESOLVED, DISMISSED, EXPIRED/);
    expect((await list('day=28-11-2026')).body.errors.day).toBe('Must be a date as YYYY-MM-DD, like 2026-11-28.');
  });
});

describe('what a notification is about', () => {
  let tour: { id: string; flight: string; colosseum: string; saturday: string; friday: string };
  const ids: Record<string, string> = {};

  /** Rome long weekend: the Colosseum on Friday 27 November at 15:00, AZ610 from Fiumicino to Lisbon on Saturday 28 at 10:00 Rome time. */
  beforeAll(async () => {
    const created = (await api(server, admin, 'POST', '/api/tours', { title: 'Rome long weekend', startDate: '2026-11-27', endDate: '2026-11-28', timezone: 'Europe/Rome' })).body;
    const [friday, saturday] = [randomUUID(), randomUUID()];
    await api(server, admin, 'POST', `/api/tours/${created.id}/days`, { id: friday, date: '2026-11-27', title: 'Ancient Rome' });
    await api(server, admin, 'POST', `/api/tours/${created.id}/days`, { id: saturday, date: '2026-11-28', title: 'Home' });
    const colosseum = await api(server, admin, 'POST', `/api/tours/${created.id}/days/${friday}/segments`, {
      type: 'activity',
      title: 'Guided visit: Colosseum',
      startTime: '15:00',
      durationMinutes: 90,
      location: { name: 'Colosseum', lat: 41.89, lng: 12.49 },
    });
    const flight = await api(server, admin, 'POST', `/api/tours/${created.id}/days/${saturday}/segments`, {
      type: 'flight',
      title: 'Flight AZ610 FCO–LIS',
      flight: { flightNumber: 'AZ610', from: 'FCO', to: 'LIS', scheduledDeparture: '2026-11-28T10:00', scheduledArrival: '2026-11-28T11:50' },
    });
    expect([colosseum.status, flight.status]).toEqual([201, 201]);
    const planned = (await api(server, admin, 'GET', `/api/tours/${created.id}?minPosition=${flight.body.position}`)).body;
    tour = { id: created.id, friday, saturday, colosseum: planned.days[0].segments[0].id, flight: planned.days[1].segments[0].id };
    ids.wind = await raise({ tourId: tour.id, subjectId: `${tour.id}/weather:${tour.colosseum}`, value: 35 });
    ids.departure = await raise({ tourId: tour.id, subjectId: `${tour.id}/flight:${tour.flight}`, measure: 'flight.departureDelay', value: 65 });
    ids.arrival = await raise({ tourId: tour.id, subjectId: `${tour.id}/flight:${tour.flight}`, measure: 'flight.arrivalDelay', value: 35 });
    ids.lisbon = await raise({ tourId: tour.id, subjectId: `${tour.id}/weather:${tour.flight}:to`, value: 55 });
  });

  it('names the tour, the day, the segment, the flight and its departure on the origin airport’s clock', async () => {
    expect((await get(ids.departure)).about).toEqual({
      tour: { id: tour.id, title: 'Rome long weekend', timezone: 'Europe/Rome' },
      day: { id: tour.saturday, date: '2026-11-28' },
      segment: { id: tour.flight, title: 'Flight AZ610 FCO–LIS' },
      label: 'AZ610 FCO→LIS',
      when: { instant: '2026-11-28T09:00:00.000Z', timeZone: 'Europe/Rome' },
    });
    expect((await get(ids.lisbon)).about).toMatchObject({ label: 'Weather at LIS', when: { instant: '2026-11-28T11:50:00.000Z', timeZone: 'Europe/Lisbon' } });
    expect((await get(ids.wind)).about).toMatchObject({ day: { date: '2026-11-27' }, label: 'Weather at Colosseum', when: { instant: '2026-11-27T14:00:00.000Z', timeZone: 'Europe/Rome' } });
  });

  it('lists each with what it is about, highest level first', async () => {
    const { items } = (await list(`tourId=${tour.id}`)).body;
    expect(items.map((item: { id: string }) => item.id)).toEqual([ids.departure, ids.lisbon, ids.arrival, ids.wind]);
    expect(items.map((item: { about: { label: string } }) => item.about.label)).toEqual(['AZ610 FCO→LIS', 'Weather at LIS', 'AZ610 FCO→LIS', 'Weather at Colosseum']);
  });

  it('filters by the day the segment is planned on, with or without the tour', async () => {
    const idsOn = async (query: string) => (await list(query)).body.items.map((item: { id: string }) => item.id);
    expect(await idsOn(`tourId=${tour.id}&day=2026-11-28`)).toEqual([ids.departure, ids.lisbon, ids.arrival]);
    expect(await idsOn(`tourId=${tour.id}&day=2026-11-27`)).toEqual([ids.wind]);
    expect(await idsOn(`day=2026-11-27`)).toContain(ids.wind);
    expect(await idsOn(`tourId=${tour.id}&day=2026-11-29`)).toEqual([]);
  });

  it('still names a deleted tour by its title', async () => {
    const deleted = await api(server, admin, 'DELETE', `/api/tours/${tour.id}`);
    expect(deleted.status).toBe(200);
    expect((await get(ids.departure, admin, deleted.body.position)).about).toMatchObject({ tour: { title: 'Rome long weekend' }, label: 'AZ610 FCO→LIS' });
  });

  it('answers what another organization’s tour is about as a removed tour, never its title', async () => {
    const thirdOrg = await signIn(server, 'ntf-c');
    const { id, position } = await evaluateReading(server, thirdOrg.orgId, { tourId: tour.id, subjectId: `${tour.id}/flight:${tour.flight}`, measure: 'flight.departureDelay', value: 65 });
    expect((await get(id, thirdOrg, position)).about).toMatchObject({ tour: { title: 'a removed tour' }, label: 'A removed flight' });
  });
});

describe('the summary', () => {
  it('counts by status and severity, and the open ones by severity', async () => {
    const before = (await api(server, auditor, 'GET', '/api/notifications/summary')).body;
    const tourId = randomUUID();
    const critical = await raise({ tourId, subjectId: `${tourId}/flight:x`, measure: 'flight.cancelled', value: 1 });
    const warning = await raise({ tourId, value: 31 });
    const { position } = (await post(admin, warning, 'resolve', { note: 'Wind dropped' })).body;
    const after = (await api(server, auditor, 'GET', `/api/notifications/summary?minPosition=${position}`)).body;
    expect(after.total - before.total).toBe(2);
    expect(after.byStatus.UNREAD - before.byStatus.UNREAD).toBe(1);
    expect(after.byStatus.RESOLVED - before.byStatus.RESOLVED).toBe(1);
    expect(after.bySeverity.CRITICAL - before.bySeverity.CRITICAL).toBe(1);
    expect(after.bySeverity.WARNING - before.bySeverity.WARNING).toBe(1);
    expect(after.open.CRITICAL - before.open.CRITICAL).toBe(1);
    expect(after.open.WARNING - before.open.WARNING).toBe(0);
    expect(after.open.total - before.open.total).toBe(1);
    expect(Object.keys(after.byStatus)).toEqual(['UNREAD', 'READ', 'ACKNOWLEDGED', 'RESOLVED', 'DISMISSED', 'EXPIRED']);
    expect(Object.keys(after.bySeverity)).toEqual(['INFO', 'WARNING', 'ALERT', 'CRITICAL']);
    expect(critical).toBeDefined();
  });
});

describe('operators handling a notification', () => {
  it('read, acknowledge with a note, then resolve it', async () => {
    const id = await raise({ tourId: randomUUID(), value: 55 });
    const read = await post(member, id, 'read');
    expect(read.body).toEqual({ id, revision: 1, position: expect.any(String) });
    expect(await get(id, admin, read.body.position)).toMatchObject({ status: 'READ', updatedBy: member.userId });
    const again = await post(member, id, 'read');
    expect(again.body.revision).toBe(1);
    const acknowledged = await post(member, id, 'acknowledge', { note: '  Guide told to stay indoors  ' });
    expect(await get(id, admin, acknowledged.body.position)).toMatchObject({ status: 'ACKNOWLEDGED', note: 'Guide told to stay indoors', revision: 2 });
    const resolved = await post(admin, id, 'resolve', { note: 'Wind dropped' });
    expect(resolved.status).toBe(200);
    expect(await get(id, admin, resolved.body.position)).toMatchObject({ status: 'RESOLVED', closedBy: 'operator', note: 'Wind dropped', updatedBy: admin.userId, revision: 3 });
    expect(await eventsOf(admin.orgId, id)).toEqual(['NotificationRaised', 'NotificationRead', 'NotificationAcknowledged', 'NotificationResolved']);
  });

  it('acknowledge and resolve without a body', async () => {
    const id = await raise({ tourId: randomUUID(), value: 35 });
    expect((await post(admin, id, 'acknowledge')).status).toBe(200);
    expect((await post(admin, id, 'resolve')).status).toBe(200);
    expect(await eventsOf(admin.orgId, id)).toEqual(['NotificationRaised', 'NotificationAcknowledged', 'NotificationResolved']);
  });

  it('dismiss only with a reason of at most 500 characters; a note is at most 1000', async () => {
    const id = await raise({ tourId: randomUUID(), value: 35 });
    for (const body of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await post(admin, id, 'dismiss', body);
      expect(response.status).toBe(400);
    }
    expect((await post(admin, id, 'dismiss', {})).body.errors).toEqual({ reason: 'Required.' });
    expect((await post(admin, id, 'acknowledge', { note: 'x'.repeat(1001) })).body.errors).toEqual({ note: 'At most 1000 characters.' });
    const dismissed = await post(admin, id, 'dismiss', { reason: 'Indoor visit instead' });
    expect(dismissed.status).toBe(200);
    expect(await get(id, admin, dismissed.body.position)).toMatchObject({ status: 'DISMISSED', reason: 'Indoor visit instead', closedBy: 'operator' });
  });

  it('refuses every action on a closed notification with 409 naming its status, and records nothing', async () => {
    const id = await raise({ tourId: randomUUID(), value: 35 });
    await post(admin, id, 'dismiss', { reason: 'Not relevant' });
    for (const [action, body] of [['read'], ['acknowledge', { note: 'late' }], ['resolve'], ['dismiss', { reason: 'again' }]] as [string, unknown?][]) {
      const response = await post(admin, id, action, body);
      expect([action, response.status]).toEqual([action, 409]);
      expect(response.body).toMatchObject({ status: 409, detail: expect.stringContaining('already dismissed'), notificationStatus: 'DISMISSED' });
    }
    expect(await eventsOf(admin.orgId, id)).toEqual(['NotificationRaised', 'NotificationDismissed']);
    const { types } = await evaluateReading(server, admin.orgId, { tourId: 'ignored', subjectId: (await get(id)).subjectId, value: 80 });
    expect(types).toEqual([]);
  });

  it('honours If-Match: the current revision passes, a stale one answers 409 with the current revision', async () => {
    const id = await raise({ tourId: randomUUID(), value: 35 });
    const read = await post(admin, id, 'read', undefined, { 'if-match': '"0"' });
    expect(read.status).toBe(200);
    const stale = await post(admin, id, 'acknowledge', { note: 'from an old page' }, { 'if-match': '"0"' });
    expect(stale.status).toBe(409);
    expect(stale.body.currentRevision).toBe(1);
    expect((await post(admin, id, 'acknowledge', {}, { 'if-match': 'yesterday' })).status).toBe(400);
    expect(await eventsOf(admin.orgId, id)).toEqual(['NotificationRaised', 'NotificationRead']);
  });

  it('answers 404 for an unknown notification and creates no stream, 400 for a malformed id', async () => {
    const unknown = 'ntf-0123456789abcdef-1';
    for (const [action, body, headers] of [['read'], ['acknowledge', {}], ['resolve', {}, { 'if-match': '"0"' }], ['dismiss', { reason: 'x' }]] as [string, unknown?, Record<string, string>?][])
      expect([action, (await post(admin, unknown, action, body, headers)).status]).toEqual([action, 404]);
    expect((await api(server, admin, 'GET', `/api/notifications/${unknown}`)).status).toBe(404);
    expect((await wholeHistory(server, admin, `/api/notifications/${unknown}/history`)).status).toBe(404);
    expect(await eventsOf(admin.orgId, unknown)).toEqual([]);
    const malformed = await api(server, admin, 'GET', '/api/notifications/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ notificationId: expect.any(String) });
  });
});

describe('bulk actions', () => {
  it('act on each notification with its own command and answer each outcome', async () => {
    const tourId = randomUUID();
    const fresh = await raise({ tourId, subjectId: `${tourId}/weather:1`, value: 35 });
    const alreadyRead = await raise({ tourId, subjectId: `${tourId}/weather:2`, value: 35 });
    const closed = await raise({ tourId, subjectId: `${tourId}/weather:3`, value: 35 });
    await post(admin, alreadyRead, 'read');
    await post(admin, closed, 'resolve');
    const unknown = 'ntf-fedcba9876543210-1';
    const response = await api(server, member, 'POST', '/api/notifications/bulk', { ids: [fresh, alreadyRead, closed, unknown], action: 'read' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      results: [
        { id: fresh, status: 'done' },
        { id: alreadyRead, status: 'unchanged' },
        { id: closed, status: 'refused', detail: expect.stringContaining('already resolved') },
        { id: unknown, status: 'refused', detail: 'Notification not found.' },
      ],
      position: expect.stringMatching(/^\d+$/),
    });
    expect(await eventsOf(admin.orgId, unknown)).toEqual([]);
    const dismissed = await api(server, member, 'POST', '/api/notifications/bulk', { ids: [fresh, alreadyRead], action: 'dismiss', reason: 'Storm passed' });
    expect(dismissed.body.results.map((result: { status: string }) => result.status)).toEqual(['done', 'done']);
    const shown = await list(`tourId=${tourId}&status=DISMISSED&minPosition=${dismissed.body.position}`);
    expect(shown.body.items.map((item: { id: string; reason: string }) => [item.id, item.reason]).sort()).toEqual([[alreadyRead, 'Storm passed'], [fresh, 'Storm passed']].sort());
  });

  it('checks the request: 1 to 200 distinct ids, a known action, a reason to dismiss', async () => {
    const id = 'ntf-0123456789abcdef-2';
    const bulk = (body: unknown) => api(server, admin, 'POST', '/api/notifications/bulk', body);
    expect((await bulk({ ids: [], action: 'read' })).body.errors).toEqual({ ids: expect.any(String) });
    expect((await bulk({ ids: Array.from({ length: 201 }, (_, n) => `ntf-0123456789abcdef-${n + 1}`), action: 'read' })).body.errors).toEqual({ ids: expect.any(String) });
    expect((await bulk({ ids: [id, id], action: 'read' })).body.errors).toEqual({ ids: 'Name each notification once.' });
    expect((await bulk({ ids: ['abc'], action: 'read' })).body.errors).toEqual({ 'ids.0': expect.any(String) });
    expect((await bulk({ ids: [id], action: 'snooze' })).body.errors).toEqual({ action: expect.any(String) });
    expect((await bulk({ ids: [id], action: 'dismiss' })).body.errors).toEqual({ reason: 'Required to dismiss.' });
    expect((await bulk({ ids: [id], action: 'read', reason: 'x' })).body.errors).toEqual({ reason: 'Only a dismissal takes a reason.' });
  });
});

describe('roles and organizations', () => {
  it('lets auditors read everything and change nothing', async () => {
    const id = await raise({ tourId: randomUUID(), value: 35 });
    expect((await list('', auditor)).status).toBe(200);
    expect((await api(server, auditor, 'GET', '/api/notifications/summary')).status).toBe(200);
    expect((await api(server, auditor, 'GET', `/api/notifications/${id}`)).status).toBe(200);
    expect((await wholeHistory(server, auditor, `/api/notifications/${id}/history`)).status).toBe(200);
    for (const [action, body] of [['read'], ['acknowledge', {}], ['resolve', {}], ['dismiss', { reason: 'x' }]] as [string, unknown?][])
      expect([action, (await post(auditor, id, action, body)).status]).toEqual([action, 403]);
    expect((await api(server, auditor, 'POST', '/api/notifications/bulk', { ids: [id], action: 'read' })).status).toBe(403);
    expect(await eventsOf(admin.orgId, id)).toEqual(['NotificationRaised']);
  });

  it('shows and changes nothing of organization A to organization B, and appends nothing', async () => {
    const tourId = randomUUID();
    const id = await raise({ tourId, value: 55 });
    expect((await list(`tourId=${tourId}`, otherOrg)).body.items).toEqual([]);
    expect((await api(server, otherOrg, 'GET', '/api/notifications/summary')).body.total).toBe(0);
    expect((await api(server, otherOrg, 'GET', `/api/notifications/${id}`)).status).toBe(404);
    expect((await wholeHistory(server, otherOrg, `/api/notifications/${id}/history`)).status).toBe(404);
    for (const [action, body] of [['read'], ['acknowledge', {}], ['resolve', {}], ['dismiss', { reason: 'x' }]] as [string, unknown?][])
      expect([action, (await post(otherOrg, id, action, body)).status]).toEqual([action, 404]);
    const bulk = await api(server, otherOrg, 'POST', '/api/notifications/bulk', { ids: [id], action: 'resolve' });
    expect(bulk.body.results).toEqual([{ id, status: 'refused', detail: 'Notification not found.' }]);
    expect(await eventsOf(admin.orgId, id)).toEqual(['NotificationRaised']);
    expect(await eventsOf(otherOrg.orgId, id)).toEqual([]);
    expect(await get(id)).toMatchObject({ status: 'UNREAD', revision: 0 });
  });
  it('pushes changes of the notifications collection to A’s sockets only', async () => {
    const connect = (session: Session) =>
      new Promise<ReturnType<typeof io>>((resolve, reject) => {
        const socket = io(server.baseUrl, { auth: { token: session.token }, transports: ['websocket'], reconnection: false });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const [socketA, socketB] = await Promise.all([connect(auditor), connect(otherOrg)]);
    const seenA: string[][] = [];
    const seenB: unknown[] = [];
    socketA.on('change', (message: { collection: string; ids: string[] }) => message.collection === 'notifications' && seenA.push(message.ids));
    socketB.on('change', (message: unknown) => seenB.push(message));
    try {
      const { id } = await evaluateReading(server, admin.orgId, { tourId: randomUUID(), value: 35 });
      await eventually(() => (seenA.some((ids) => ids.includes(id)) ? true : undefined), 5000, 'the push of the raised notification');
      await post(member, id, 'read');
      await eventually(() => (seenA.filter((ids) => ids.includes(id)).length >= 2 ? true : undefined), 5000, 'the push of the read');
      expect(seenB).toEqual([]);
    } finally {
      socketA.close();
      socketB.close();
    }
  });
});
