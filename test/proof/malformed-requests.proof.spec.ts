// Every operation of the served OpenAPI document answers each malformed request with a 4xx problem and appends no event.
import { startTestServer, type TestServer } from '../support/test-server';
import { EventLog } from './event-log';
import { malformedRequests } from './malformed-requests';
import { loadOperations, type Operation } from './openapi-operations';
import { createOrgFixture, type OrgFixture } from './org-fixture';
import { CASES_PER_OPERATION, SEED, random, replayHint, withSeed } from './proof-settings';
import { notAProblem, send } from './send';

let server: TestServer;
let log: EventLog;
let fixture: OrgFixture;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createOrgFixture(server, 'proof-fuzz');
  log = new EventLog(server.dataDir);
  operations = await loadOperations(server.baseUrl);
});
afterAll(async () => {
  log?.close();
  await server?.close();
});

const headersFor = (operation: Operation): Record<string, string> =>
  operation.path.endsWith('/positions') && operation.method === 'POST'
    ? { authorization: `Bearer ${fixture.deviceToken}` }
    : operation.public
      ? {}
      : { authorization: `Bearer ${fixture.session.token}` };

describe('malformed requests, generated from the OpenAPI document', () => {
  it('are answered 4xx as problem+json with a detail, and append nothing', () =>
    withSeed(async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        const all = malformedRequests(operation, fixture.ids, headersFor(operation));
        for (const request of random(operation.name).sample(all, CASES_PER_OPERATION)) {
          const head = log.head();
          sent++;
          try {
            const answer = await send(server.baseUrl, request);
            const wrong = notAProblem(answer);
            if (wrong) failures.push(`${operation.name} — ${request.what}: ${wrong} ${answer.text.slice(0, 160)}`);
          } catch (error) {
            failures.push(`${operation.name} — ${request.what}: no answer (${(error as Error).message})`);
          }
          // The monitor records how far it followed the fixture's notifications up in the background (ADR 0034): not the request's doing.
          const appended = log.since(head).filter((event) => !event.streamName.startsWith('checkpoint-'));
          if (appended.length > 0) failures.push(`${operation.name} — ${request.what}: appended ${appended.map((event) => event.type).join(', ')}`);
        }
      }
      console.log(`${sent} malformed requests to ${operations.length} operations, ${failures.length} failed (PROOF_SEED=${SEED})`);
      if (failures.length > 0) console.log(`${failures.length} of ${sent} malformed requests failed (${replayHint()}):\n${failures.join('\n')}`);
      expect(operations.length).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    }),
  );
});
