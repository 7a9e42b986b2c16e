// Tours over HTTP: the full command -> event -> projection -> query path on the standalone product.
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'acme');
});
afterAll(() => server.close());

const newTour = { title: 'Tuscany in spring', startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome' };

async function createTour(session = admin, body: object = newTour) {
  const created = await api(server, session, 'POST', '/api/tours', body);
  expect(created.status).toBe(201);
  return created.body as { id: string; revision: number; position: string };
}

describe('tours over HTTP', () => {
  it('creates a tour and reads it back at the write position', async () => {
    const created = await createTour();
    expect(created).toEqual({ id: expect.any(String), revision: 0, position: expect.stringMatching(/^\d+$/) });
    const tour = await api(server, admin, 'GET', `/api/tours/${created.id}?minPosition=${created.position}`);
    expect(tour.status).toBe(200);
    expect(tour.headers.get('etag')).toBe('"0"');
    expect(tour.body).toMatchObject({ ...newTour, id: created.id, status: 'DRAFT', description: '', days: [], revision: 0, allowedTransitions: ['PLANNED', 'CANCELLED'] });
    expect(tour.body.createdBy).toBe(admin.userId);
  });

  it('plans days and segments, enforcing the day window of the settings', async () => {
    const tour = await createTour();
    const day = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-04-11', title: 'Siena' });
    expect(day.status).toBe(201);
    const segment = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${day.body.id}/segments`, {
      type: 'activity',
      title: 'Piazza del Campo walk',
      startTime: '09:00',
      durationMinutes: 90,
      location: { name: 'Siena', lat: 43.318, lng: 11.331 },
    });
    expect(segment.status).toBe(201);

    const late = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${day.body.id}/segments`, { type: 'meal', title: 'Dinner', startTime: '19:30' });
    expect(late.status).toBe(400);
    expect(late.headers.get('content-type')).toContain('application/problem+json');
    expect(late.body.errors).toEqual({ startTime: 'Must be between 07:30 and 17:00.' });

    const read = await api(server, admin, 'GET', `/api/tours/${tour.id}?minPosition=${segment.body.position}`);
    expect(read.body.days).toHaveLength(1);
    expect(read.body.days[0]).toMatchObject({ id: day.body.id, date: '2027-04-11', title: 'Siena' });
    expect(read.body.days[0].segments).toEqual([
      expect.objectContaining({ id: segment.body.id, type: 'activity', startTime: '09:00', durationMinutes: 90, notes: '', flight: null, transfer: null }),
    ]);
    expect(read.body).toMatchObject({ dayCount: 1, segmentCount: 1 });
  });

  it('follows the day window after the settings change', async () => {
    const saved = await api(server, admin, 'PUT', '/api/settings/day', { startTime: '06:00', endTime: '22:00', breakBetweenSegments: 10 });
    expect(saved.status).toBe(200);
    const tour = await createTour();
    const day = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-04-10' });
    const early = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${day.body.id}/segments`, { type: 'transfer', title: 'Airport run', startTime: '06:00',
      transfer: { from: { name: 'Hotel', lat: 43.77, lng: 11.25 }, to: { name: 'FLR', lat: 43.81, lng: 11.2 }, plannedDurationMinutes: 30 } });
    expect(early.status).toBe(201);
    await api(server, admin, 'PUT', '/api/settings/day', { startTime: '07:30', endTime: '17:00', breakBetweenSegments: 15 });
  });

  it('reorders segments and refuses an order that is not a permutation', async () => {
    const tour = await createTour();
    const day = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-04-10' });
    const add = (title: string, startTime: string) =>
      api(server, admin, 'POST', `/api/tours/${tour.id}/days/${day.body.id}/segments`, { type: 'activity', title, startTime });
    const a = await add('A', '08:00');
    const b = await add('B', '10:00');
    const reordered = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${day.body.id}/segments/reorder`, { segmentIds: [b.body.id, a.body.id] });
    expect(reordered.status).toBe(200);
    const read = await api(server, admin, 'GET', `/api/tours/${tour.id}?minPosition=${reordered.body.position}`);
    expect(read.body.days[0].segments.map((s: { title: string }) => s.title)).toEqual(['B', 'A']);
    const bad = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${day.body.id}/segments/reorder`, { segmentIds: [a.body.id] });
    expect(bad.status).toBe(400);
  });

  it('answers a stale If-Match with 409 and the current revision, and accepts the fresh one', async () => {
    const tour = await createTour();
    const first = await api(server, admin, 'PATCH', `/api/tours/${tour.id}`, { title: 'Renamed' }, { 'if-match': '"0"' });
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(1);
    const stale = await api(server, admin, 'PATCH', `/api/tours/${tour.id}`, { title: 'Lost update' }, { 'if-match': '"0"' });
    expect(stale.status).toBe(409);
    expect(stale.body.currentRevision).toBe(1);
    const fresh = await api(server, admin, 'PATCH', `/api/tours/${tour.id}`, { title: 'Kept' }, { 'if-match': '1' });
    expect(fresh.status).toBe(200);
  });

  it('moves through statuses and refuses a skipped step', async () => {
    const tour = await createTour();
    const skip = await api(server, admin, 'POST', `/api/tours/${tour.id}/status`, { status: 'CONFIRMED' });
    expect(skip.status).toBe(409);
    expect(skip.body.detail).toBe('A DRAFT tour cannot become CONFIRMED.');
    const planned = await api(server, admin, 'POST', `/api/tours/${tour.id}/status`, { status: 'PLANNED' });
    expect(planned.status).toBe(200);
    const read = await api(server, admin, 'GET', `/api/tours/${tour.id}?minPosition=${planned.body.position}`);
    expect(read.body.status).toBe('PLANNED');
  });

  it('deletes softly, lists deleted tours apart, and restores', async () => {
    const tour = await createTour(admin, { ...newTour, title: 'To be deleted' });
    const deleted = await api(server, admin, 'DELETE', `/api/tours/${tour.id}`);
    expect(deleted.status).toBe(200);
    const list = await api(server, admin, 'GET', `/api/tours?limit=200&minPosition=${deleted.body.position}`);
    expect(list.body.items.map((t: { id: string }) => t.id)).not.toContain(tour.id);
    const bin = await api(server, admin, 'GET', `/api/tours/deleted?minPosition=${deleted.body.position}`);
    expect(bin.body.items).toEqual([expect.objectContaining({ id: tour.id, deleted: true, deletedAt: expect.any(String) })]);
    const restored = await api(server, admin, 'POST', `/api/tours/${tour.id}/restore`);
    expect(restored.status).toBe(200);
    const after = await api(server, admin, 'GET', `/api/tours?limit=200&minPosition=${restored.body.position}`);
    expect(after.body.items.map((t: { id: string }) => t.id)).toContain(tour.id);
  });

  it('lists with status filter, search and cursor paging', async () => {
    const org = await signIn(server, 'paging');
    let last = '';
    for (let i = 0; i < 5; i++) last = (await createTour(org, { ...newTour, title: `Tour ${i}${i === 3 ? ' Venice' : ''}` })).position;
    const page1 = await api(server, org, 'GET', `/api/tours?limit=2&minPosition=${last}`);
    expect(page1.body.items.map((t: { title: string }) => t.title)).toEqual(['Tour 4', 'Tour 3 Venice']);
    const page2 = await api(server, org, 'GET', `/api/tours?limit=2&cursor=${page1.body.nextCursor}`);
    const page3 = await api(server, org, 'GET', `/api/tours?limit=2&cursor=${page2.body.nextCursor}`);
    expect(page2.body.items.map((t: { title: string }) => t.title)).toEqual(['Tour 2', 'Tour 1']);
    expect(page3.body).toEqual({ items: [expect.objectContaining({ title: 'Tour 0' })], nextCursor: null });
    const search = await api(server, org, 'GET', '/api/tours?q=venice');
    expect(search.body.items.map((t: { title: string }) => t.title)).toEqual(['Tour 3 Venice']);
    const drafts = await api(server, org, 'GET', '/api/tours?status=PLANNED,CONFIRMED');
    expect(drafts.body.items).toEqual([]);
    const unknown = await api(server, org, 'GET', '/api/tours?status=LOST');
    expect(unknown.status).toBe(400);
  });

  it('tells the history of a tour in order, with actors', async () => {
    const tour = await createTour();
    const day = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-04-12' });
    const history = await wholeHistory(server, admin, `/api/tours/${tour.id}/history`);
    expect(history.body.map((entry: { type: string; revision: number }) => [entry.type, entry.revision])).toEqual([
      ['TourCreated', 0],
      ['DayAdded', 1],
    ]);
    expect(history.body[1]).toMatchObject({ actor: admin.userId, data: { tourId: tour.id, day: { id: day.body.id } }, occurredAt: expect.any(String) });
  });
});
