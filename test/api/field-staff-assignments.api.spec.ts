// Assigning field staff over HTTP: periods from the tour, warnings answered 409 then overridden and recorded, schedules, a tour's staff.
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;
let dolomites: { id: string; dayOne: string; dayTwo: string; cableCar: string };
let garda: string;
let past: string;

const licensedGuide = (firstName: string, extra: object = {}) => ({
  firstName,
  lastName: 'Staff',
  email: `${firstName.toLowerCase()}@example.com`,
  roles: ['guide'],
  languages: ['en'],
  licences: [{ kind: 'guide', number: `GL-${firstName}`, expiry: '2030-12-31' }],
  ...extra,
});

async function register(body: object) {
  const created = await api(server, admin, 'POST', '/api/field-staff', body);
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function tour(title: string, startDate: string, endDate: string, timezone = 'Europe/Rome') {
  const created = await api(server, admin, 'POST', '/api/tours', { title, startDate, endDate, timezone });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const assign = (staffId: string, body: object) => api(server, admin, 'POST', `/api/field-staff/${staffId}/assignments`, body);

async function member(staffId: string, position: string) {
  const read = await api(server, admin, 'GET', `/api/field-staff/${staffId}?minPosition=${position}`);
  expect(read.status).toBe(200);
  return read.body;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'staffing');
  const id = await tour('Dolomites', '2027-06-10', '2027-06-12');
  const dayOne = (await api(server, admin, 'POST', `/api/tours/${id}/days`, { date: '2027-06-10', title: 'Arrival' })).body.id;
  const dayTwo = (await api(server, admin, 'POST', `/api/tours/${id}/days`, { date: '2027-06-11', title: 'Peaks' })).body.id;
  const cableCar = (await api(server, admin, 'POST', `/api/tours/${id}/days/${dayOne}/segments`, { type: 'activity', title: 'Cable car', startTime: '09:00', durationMinutes: 90 })).body.id;
  dolomites = { id, dayOne, dayTwo, cableCar };
  garda = await tour('Lake Garda', '2027-06-12', '2027-06-13');
  past = await tour('Winter past', '2020-03-01', '2020-03-02', 'UTC');
});
afterAll(() => server.close());

describe('the period of an assignment, worked out from the tour', () => {
  it('covers the whole tour from midnight of its first date to midnight after its last, in its time zone', async () => {
    const staffId = await register(licensedGuide('Whole'));
    const assigned = await assign(staffId, { tourId: dolomites.id, role: 'guide' });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toEqual({ id: expect.any(String), revision: 1, position: expect.any(String) });
    expect((await member(staffId, assigned.body.position)).assignments).toEqual([
      { assignmentId: assigned.body.id, tourId: dolomites.id, role: 'guide', from: '2027-06-10T00:00:00+02:00', to: '2027-06-13T00:00:00+02:00', override: null },
    ]);
  });

  it('covers a day’s window of the organization’s day settings', async () => {
    const staffId = await register(licensedGuide('Daily'));
    const assigned = await assign(staffId, { tourId: dolomites.id, dayId: dolomites.dayOne, role: 'guide' });
    expect(assigned.status).toBe(201);
    expect((await member(staffId, assigned.body.position)).assignments[0]).toMatchObject({
      dayId: dolomites.dayOne,
      from: '2027-06-10T07:30:00+02:00',
      to: '2027-06-10T17:00:00+02:00',
    });
  });

  it('covers a segment from its start for its duration', async () => {
    const staffId = await register(licensedGuide('Segmental'));
    const assigned = await assign(staffId, { tourId: dolomites.id, dayId: dolomites.dayOne, segmentId: dolomites.cableCar, role: 'guide' });
    expect(assigned.status).toBe(201);
    expect((await member(staffId, assigned.body.position)).assignments[0]).toMatchObject({
      dayId: dolomites.dayOne,
      segmentId: dolomites.cableCar,
      from: '2027-06-10T09:00:00+02:00',
      to: '2027-06-10T10:30:00+02:00',
    });
  });

  it('refuses days and segments that are not on the tour, unknown tours and deleted ones', async () => {
    const staffId = await register(licensedGuide('Refused'));
    const wrongDay = await assign(staffId, { tourId: garda, dayId: dolomites.dayOne, role: 'guide' });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body.errors).toEqual({ dayId: 'Must be a day of the tour.' });
    const wrongSegment = await assign(staffId, { tourId: dolomites.id, dayId: dolomites.dayTwo, segmentId: dolomites.cableCar, role: 'guide' });
    expect(wrongSegment.status).toBe(400);
    expect(wrongSegment.body.errors).toEqual({ segmentId: 'Must be a segment of the chosen day.' });
    expect((await assign(staffId, { tourId: dolomites.id, segmentId: dolomites.cableCar, role: 'guide' })).status).toBe(400);
    expect((await assign(staffId, { tourId: 'not-a-tour', role: 'guide' })).status).toBe(400);
    expect((await assign(staffId, { tourId: '7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b', role: 'guide' })).status).toBe(404);
    const doomed = await tour('Cancelled idea', '2027-07-01', '2027-07-02');
    await api(server, admin, 'DELETE', `/api/tours/${doomed}`);
    const deleted = await assign(staffId, { tourId: doomed, role: 'guide', override: true });
    expect(deleted.status).toBe(409);
    expect(deleted.body.detail).toMatch(/deleted/);
    const history = await wholeHistory(server, admin, `/api/field-staff/${staffId}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['FieldStaffMemberRegistered']);
  });
});

describe('warnings: answered 409 with their codes, then accepted with a recorded override', () => {
  async function warnedThenOverridden(staffId: string, body: object, code: string, sentence: string) {
    const warned = await assign(staffId, body);
    expect(warned.status).toBe(409);
    expect(warned.headers.get('content-type')).toContain('application/problem+json');
    expect(warned.body).toMatchObject({ status: 409, title: 'Conflict', detail: expect.stringContaining('needs a deliberate override') });
    expect(warned.body.warnings.map((warning: { code: string }) => warning.code)).toEqual([code]);
    expect(warned.body.errors[code]).toBe(sentence);
    expect(warned.body.warnings[0].message).toBe(warned.body.errors[code]);
    expect(warned.body.period).toEqual({ from: expect.any(String), to: expect.any(String) });
    const untouched = await wholeHistory(server, admin, `/api/field-staff/${staffId}/history`);

    const overridden = await assign(staffId, { ...body, override: true });
    expect(overridden.status).toBe(201);
    const read = await member(staffId, overridden.body.position);
    const assignment = read.assignments.find((candidate: { assignmentId: string }) => candidate.assignmentId === overridden.body.id);
    expect(assignment.override).toEqual({ reasons: [code] });
    const history = await wholeHistory(server, admin, `/api/field-staff/${staffId}/history`);
    expect(history.body).toHaveLength(untouched.body.length + 1);
    expect(history.body.at(-1)).toMatchObject({ type: 'FieldStaffAssigned', actor: admin.userId, data: { assignment: { assignmentId: overridden.body.id, override: { reasons: [code] } } } });
    return warned.body;
  }

  it('warns that the member is busy on an overlapping tour, naming it', async () => {
    const staffId = await register(licensedGuide('Busy'));
    expect((await assign(staffId, { tourId: dolomites.id, role: 'guide' })).status).toBe(201);
    const problem = await warnedThenOverridden(staffId, { tourId: garda, role: 'guide' }, 'busy', 'Already assigned to “Dolomites” (2027-06-10 00:00 to 2027-06-13 00:00).');
    expect(problem.warnings[0].clashes).toEqual([{ assignmentId: expect.any(String), tourId: dolomites.id, tourTitle: 'Dolomites', from: '2027-06-10T00:00:00+02:00', to: '2027-06-13T00:00:00+02:00' }]);
    expect(problem.period).toEqual({ from: '2027-06-12T00:00:00+02:00', to: '2027-06-14T00:00:00+02:00' });
  });

  it('warns of a day off within the period', async () => {
    const staffId = await register(licensedGuide('Resting', { daysOff: ['2027-06-11'] }));
    await warnedThenOverridden(staffId, { tourId: dolomites.id, dayId: dolomites.dayTwo, role: 'guide' }, 'day-off', 'Has 2027-06-11 off.');
  });

  it('warns of a driver whose licence expires before the tour ends', async () => {
    const staffId = await register({ ...licensedGuide('Expiring'), roles: ['driver'], licences: [{ kind: 'driving', number: 'DL-1', expiry: '2027-06-11' }] });
    await warnedThenOverridden(staffId, { tourId: dolomites.id, role: 'driver' }, 'no-valid-licence', 'Has no driving licence valid until 2027-06-12.');
  });

  it('warns of a member without the role', async () => {
    const staffId = await register({ ...licensedGuide('Coordinating'), roles: ['coordinator'], licences: [] });
    await warnedThenOverridden(staffId, { tourId: dolomites.id, role: 'tour_leader' }, 'lacks-role', 'Is not registered as tour leader.');
  });

  it('lists several warnings at once, in a fixed order', async () => {
    const staffId = await register({ ...licensedGuide('Everything', { daysOff: ['2027-06-12'] }), roles: ['guide'], licences: [] });
    expect((await assign(staffId, { tourId: dolomites.id, role: 'guide', override: true })).status).toBe(201);
    const warned = await assign(staffId, { tourId: garda, role: 'driver' });
    expect(warned.status).toBe(409);
    expect(warned.body.warnings.map((warning: { code: string }) => warning.code)).toEqual(['busy', 'day-off', 'no-valid-licence', 'lacks-role']);
    expect(Object.keys(warned.body.errors)).toEqual(['busy', 'day-off', 'no-valid-licence', 'lacks-role']);
  });
});

describe('schedules, a tour’s staff and unassigning', () => {
  let giulia: string;
  let segmental: string;
  let lastPosition: string;
  const assignments: Record<string, string> = {};

  beforeAll(async () => {
    giulia = await register({ ...licensedGuide('Giulia'), lastName: 'Rossi' });
    segmental = await register({ ...licensedGuide('Aldo'), lastName: 'Bassi' });
    assignments.garda = (await assign(giulia, { tourId: garda, role: 'guide' })).body.id;
    assignments.past = (await assign(giulia, { tourId: past, role: 'guide' })).body.id;
    assignments.day = (await assign(giulia, { tourId: dolomites.id, dayId: dolomites.dayOne, role: 'guide' })).body.id;
    const last = await assign(segmental, { tourId: dolomites.id, dayId: dolomites.dayOne, segmentId: dolomites.cableCar, role: 'guide' });
    assignments.segment = last.body.id;
    lastPosition = last.body.position;
  });

  it('shows upcoming assignments soonest first, with tour, day and segment', async () => {
    const schedule = await api(server, admin, 'GET', `/api/field-staff/${giulia}/schedule?minPosition=${lastPosition}`);
    expect(schedule.status).toBe(200);
    expect(schedule.body).toEqual([
      expect.objectContaining({ assignmentId: assignments.day, tourTitle: 'Dolomites', tourStatus: 'DRAFT', tourTimezone: 'Europe/Rome', dayDate: '2027-06-10', segmentTitle: null, tourDeleted: false }),
      expect.objectContaining({ assignmentId: assignments.garda, tourTitle: 'Lake Garda', dayDate: null, from: '2027-06-12T00:00:00+02:00' }),
    ]);
    const segment = await api(server, admin, 'GET', `/api/field-staff/${segmental}/schedule`);
    expect(segment.body).toEqual([expect.objectContaining({ assignmentId: assignments.segment, dayDate: '2027-06-10', segmentTitle: 'Cable car', from: '2027-06-10T09:00:00+02:00' })]);
  });

  it('shows ended assignments with past=true', async () => {
    const schedule = await api(server, admin, 'GET', `/api/field-staff/${giulia}/schedule?past=true`);
    expect(schedule.body).toEqual([expect.objectContaining({ assignmentId: assignments.past, tourTitle: 'Winter past', from: '2020-03-01T00:00:00+00:00', to: '2020-03-03T00:00:00+00:00' })]);
    expect((await api(server, admin, 'GET', `/api/field-staff/${giulia}/schedule?past=maybe`)).status).toBe(400);
  });

  it('lists a tour’s staff with their assignments on that tour only', async () => {
    const staff = await api(server, admin, 'GET', `/api/tours/${dolomites.id}/staff?minPosition=${lastPosition}`);
    expect(staff.status).toBe(200);
    const mine = staff.body.filter((entry: { staffId: string }) => [giulia, segmental].includes(entry.staffId));
    expect(mine).toEqual([
      expect.objectContaining({ staffId: segmental, firstName: 'Aldo', lastName: 'Bassi', assignments: [expect.objectContaining({ assignmentId: assignments.segment, segmentId: dolomites.cableCar })] }),
      expect.objectContaining({ staffId: giulia, firstName: 'Giulia', lastName: 'Rossi', assignments: [expect.objectContaining({ assignmentId: assignments.day, tourId: dolomites.id })] }),
    ]);
    expect((await api(server, admin, 'GET', '/api/tours/7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b/staff')).status).toBe(404);
  });

  it('unassigns, and removes a member only once nothing is left', async () => {
    expect((await api(server, admin, 'DELETE', `/api/field-staff/${segmental}`)).status).toBe(409);
    const unassigned = await api(server, admin, 'DELETE', `/api/field-staff/${segmental}/assignments/${assignments.segment}`);
    expect(unassigned.status).toBe(200);
    const staff = await api(server, admin, 'GET', `/api/tours/${dolomites.id}/staff?minPosition=${unassigned.body.position}`);
    expect(staff.body.map((entry: { staffId: string }) => entry.staffId)).not.toContain(segmental);
    expect((await api(server, admin, 'DELETE', `/api/field-staff/${segmental}/assignments/${assignments.segment}`)).status).toBe(404);
    expect((await api(server, admin, 'DELETE', `/api/field-staff/${segmental}`)).status).toBe(200);
  });
});
