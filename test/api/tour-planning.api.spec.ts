// Tour planning over HTTP: copies and templates, moving and re-timing segments, re-dating days, shift, conflicts, undo, purge.
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'planners');
});
afterAll(() => server.close());

type Tour = { id: string; revision: number; startDate: string; endDate: string; days: { id: string; date: string; title: string; segments: { id: string; title: string; startTime: string; durationMinutes: number }[] }[] } & Record<string, any>;

async function read(id: string, position: string): Promise<Tour> {
  const response = await api(server, admin, 'GET', `/api/tours/${id}?minPosition=${position}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** A three-day tour: day 1 with segments A (09:00, 60 min) and B (10:15, 30 min), day 2 with C (08:00), day 3 empty. */
async function plannedTour(title = 'Lakes and hills') {
  const tour = (await api(server, admin, 'POST', '/api/tours', { title, startDate: '2027-05-01', endDate: '2027-05-03', timezone: 'Europe/Rome' })).body;
  const day = async (date: string) => (await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date, title: `Day ${date}` })).body.id as string;
  const days = [await day('2027-05-01'), await day('2027-05-02'), await day('2027-05-03')];
  const segment = async (dayId: string, title: string, startTime: string, durationMinutes: number) =>
    (await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${dayId}/segments`, { type: 'activity', title, startTime, durationMinutes })).body;
  const a = await segment(days[0], 'A', '09:00', 60);
  const b = await segment(days[0], 'B', '10:15', 30);
  const c = await segment(days[1], 'C', '08:00', 45);
  return { id: tour.id as string, days, a: a.id as string, b: b.id as string, c: c.id as string, position: c.position as string };
}

describe('planning a tour over HTTP', () => {
  it('copies a tour with its days and segments shifted to the new start date', async () => {
    const source = await plannedTour('Original');
    const copy = await api(server, admin, 'POST', `/api/tours/${source.id}/copy`, { startDate: '2027-09-10', title: 'Autumn edition' });
    expect(copy.status).toBe(201);
    const tour = await read(copy.body.id, copy.body.position);
    expect(tour).toMatchObject({ title: 'Autumn edition', startDate: '2027-09-10', endDate: '2027-09-12', status: 'DRAFT', origin: { kind: 'copy', tourId: source.id, title: 'Original' } });
    expect(tour.days.map((day) => [day.date, day.segments.map((segment) => `${segment.title}@${segment.startTime}`)])).toEqual([
      ['2027-09-10', ['A@09:00', 'B@10:15']],
      ['2027-09-11', ['C@08:00']],
      ['2027-09-12', []],
    ]);
    expect(tour.days.map((day) => day.id)).not.toContain(source.days[0]);
  });

  it('saves a template, lists it apart, and starts a tour from it', async () => {
    const source = await plannedTour('Classic Lakes');
    const template = await api(server, admin, 'POST', `/api/tours/${source.id}/template`, {});
    expect(template.status).toBe(201);
    const templates = await api(server, admin, 'GET', `/api/tours/templates?minPosition=${template.body.position}`);
    expect(templates.body.items).toEqual([expect.objectContaining({ id: template.body.id, title: 'Classic Lakes (template)', template: true })]);
    const tours = await api(server, admin, 'GET', '/api/tours?limit=200');
    expect(tours.body.items.map((t: { id: string }) => t.id)).not.toContain(template.body.id);
    const fromTemplate = await api(server, admin, 'POST', `/api/tours/${template.body.id}/copy`, { startDate: '2028-05-01', title: 'Lakes 2028' });
    const tour = await read(fromTemplate.body.id, fromTemplate.body.position);
    expect(tour).toMatchObject({ template: false, origin: { kind: 'template', tourId: template.body.id }, dayCount: 3, segmentCount: 3 });
  });

  it('moves a segment to another day and re-times both days from their first segment', async () => {
    const tour = await plannedTour();
    const moved = await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${tour.a}/move`, { toDayId: tour.days[1], toIndex: 1 });
    expect(moved.status).toBe(200);
    const after = await read(tour.id, moved.body.position);
    // Day 1: B now first, keeps 10:15. Day 2: C 08:00 (45 min) then A at 08:00 + 45 + 15 = 09:00.
    expect(after.days[0].segments.map((s) => `${s.title}@${s.startTime}`)).toEqual(['B@10:15']);
    expect(after.days[1].segments.map((s) => `${s.title}@${s.startTime}`)).toEqual(['C@08:00', 'A@09:00']);
  });

  it('reorders within a day and keeps times when auto-fill is off', async () => {
    const tour = await plannedTour();
    const editor = (await api(server, admin, 'GET', '/api/settings/editor')).body;
    await api(server, admin, 'PUT', '/api/settings/editor', { ...editor, tourEditor: { ...editor.tourEditor, autoFillSegment: false } });
    const moved = await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${tour.b}/move`, { toDayId: tour.days[0], toIndex: 0 });
    const after = await read(tour.id, moved.body.position);
    expect(after.days[0].segments.map((s) => `${s.title}@${s.startTime}`)).toEqual(['B@10:15', 'A@09:00']);
    await api(server, admin, 'PUT', '/api/settings/editor', editor);
  });

  it('inserts, duplicates and removes days, re-dating the later ones', async () => {
    const tour = await plannedTour();
    const inserted = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/insert`, { date: '2027-05-02', title: 'Rest day' });
    expect(inserted.status).toBe(201);
    let after = await read(tour.id, inserted.body.position);
    expect(after.endDate).toBe('2027-05-04');
    expect(after.days.map((day) => `${day.date}:${day.title}`)).toEqual(['2027-05-01:Day 2027-05-01', '2027-05-02:Rest day', '2027-05-03:Day 2027-05-02', '2027-05-04:Day 2027-05-03']);

    const duplicated = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.days[0]}/duplicate`);
    after = await read(tour.id, duplicated.body.position);
    expect(after.endDate).toBe('2027-05-05');
    expect(after.days[1]).toMatchObject({ id: duplicated.body.id, date: '2027-05-02', title: 'Day 2027-05-01' });
    expect(after.days[1].segments.map((s) => s.title)).toEqual(['A', 'B']);
    expect(after.days[1].segments.map((s) => s.id)).not.toContain(tour.a);

    const removed = await api(server, admin, 'DELETE', `/api/tours/${tour.id}/days/${inserted.body.id}?redate=true`);
    after = await read(tour.id, removed.body.position);
    expect(after.endDate).toBe('2027-05-04');
    expect(after.days.map((day) => day.date)).toEqual(['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04']);
  });

  it('shifts the whole tour to a new start date', async () => {
    const tour = await plannedTour();
    const shifted = await api(server, admin, 'POST', `/api/tours/${tour.id}/shift`, { startDate: '2027-06-10' });
    const after = await read(tour.id, shifted.body.position);
    expect([after.startDate, after.endDate, ...after.days.map((day) => day.date)]).toEqual(['2027-06-10', '2027-06-12', '2027-06-10', '2027-06-11', '2027-06-12']);
  });

  it('never overwrites silently: a stale save of what changed since is answered 409 with the current revision; one of something else is recorded', async () => {
    const tour = await plannedTour();
    const loaded = await read(tour.id, tour.position);
    const first = await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${tour.a}/move`, { toDayId: tour.days[2], toIndex: 0 }, { 'if-match': String(loaded.revision) });
    expect(first.status).toBe(200);
    const second = await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${tour.a}/move`, { toDayId: tour.days[1], toIndex: 0 }, { 'if-match': String(loaded.revision) });
    expect(second.status).toBe(409);
    expect(second.body.currentRevision).toBe(first.body.revision);
    const elsewhere = await api(server, admin, 'PATCH', `/api/tours/${tour.id}`, { title: 'Renamed meanwhile' }, { 'if-match': String(loaded.revision) });
    expect(elsewhere.status).toBe(200);
    const after = await read(tour.id, elsewhere.body.position);
    expect([after.title, after.days[2].segments[0].id]).toEqual(['Renamed meanwhile', tour.a]);
  });

  it('undoes the last change with a compensating event, and refuses when someone changed the tour since', async () => {
    const tour = await plannedTour();
    const before = await read(tour.id, tour.position);
    const change = await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${tour.a}/move`, { toDayId: tour.days[2], toIndex: 0 });
    const undone = await api(server, admin, 'POST', `/api/tours/${tour.id}/undo`, { toRevision: before.revision }, { 'if-match': String(change.body.revision) });
    expect(undone.status).toBe(200);
    const after = await read(tour.id, undone.body.position);
    expect(after.days).toEqual(before.days);
    const history = await wholeHistory(server, admin, `/api/tours/${tour.id}/history`);
    expect(history.body.at(-1)).toMatchObject({ type: 'ChangesUndone', data: { toRevision: before.revision } });
    expect((await api(server, admin, 'PATCH', `/api/tours/${tour.id}`, { title: 'Someone else' })).status).toBe(200);
    const late = await api(server, admin, 'POST', `/api/tours/${tour.id}/undo`, { toRevision: before.revision }, { 'if-match': String(change.body.revision) });
    expect(late.status).toBe(409);
    expect((await api(server, admin, 'POST', `/api/tours/${tour.id}/undo`, { toRevision: 0 })).status).toBe(428);
  });

  it('lets admins purge a deleted tour: the read models forget it, the history stays', async () => {
    const tour = await plannedTour('To purge');
    expect((await api(server, admin, 'POST', `/api/tours/${tour.id}/purge`)).status).toBe(409);
    await api(server, admin, 'DELETE', `/api/tours/${tour.id}`);
    const member = await invitedSignIn(server, admin, 'org:member');
    expect((await api(server, member, 'POST', `/api/tours/${tour.id}/purge`)).status).toBe(403);
    const purged = await api(server, admin, 'POST', `/api/tours/${tour.id}/purge`);
    expect(purged.status).toBe(200);
    expect((await api(server, admin, 'GET', `/api/tours/${tour.id}?minPosition=${purged.body.position}`)).status).toBe(404);
    const bin = await api(server, admin, 'GET', '/api/tours/deleted?limit=200');
    expect(bin.body.items.map((t: { id: string }) => t.id)).not.toContain(tour.id);
    const history = await wholeHistory(server, admin, `/api/tours/${tour.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type).slice(-2)).toEqual(['TourDeleted', 'TourPurged']);
    expect((await api(server, admin, 'POST', `/api/tours/${tour.id}/restore`)).status).toBe(404);
  });

  it('sorts by start date or title and filters by a date range', async () => {
    const org = await signIn(server, 'sorting');
    const create = (title: string, startDate: string, endDate: string) =>
      api(server, org, 'POST', '/api/tours', { title, startDate, endDate, timezone: 'UTC' }).then((response) => response.body.position as string);
    await create('beta', '2027-03-01', '2027-03-05');
    await create('Alpha', '2027-01-10', '2027-01-12');
    const last = await create('gamma', '2027-02-01', '2027-02-20');
    const byStart = await api(server, org, 'GET', `/api/tours?sort=startDate&minPosition=${last}`);
    expect(byStart.body.items.map((t: { title: string }) => t.title)).toEqual(['Alpha', 'gamma', 'beta']);
    const byTitle = await api(server, org, 'GET', '/api/tours?sort=title&limit=2');
    expect(byTitle.body.items.map((t: { title: string }) => t.title)).toEqual(['Alpha', 'beta']);
    const rest = await api(server, org, 'GET', `/api/tours?sort=title&limit=2&cursor=${byTitle.body.nextCursor}`);
    expect(rest.body.items.map((t: { title: string }) => t.title)).toEqual(['gamma']);
    const february = await api(server, org, 'GET', '/api/tours?from=2027-02-10&to=2027-02-28');
    expect(february.body.items.map((t: { title: string }) => t.title)).toEqual(['gamma']);
  });
});
