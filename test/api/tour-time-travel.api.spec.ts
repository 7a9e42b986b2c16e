// Time travel over HTTP: a tour asked ?revision=N or ?asOf=instant equals the tour as it was then, over generated histories.
import { evolveTour, type Tour, type TourEvent } from '@tourops/domain';
import { seededRandom, type Random } from '../support/seeded-random';
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'acme');
});
afterAll(() => server.close());

type TourAnswer = Tour & { revision: number; days: Tour['days']; [field: string]: unknown };
const DATES = ['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04', '2027-05-05'];
const TIMES = ['08:00', '09:30', '11:00', '13:15', '15:00'];

/** One random change the tour allows now, or undefined when the pick does not apply (no day yet, say). */
function randomChange(random: Random, tour: TourAnswer): [string, string, object?] | undefined {
  const base = `/api/tours/${tour.id}`;
  const day = tour.days.length ? random.pick(tour.days) : undefined;
  const segment = day?.segments.length ? random.pick(day.segments) : undefined;
  switch (random.int(0, 7)) {
    case 0:
      return ['PATCH', base, { title: `Tour ${random.int(1, 9999)}` }];
    case 1: {
      const free = DATES.filter((date) => !tour.days.some((existing) => existing.date === date));
      return free.length ? ['POST', `${base}/days`, { date: random.pick(free), title: `Day ${random.int(1, 99)}` }] : undefined;
    }
    case 2:
      return day ? ['PATCH', `${base}/days/${day.id}`, { title: `Renamed ${random.int(1, 99)}` }] : undefined;
    case 3:
      return day ? ['POST', `${base}/days/${day.id}/segments`, { type: 'activity', title: `Visit ${random.int(1, 99)}`, startTime: random.pick(TIMES), durationMinutes: 30 }] : undefined;
    case 4:
      return day && segment ? ['PATCH', `${base}/days/${day.id}/segments/${segment.id}`, { startTime: random.pick(TIMES) }] : undefined;
    case 5:
      return day && segment ? ['DELETE', `${base}/days/${day.id}/segments/${segment.id}`] : undefined;
    case 6:
      return day && tour.days.length > 2 ? ['DELETE', `${base}/days/${day.id}`] : undefined;
    default: {
      const next = (tour.allowedTransitions as string[]).filter((status) => ['DRAFT', 'PLANNED', 'CONFIRMED'].includes(status));
      return next.length ? ['POST', `${base}/status`, { status: random.pick(next) }] : undefined;
    }
  }
}

/** A tour with a generated history; the live answer seen right after each write, by revision. */
async function generatedTour(seed: number, writes: number): Promise<{ id: string; seen: Map<number, TourAnswer> }> {
  const random = seededRandom(seed);
  const created = await api(server, admin, 'POST', '/api/tours', { title: `Generated ${seed}`, startDate: DATES[0], endDate: DATES[4], timezone: 'Europe/Rome' });
  const seen = new Map<number, TourAnswer>();
  let tour = (await api(server, admin, 'GET', `/api/tours/${created.body.id}?minPosition=${created.body.position}`)).body as TourAnswer;
  seen.set(tour.revision, tour);
  for (let attempt = 0; seen.size <= writes; attempt++) {
    if (attempt > writes * 20) throw new Error(`seed ${seed}: only ${seen.size - 1} of ${writes} generated changes were accepted`);
    const change = randomChange(random, tour);
    if (!change) continue;
    const written = await api(server, admin, change[0], change[1], change[2]);
    if (written.status >= 300) continue;
    tour = (await api(server, admin, 'GET', `/api/tours/${tour.id}?minPosition=${written.body.position}`)).body as TourAnswer;
    seen.set(tour.revision, tour);
  }
  return { id: created.body.id, seen };
}

const asWas = (answer: TourAnswer) => {
  const { asOf: _asOf, readOnly: _readOnly, allowedTransitions: _transitions, ...tour } = answer;
  return tour;
};

describe('a tour as it was', () => {
  it.each([1, 2, 3])('answers every revision exactly as the tour was then (seed %i)', async (seed) => {
    const { id, seen } = await generatedTour(seed, 20);
    const history = (await wholeHistory(server, admin, `/api/tours/${id}/history`)).body as { revision: number; type: string; data: unknown; occurredAt: string }[];
    let folded: Tour | null = null;
    for (const entry of history) {
      folded = evolveTour(folded, { type: entry.type, data: entry.data } as TourEvent);
      const answer = await api(server, admin, 'GET', `/api/tours/${id}?revision=${entry.revision}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ revision: entry.revision, readOnly: true, asOf: entry.occurredAt, allowedTransitions: [] });
      const { id: foldedId, title, status, days, startDate, endDate, deleted } = folded!;
      expect(answer.body).toMatchObject({ id: foldedId, title, status, startDate, endDate, deleted, days });
      const live = seen.get(entry.revision);
      if (live) expect(asWas(answer.body)).toEqual(asWas(live));
    }
  });

  it('answers an instant with every event recorded up to it', async () => {
    const { id, seen } = await generatedTour(7, 8);
    const history = (await wholeHistory(server, admin, `/api/tours/${id}/history`)).body as { revision: number; occurredAt: string }[];
    for (const entry of history) {
      const upTo = Math.max(...history.filter((other) => Date.parse(other.occurredAt) <= Date.parse(entry.occurredAt)).map((other) => other.revision));
      const answer = await api(server, admin, 'GET', `/api/tours/${id}?asOf=${encodeURIComponent(entry.occurredAt)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.revision).toBe(upTo);
      if (seen.has(upTo)) expect(asWas(answer.body)).toEqual(asWas(seen.get(upTo)!));
    }
    const later = await api(server, admin, 'GET', `/api/tours/${id}?asOf=2999-01-01T00:00:00Z`);
    expect(later.body.revision).toBe(history[history.length - 1].revision);
  });

  it('says the tour did not exist yet at an instant before its creation', async () => {
    const { id } = await generatedTour(11, 1);
    const before = await api(server, admin, 'GET', `/api/tours/${id}?asOf=2001-01-01T00:00:00%2B02:00`);
    expect(before.status).toBe(404);
    expect(before.headers.get('content-type')).toContain('application/problem+json');
    expect(before.body.detail).toMatch(/did not exist yet at 2001-01-01T00:00:00\+02:00/);
  });

  it('refuses a bad instant, a bad or too high revision, and both at once, naming the field', async () => {
    const { id, seen } = await generatedTour(12, 2);
    const latest = Math.max(...seen.keys());
    const cases: [string, string, RegExp][] = [
      [`asOf=yesterday`, 'asOf', /ISO-8601 instant/],
      [`asOf=2026-02-30T10:00:00Z`, 'asOf', /ISO-8601 instant/],
      [`asOf=2026-05-10T08:00:00`, 'asOf', /with its offset/],
      [`revision=-1`, 'revision', /whole number/],
      [`revision=two`, 'revision', /whole number/],
      [`revision=${latest + 1}`, 'revision', new RegExp(`at most ${latest}`)],
      [`revision=0&asOf=2026-05-10T08:00:00Z`, 'revision', /either asOf or revision/],
    ];
    for (const [query, field, message] of cases) {
      const answer = await api(server, admin, 'GET', `/api/tours/${id}?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.errors[field]).toMatch(message);
      expect(answer.body.detail).toContain(field);
    }
  });

  it('never shows another organization its tours as they were', async () => {
    const { id } = await generatedTour(13, 1);
    const other = await signIn(server, 'globex');
    expect((await api(server, other, 'GET', `/api/tours/${id}?revision=0`)).status).toBe(404);
    expect((await api(server, other, 'GET', `/api/tours/${id}?asOf=2999-01-01T00:00:00Z`)).status).toBe(404);
  });
});
