// The sizes a tour may reach over HTTP: beyond 100 days, 50 segments a day, 500 travelers or 200 field staff assignments, a 400 naming the field, and nothing changes.
import { TOUR_SIZES } from '@tourops/contracts';
import { api, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'sizes');
});
afterAll(() => server.close());

const newTour = async (endDate = '2027-03-02') => (await api(server, admin, 'POST', '/api/tours', { title: 'Sizes', startDate: '2027-03-01', endDate, timezone: 'Europe/Rome' })).body.id as string;

describe('the sizes a tour may reach', () => {
  it('refuses a tour longer than 100 days, naming the end date', async () => {
    const refused = await api(server, admin, 'POST', '/api/tours', { title: 'Too long', startDate: '2027-03-01', endDate: '2027-06-09', timezone: 'Europe/Rome' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: 'A tour lasts at most 100 days; 2027-03-01 to 2027-06-09 is 101.', errors: { endDate: 'At most 100 days from the start date, both included.' } });
    expect((await api(server, admin, 'POST', '/api/tours', { title: 'Long', startDate: '2027-03-01', endDate: '2027-06-08', timezone: 'Europe/Rome' })).status).toBe(201);
  });

  it('refuses a 51st segment in a day, naming the segments, and keeps the day as it was', async () => {
    const tourId = await newTour();
    const dayId = (await api(server, admin, 'POST', `/api/tours/${tourId}/days`, { date: '2027-03-01' })).body.id;
    for (let index = 0; index < TOUR_SIZES.segmentsPerDay; index++)
      expect((await api(server, admin, 'POST', `/api/tours/${tourId}/days/${dayId}/segments`, { type: 'free', title: `Stop ${index}`, startTime: '10:00' })).status).toBe(201);
    const refused = await api(server, admin, 'POST', `/api/tours/${tourId}/days/${dayId}/segments`, { type: 'free', title: 'One more', startTime: '11:00' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: 'A day holds at most 50 segments; Mon 1 Mar has 50.', errors: { segments: 'At most 50 segments a day.' } });
    expect((await api(server, admin, 'GET', `/api/tours/${tourId}?minPosition=${refused.body.position ?? 0}`)).body.segmentCount).toBe(50);
  });

  it('fills a tour with 500 travelers by import, then refuses the 501st, naming the tour', async () => {
    const tourId = await newTour();
    const rows = Array.from({ length: TOUR_SIZES.travelersPerTour + 2 }, (_, index) => `Guest${index},Sizes${index},sizes${index}@example.com,IT,1980-01-01`);
    const imported = await api(server, admin, 'POST', '/api/travelers/import', { csv: ['firstName,lastName,email,nationality,dateOfBirth', ...rows].join('\n'), tourId });
    expect(imported.status).toBe(200);
    expect(imported.body.addedToTour).toBe(500);
    expect(imported.body.rows.at(-1)).toMatchObject({ outcome: 'failed', errors: { tourId: 'The tour has its 500 travelers.' } });
    const manifest = await eventually(async () => {
      const answer = await api(server, admin, 'GET', `/api/tours/${tourId}/manifest?minPosition=${imported.body.position}`);
      return answer.body.travelers.length === 500 ? answer : undefined;
    }, 20_000, 'the 500 travelers on the manifest');
    expect(manifest.status).toBe(200);
    const late = (await api(server, admin, 'POST', '/api/travelers', { firstName: 'Late', lastName: 'Comer', email: 'late@example.com', nationality: 'IT', dateOfBirth: '1980-01-01' })).body.id;
    const refused = await api(server, admin, 'POST', `/api/travelers/${late}/tours/${tourId}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: 'A tour takes at most 500 travelers; this one has 500.', errors: { tourId: 'The tour has its 500 travelers.' } });
  }, 60_000);

  it('staffs a tour with 200 assignments, then refuses the 201st, naming the tour', async () => {
    const tourId = await newTour();
    const staffId = (await api(server, admin, 'POST', '/api/field-staff', { firstName: 'Gino', lastName: 'Guide', email: 'gino@example.com', roles: ['guide'] })).body.id;
    for (let index = 0; index < TOUR_SIZES.staffAssignmentsPerTour; index++) {
      const assigned = await api(server, admin, 'POST', `/api/field-staff/${staffId}/assignments`, { tourId, role: 'guide', override: true });
      expect(assigned.status).toBe(201);
      // The count comes from the read model: each assignment is read back (minPosition) before the next.
      expect((await api(server, admin, 'GET', `/api/tours/${tourId}/staff?minPosition=${assigned.body.position}`)).status).toBe(200);
    }
    const refused = await api(server, admin, 'POST', `/api/field-staff/${staffId}/assignments`, { tourId, role: 'guide', override: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: 'A tour takes at most 200 field staff assignments; this one has 200.', errors: { tourId: 'The tour has its 200 field staff assignments.' } });
  }, 60_000);
});
