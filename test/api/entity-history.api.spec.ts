// History views over HTTP: newest first a page at a time, who (by name), what (in words), the fields changed, links, and filters by kind and actor, for all four kinds of entity.
import { evaluateReading } from '../support/notifications';
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import type { HistoryPage } from '@tourops/contracts';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;
let member: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'acme');
  member = await invitedSignIn(server, admin, 'org:member');
});
afterAll(() => server.close());

type Entry = { type: string; actor: string; actorName: string; summary: string; changes: { field: string; before: unknown; after: unknown }[]; correlationId: string; related: { relation: string; label: string; href: string | null; revision: number | null }[] };

async function plannedTour() {
  const tour = (await api(server, admin, 'POST', '/api/tours', { title: 'Tuscany', startDate: '2027-04-10', endDate: '2027-04-13', timezone: 'Europe/Rome' })).body;
  const first = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-04-10', title: 'Florence' });
  await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-04-11', title: 'Siena' });
  const renamed = await api(server, member, 'PATCH', `/api/tours/${tour.id}`, { title: 'Tuscany in spring' });
  const removed = await api(server, admin, 'DELETE', `/api/tours/${tour.id}/days/${first.body.id}?redate=true`);
  expect([renamed.status, removed.status]).toEqual([200, 200]);
  return tour.id as string;
}

describe('history views', () => {
  it('tells a tour’s story: names, sentences, changed fields only, and the events one command recorded together', async () => {
    const tourId = await plannedTour();
    const history = (await wholeHistory(server, admin, `/api/tours/${tourId}/history`)).body as Entry[];
    expect(history.map((entry) => entry.summary)).toEqual([
      'Created the tour “Tuscany” for Sat 10 Apr to Tue 13 Apr 2027.',
      'Added the day Sat 10 Apr “Florence”.',
      'Added the day Sun 11 Apr “Siena”.',
      'Changed the title to “Tuscany in spring”.',
      'Removed the day Sat 10 Apr “Florence”.',
      'Moved 1 day to new dates.',
      'Changed the dates to Sat 10 Apr to Mon 12 Apr 2027.',
    ]);
    expect(history.map((entry) => entry.actorName)).toEqual(['User acme-admin', 'User acme-admin', 'User acme-admin', 'User acme-member', 'User acme-admin', 'User acme-admin', 'User acme-admin']);
    expect(history[3].changes).toEqual([{ field: 'title', before: 'Tuscany', after: 'Tuscany in spring' }]);
    expect(history[5].changes).toContainEqual({ field: 'days › Sun 11 Apr Siena › date', before: 'Sun 11 Apr 2027', after: 'Sat 10 Apr 2027' });
    expect(history[6].changes).toEqual([{ field: 'end date', before: 'Tue 13 Apr 2027', after: 'Mon 12 Apr 2027' }]);
    expect(new Set(history.slice(4).map((entry) => entry.correlationId)).size).toBe(1);
    expect(history[4].related).toEqual([
      expect.objectContaining({ relation: 'same-correlation', label: 'DaysRedated', revision: 5 }),
      expect.objectContaining({ relation: 'same-correlation', label: 'TourDetailsChanged', revision: 6 }),
    ]);
    expect(history[3].related).toEqual([]);
  });

  it('filters by kind and by actor', async () => {
    const tourId = await plannedTour();
    const days = (await wholeHistory(server, admin, `/api/tours/${tourId}/history?kind=DayAdded,DayRemoved`)).body as Entry[];
    expect(days.map((entry) => entry.type)).toEqual(['DayAdded', 'DayAdded', 'DayRemoved']);
    const byMember = (await wholeHistory(server, admin, `/api/tours/${tourId}/history?actor=${member.userId}`)).body as Entry[];
    expect(byMember.map((entry) => [entry.type, entry.actor])).toEqual([['TourDetailsChanged', member.userId]]);
    const bad = await api(server, admin, 'GET', `/api/tours/${tourId}/history?kind=Day%20Added`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.kind).toMatch(/event types separated by commas/);
  });

  it('answers a long history newest first, a page at a time, each entry exactly once to the end', async () => {
    const tour = (await api(server, admin, 'POST', '/api/tours', { title: 'Long story', startDate: '2027-06-01', endDate: '2027-06-06', timezone: 'Europe/Rome' })).body;
    for (let day = 1; day <= 6; day++) {
      const added = (await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: `2027-06-0${day}`, title: `Day ${day}` })).body;
      for (let segment = 0; segment < 8; segment++)
        expect((await api(server, day % 2 ? admin : member, 'POST', `/api/tours/${tour.id}/days/${added.id}/segments`, { type: 'activity', title: `Visit ${day}.${segment}`, startTime: `1${segment}:00` })).status).toBe(201);
    }
    const revisions: number[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; body: HistoryPage } = await api(server, admin, 'GET', `/api/tours/${tour.id}/history?limit=11${before === null ? '' : `&before=${before}`}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(11);
      revisions.push(...page.body.items.map((entry: { revision: number }) => entry.revision));
      before = page.body.nextCursor;
      pages++;
    } while (before !== null);
    expect(pages).toBe(5);
    expect(revisions).toEqual(Array.from({ length: 55 }, (_, index) => 54 - index));

    const first = (await api(server, admin, 'GET', `/api/tours/${tour.id}/history`)).body;
    expect(first.items).toHaveLength(50);
    expect(first.kinds).toEqual(['DayAdded', 'SegmentAdded', 'TourCreated']);
    expect(first.actors).toEqual([
      { id: admin.userId, name: 'User acme-admin' },
      { id: member.userId, name: 'User acme-member' },
    ]);
  });

  it('filters before it cuts the page, and pages the filtered entries', async () => {
    const tourId = await plannedTour();
    const first = (await api(server, admin, 'GET', `/api/tours/${tourId}/history?kind=DayAdded,DayRemoved&limit=2`)).body;
    expect(first.items.map((entry: Entry) => entry.type)).toEqual(['DayRemoved', 'DayAdded']);
    const second = (await api(server, admin, 'GET', `/api/tours/${tourId}/history?kind=DayAdded,DayRemoved&limit=2&before=${first.nextCursor}`)).body;
    expect(second).toMatchObject({ items: [expect.objectContaining({ type: 'DayAdded', summary: 'Added the day Sat 10 Apr “Florence”.' })], nextCursor: null });
  });

  it('refuses a page size beyond 200 and a cursor it did not give, naming them', async () => {
    const tourId = await plannedTour();
    const large = await api(server, admin, 'GET', `/api/tours/${tourId}/history?limit=201`);
    expect(large.status).toBe(400);
    expect(large.body.errors.limit).toBe('At most 200 entries a page.');
    const cursor = await api(server, admin, 'GET', `/api/tours/${tourId}/history?before=last`);
    expect(cursor.status).toBe(400);
    expect(cursor.body.errors.before).toBe('Must be the nextCursor of the previous page.');
  });

  it('links a traveler’s and a field staff member’s entries to the tour they concern, by its title', async () => {
    const tourId = await plannedTour();
    const registered = await api(server, admin, 'POST', '/api/travelers', {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada.history@example.com',
      nationality: 'GB',
      dateOfBirth: '1990-12-10',
      passport: { number: 'X1234567', expiry: '2031-05-20' },
    });
    expect(registered.status).toBe(201);
    const traveler = registered.body;
    expect((await api(server, admin, 'POST', `/api/travelers/${traveler.id}/tours/${tourId}`)).status).toBe(200);
    const travelerHistory = (await wholeHistory(server, member, `/api/travelers/${traveler.id}/history`)).body as Entry[];
    expect(travelerHistory[1]).toMatchObject({
      summary: 'Put the traveler on the tour “Tuscany in spring”.',
      changes: [{ field: 'tours', before: 'none', after: '“Tuscany in spring”' }],
      related: [{ relation: 'tour', label: 'Tuscany in spring', href: `/tours/edit/${tourId}` }],
    });
    expect(travelerHistory[0].changes).toContainEqual({ field: 'passport', before: null, after: 'number ••••4567, expiry Tue 20 May 2031' });
    expect(travelerHistory[0].changes.map((change) => change.field)).not.toContain('emergency contact');
    expect(JSON.stringify(travelerHistory)).not.toContain('X1234567');

    const staff = (await api(server, admin, 'POST', '/api/field-staff', { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia.history@example.com', phone: '+39 333 123 4567', roles: ['guide'] })).body;
    const staffHistory = (await wholeHistory(server, admin, `/api/field-staff/${staff.id}/history`)).body as Entry[];
    expect(staffHistory[0]).toMatchObject({ summary: 'Registered “Giulia Rossi” as guide.', actorName: 'User acme-admin' });
    expect(staffHistory[0].changes).toContainEqual({ field: 'first name', before: null, after: 'Giulia' });
  });

  it('tells a notification’s story from the check that raised it to its acknowledgement, which follows the raise in its correlation', async () => {
    const tourId = await plannedTour();
    const raised = await evaluateReading(server, 'acme', { tourId, value: 55 });
    const acknowledged = await api(server, member, 'POST', `/api/notifications/${raised.id}/acknowledge?minPosition=${raised.position}`, { note: 'Guide told' });
    expect(acknowledged.status).toBe(200);
    const history = (await wholeHistory(server, admin, `/api/notifications/${raised.id}/history`)).body as Entry[];
    expect(history.map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/^A check raised an alert notification on the tour “Tuscany in spring”: wind \(sustained, 10 m\) 55 km\/h against the alert threshold \d+ km\/h\.$/),
      'Acknowledged the notification: “Guide told”.',
    ]);
    expect(history[0].related).toEqual([
      expect.objectContaining({ relation: 'consequence', label: 'NotificationAcknowledged', revision: 1 }),
      expect.objectContaining({ relation: 'tour', href: `/tours/edit/${tourId}` }),
    ]);
    expect(history[1]).toMatchObject({ actorName: 'User acme-member', correlationId: history[0].correlationId, changes: expect.arrayContaining([{ field: 'status', before: 'unread', after: 'acknowledged' }]) });
  });
});
