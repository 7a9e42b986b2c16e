// Flights and new ids over HTTP: times local to each airport, start and duration following from them, old events still read, client-made ids.
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '@tourops/runtime';
import type { EventStore } from '@tourops/event-store';
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'flyers');
});
afterAll(() => server.close());

async function read(id: string, position: string) {
  const response = await api(server, admin, 'GET', `/api/tours/${id}?minPosition=${position}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** A tour in Rome's zone with one day, Nov 23 2026, made with ids this client chose. */
async function romeTour() {
  const tour = (await api(server, admin, 'POST', '/api/tours', { title: 'Rome in autumn', startDate: '2026-11-23', endDate: '2026-11-25', timezone: 'Europe/Rome' })).body;
  const dayId = randomUUID();
  const day = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { id: dayId, date: '2026-11-23', title: 'Arrival' });
  return { id: tour.id as string, dayId, day };
}

const lisbonToRome = { flightNumber: 'tp842', from: 'lis', to: 'FCO', scheduledDeparture: '2026-11-23T08:00', scheduledArrival: '2026-11-23T11:45' };

describe('flights over HTTP', () => {
  it('reads a departure in the origin airport’s zone and an arrival in the destination’s, and derives the segment’s start and duration', async () => {
    const tour = await romeTour();
    const added = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'flight', title: 'TP842 to Rome', flight: lisbonToRome });
    expect(added.status).toBe(201);
    const [segment] = (await read(tour.id, added.body.position)).days[0].segments;
    expect(segment).toMatchObject({
      startTime: '08:00',
      durationMinutes: 165,
      flight: {
        flightNumber: 'TP842',
        from: 'LIS',
        to: 'FCO',
        departure: { localTime: '2026-11-23T08:00', timeZone: 'Europe/Lisbon', instant: '2026-11-23T08:00:00.000Z' },
        arrival: { localTime: '2026-11-23T11:45', timeZone: 'Europe/Rome', instant: '2026-11-23T10:45:00.000Z' },
      },
    });
  });

  it('accepts a 06:10 departure, before the day window opens, without touching the organization’s settings', async () => {
    const tour = await romeTour();
    const dawn = { ...lisbonToRome, scheduledDeparture: '2026-11-23T06:10', scheduledArrival: '2026-11-23T09:55' };
    const added = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'flight', title: 'TP842 to Rome', flight: dawn });
    expect(added.status).toBe(201);
    const [segment] = (await read(tour.id, added.body.position)).days[0].segments;
    expect(segment).toMatchObject({ startTime: '06:10', durationMinutes: 165, flight: { departure: { localTime: '2026-11-23T06:10' }, arrival: { localTime: '2026-11-23T09:55' } } });
    const day = await api(server, admin, 'GET', '/api/settings/day');
    expect(day.body).toMatchObject({ startTime: '07:30', endTime: '17:00' });
  });

  it('still answers 400 for any other segment that starts at 06:10', async () => {
    const tour = await romeTour();
    const refused = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'activity', title: 'Sunrise walk', startTime: '06:10' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ startTime: 'Must be between 07:30 and 17:00.' });
  });

  it('moves a flight’s and a stay’s dates with them when they are moved to another day', async () => {
    const tour = await romeTour();
    const nextDayId = randomUUID();
    await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { id: nextDayId, date: '2026-11-24', title: 'Rome' });
    const flight = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'flight', title: 'TP842 to Rome', flight: lisbonToRome });
    const stay = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, {
      type: 'accommodation',
      title: 'Check-in at Hotel Artemide',
      startTime: '13:00',
      accommodation: { checkIn: '2026-11-23T13:00', checkOut: '2026-11-25T10:00' },
    });
    expect([flight.status, stay.status]).toEqual([201, 201]);
    await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${flight.body.id}/move`, { toDayId: nextDayId, toIndex: 0 });
    const moved = await api(server, admin, 'POST', `/api/tours/${tour.id}/segments/${stay.body.id}/move`, { toDayId: nextDayId, toIndex: 1 });
    expect(moved.status).toBe(200);
    const [flown, stayed] = (await read(tour.id, moved.body.position)).days[1].segments;
    expect(flown.flight).toMatchObject({ departure: { localTime: '2026-11-24T08:00', instant: '2026-11-24T08:00:00.000Z' }, arrival: { localTime: '2026-11-24T11:45' } });
    expect(stayed.accommodation).toEqual({ checkIn: '2026-11-24T13:00', checkOut: '2026-11-26T10:00' });
  });

  it('answers 400 naming the start time when it contradicts the departure', async () => {
    const tour = await romeTour();
    const refused = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'flight', title: 'TP842', startTime: '09:00', flight: lisbonToRome });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('startTime of a flight is its local departure time (08:00 at LIS); leave startTime out or change flight.scheduledDeparture.');
  });

  it('answers 400 with the rule of a malformed flight number, in words naming the field', async () => {
    const tour = await romeTour();
    const refused = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'flight', title: 'TP842', flight: { ...lisbonToRome, flightNumber: 'TAP 842' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ 'flight.flightNumber': 'flightNumber must be an airline code and a number, like TP1234.' });
  });

  it('answers 400 when an airport has no known time zone', async () => {
    const tour = await romeTour();
    const refused = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'flight', title: 'Mystery', flight: { ...lisbonToRome, to: 'QQZ' } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('to names QQZ, an airport whose time zone is not known; check the IATA code.');
  });

  it('still reads a flight recorded as instants before times were local to their airports, on the tour’s clock', async () => {
    const tour = await romeTour();
    const store = server.app.get<typeof EVENT_STORE, EventStore>(EVENT_STORE);
    const stream = `tour-${admin.orgId}.${tour.id}`;
    const revision = (await store.readStream(stream)).length - 1;
    const recorded = await store.appendToStream(
      stream,
      [
        {
          type: 'SegmentAdded',
          data: {
            tourId: tour.id,
            dayId: tour.dayId,
            segment: {
              id: randomUUID(), type: 'flight', title: 'Old flight', startTime: '07:45', durationMinutes: 60, location: null, notes: '', transfer: null,
              flight: { flightNumber: 'AZ201', from: 'LHR', to: 'FCO', scheduledDeparture: '2026-11-23T09:00:00+01:00', scheduledArrival: '2026-11-23T12:30:00+01:00' },
            },
          },
          metadata: { orgId: admin.orgId, actorId: admin.userId, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: revision },
    );
    const [segment] = (await read(tour.id, recorded.position.toString())).days[0].segments;
    expect(segment).toMatchObject({
      startTime: '09:00',
      durationMinutes: 210,
      flight: { departure: { localTime: '2026-11-23T09:00', timeZone: 'Europe/Rome', instant: '2026-11-23T08:00:00.000Z' } },
    });
  });
});

describe('ids made by the client', () => {
  it('keeps the ids the client made for a day and a segment', async () => {
    const tour = await romeTour();
    expect(tour.day.status).toBe(201);
    expect(tour.day.body.id).toBe(tour.dayId);
    const segmentId = randomUUID().toUpperCase();
    const added = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { id: segmentId, type: 'activity', title: 'Pantheon', startTime: '15:00' });
    expect(added.body.id).toBe(segmentId.toLowerCase());
    const read1 = await read(tour.id, added.body.position);
    expect(read1.days[0]).toMatchObject({ id: tour.dayId, segments: [{ id: segmentId.toLowerCase(), durationMinutes: 60 }] });
  });

  it('duplicates a day under the ids the client made for the copy and its segments', async () => {
    const tour = await romeTour();
    const added = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { type: 'activity', title: 'Forum', startTime: '10:00' });
    const copyId = randomUUID();
    const segmentCopyId = randomUUID();
    const duplicated = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/duplicate`, { id: copyId, segmentIds: [segmentCopyId] });
    expect(duplicated.status).toBe(201);
    const after = await read(tour.id, duplicated.body.position);
    expect(after.days[1]).toMatchObject({ id: copyId, segments: [{ id: segmentCopyId, title: 'Forum' }] });
    expect(added.body.id).not.toBe(segmentCopyId);
  });

  it('answers 409 naming the id when a new day takes an id the tour already has', async () => {
    const tour = await romeTour();
    const taken = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { id: tour.dayId, date: '2026-11-24' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(`The tour already has a day or segment with id ${tour.dayId}; make a new id for what you add.`);
  });

  it('answers 409 when a new segment takes the id of a day', async () => {
    const tour = await romeTour();
    const taken = await api(server, admin, 'POST', `/api/tours/${tour.id}/days/${tour.dayId}/segments`, { id: tour.dayId, type: 'free', title: 'Rest', startTime: '12:00' });
    expect(taken.status).toBe(409);
  });

  it('answers 400 when an id is not a UUID', async () => {
    const tour = await romeTour();
    const refused = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { id: 'day-2', date: '2026-11-24' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ id: 'id must be a UUID made for the new day, like 3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.' });
  });

  it('makes an id when the client sends none', async () => {
    const tour = await romeTour();
    const added = await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-11-25' });
    expect(added.status).toBe(201);
    expect(added.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
