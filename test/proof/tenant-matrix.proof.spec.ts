// Every operation of the OpenAPI document, called by organization B with organization A's ids, reads, changes and appends nothing of A.
import { api, startTestServer, type TestServer } from '../support/test-server';
import { EventLog } from './event-log';
import { EXAMPLE_QUERIES, exampleOf, isEntityId, type Ids } from './example-values';
import { loadOperations, urlOf, type Operation } from './openapi-operations';
import { createOrgFixture, type OrgFixture } from './org-fixture';
import { FULL, SEED, random, replayHint, withSeed } from './proof-settings';
import { send } from './send';

let server: TestServer;
let log: EventLog;
let a: OrgFixture;
let b: OrgFixture;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  a = await createOrgFixture(server, 'proof-a', 'Zanzibar');
  b = await createOrgFixture(server, 'proof-b', 'Kilimanjaro');
  log = new EventLog(server.dataDir);
  operations = await loadOperations(server.baseUrl);
});
afterAll(async () => {
  log?.close();
  await server?.close();
});

const aValues = () => [...new Set([...Object.values(a.ids).filter(isEntityId), a.marker])];

function requestOf(operation: Operation, ids: Ids, session: OrgFixture, query = '') {
  const body = operation.body ? JSON.stringify(exampleOf(operation.body, ids)) : undefined;
  const device = operation.method === 'POST' && operation.path.endsWith('/positions');
  const headers: Record<string, string> = {
    ...(operation.public && !device ? {} : { authorization: `Bearer ${device ? session.deviceToken : session.session.token}` }),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  return { method: operation.method, url: `${urlOf(operation, ids)}${query}`, headers, body };
}

/** All of A's ids at once, then each id of A alone among B's own (B's traveler onto A's tour, and so on), then A's ids with each example query (A's tour as it was). */
function variantsOf(operation: Operation): { what: string; ids: Ids; query?: string }[] {
  const all = requestOf(operation, a.ids, b);
  const used = Object.keys(a.ids).filter((key) => isEntityId(a.ids[key]) && `${all.url} ${all.body ?? ''}`.includes(a.ids[key]));
  const variants: { what: string; ids: Ids; query?: string }[] = [{ what: `A's ${used.join(', ') || 'nothing'}`, ids: a.ids }];
  if (used.length > 1) for (const key of used) variants.push({ what: `A's ${key} among B's ids`, ids: { ...b.ids, [key]: a.ids[key] } });
  for (const param of operation.queryParams.filter((name) => name in EXAMPLE_QUERIES))
    variants.push({ what: `A's ${used.join(', ')} with ${param}`, ids: a.ids, query: `?${param}=${encodeURIComponent(EXAMPLE_QUERIES[param])}` });
  return variants;
}

/** A's own reads of everything it has, to compare before and after B's calls (system-wide answers move with B's activity by definition). */
async function readsOfA(): Promise<Map<string, string>> {
  const reads = new Map<string, string>();
  const position = log.head();
  for (const operation of operations.filter((o) => o.method === 'GET' && !o.public && !o.systemWide)) {
    const url = urlOf(operation, a.ids);
    const response = await api(server, a.session, 'GET', `${url}${operation.queryParams.includes('minPosition') ? `?minPosition=${position}` : ''}`);
    reads.set(`${operation.name} ${response.status}`, JSON.stringify(response.body));
  }
  return reads;
}

describe('organization B with the ids of organization A', () => {
  it('reads nothing of A, changes nothing of A and appends nothing to A', () =>
    withSeed(async () => {
      const stable = [await readsOfA(), await readsOfA()];
      const before = new Map([...stable[0]].filter(([key, value]) => stable[1].get(key) === value));
      // A's own reads of the audit log are recorded on A's audit trail by design; B's calls are checked per request below.
      const eventsOfA = log.countOf(a.session.orgId, ['audit']);
      const failures: string[] = [];
      let sent = 0;
      const answers: Record<number, number> = {};
      for (const operation of operations) {
        const variants = variantsOf(operation);
        const queried = variants.filter((variant) => variant.query);
        for (const variant of FULL ? variants : [variants[0], ...random(operation.name).sample(variants.slice(1).filter((variant) => !variant.query), 1), ...queried]) {
          const request = requestOf(operation, variant.ids, b, variant.query);
          const head = log.head();
          const answer = await send(server.baseUrl, request);
          sent++;
          answers[answer.status] = (answers[answer.status] ?? 0) + 1;
          const sentText = `${request.url} ${request.body ?? ''}`;
          // What the request itself sent may come back (a problem naming the id, a bulk outcome per id): only what B did not send is a leak.
          const leaked = aValues().filter((value) => answer.text.includes(value) && !sentText.includes(value));
          if (leaked.length > 0) failures.push(`${operation.name} (${variant.what}): ${answer.status} answer holds A's ${leaked.join(', ')}`);
          for (const event of log.since(head)) {
            const touched = event.streamName.includes(`-${a.session.orgId}.`) || aValues().some((value) => event.body.includes(value));
            if (touched) failures.push(`${operation.name} (${variant.what}): appended ${event.type} to ${event.streamName} referring to A`);
          }
        }
      }
      const after = await readsOfA();
      for (const [read, value] of before) if (after.get(read) !== value) failures.push(`A's ${read} changed: ${value.slice(0, 120)} -> ${(after.get(read) ?? 'another status').slice(0, 120)}`);
      console.log(`${sent} calls of B with A's ids (answers ${JSON.stringify(answers)}), ${before.size} reads of A compared, ${failures.length} failures (PROOF_SEED=${SEED})`);
      if (failures.length > 0) console.log(`${failures.join('\n')}\n(${replayHint()})`);
      expect(log.countOf(a.session.orgId, ['audit'])).toBe(eventsOfA);
      expect(failures).toEqual([]);
    }),
  );
});
