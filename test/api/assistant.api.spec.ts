// The AI assistant over HTTP, against a local server speaking the real chat-completions streaming format:
// drafts stream as server-sent events ({message}… then {result} or {error}), and drafting writes nothing.
import { ASSISTANT_NOT_SET_UP } from '@tourops/contracts';
import { defaultSettings } from '@tourops/domain';
import { NEVER, SERVER_ERROR, deferred, startFakeChatCompletions, type FakeChatCompletions } from '../support/fake-chat-completions';
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';
import { streamDraft } from '../../apps/web/src/features/assistant/draftStream';

let fake: FakeChatCompletions;
let server: TestServer;
let admin: Session;
let member: Session;
let auditor: Session;
let tourId: string;
let dayId: string;

const AI = defaultSettings().ai;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  server = await startTestServer({ AI_BASE_URL: fake.url, AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '300' });
  admin = await signIn(server, 'assist-org');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  tourId = (await api(server, admin, 'POST', '/api/tours', { title: 'Tuscany in spring', startDate: '2027-05-01', endDate: '2027-05-03', timezone: 'Europe/Rome' })).body.id;
  dayId = (await api(server, admin, 'POST', `/api/tours/${tourId}/days`, { date: '2027-05-01' })).body.id;
  const segment = await api(server, admin, 'POST', `/api/tours/${tourId}/days/${dayId}/segments`, {
    type: 'activity',
    title: 'Uffizi Gallery',
    startTime: '09:00',
    durationMinutes: 90,
    location: { name: 'Florence', lat: 43.77, lng: 11.25 },
    notes: 'Guide: Maria Rossi, +39 333 1234567',
  });
  expect(segment.status).toBe(201);
});

afterAll(async () => {
  // Node's fetch (undici) opens a spare connection whenever a fetch is aborted mid-body, as the browser-gone cases do;
  // it never sends a request, so Node counts it as active and close() would wait for the 60 s headers timeout.
  server?.app.getHttpServer().closeAllConnections();
  await server?.close();
  await fake?.close();
});

type DraftEvent = { message: string } | { result: { text: string } } | { error: { status: string; message: string } };

function postDraft(testServer: TestServer, session: Session | null, body: unknown, signal?: AbortSignal) {
  return fetch(`${testServer.baseUrl}/api/assistant/drafts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(session ? { authorization: `Bearer ${session.token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
}

/** A small server-sent events reader: the JSON of each `data:` event, as it arrives. */
async function* eventsOf(response: Response): AsyncGenerator<DraftEvent> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''));
      if (data.length > 0) yield JSON.parse(data.join('\n')) as DraftEvent;
    }
    if (done) break;
  }
  expect(buffer).toBe('');
}

async function allEvents(response: Response): Promise<DraftEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(response.headers.get('cache-control')).toContain('no-cache');
  const events: DraftEvent[] = [];
  for await (const event of eventsOf(response)) events.push(event);
  return events;
}

async function historyOf(id: string, session = admin) {
  return (await wholeHistory(server, session, `/api/tours/${id}/history`)).body.map((entry: { type: string }) => entry.type);
}

const isProblem = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const problem = (await response.json()) as any;
  expect(problem).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  return problem;
};

describe('GET /api/assistant', () => {
  it('says the assistant is set up, and the model of the ai settings, to every role', async () => {
    const response = await api(server, auditor, 'GET', '/api/assistant');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ configured: true, model: 'gpt-5-mini' });
  });
});

describe('drafting', () => {
  it('streams a day title piece by piece, then the final text, and writes nothing', async () => {
    const before = await historyOf(tourId);
    fake.answer({ kind: 'stream', deltas: ['"Florence', ' and the', ' Uffizi', ' Città"'] });
    const events = await allEvents(await postDraft(server, member, { kind: 'day-title', tourId, dayId }));
    expect(events).toEqual([{ message: '"Florence' }, { message: ' and the' }, { message: ' Uffizi' }, { message: ' Città"' }, { result: { text: 'Florence and the Uffizi Città' } }]);
    expect(await historyOf(tourId)).toEqual(before);
  });

  it('asks the model of the ai settings with the system prompt, the instruction, the day’s segments and the API key', async () => {
    fake.answer({ kind: 'stream', deltas: ['A day in Florence.'] });
    await allEvents(await postDraft(server, admin, { kind: 'day-description', tourId, dayId }));
    const upstream = await lastRequest();
    expect(upstream.method).toBe('POST');
    expect(upstream.url).toBe('/v1/chat/completions');
    expect(upstream.headers.authorization).toBe('Bearer test-key');
    expect(upstream.body).toMatchObject({ model: 'gpt-5-mini', stream: true });
    expect(upstream.body.messages[0]).toEqual({ role: 'system', content: AI.systemPrompt });
    const prompt: string = upstream.body.messages[1].content;
    expect(upstream.body.messages[1].role).toBe('user');
    expect(prompt.startsWith(AI.day.descriptionInstruction)).toBe(true);
    expect(prompt).toContain('Tour: Tuscany in spring');
    expect(prompt).toContain('Day 1 of 1, 2027-05-01');
    expect(prompt).toMatch(/\d\d:\d\d–\d\d:\d\d activity: Uffizi Gallery \(at Florence\)/);
    expect(prompt).not.toContain('Maria Rossi');
    expect(await upstream.ended).toBe('finished');
  });

  it('sends each piece as soon as the model writes it', async () => {
    const resume = deferred();
    fake.answer({ kind: 'stream', deltas: ['First', ' second'], pauseAfter: 1, resume: resume.promise });
    const events = eventsOf(await postDraft(server, member, { kind: 'day-title', tourId, dayId }));
    expect((await events.next()).value).toEqual({ message: 'First' }); // while the model is still writing
    resume.resolve();
    const rest: DraftEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(rest).toEqual([{ message: ' second' }, { result: { text: 'First second' } }]);
    await lastRequest();
  });

  it('drafts a tour description from its days', async () => {
    fake.answer({ kind: 'stream', deltas: ['Five days', ' of art.'] });
    const events = await allEvents(await postDraft(server, member, { kind: 'tour-description', tourId }));
    expect(events.at(-1)).toEqual({ result: { text: 'Five days of art.' } });
    const prompt: string = (await lastRequest()).body.messages[1].content;
    expect(prompt.startsWith(AI.tour.tourInstruction)).toBe(true);
    expect(prompt).toContain('Day 1, 2027-05-01');
    expect(prompt).toContain('activity: Uffizi Gallery (at Florence)');
  });

  it('follows the organization’s ai settings', async () => {
    const owner = await signIn(server, 'assist-custom');
    const tour = (await api(server, owner, 'POST', '/api/tours', { title: 'Alps', startDate: '2027-07-01', endDate: '2027-07-02', timezone: 'Europe/Zurich' })).body.id;
    const ai = { model: 'local-llama-3', systemPrompt: 'Tu es un guide.', day: { titleInstruction: 'Un titre de 4 mots.', descriptionInstruction: '' }, tour: { tourInstruction: 'Trois phrases.' } };
    const saved = await api(server, owner, 'PUT', '/api/settings/ai', ai);
    expect(saved.status).toBe(200);
    expect((await api(server, owner, 'GET', `/api/assistant?minPosition=${saved.body.position}`)).body).toEqual({ configured: true, model: 'local-llama-3' });
    fake.answer({ kind: 'stream', deltas: ['Les Alpes.'] });
    await allEvents(await postDraft(server, owner, { kind: 'tour-description', tourId: tour }));
    const upstream = await lastRequest();
    expect(upstream.body.model).toBe('local-llama-3');
    expect(upstream.body.messages[0]).toEqual({ role: 'system', content: 'Tu es un guide.' });
    expect(upstream.body.messages[1].content.startsWith('Trois phrases.')).toBe(true);
  });
});

describe('when drafting fails', () => {
  it('answers a provider error as an error event', async () => {
    fake.answer({ kind: 'error', status: 500 });
    const events = await allEvents(await postDraft(server, member, { kind: 'day-title', tourId, dayId }));
    expect(events).toEqual([{ error: { status: 'functions/unavailable', message: `The AI provider answered 500: ${SERVER_ERROR.message}` } }]);
    await lastRequest();
  });

  it('answers a rate limit as resource-exhausted', async () => {
    fake.answer({ kind: 'error', status: 429, error: { message: 'Rate limit reached for gpt-5-mini.', type: 'requests', code: 'rate_limit_exceeded' } });
    const events = await allEvents(await postDraft(server, member, { kind: 'day-title', tourId, dayId }));
    expect(events).toEqual([{ error: { status: 'functions/resource-exhausted', message: 'The AI provider answered 429: Rate limit reached for gpt-5-mini.' } }]);
    await lastRequest();
  });

  it('gives up at the deadline (AI_TIMEOUT_MS) with deadline-exceeded, and aborts the provider’s request', async () => {
    fake.answer({ kind: 'stall' });
    const events = await allEvents(await postDraft(server, member, { kind: 'day-title', tourId, dayId }));
    expect(events).toEqual([{ error: { status: 'functions/deadline-exceeded', message: 'The AI provider did not finish the draft within 0.3 s.' } }]);
    expect(await (await lastRequest()).ended).toBe('aborted');
  });

  it('gives up at the deadline after the pieces already streamed', async () => {
    fake.answer({ kind: 'stream', deltas: ['Florence', ' at'], pauseAfter: 1, resume: NEVER });
    const events = await allEvents(await postDraft(server, member, { kind: 'day-title', tourId, dayId }));
    expect(events).toEqual([{ message: 'Florence' }, { error: { status: 'functions/deadline-exceeded', message: 'The AI provider did not finish the draft within 0.3 s.' } }]);
    expect(await (await lastRequest()).ended).toBe('aborted');
  });

  it('aborts the provider’s request when the browser goes away', async () => {
    fake.answer({ kind: 'stream', deltas: ['Florence', ' at'], pauseAfter: 1, resume: NEVER });
    const browser = new AbortController();
    const events = eventsOf(await postDraft(server, member, { kind: 'day-title', tourId, dayId }, browser.signal));
    expect((await events.next()).value).toEqual({ message: 'Florence' });
    browser.abort();
    expect(await (await lastRequest()).ended).toBe('aborted');
  });
});

describe('requests refused before anything is streamed', () => {
  it('refuses auditors (403), anonymous callers (401), and asks the provider nothing', async () => {
    const asked = fake.requests.length;
    await isProblem(await postDraft(server, auditor, { kind: 'day-title', tourId, dayId }), 403);
    await isProblem(await postDraft(server, null, { kind: 'day-title', tourId, dayId }), 401);
    expect(fake.requests.length).toBe(asked);
  });

  it('answers 404 for a tour of another organization, or a day the tour does not have', async () => {
    const asked = fake.requests.length;
    const stranger = await signIn(server, 'assist-other');
    expect((await isProblem(await postDraft(server, stranger, { kind: 'tour-description', tourId }), 404)).detail).toBe('Tour not found.');
    expect((await isProblem(await postDraft(server, stranger, { kind: 'day-title', tourId, dayId }), 404)).detail).toBe('Tour not found.');
    const missingDay = '7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b';
    expect((await isProblem(await postDraft(server, member, { kind: 'day-title', tourId, dayId: missingDay }), 404)).detail).toBe('Day not found.');
    expect(fake.requests.length).toBe(asked);
  });

  it('answers 400 naming what is wrong with the body', async () => {
    const asked = fake.requests.length;
    expect((await isProblem(await postDraft(server, member, { kind: 'day-title', tourId }), 400)).errors).toEqual({ dayId: 'Required for a day-title draft.' });
    expect(Object.keys((await isProblem(await postDraft(server, member, { kind: 'poem', tourId: 'abc' }), 400)).errors).sort()).toEqual(['kind', 'tourId']);
    expect((await isProblem(await postDraft(server, member, { kind: 'tour-description', tourId, orgId: 'other' }), 400)).errors).toEqual({ body: 'Unknown field: orgId.' });
    expect(fake.requests.length).toBe(asked);
  });
});

describe('the web’s draft client (apps/web …/draftStream.ts) against the API', () => {
  const run = async (session: Session | null, body: any, signal = new AbortController().signal) => {
    const events: DraftEvent[] = [];
    const status = await streamDraft({ body, token: session?.token ?? null, signal, baseUrl: server.baseUrl, onEvent: (event) => events.push(event) });
    return { status, events };
  };

  it('reads the pieces and the result', async () => {
    fake.answer({ kind: 'stream', deltas: ['Florence', ' by day'] });
    expect(await run(member, { kind: 'day-title', tourId, dayId })).toEqual({ status: 200, events: [{ message: 'Florence' }, { message: ' by day' }, { result: { text: 'Florence by day' } }] });
  });

  it('reads the error event of a failed draft', async () => {
    fake.answer({ kind: 'stall' });
    const { events } = await run(member, { kind: 'day-title', tourId, dayId });
    expect(events).toEqual([{ error: { status: 'functions/deadline-exceeded', message: 'The AI provider did not finish the draft within 0.3 s.' } }]);
  });

  it('turns problem answers into SPEC §8 function errors', async () => {
    const refused = await run(auditor, { kind: 'day-title', tourId, dayId });
    expect(refused.status).toBe(403);
    expect(refused.events).toEqual([{ error: { status: 'functions/permission-denied', message: expect.stringContaining('org:admin or org:member') } }]);
    expect((await run(null, { kind: 'day-title', tourId, dayId })).events[0]).toMatchObject({ error: { status: 'functions/unauthenticated' } });
    expect((await run(member, { kind: 'day-title', tourId, dayId: '7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b' })).events).toEqual([{ error: { status: 'functions/not-found', message: 'Day not found.' } }]);
    expect((await run(member, { kind: 'day-title', tourId })).events[0]).toMatchObject({ error: { status: 'functions/invalid-argument' } });
  });

  it('reports nothing more once cancelled, and the provider’s request is aborted', async () => {
    fake.answer({ kind: 'stream', deltas: ['Florence', ' at'], pauseAfter: 1, resume: NEVER });
    const cancel = new AbortController();
    const events: DraftEvent[] = [];
    const done = streamDraft({
      body: { kind: 'day-title', tourId, dayId },
      token: member.token,
      signal: cancel.signal,
      baseUrl: server.baseUrl,
      onEvent: (event) => {
        events.push(event);
        cancel.abort();
      },
    });
    expect(await done).toBe(200);
    expect(events).toEqual([{ message: 'Florence' }]);
    expect(await (await lastRequest()).ended).toBe('aborted');
  });
});

describe('without AI_BASE_URL', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(() => bare.close());

  it('says the assistant is not set up, and answers a draft with a failed-precondition error event', async () => {
    const owner = await signIn(bare, 'bare-org');
    expect((await api(bare, owner, 'GET', '/api/assistant')).body).toEqual({ configured: false, model: 'gpt-5-mini' });
    const tour = (await api(bare, owner, 'POST', '/api/tours', { title: 'T', startDate: '2027-01-01', endDate: '2027-01-02', timezone: 'UTC' })).body.id;
    const events = await allEvents(await postDraft(bare, owner, { kind: 'tour-description', tourId: tour }));
    expect(events).toEqual([{ error: { status: 'functions/failed-precondition', message: ASSISTANT_NOT_SET_UP } }]);
  });
});

/** The provider request of the draft just made (recorded before the provider answers). */
async function lastRequest() {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('The provider was not asked.');
  return request;
}
