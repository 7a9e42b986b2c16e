// The map dashboard over HTTP: tours running in a range with their located segments, the status filter, open alerts, tenancy and bad input.
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { evaluateReading } from '../support/notifications';

let server: TestServer;
let admin: Session;
let adminB: Session;
let lastPosition = '0';

const FLORENCE = { name: 'Florence', lat: 43.7696, lng: 11.2558 };
const SIENA = { name: 'Siena', lat: 43.3188, lng: 11.3308 };

async function write(method: string, url: string, body?: unknown, session = admin) {
  const response = await api(server, session, method, url, body);
  expect([200, 201]).toContain(response.status);
  lastPosition = response.body.position ?? lastPosition;
  return response.body;
}

async function tourWith(title: string, startDate: string, endDate: string, status?: 'PLANNED' | 'CONFIRMED', session = admin) {
  const tour = await write('POST', '/api/tours', { title, startDate, endDate, timezone: 'Europe/Rome' }, session);
  if (status) await write('POST', `/api/tours/${tour.id}/status`, { status: 'PLANNED' }, session);
  if (status === 'CONFIRMED') await write('POST', `/api/tours/${tour.id}/status`, { status: 'CONFIRMED' }, session);
  return tour.id as string;
}

const addDay = async (tourId: string, date: string, session = admin) => (await write('POST', `/api/tours/${tourId}/days`, { date }, session)).id as string;
const addSegment = async (tourId: string, dayId: string, segment: object, session = admin) => (await write('POST', `/api/tours/${tourId}/days/${dayId}/segments`, segment, session)).id as string;
const map = (query: string, session = admin) => api(server, session, 'GET', `/api/dashboard/map?${query}${query ? '&' : ''}minPosition=${lastPosition}`);

let grandTour: string;
let flightId: string;
let transferId: string;
let visitId: string;
let firstDay: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'map-a');
  adminB = await signIn(server, 'map-b');

  grandTour = await tourWith('Rome, Lisbon and Tuscany', '2027-05-01', '2027-05-04', 'CONFIRMED');
  firstDay = await addDay(grandTour, '2027-05-01');
  flightId = await addSegment(grandTour, firstDay, {
    type: 'flight',
    title: 'To Lisbon',
    flight: { flightNumber: 'AZ610', from: 'FCO', to: 'LIS', scheduledDeparture: '2027-05-01T10:00', scheduledArrival: '2027-05-01T12:05' },
  });
  const secondDay = await addDay(grandTour, '2027-05-02');
  transferId = await addSegment(grandTour, secondDay, { type: 'transfer', title: 'Coach to Siena', startTime: '09:00', transfer: { from: FLORENCE, to: SIENA, plannedDurationMinutes: 90 } });
  visitId = await addSegment(grandTour, secondDay, { type: 'activity', title: 'Duomo visit', startTime: '11:00', location: SIENA });
  await addSegment(grandTour, secondDay, { type: 'free', title: 'Free afternoon', startTime: '14:00' });
  const lastDay = await addDay(grandTour, '2027-05-04');
  await addSegment(grandTour, lastDay, { type: 'activity', title: 'After the range', startTime: '10:00', location: FLORENCE });

  const draft = await tourWith('A draft in Florence', '2027-05-02', '2027-05-02');
  await addSegment(draft, await addDay(draft, '2027-05-02'), { type: 'activity', title: 'Uffizi', startTime: '10:00', location: FLORENCE });
  await tourWith('Later in the year', '2027-09-01', '2027-09-03', 'PLANNED');
  const deleted = await tourWith('Deleted', '2027-05-01', '2027-05-02');
  await write('DELETE', `/api/tours/${deleted}`);

  const other = await tourWith('Organization B’s tour', '2027-05-01', '2027-05-02', 'CONFIRMED', adminB);
  await addSegment(other, await addDay(other, '2027-05-01', adminB), { type: 'activity', title: 'B’s visit', startTime: '10:00', location: FLORENCE }, adminB);
});
afterAll(() => server.close());

describe('GET /api/dashboard/map', () => {
  it('answers the tours running in the range with their located segments: flights airport to airport, transfers from and to, the rest at their place', async () => {
    const response = await map('from=2027-05-01&to=2027-05-03');
    expect(response.status).toBe(200);
    expect(response.body.from).toBe('2027-05-01');
    expect(response.body.to).toBe('2027-05-03');
    expect(response.body.tours.map((tour: any) => tour.title)).toEqual(['Rome, Lisbon and Tuscany', 'A draft in Florence']);
    expect(response.body.tours[0]).toEqual({ id: grandTour, title: 'Rome, Lisbon and Tuscany', status: 'CONFIRMED', startDate: '2027-05-01', endDate: '2027-05-04', timeZone: 'Europe/Rome', openAlerts: 0, highestAlert: null, alertsByDate: {} });
    const ofGrandTour = response.body.segments.filter((segment: any) => segment.tourId === grandTour);
    expect(ofGrandTour.map((segment: any) => segment.title)).toEqual(['To Lisbon', 'Coach to Siena', 'Duomo visit']);
    const [flight, transfer, visit] = ofGrandTour;
    expect(flight).toMatchObject({ segmentId: flightId, dayId: firstDay, date: '2027-05-01', type: 'flight', startTime: '10:00', where: 'FCO → LIS', highestAlert: null });
    expect(flight.starts).toMatchObject({ timeZone: 'Europe/Rome', name: 'FCO' });
    expect(flight.ends).toMatchObject({ timeZone: 'Europe/Lisbon', name: 'LIS' });
    const [[romeLng, romeLat], [lisbonLng, lisbonLat]] = flight.positions;
    expect([romeLng, romeLat]).toEqual([expect.closeTo(12.25, 0), expect.closeTo(41.8, 0)]);
    expect([lisbonLng, lisbonLat]).toEqual([expect.closeTo(-9.13, 0), expect.closeTo(38.77, 0)]);
    expect(transfer).toMatchObject({ segmentId: transferId, type: 'transfer', positions: [[FLORENCE.lng, FLORENCE.lat], [SIENA.lng, SIENA.lat]], where: 'Florence → Siena' });
    expect(visit).toMatchObject({ segmentId: visitId, type: 'activity', positions: [[SIENA.lng, SIENA.lat]], where: 'Siena' });
  });

  it('keeps only the statuses asked for, and every status when none is', async () => {
    const confirmed = await map('from=2027-05-01&to=2027-05-03&status=CONFIRMED');
    expect(confirmed.body.tours.map((tour: any) => tour.title)).toEqual(['Rome, Lisbon and Tuscany']);
    expect(new Set(confirmed.body.segments.map((segment: any) => segment.tourId))).toEqual(new Set([grandTour]));
    const drafts = await map('from=2027-05-01&to=2027-05-03&status=DRAFT,PLANNED');
    expect(drafts.body.tours.map((tour: any) => tour.title)).toEqual(['A draft in Florence']);
    expect((await map('from=2027-05-01&to=2027-05-03&status=')).body.tours).toHaveLength(2);
    expect((await map('from=2027-05-01&to=2027-05-03&status=COMPLETED')).body).toEqual({ from: '2027-05-01', to: '2027-05-03', tours: [], segments: [] });
  });

  it('counts open alerts by tour and by the day of their segment, and marks the segment with the highest severity, until they are resolved', async () => {
    const delay = await evaluateReading(server, admin.orgId, { tourId: grandTour, subjectId: `${grandTour}/flight:${flightId}`, measure: 'flight.departureDelay', value: 35 });
    await evaluateReading(server, admin.orgId, { tourId: grandTour, subjectId: `${grandTour}/weather:${visitId}`, value: 35 });
    lastPosition = (await evaluateReading(server, admin.orgId, { tourId: grandTour, subjectId: `${grandTour}/flight:${flightId}`, measure: 'flight.arrivalDelay', value: 20 })).position;
    const raised = (await map('from=2027-05-01&to=2027-05-03')).body;
    expect(raised.tours[0]).toMatchObject({ openAlerts: 3, highestAlert: 'ALERT' });
    // Each alert counts on the day of its segment: the flight's two on the first day, the visit's wind on the second.
    expect(raised.tours[0].alertsByDate).toEqual({
      '2027-05-01': { openAlerts: 2, highestAlert: 'ALERT', byLevel: { ALERT: 1, WARNING: 1 } },
      '2027-05-02': { openAlerts: 1, highestAlert: 'WARNING', byLevel: { WARNING: 1 } },
    });
    const bySegment = Object.fromEntries(raised.segments.map((segment: any) => [segment.segmentId, segment.highestAlert]));
    expect(bySegment).toMatchObject({ [flightId]: 'ALERT', [visitId]: 'WARNING', [transferId]: null });

    await write('POST', `/api/notifications/${delay.id}/resolve`, { note: 'Boarded' });
    const resolved = (await map('from=2027-05-01&to=2027-05-03')).body;
    expect(resolved.tours[0]).toMatchObject({ openAlerts: 2, highestAlert: 'WARNING' });
    expect(resolved.tours[0].alertsByDate['2027-05-01']).toEqual({ openAlerts: 1, highestAlert: 'WARNING', byLevel: { WARNING: 1 } });
    expect(resolved.segments.find((segment: any) => segment.segmentId === flightId).highestAlert).toBe('WARNING');
  });

  it('shows an organization only its own tours', async () => {
    const ofB = (await map('from=2027-05-01&to=2027-05-03', adminB)).body;
    expect(ofB.tours.map((tour: any) => tour.title)).toEqual(['Organization B’s tour']);
    expect(ofB.segments.map((segment: any) => segment.title)).toEqual(['B’s visit']);
    expect(JSON.stringify(ofB)).not.toContain(grandTour);
    expect((await map('from=2027-05-01&to=2027-05-03')).body.tours.map((tour: any) => tour.title)).not.toContain('Organization B’s tour');
  });

  it('covers today (UTC) and the 14 days after it when no range is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await map('');
    expect(response.status).toBe(200);
    expect(response.body.from).toBe(today);
    expect(response.body.to).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10));
  });

  it.each([
    ['from=2027-02-30&to=2027-03-02', 'from', 'YYYY-MM-DD', 'from'],
    ['from=2027-05-03&to=2027-05-01', 'to', 'on or after from', 'to'],
    ['from=2027-01-01&to=2027-12-31', 'to', 'at most 62 days', 'to'],
    ['from=2027-05-01&to=2027-05-03&status=CONFIRMED,SOMEDAY', 'status', 'SOMEDAY', 'status'],
    ['from=2027-05-01&to=2027-05-03&colour=red', 'colour', 'colour', 'query'],
  ])('refuses %s with a problem naming %s', async (query, field, words, key) => {
    const response = await api(server, admin, 'GET', `/api/dashboard/map?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.detail).toContain(field);
    expect(response.body.detail).toContain(words);
    expect(Object.keys(response.body.errors ?? response.body.fields ?? {})).toContain(key);
  });

  it('answers 401 without a session', async () => {
    expect((await api(server, null, 'GET', '/api/dashboard/map')).status).toBe(401);
  });
});
