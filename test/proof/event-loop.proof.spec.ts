// Every GET of the OpenAPI document, on the largest tour the product allows (days, segments, travelers, field staff), holds the event loop at most 100 ms, while another organization's tour list keeps answering.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MAP_CITIES_MAX_LIMIT, PLACE_SEARCH_MAX_LIMIT, REPORT_TABLES, type HistoryPage } from '@tourops/contracts';
import { TOUR_SIZES, addDays, tourStreamName, type TourEvent } from '@tourops/domain';
import type { EventStore, NewEvent } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { api, eventually, startTestServer, type TestServer } from '../support/test-server';
import { EXAMPLE_QUERIES } from './example-values';
import { loadOperations, urlOf, type Operation } from './openapi-operations';
import { createOrgFixture, type OrgFixture } from './org-fixture';

/** The margin the issue states: no GET may hold the event loop longer. */
const MOST_DELAY_MS = 100;
/** The whole tour, in CI as in a full run: growing it straight in the event store takes seconds. */
const DAYS = TOUR_SIZES.daysPerTour;
const SEGMENTS_PER_DAY = TOUR_SIZES.segmentsPerDay;
/** Queries that read the largest answer of an operation beyond its defaults: whole pages, the tour as it was. */
const LARGEST_QUERIES: Record<string, string> = { limit: '200', revision: EXAMPLE_QUERIES.revision, asOf: '2999-01-01T00:00:00Z' };
/** What the operations that need a query are asked: the widest of it (the most places, the whole world, every day the log can hold). */
const NEEDED_QUERIES: Record<string, string[]> = {
  'GET /api/places': [`q=a&limit=${PLACE_SEARCH_MAX_LIMIT}`],
  'GET /api/places/cities': [`west=-180&south=-90&east=180&north=90&limit=${MAP_CITIES_MAX_LIMIT}`],
  'GET /api/audit-log/export': ['from=2000-01-01&to=2999-12-31', 'from=2000-01-01&to=2999-12-31&format=csv'],
  // The widest range a report takes (3 years), around the tour's dates.
  'GET /api/reports/{report}/csv': REPORT_TABLES['tour-performance'].map((table) => `table=${table}&from=2026-01-01&to=2028-12-31`),
};

let server: TestServer;
let a: OrgFixture;
let b: OrgFixture;
let operations: Operation[];

type Tour = { startDate: string; days: { id: string; date: string; segments: { id: string; title: string }[] }[] };

/** A's fixture tour grown to DAYS days of SEGMENTS_PER_DAY segments, appended straight to its stream (the commands' checks are specified in the domain). */
async function growLargestTour(): Promise<number> {
  const { tourId } = a.ids;
  const tour = (await api(server, a.session, 'GET', `/api/tours/${tourId}`)).body as Tour;
  const template = (await api(server, a.session, 'GET', `/api/tours/${tourId}`)).body.days[0].segments[0];
  const events: TourEvent[] = [{ type: 'TourDetailsChanged', data: { tourId, changes: { endDate: addDays(tour.startDate, DAYS - 1) } } }];
  for (let index = 0; index < DAYS; index++) {
    const date = addDays(tour.startDate, index);
    const existing = tour.days.find((day) => day.date === date);
    const dayId = existing?.id ?? randomUUID();
    if (!existing) events.push({ type: 'DayAdded', data: { tourId, day: { id: dayId, date, title: `Day ${index + 1}`, description: `The ${a.marker} day ${index + 1}` } } });
    for (let segment = existing?.segments.length ?? 0; segment < SEGMENTS_PER_DAY; segment++)
      events.push({ type: 'SegmentAdded', data: { tourId, dayId, segment: { ...template, id: randomUUID(), title: `Stop ${segment + 1} of day ${index + 1}` } } });
  }
  const store = server.app.get<EventStore>(EVENT_STORE);
  const correlationId = randomUUID();
  for (let start = 0; start < events.length; start += 500) {
    const batch = events.slice(start, start + 500).map(
      (event): NewEvent => ({ ...event, metadata: { orgId: a.session.orgId, actorId: a.session.userId, correlationId, causationId: correlationId, occurredAt: new Date().toISOString(), schemaVersion: 1 } }),
    );
    await store.appendToStream(tourStreamName(a.session.orgId, tourId), batch);
  }
  return DAYS * SEGMENTS_PER_DAY;
}

/** Travelers imported onto A's tour until it has as many as a tour takes (the fixture's one included). */
async function fillTourWithTravelers(): Promise<number> {
  const rows = Array.from({ length: TOUR_SIZES.travelersPerTour - 1 }, (_, index) => `Guest${index},${a.marker}${index},guest${index}@example.com,IT,1980-01-01`);
  const imported = await api(server, a.session, 'POST', '/api/travelers/import', { csv: ['firstName,lastName,email,nationality,dateOfBirth', ...rows].join('\n'), tourId: a.ids.tourId });
  if (imported.status !== 200 || imported.body.addedToTour !== rows.length) throw new Error(`the import answered ${imported.status} ${JSON.stringify(imported.body).slice(0, 300)}`);
  return TOUR_SIZES.travelersPerTour;
}

/** Assignments of the fixture's field staff member to A's tour, day by day, until the tour has as many as it takes (the fixture's one included). */
async function staffTheTour(tour: Tour): Promise<number> {
  for (let index = 1; index < TOUR_SIZES.staffAssignmentsPerTour; index++) {
    const day = tour.days[index % tour.days.length];
    const assigned = await api(server, a.session, 'POST', `/api/field-staff/${a.ids.staffId}/assignments`, { tourId: a.ids.tourId, dayId: day.id, role: 'guide', override: true });
    if (assigned.status !== 201) throw new Error(`assignment ${index} answered ${assigned.status} ${JSON.stringify(assigned.body).slice(0, 300)}`);
  }
  return TOUR_SIZES.staffAssignmentsPerTour;
}

/** The URLs an operation is measured with: as it is, and with each query that makes its answer larger. */
function urlsOf(operation: Operation): string[] {
  const url = urlOf(operation, a.ids);
  const larger = operation.queryParams.filter((name) => name in LARGEST_QUERIES).map((name) => `${url}?${name}=${encodeURIComponent(LARGEST_QUERIES[name])}`);
  const needed = NEEDED_QUERIES[operation.name];
  return needed ? needed.map((query) => `${url}?${query}`) : [url, ...larger];
}

/** One GET as a client in another process would make it: the answer is read as bytes, not parsed here, so only the server's work is measured. */
async function timedGet(url: string, token: string): Promise<{ status: number; bytes: number; ms: number; serverMs: number }> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await response.arrayBuffer()).byteLength;
  const serverMs = Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { status: response.status, bytes, ms: performance.now() - started, serverMs };
}

/** The histogram records a delay when its timer fires: one more turn of the loop lets it see the last one. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The longest the event loop was held while `url` was answered, and how long B's tour list took meanwhile. */
async function measureOnce(url: string) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const [answer, other] = await Promise.all([timedGet(url, a.session.token), timedGet('/api/tours', b.session.token)]);
  await settled();
  delay.disable();
  return { ...answer, delayMs: delay.max / 1e6, otherMs: other.ms, otherServerMs: other.serverMs, otherStatus: other.status };
}

/**
 * A delay beyond the margin is measured again once: a GET that stalls the loop does it every time, while a machine
 * shared with other work can deschedule the process once. Both figures are kept for the report.
 */
async function measure(url: string) {
  const first = await measureOnce(url);
  if (first.delayMs <= MOST_DELAY_MS) return { ...first, firstDelayMs: null };
  return { ...(await measureOnce(url)), firstDelayMs: first.delayMs };
}

/** One page of a history as a client elsewhere reads it (parsed once the delay is taken), with B's tour list beside it. */
async function pageOf(url: string) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const [response, other] = await Promise.all([fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${a.session.token}` } }), timedGet('/api/tours', b.session.token)]);
  const text = await response.text();
  await settled();
  delay.disable();
  expect(response.status).toBe(200);
  return { page: JSON.parse(text) as HistoryPage, delayMs: delay.max / 1e6, otherMs: other.ms };
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createOrgFixture(server, 'proof-loop-a', 'Largest');
  b = await createOrgFixture(server, 'proof-loop-b', 'Bystander');
  operations = (await loadOperations(server.baseUrl)).filter((operation) => operation.method === 'GET');
  const segments = await growLargestTour();
  const travelers = await fillTourWithTravelers();
  const assignments = await staffTheTour((await api(server, a.session, 'GET', `/api/tours/${a.ids.tourId}`)).body as Tour);
  await eventually(
    async () => ((await api(server, a.session, 'GET', `/api/tours/${a.ids.tourId}`)).body.segmentCount === segments ? true : undefined),
    120_000,
    `the read models to hold the ${segments}-segment tour`,
  );
  await eventually(
    async () => ((await api(server, a.session, 'GET', `/api/tours/${a.ids.tourId}/manifest`)).body.travelers?.length === travelers ? true : undefined),
    60_000,
    `the manifest to list the tour's ${travelers} travelers`,
  );
  await eventually(
    async () => ((await api(server, a.session, 'GET', `/api/tours/${a.ids.tourId}/staff`)).body[0]?.assignments?.length === assignments ? true : undefined),
    60_000,
    `the tour's staff to hold its ${assignments} assignments`,
  );
}, 170_000);
afterAll(() => server?.close());

describe('the event loop, on the largest tour the product allows', () => {
  it(`is held at most ${MOST_DELAY_MS} ms by every GET of the OpenAPI document, and another organization's tour list keeps answering`, async () => {
    const rows: string[] = [];
    const failures: string[] = [];
    let slowestOther = 0;
    for (const operation of operations) {
      for (const url of urlsOf(operation)) {
        const result = await measure(url);
        slowestOther = Math.max(slowestOther, result.otherMs);
        const again = result.firstDelayMs === null ? '' : ` (measured again after ${result.firstDelayMs.toFixed(0)} ms)`;
        rows.push(`${result.delayMs.toFixed(1).padStart(7)} ms${again}  ${result.status}  ${String(result.bytes).padStart(9)} B  other org ${result.otherMs.toFixed(0).padStart(4)} ms (server ${result.otherServerMs.toFixed(0).padStart(3)} ms)  ${operation.method} ${url}`);
        if (result.delayMs > MOST_DELAY_MS) failures.push(`${operation.name} (${url}) held the event loop ${result.delayMs.toFixed(0)} ms`);
        if (result.otherStatus !== 200) failures.push(`another organization's GET /api/tours answered ${result.otherStatus} during ${operation.name}`);
      }
    }
    console.log(`${DAYS} days x ${SEGMENTS_PER_DAY} segments, ${TOUR_SIZES.travelersPerTour} travelers, ${TOUR_SIZES.staffAssignmentsPerTour} field staff assignments; longest event-loop delay per GET, slowest first; another organization's GET /api/tours at most ${slowestOther.toFixed(0)} ms\n${rows.sort().reverse().join('\n')}`);
    expect(failures).toEqual([]);
  }, 170_000);

  it('pages the whole history of the largest tour, each page within the margin, each entry once', async () => {
    const revisions: number[] = [];
    let before: string | null = null;
    let longest = 0;
    let slowestOther = 0;
    const remeasured: string[] = [];
    do {
      const url: string = `/api/tours/${a.ids.tourId}/history?limit=200${before === null ? '' : `&before=${before}`}`;
      let answer = await pageOf(url);
      if (answer.delayMs > MOST_DELAY_MS) {
        remeasured.push(answer.delayMs.toFixed(0));
        answer = await pageOf(url);
      }
      longest = Math.max(longest, answer.delayMs);
      slowestOther = Math.max(slowestOther, answer.otherMs);
      const { page } = answer;
      revisions.push(...page.items.map((entry) => entry.revision));
      before = page.nextCursor;
    } while (before !== null);
    console.log(`${revisions.length} history entries in ${Math.ceil(revisions.length / 200)} pages; longest event-loop delay ${longest.toFixed(1)} ms${remeasured.length > 0 ? ` (pages measured again after ${remeasured.join(', ')} ms)` : ''}; another organization's GET /api/tours meanwhile at most ${slowestOther.toFixed(0)} ms`);
    expect(revisions).toEqual([...revisions].sort((x, y) => y - x));
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(revisions.at(-1)).toBe(0);
    expect(longest).toBeLessThanOrEqual(MOST_DELAY_MS);
  }, 120_000);
});
