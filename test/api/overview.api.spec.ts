// The overview over HTTP: each tour counted on its own zone's today (zones a day apart around midnight), travelers, staff, notifications, flights, the lists its figures link to, tenancy.
import { clockTime, journeyTimes } from '@tourops/domain';
import { api, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { evaluateReading } from '../support/notifications';

let server: TestServer;
let admin: Session;
let adminB: Session;
let flights: Session;

/** The local date of a zone, `days` from now. UTC+14 and UTC-11 are 25 hours apart: Kiritimati's today is always after Pago Pago's. */
const dateIn = (timeZone: string, days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
const KIRITIMATI = 'Pacific/Kiritimati';
const PAGO_PAGO = 'Pacific/Pago_Pago';
const kiritimatiToday = dateIn(KIRITIMATI);
const pagoPagoToday = dateIn(PAGO_PAGO);

async function tour(session: Session, title: string, startDate: string, endDate: string, timezone: string, status: 'DRAFT' | 'PLANNED' | 'CONFIRMED' = 'PLANNED'): Promise<string> {
  const created = await api(server, session, 'POST', '/api/tours', { title, startDate, endDate, timezone, status: status === 'DRAFT' ? 'DRAFT' : 'PLANNED' });
  expect(created.status).toBe(201);
  if (status === 'CONFIRMED') expect((await api(server, session, 'POST', `/api/tours/${created.body.id}/status`, { status: 'CONFIRMED' })).status).toBe(200);
  return created.body.id;
}

async function traveler(session: Session, firstName: string, tourIds: string[]): Promise<string> {
  const created = await api(server, session, 'POST', '/api/travelers', { firstName, lastName: 'Overview', nationality: 'PT', dateOfBirth: '1980-01-01', email: `${firstName.toLowerCase()}@example.com` });
  expect(created.status).toBe(201);
  for (const tourId of tourIds) expect((await api(server, session, 'POST', `/api/travelers/${created.body.id}/tours/${tourId}`)).status).toBeLessThan(300);
  return created.body.id;
}

const ids = { lineIslands: '', samoaSoon: '', samoaToday: '', endedInKiritimati: '', draft: '', deleted: '', rome: '' };
const people: Record<string, string> = {};
let lastPosition = '0';

beforeAll(async () => {
  server = await startTestServer({ MONITOR_TICK_MS: '50' });
  admin = await signIn(server, 'overview-a');
  adminB = await signIn(server, 'overview-b');
  flights = await signIn(server, 'overview-flights');

  ids.lineIslands = await tour(admin, 'Line Islands day', kiritimatiToday, kiritimatiToday, KIRITIMATI);
  ids.samoaSoon = await tour(admin, 'Same date in Samoa', kiritimatiToday, kiritimatiToday, PAGO_PAGO);
  ids.samoaToday = await tour(admin, 'Samoa today', pagoPagoToday, pagoPagoToday, PAGO_PAGO);
  ids.endedInKiritimati = await tour(admin, 'Samoa’s today is over in Kiritimati', pagoPagoToday, pagoPagoToday, KIRITIMATI);
  ids.draft = await tour(admin, 'A draft dated today', kiritimatiToday, kiritimatiToday, KIRITIMATI, 'DRAFT');
  ids.deleted = await tour(admin, 'Deleted today', kiritimatiToday, kiritimatiToday, KIRITIMATI);
  expect((await api(server, admin, 'DELETE', `/api/tours/${ids.deleted}`)).status).toBeLessThan(300);

  const day = (await api(server, admin, 'POST', `/api/tours/${ids.lineIslands}/days`, { date: kiritimatiToday, title: 'Lagoon' })).body;
  for (const [title, startTime] of [['Lagoon snorkelling', '10:00'], ['Breakfast at the pier', '07:30']])
    expect((await api(server, admin, 'POST', `/api/tours/${ids.lineIslands}/days/${day.id}/segments`, { type: 'activity', title, startTime, durationMinutes: 90 })).status).toBe(201);

  people.ana = await traveler(admin, 'Ana', [ids.lineIslands, ids.samoaToday]);
  people.ben = await traveler(admin, 'Ben', [ids.lineIslands]);
  people.caio = await traveler(admin, 'Caio', [ids.samoaToday]);
  people.dora = await traveler(admin, 'Dora', [ids.samoaSoon]);
  people.eva = await traveler(admin, 'Eva', [ids.lineIslands]);
  expect((await api(server, admin, 'DELETE', `/api/travelers/${people.eva}`)).status).toBeLessThan(300);

  const guide = await api(server, admin, 'POST', '/api/field-staff', { firstName: 'Teuila', lastName: 'Guide', email: 'teuila@example.com', roles: ['guide'] });
  const later = await api(server, admin, 'POST', '/api/field-staff', { firstName: 'Later', lastName: 'Guide', email: 'later@example.com', roles: ['guide'] });
  people.guide = guide.body.id;
  expect((await api(server, admin, 'POST', `/api/field-staff/${guide.body.id}/assignments`, { tourId: ids.lineIslands, role: 'guide', override: true })).status).toBe(201);
  expect((await api(server, admin, 'POST', `/api/field-staff/${later.body.id}/assignments`, { tourId: ids.samoaSoon, role: 'guide', override: true })).status).toBe(201);
  const token = (await api(server, admin, 'POST', `/api/field-staff/${guide.body.id}/device-tokens`, { label: 'Phone' })).body.token;
  const seenAt = new Date(Date.now() - 60_000).toISOString();
  const reported = await api(server, { token, orgId: '', userId: '' }, 'POST', `/api/field-staff/${guide.body.id}/positions`, { positions: [{ at: seenAt, lat: 1.87, lng: -157.4 }] });
  expect(reported.status).toBeLessThan(300);
  people.seenAt = seenAt;

  await evaluateReading(server, admin.orgId, { tourId: ids.lineIslands, value: 75 });
  lastPosition = (await evaluateReading(server, admin.orgId, { tourId: ids.samoaToday, subjectId: `${ids.samoaToday}/weather:day-1`, value: 35 })).position;

  await tour(adminB, 'Another organization’s tour today', kiritimatiToday, kiritimatiToday, KIRITIMATI);
});
afterAll(() => server.close());

const overview = async (session: Session, minPosition = lastPosition) => {
  const response = await api(server, session, 'GET', `/api/dashboard/overview?minPosition=${minPosition}`);
  expect(response.status).toBe(200);
  return response.body;
};

describe('the overview', () => {
  it('counts tours running today and departing in the next 7 days, each by its own zone’s today', async () => {
    const body = await overview(admin);
    expect(body.tours).toEqual({ runningToday: 2, departingNext7Days: 1 });
    const listed = async (period: string) => (await api(server, admin, 'GET', `/api/tours?period=${period}&sort=title`)).body.items.map((item: { id: string }) => item.id);
    expect(await listed('running-today')).toEqual([ids.lineIslands, ids.samoaToday]);
    expect(await listed('departing-next-7-days')).toEqual([ids.samoaSoon]);
  });

  it('counts each current traveler on a running tour once, and lists exactly them', async () => {
    const body = await overview(admin);
    expect(body.travelersOnTourToday).toBe(3);
    const listed = await api(server, admin, 'GET', '/api/travelers?tourPeriod=running-today');
    expect(listed.body.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Ana', 'Ben', 'Caio']);
  });

  it('shows staff on an assignment now with when they were last seen', async () => {
    const body = await overview(admin);
    expect(body.staffInField.count).toBe(1);
    expect(body.staffInField.members).toEqual([
      { staffId: people.guide, firstName: 'Teuila', lastName: 'Guide', role: 'guide', tourId: ids.lineIslands, tourTitle: 'Line Islands day', lastSeenAt: people.seenAt },
    ]);
  });

  it('counts open notifications by severity', async () => {
    const body = await overview(admin);
    expect(body.notifications).toEqual({ open: { INFO: 0, WARNING: 1, ALERT: 0, CRITICAL: 1 }, total: 2 });
  });

  it('lays out today’s segments of the running tours in their own zone, in time order', async () => {
    const { timeline } = await overview(admin);
    expect(timeline.moreTours).toBe(1);
    expect(timeline.tours).toEqual([
      {
        tourId: ids.lineIslands,
        title: 'Line Islands day',
        status: 'PLANNED',
        timezone: KIRITIMATI,
        date: kiritimatiToday,
        segments: [
          expect.objectContaining({ title: 'Breakfast at the pier', startTime: '07:30', durationMinutes: 90, type: 'activity', starts: { instant: expect.any(String), timeZone: KIRITIMATI } }),
          expect.objectContaining({ title: 'Lagoon snorkelling', startTime: '10:00' }),
        ],
      },
    ]);
    const [breakfast] = timeline.tours[0].segments;
    expect(clockTime(breakfast.starts.instant, breakfast.starts, KIRITIMATI)).toBe('07:30');
    expect(clockTime(breakfast.ends.instant, breakfast.ends, KIRITIMATI)).toBe('09:00');
  });

  it('shows another organization none of this', async () => {
    const body = await overview(adminB, '0');
    expect(body.tours).toEqual({ runningToday: 1, departingNext7Days: 0 });
    expect(body).toMatchObject({ travelersOnTourToday: 0, staffInField: { count: 0, members: [] }, notifications: { total: 0 }, flights: { monitored: 0 } });
    expect((await api(server, adminB, 'GET', '/api/travelers?tourPeriod=running-today')).body.items).toEqual([]);
  });

  it('refuses unknown query fields and periods, naming them', async () => {
    const unknown = await api(server, admin, 'GET', '/api/dashboard/overview?day=tomorrow');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('day');
    const period = await api(server, admin, 'GET', '/api/tours?period=tomorrow');
    expect(period.status).toBe(400);
    expect(period.body.errors ?? period.body).toHaveProperty('period');
  });

  it('lists a monitored flight with its delay and the level it reaches', async () => {
    const tomorrow = dateIn('Europe/Rome', 1);
    const rome = await tour(flights, 'Rome to Lisbon', tomorrow, tomorrow, 'Europe/Rome', 'PLANNED');
    const day = (await api(server, flights, 'POST', `/api/tours/${rome}/days`, { date: tomorrow, title: 'Departure' })).body;
    const flight = { flightNumber: 'TP839', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
    expect((await api(server, flights, 'POST', `/api/tours/${rome}/days/${day.id}/segments`, { type: 'flight', title: 'TP839 to Lisbon', flight })).status).toBe(201);
    expect((await api(server, flights, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'TP839', departureDateLocal: tomorrow, departureDelayMinutes: 40, arrivalDelayMinutes: 20 })).status).toBe(200);
    expect((await api(server, flights, 'POST', `/api/tours/${rome}/status`, { status: 'CONFIRMED' })).status).toBe(200);
    const body = await eventually(async () => {
      const current = await overview(flights, '0');
      return current.flights.items[0]?.departureDelayMinutes === 40 ? current : undefined;
    }, 15_000, 'the flight’s first check');
    expect(body.tours.departingNext7Days).toBe(1);
    expect(body.flights).toMatchObject({ monitored: 1, delayed: 1 });
    expect(body.flights.items[0]).toMatchObject({ tourId: rome, tourTitle: 'Rome to Lisbon', flightNumber: 'TP839', from: 'FCO', to: 'LIS', departureLocal: `${tomorrow}T10:00`, arrivalDelayMinutes: 20, level: 'ALERT', cancelled: false });
    const { departure, arrival } = body.flights.items[0];
    expect(journeyTimes(departure, arrival)).toBe('10:00 FCO → 12:05 LIS');
    expect([departure.timeZone, arrival.timeZone]).toEqual(['Europe/Rome', 'Europe/Lisbon']);
  });

  it('counts the flights the monitoring board shows now, not one departing beyond its 72 hours', async () => {
    const farAway = await signIn(server, 'overview-far-flights');
    const flightOn = async (title: string, days: number, flightNumber: string) => {
      const date = dateIn('Europe/Rome', days);
      const id = await tour(farAway, title, date, date, 'Europe/Rome', 'PLANNED');
      const day = (await api(server, farAway, 'POST', `/api/tours/${id}/days`, { date, title: 'Departure' })).body;
      const flight = { flightNumber, from: 'FCO', to: 'LIS', scheduledDeparture: `${date}T10:00`, scheduledArrival: `${date}T12:05` };
      expect((await api(server, farAway, 'POST', `/api/tours/${id}/days/${day.id}/segments`, { type: 'flight', title: `${flightNumber} to Lisbon`, flight })).status).toBe(201);
      expect((await api(server, farAway, 'POST', `/api/tours/${id}/status`, { status: 'CONFIRMED' })).status).toBe(200);
      return id;
    };
    const soon = await flightOn('Rome tomorrow', 1, 'TP831');
    await flightOn('Rome in five days', 5, 'TP833');
    const board = await eventually(async () => {
      const items = (await api(server, farAway, 'GET', '/api/monitoring/subjects?kind=flight')).body.items as { inHorizon: boolean; tour: { id: string } }[];
      return items.length === 2 ? items.filter((subject) => subject.inHorizon) : undefined;
    }, 5000, 'both flights on the monitoring board');
    const body = await eventually(async () => {
      const current = await overview(farAway, '0');
      return current.tours.departingNext7Days === 2 ? current : undefined;
    }, 5000, 'both tours on the calendar');
    expect(board.map((subject) => subject.tour.id)).toEqual([soon]);
    expect(body.flights.monitored).toBe(1);
    expect(body.flights.items.map((flight: { tourId: string }) => flight.tourId)).toEqual([soon]);
  });
});
