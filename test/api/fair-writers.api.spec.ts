// Writers with If-Match beside blind writers on one tour (issue 19: they got 3 of 2,943 acknowledgements): each reads the
// tour, writes with the ETag it read, and after a 409 reads again. A 409 is for a real change only, so they keep up.
import { api, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

const BLIND_WRITERS = 6;
/** What each If-Match writer changes, none of it what the blind writers change. */
const IF_MATCH_CHANGES = ['description', 'segment', 'day'] as const;
const ACKNOWLEDGED_EACH = 12;
/** A writer that needs more attempts than this for one change is starved. */
const MOST_ATTEMPTS = 3;

let server: TestServer;
let admin: Session;
let tourId: string;
let dayIds: string[];
let segmentIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'org-fair');
  tourId = (await api(server, admin, 'POST', '/api/tours', { title: 'Fair tour', startDate: '2030-05-01', endDate: '2030-05-03', timezone: 'Europe/Rome' })).body.id;
  dayIds = [];
  for (const date of ['2030-05-01', '2030-05-02']) dayIds.push((await api(server, admin, 'POST', `/api/tours/${tourId}/days`, { date })).body.id);
  segmentIds = [];
  for (const title of ['Blind', 'Careful'])
    segmentIds.push((await api(server, admin, 'POST', `/api/tours/${tourId}/days/${dayIds[0]}/segments`, { type: 'activity', title, startTime: '08:00', durationMinutes: 30 })).body.id);
}, 30_000);
afterAll(() => server?.close());

describe('writers with If-Match beside blind writers on one tour', () => {
  it('acknowledges each If-Match writer within a few attempts per change while blind writers keep writing', async () => {
    const acknowledged = { blind: 0, ifMatch: IF_MATCH_CHANGES.map(() => 0) };
    const attempts: number[][] = IF_MATCH_CHANGES.map(() => []);
    const unexpected: string[] = [];
    const stopped = () => unexpected.length > 0 || IF_MATCH_CHANGES.every((_, index) => acknowledged.ifMatch[index] >= ACKNOWLEDGED_EACH || attempts[index].some((count) => count > MOST_ATTEMPTS));

    /**
     * Without If-Match, over and over: adds a segment to the first day, renames the segment the careful writers leave alone,
     * removes the segment it added (so the day stays within the 50 segments a day holds).
     */
    const blind = async (index: number) => {
      let added = '';
      for (let n = 0; !stopped(); n++) {
        const segments = `/api/tours/${tourId}/days/${dayIds[0]}/segments`;
        const response =
          n % 3 === 0
            ? await api(server, admin, 'POST', segments, { type: 'activity', title: `b${index}-${n}`, startTime: '09:00', durationMinutes: 5 })
            : n % 3 === 1
              ? await api(server, admin, 'PATCH', `${segments}/${segmentIds[0]}`, { title: `Blind ${index}-${n}` })
              : await api(server, admin, 'DELETE', `${segments}/${added}`);
        if (n % 3 === 0) added = response.body?.id;
        if (response.status < 300) acknowledged.blind++;
        else unexpected.push(`blind: ${response.status} ${JSON.stringify(response.body)}`);
      }
    };

    const change = (kind: (typeof IF_MATCH_CHANGES)[number], value: string): [string, object] => {
      if (kind === 'description') return [`/api/tours/${tourId}`, { description: value }];
      if (kind === 'segment') return [`/api/tours/${tourId}/days/${dayIds[0]}/segments/${segmentIds[1]}`, { title: value }];
      return [`/api/tours/${tourId}/days/${dayIds[1]}`, { title: value }];
    };

    /** Reads the tour (after its own last write), writes with the ETag it read; after a 409 reads again and retries. */
    const careful = async (index: number) => {
      let position = '0';
      for (let n = 0; acknowledged.ifMatch[index] < ACKNOWLEDGED_EACH && !stopped(); n++) {
        for (let attempt = 1; ; attempt++) {
          const read = await api(server, admin, 'GET', `/api/tours/${tourId}?minPosition=${position}`);
          const [url, body] = change(IF_MATCH_CHANGES[index], `careful ${index}-${n}`);
          const response = await api(server, admin, 'PATCH', url, body, { 'if-match': read.headers.get('etag')! });
          if (response.status === 200) {
            acknowledged.ifMatch[index]++;
            attempts[index].push(attempt);
            position = response.body.position;
            break;
          }
          if (response.status !== 409) unexpected.push(`if-match: ${response.status} ${JSON.stringify(response.body)}`);
          if (response.status !== 409 || attempt > MOST_ATTEMPTS) {
            attempts[index].push(attempt);
            return;
          }
        }
      }
    };

    await Promise.all([...Array.from({ length: BLIND_WRITERS }, (_, index) => blind(index)), ...IF_MATCH_CHANGES.map((_, index) => careful(index))]);
    expect(unexpected).toEqual([]);
    expect({ blindWritersWrote: acknowledged.blind > 0, ifMatch: acknowledged.ifMatch }).toEqual({ blindWritersWrote: true, ifMatch: IF_MATCH_CHANGES.map(() => ACKNOWLEDGED_EACH) });
    expect(attempts.flat().filter((count) => count > MOST_ATTEMPTS)).toEqual([]);
  }, 120_000);
});
