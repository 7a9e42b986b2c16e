// The three reports over HTTP: answers from the report projections, 400s naming the field, CSV tables with quoting and a formula guard, any member reads, tenancy.
import { addDays } from '@tourops/domain';
import { reportToursProjection } from '@tourops/projections';
import { evaluateReading } from '../support/notifications';
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let auditor: Session;
let other: Session;
let tourId: string;
let staffId: string;
let position = '0';

const today = new Date().toISOString().slice(0, 10);
const start = addDays(today, 10);
const track = <A extends { body: any }>(answer: A) => {
  if (answer.body?.position && BigInt(answer.body.position) > BigInt(position)) position = answer.body.position;
  return answer;
};
const created = async (session: Session, url: string, body: unknown) => {
  const answer = track(await api(server, session, 'POST', url, body));
  expect(answer.status).toBeLessThan(300);
  return answer.body;
};
const read = (url: string, session = admin) => api(server, session, 'GET', `${url}${url.includes('?') ? '&' : '?'}minPosition=${position}`);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'report-readers');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  other = await signIn(server, 'report-strangers');
  tourId = (await created(admin, '/api/tours', { title: 'Lakes, "Alps" and = more', startDate: start, endDate: addDays(start, 2), timezone: 'Europe/Rome' })).id;
  const day = await created(admin, `/api/tours/${tourId}/days`, { date: start, title: 'Arrival' });
  await created(admin, `/api/tours/${tourId}/days/${day.id}/segments`, { type: 'activity', title: 'Walk', startTime: '09:30', durationMinutes: 90, location: { name: 'Como', lat: 45.81, lng: 9.08 } });
  const traveler = await created(admin, '/api/travelers', {
    firstName: '@Ada',
    lastName: 'Lovelace, "Countess"',
    email: 'ada@example.org',
    nationality: 'GB',
    dateOfBirth: '1990-12-10',
    dietaryNotes: '=HYPERLINK("http://evil.example")',
    medicalNotes: '',
  });
  await created(admin, `/api/travelers/${traveler.id}/tours/${tourId}`, undefined);
  staffId = (await created(admin, '/api/field-staff', { firstName: 'Gia', lastName: 'Guide', email: 'gia@example.com', roles: ['guide'], languages: ['en'], licences: [] })).id;
  await created(admin, `/api/field-staff/${staffId}/assignments`, { tourId, role: 'guide', override: true });
  const raised = await evaluateReading(server, admin.orgId, { tourId, value: 55 });
  position = BigInt(raised.position) > BigInt(position) ? raised.position : position;
});
afterAll(() => server.close());

describe('the reports over HTTP', () => {
  it('answers tour performance from the projections, with its source and default range', async () => {
    const answer = await read('/api/reports/tour-performance');
    expect(answer.status).toBe(200);
    const { source, toursByMonth, notifications } = answer.body;
    expect(source).toMatchObject({ projection: 'report-tours', version: reportToursProjection.version, from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(BigInt(source.position)).toBeGreaterThan(0n);
    const month = toursByMonth.find((row: { month: string }) => row.month === start.slice(0, 7));
    expect(month).toMatchObject({ total: 1, byStatus: { DRAFT: 1, CANCELLED: 0 } });
    expect(notifications.find((row: { measure: string }) => row.measure === 'weather.windSpeed')).toMatchObject({ total: 1 });
    const planned = await read(`/api/reports/tour-performance?status=PLANNED,CONFIRMED`);
    expect(planned.body.toursByMonth.reduce((total: number, row: { total: number }) => total + row.total, 0)).toBe(0);
  });

  it('answers staff performance and traveler insights, to auditors too', async () => {
    const staff = await read(`/api/reports/staff-performance?from=${start}&to=${addDays(start, 30)}`, auditor);
    expect(staff.status).toBe(200);
    expect(staff.body.staff).toEqual([expect.objectContaining({ staffId, name: 'Gia Guide', toursWorked: 1, daysWorked: 3, clashOverrides: 1, notificationsOnTheirTours: 0 })]);
    const insights = await read('/api/reports/traveler-insights', auditor);
    expect(insights.status).toBe(200);
    expect(insights.body).toMatchObject({ travelers: 1, nationalities: [{ nationality: 'GB', travelers: 1 }], repeat: { travelers: 1, repeatTravelers: 0, share: 0 } });
    expect(insights.body.upcomingNeeds).toEqual([expect.objectContaining({ tourId, travelers: 1, travelersWithDietaryNeeds: 1, travelersWithMedicalNeeds: 0 })]);
    expect((await read('/api/reports/traveler-insights?nationality=de')).body.travelers).toBe(0);
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=2026-05-01&to=2026-04-30', 'to'],
    ['from=2020-01-01&to=2023-01-02', 'to'],
    ['status=BOGUS', 'status'],
    ['measure=flight.departureDelay,nope', 'measure'],
    ['surprise=1', 'surprise'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const answer = await api(server, admin, 'GET', `/api/reports/tour-performance?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/problem\+json/);
    expect(`${Object.keys(answer.body.errors)} ${answer.body.detail}`).toContain(field);
  });

  it('refuses a CSV of an unknown table or report', async () => {
    const noTable = await api(server, admin, 'GET', '/api/reports/staff-performance/csv?table=nope');
    expect(noTable.status).toBe(400);
    expect(noTable.body.errors.table).toMatch(/staff/);
    expect((await api(server, admin, 'GET', '/api/reports/nothing/csv?table=staff')).status).toBe(404);
  });

  it('exports a table as CSV: header row, RFC 4180 quoting, formulas guarded, named by report, table and range', async () => {
    const response = await fetch(`${server.baseUrl}/api/reports/traveler-insights/csv?table=upcomingNeeds&from=${today}&to=${addDays(today, 60)}&minPosition=${position}`, {
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="traveler-insights-upcomingNeeds-${today}-${addDays(today, 60)}.csv"`);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('tourId,tourTitle,startDate,travelers,travelersWithDietaryNeeds,travelersWithMedicalNeeds,travelerId,name,dietaryNotes,medicalNotes');
    expect(lines[1]).toContain(`${tourId},"Lakes, ""Alps"" and = more",${start},1,1,0,`);
    expect(lines[1]).toContain(`,"'@Ada Lovelace, ""Countess""","'=HYPERLINK(""http://evil.example"")",`);
    expect(lines[2]).toBe('');
    const months = await api(server, admin, 'GET', `/api/reports/tour-performance/csv?table=toursByMonth&from=${start}&to=${start}`);
    expect(months.body.replace(/^\uFEFF/, '')).toBe(`month,total,DRAFT,PLANNED,CONFIRMED,IN_PROGRESS,COMPLETED,CANCELLED\r\n${start.slice(0, 7)},1,1,0,0,0,0,0\r\n`);
  });

  it('shows another organization nothing of the first one', async () => {
    const tours = await api(server, other, 'GET', '/api/reports/tour-performance');
    expect(tours.body.toursByMonth.every((row: { total: number }) => row.total === 0)).toBe(true);
    expect(tours.body.notifications.every((row: { total: number }) => row.total === 0)).toBe(true);
    expect((await api(server, other, 'GET', '/api/reports/staff-performance')).body.staff).toEqual([]);
    const insights = await api(server, other, 'GET', '/api/reports/traveler-insights');
    expect(insights.body).toMatchObject({ travelers: 0, upcomingNeeds: [] });
    expect((await api(server, other, 'GET', `/api/reports/staff-performance?staffId=${staffId}`)).body.staff).toEqual([]);
    const csv = await api(server, other, 'GET', '/api/reports/traveler-insights/csv?table=upcomingNeeds');
    expect(csv.body).not.toContain(tourId);
  });

  it('follows travelers joining a tour after an earlier answer: the kept tours of each traveler are read again when the traveler changed', async () => {
    const before = (await read('/api/reports/traveler-insights')).body;
    const joining = await created(admin, '/api/travelers', { firstName: 'Emmy', lastName: 'Noether', email: 'emmy@example.org', nationality: 'DE', dateOfBirth: '1982-03-23' });
    expect((await read('/api/reports/traveler-insights')).body.travelers).toBe(before.travelers);
    await created(admin, `/api/travelers/${joining.id}/tours/${tourId}`, undefined);
    const after = (await read('/api/reports/traveler-insights')).body;
    expect(after.travelers).toBe(before.travelers + 1);
    expect(after.nationalities).toEqual(expect.arrayContaining([{ nationality: 'DE', travelers: 1 }]));
    expect(after.upcomingNeeds).toEqual([expect.objectContaining({ tourId, travelers: before.upcomingNeeds[0].travelers + 1 })]);
  });
});
