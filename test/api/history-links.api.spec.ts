// Links across streams over HTTP: a flight delay's reading -> its notification -> the SMS and the acknowledgement -> the segment re-timed for it.
import { defaultSettings, notificationIdOf, notificationStreamName, tourStreamName } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

type Link = { relation: string; label: string; eventId: string | null; revision: number | null; href: string | null; entity?: { kind: string; id: string }; summary?: string };
type Entry = { id: string; type: string; revision: number; correlationId: string; causationId: string; related: Link[] };

let server: TestServer;
let admin: Session;
let member: Session;
let adminB: Session;
let eventStore: EventStore;

const romeDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));
const tomorrow = romeDate(1);

let tourId: string;
let dayId: string;
let segmentId: string;
let subjectId: string;
let notificationId: string;

const historyOf = async (path: string, minPosition?: string) => (await wholeHistory(server, admin, `${path}/history${minPosition ? `?minPosition=${minPosition}` : ''}`)).body as Entry[];
const crossLinks = (entry: Entry | undefined) => (entry?.related ?? []).filter((link) => link.entity);
const retime = (session: Session, causedBy: string | null, startTime: string) =>
  api(server, session, 'PATCH', `/api/tours/${tourId}/days/${dayId}/segments/${segmentId}`, { flight: { flightNumber: 'AZ610', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T${startTime}`, scheduledArrival: `${tomorrow}T13:05` } }, causedBy === null ? {} : { 'X-Caused-By': causedBy });

beforeAll(async () => {
  server = await startTestServer({ MONITOR_TICK_MS: '50' });
  eventStore = server.app.get<EventStore>(EVENT_STORE);
  admin = await signIn(server, 'linkers');
  member = await invitedSignIn(server, admin, 'org:member');
  adminB = await signIn(server, 'strangers');
  expect((await api(server, admin, 'PUT', '/api/settings/notifications', { ...defaultSettings().notifications, phone: '+393331234567' })).status).toBe(200);
  const tour = (await api(server, admin, 'POST', '/api/tours', { title: 'Rome to Lisbon', startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
  tourId = tour.id;
  dayId = (await api(server, admin, 'POST', `/api/tours/${tourId}/days`, { date: tomorrow, title: 'Departure' })).body.id;
  const flight = { flightNumber: 'AZ610', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
  segmentId = (await api(server, admin, 'POST', `/api/tours/${tourId}/days/${dayId}/segments`, { type: 'flight', title: 'AZ610 to Lisbon', flight })).body.id;
  subjectId = `${tourId}/flight:${segmentId}`;
  notificationId = notificationIdOf(subjectId, 'flight.departureDelay', 1);
  expect((await api(server, admin, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'AZ610', departureDateLocal: tomorrow, departureDelayMinutes: 65, arrivalDelayMinutes: 0 })).status).toBe(200);
  expect((await api(server, admin, 'POST', `/api/tours/${tourId}/status`, { status: 'PLANNED' })).status).toBe(200);
  expect((await api(server, admin, 'POST', `/api/tours/${tourId}/status`, { status: 'CONFIRMED' })).status).toBe(200);
});
afterAll(() => server.close());

describe('history links across streams', () => {
  it('walks a flight delay from the reading to the notification, its SMS, the acknowledgement and the re-timed segment', async () => {
    const raised = await eventually(async () => (await eventStore.readStream(notificationStreamName(admin.orgId, notificationId)))[0], 10_000, 'the CRITICAL delay');
    expect(raised.type).toBe('NotificationRaised');

    const first = await eventually(async () => {
      const [entry] = await historyOf(`/api/notifications/${notificationId}`);
      return crossLinks(entry).some((link) => link.label === 'SmsQueued') ? entry : undefined;
    }, 10_000, 'the SMS linked to the raise');
    expect(crossLinks(first)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relation: 'cause',
          label: 'SubjectChecked',
          entity: { kind: 'monitoring-subject', id: subjectId },
          href: `/tours/edit/${tourId}#segment-${segmentId}`,
          summary: expect.stringMatching(/^The monitor checked the flight of/),
        }),
        expect.objectContaining({ relation: 'consequence', label: 'SmsQueued', entity: { kind: 'sms', id: `${subjectId}.CRITICAL.1` } }),
      ]),
    );

    const acknowledged = await api(server, member, 'POST', `/api/notifications/${notificationId}/acknowledge`, { note: 'Moving the pickup' });
    expect(acknowledged.status).toBe(200);
    const notificationHistory = await historyOf(`/api/notifications/${notificationId}`, acknowledged.body.position);
    const acknowledgement = notificationHistory.find((entry) => entry.type === 'NotificationAcknowledged')!;
    expect(acknowledgement.correlationId).toBe(first.correlationId);
    const answeredEvent = acknowledgement.related.find((link) => link.relation === 'cause')!;
    expect(answeredEvent).toEqual({ relation: 'cause', label: 'NotificationRaised', eventId: notificationHistory[acknowledgement.revision - 1].id, revision: acknowledgement.revision - 1, href: null });

    const changed = await retime(member, notificationId, '11:00');
    expect(changed.status).toBe(200);
    const tourHistory = await historyOf(`/api/tours/${tourId}`, changed.body.position);
    const retimed = tourHistory[tourHistory.length - 1];
    expect(retimed).toMatchObject({ correlationId: first.correlationId, causationId: acknowledgement.id });
    expect(crossLinks(retimed)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relation: 'cause',
          label: 'NotificationAcknowledged',
          entity: { kind: 'notification', id: notificationId },
          href: `/tools/notifications?open=${notificationId}`,
          summary: "User linkers-member acknowledged the notification Departure delay with the note 'Moving the pickup'",
        }),
        expect.objectContaining({ relation: 'same-correlation', label: 'NotificationRaised', entity: { kind: 'notification', id: notificationId } }),
      ]),
    );

    const answered = (await historyOf(`/api/notifications/${notificationId}`, changed.body.position)).find((entry) => entry.type === 'NotificationAcknowledged');
    const consequences = crossLinks(answered).filter((link) => link.relation === 'consequence');
    expect(consequences).toEqual([expect.objectContaining({ label: retimed.type, eventId: retimed.id, entity: { kind: 'tour', id: tourId }, href: `/tours/edit/${tourId}` })]);
    expect(consequences[0].summary).toMatch(/^\S+.* the tour 'Rome to Lisbon'/);
  });

  it('refuses an X-Caused-By that is not a notification of the caller’s organization, naming the header, and changes nothing', async () => {
    const before = await eventStore.readStream(tourStreamName(admin.orgId, tourId));
    for (const causedBy of ['not-a-notification', 'ntf-0000000000000000-1', ' ']) {
      const refused = await retime(admin, causedBy, '09:00');
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/X-Caused-By header/);
    }
    expect(await eventStore.readStream(tourStreamName(admin.orgId, tourId))).toHaveLength(before.length);

    const theirs = (await api(server, adminB, 'POST', '/api/tours', { title: 'Elsewhere', startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
    const borrowed = await api(server, adminB, 'PATCH', `/api/tours/${theirs.id}`, { title: 'Borrowed cause' }, { 'X-Caused-By': notificationId });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.detail).toBe('The X-Caused-By header names no notification of your organization.');
    expect((await api(server, adminB, 'GET', `/api/tours/${theirs.id}`)).body.title).toBe('Elsewhere');
  });

  it('keeps a plain tour change in a correlation of its own, with no links to other entities', async () => {
    const changed = await retime(admin, null, '10:30');
    expect(changed.status).toBe(200);
    const history = await historyOf(`/api/tours/${tourId}`, changed.body.position);
    const last = history[history.length - 1];
    expect(last.causationId).toBe(last.correlationId);
    expect(crossLinks(last)).toEqual([]);
  });
});
