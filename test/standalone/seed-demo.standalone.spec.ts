// `npm run seed:demo` against a server on a steered demo clock: a small season whose history lies in the past, checked through the API, and a second run that adds nothing.
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { FOLLOW_UPS_CHECKPOINT_STREAM } from '../../apps/monitor/src/notification-follow-ups';
import { FOLLOWED_EVENT_TYPES, FOLLOWED_STREAM_PREFIXES } from '../../apps/monitor/src/sms-outbox';
import { seedDemo as runSeed } from '../support/demo-season';
import { api, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

const SMALL_SEASON = ['--tours', '6', '--travelers', '30', '--staff', '3', '--quiet'];
const DAY_MS = 86_400_000;

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer({ DEMO_CLOCK: 'steered' });
}, 60_000);
afterAll(() => server.close());

const seedDemo = (url: string, args = SMALL_SEASON) => runSeed(url, args);

async function eventsAfter(position: bigint): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const page of server.app.get<EventStore>(EVENT_STORE).readAll({ after: position })) events.push(...page);
  return events;
}

/**
 * Waits until the monitor has followed up every notification event of the log (ADR 0034): it records its checkpoint once the
 * log has been quiet for a moment after them, and writes nothing more for them after that.
 */
async function followedUp(): Promise<void> {
  const store = server.app.get<EventStore>(EVENT_STORE);
  let last = 0n;
  for await (const page of store.readAll({ filter: { eventTypes: FOLLOWED_EVENT_TYPES, streamNamePrefixes: FOLLOWED_STREAM_PREFIXES } })) last = page[page.length - 1].position;
  await eventually(
    async () => {
      const [checkpoint] = await store.readStream(FOLLOW_UPS_CHECKPOINT_STREAM, { direction: 'backwards', maxCount: 1 });
      return checkpoint && BigInt((checkpoint.data as { position: string }).position) >= last ? true : undefined;
    },
    10_000,
    'the follow-ups checkpoint at the last notification event',
  );
}

const get = async (url: string) => {
  const response = url.includes('/history') ? await wholeHistory(server, admin, url) : await api(server, admin, 'GET', url);
  expect(response.status).toBe(200);
  return response.body;
};

/** What the API lists of the season: the sizes a second run must leave as they are. */
async function listSizes() {
  const [tours, travelers, staff, notifications] = await Promise.all(['/api/tours', '/api/travelers', '/api/field-staff', '/api/notifications'].map((url) => get(`${url}?limit=200`)));
  return { tours: tours.items.length, travelers: travelers.items.length, staff: staff.items.length, notifications: notifications.items.length };
}

describe('npm run seed:demo', () => {
  it('refuses a server without a demo clock, saying how to start one', async () => {
    const plain = await startTestServer();
    try {
      const run = await seedDemo(plain.baseUrl);
      expect(run.code).toBe(1);
      expect(run.output).toContain('start it with DEMO_CLOCK=steered');
      expect((await api(plain, await signIn(plain, 'org_demo', 'org:admin', 'user_demo_season'), 'GET', '/api/tours')).body.items).toEqual([]);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('fills organization Demo with a season in the past, today and ahead, and a second run adds nothing', async () => {
    const first = await seedDemo(server.baseUrl);
    expect({ code: first.code, output: first.output }).toMatchObject({ code: 0 });
    // The season's author founded Demo and invited its team: Dana signs in as the admin she was invited as, a stranger is refused.
    admin = await signIn(server, 'org_demo', 'org:member', 'dana');
    expect((await api(server, admin, 'GET', '/api/me')).body.organization.role).toBe('org:admin');
    const invited = (await get('/api/users/invitations')).items as { email: string; role: string }[];
    expect(invited.map(({ email, role }) => `${email} ${role}`).sort()).toEqual(['ivy@example.com org:auditor', 'mo@example.com org:member', 'simulator@example.com org:admin']);
    await expect(signIn(server, 'org_demo', 'org:admin', 'stranger')).rejects.toThrow(/sign-in failed: 403 .*ask one of its administrators for an invitation/);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);

    const tours = (await get('/api/tours?limit=200&sort=startDate')).items as { id: string; status: string; startDate: string; endDate: string }[];
    expect(tours).toHaveLength(6);
    const completed = tours.filter((tour) => tour.status === 'COMPLETED');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(completed.every((tour) => tour.endDate < today)).toBe(true);
    expect(tours.some((tour) => tour.status === 'IN_PROGRESS' && tour.startDate <= today && tour.endDate >= today)).toBe(true);
    expect(tours.filter((tour) => tour.status === 'CANCELLED')).toHaveLength(1);
    const upcoming = tours.filter((tour) => ['DRAFT', 'PLANNED', 'CONFIRMED'].includes(tour.status));
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.every((tour) => tour.startDate > today)).toBe(true);
    expect(tours[0].startDate < new Date(now - 120 * DAY_MS).toISOString().slice(0, 10)).toBe(true);

    const history = (await get(`/api/tours/${completed[0].id}/history`)) as { type: string; occurredAt: string; data: { to?: string } }[];
    expect(history[0]).toMatchObject({ type: 'TourCreated' });
    expect(history[0].occurredAt < completed[0].startDate).toBe(true);
    expect(history.find((entry) => entry.data.to === 'COMPLETED')!.occurredAt.slice(0, 10)).toBe(completed[0].endDate);

    const travelers = (await get('/api/travelers?limit=200')).items as { tourIds: string[]; nationality: string; dateOfBirth: string }[];
    expect(travelers).toHaveLength(30);
    expect(travelers.filter((traveler) => traveler.tourIds.length > 1).length).toBeGreaterThan(0);
    expect(travelers.every((traveler) => /^[A-Z]{2}$/.test(traveler.nationality) && traveler.dateOfBirth < today)).toBe(true);

    const staff = (await get('/api/field-staff?limit=200')).items as { id: string }[];
    expect(staff).toHaveLength(3);
    const members = await Promise.all(staff.map((member) => get(`/api/field-staff/${member.id}`)));
    const assignments = members.flatMap((member) => member.assignments as { tourId: string; override: { reasons: string[] } | null }[]);
    expect(assignments.length).toBeGreaterThanOrEqual(6);
    expect(assignments.some((assignment) => assignment.override !== null && assignment.override.reasons.length > 0)).toBe(true);

    const running = tours.find((tour) => tour.status === 'IN_PROGRESS')!;
    const leader = members.find((member) => member.assignments.some((assignment: { tourId: string; dayId?: string }) => assignment.tourId === running.id && !assignment.dayId))!;
    const trail = await get(`/api/field-staff/${leader.id}/trail?from=${new Date(now - DAY_MS).toISOString()}&to=${new Date(now).toISOString()}`);
    expect(trail.points.length).toBeGreaterThan(20);

    const subjects = (await get('/api/monitoring/subjects')).items as { lastCheck: { at: string; outcome: string } | null }[];
    expect(subjects.some((subject) => subject.lastCheck?.outcome === 'reading')).toBe(true);
    const notifications = (await get('/api/notifications?limit=200')).items as { id: string; tourId: string; status: string; createdAt: string }[];
    expect(notifications.length).toBeGreaterThan(5);
    const ended = new Set(tours.filter((tour) => tour.status === 'COMPLETED' || tour.status === 'CANCELLED').map((tour) => tour.id));
    const open = notifications.filter((notification) => ['UNREAD', 'READ', 'ACKNOWLEDGED'].includes(notification.status));
    expect(open.filter((notification) => ended.has(notification.tourId))).toEqual([]);
    expect(notifications.some((notification) => Date.parse(notification.createdAt) < now - 30 * DAY_MS)).toBe(true);
    const acknowledgements = (await Promise.all(notifications.map((notification) => get(`/api/notifications/${notification.id}/history`))))
      .map((entries: { type: string; occurredAt: string }[]) => [entries.find((entry) => entry.type === 'NotificationRaised'), entries.find((entry) => entry.type === 'NotificationAcknowledged')])
      .filter(([, acknowledged]) => acknowledged)
      .map(([raised, acknowledged]) => ({ raisedAt: Date.parse(raised!.occurredAt), minutes: (Date.parse(acknowledged!.occurredAt) - Date.parse(raised!.occurredAt)) / 60_000 }));
    expect(acknowledgements.length).toBeGreaterThan(3);
    expect(acknowledgements.every(({ minutes }) => minutes >= 2 && minutes <= 96)).toBe(true);
    expect(acknowledgements.some(({ raisedAt }) => raisedAt < now - 7 * DAY_MS)).toBe(true);

    const sizes = await listSizes();
    await followedUp();
    const head = await server.app.get<EventStore>(EVENT_STORE).headPosition();
    const second = await seedDemo(server.baseUrl);
    expect(second.code).toBe(0);
    expect(second.summary).toMatchObject({ anchor: first.summary!.anchor, tours: 0, travelers: 0, bookings: 0, statusChanges: 0, assignments: 0, positions: 0, acknowledged: 0, resolved: 0, dismissed: 0 });
    expect((await eventsAfter(head)).map((event) => event.type)).toEqual(['MemberSignedIn']);
    expect(await listSizes()).toEqual(sizes);
  }, 120_000);
});
