// The audit log over HTTP: every event of the organization newest first, in words, filtered and paged; for admins and auditors only;
// chained exports that the verifier script accepts and whose tampered copies it rejects; reads and exports recorded; organizations apart.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';

const run = promisify(execFile);
let server: TestServer;
let admin: Session;
let auditor: Session;
let member: Session;
let other: Session;
let tour: { id: string; position: string };
let dayPosition: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-export-'));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `from=${day(-1)}&to=${day(1)}`;

type Entry = { position: string; type: string; actor: { id: string; name: string }; entity: { kind: string; id: string; label: string }; summary: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'org-audit');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  member = await invitedSignIn(server, admin, 'org:member');
  other = await signIn(server, 'org-other');
  tour = (await api(server, admin, 'POST', '/api/tours', { title: 'Lakes and Alps', startDate: '2027-05-10', endDate: '2027-05-14', timezone: 'Europe/Rome' })).body;
  dayPosition = (await api(server, admin, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-05-12' })).body.position;
  await api(server, other, 'POST', '/api/tours', { title: 'Other org tour', startDate: '2027-05-10', endDate: '2027-05-14', timezone: 'UTC' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const log = async (session: Session, query = '') => api<{ items: Entry[]; nextCursor: string | null }>(server, session, 'GET', `/api/audit-log?minPosition=${dayPosition}${query}`);
const verify = (file: string) =>
  run(process.execPath, [path.join(__dirname, '../../scripts/audit-verify.mjs'), file]).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  );
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

describe('GET /api/audit-log', () => {
  it('lists every event newest first, with the actor’s name, the entity and a sentence', async () => {
    const { status, body } = await log(auditor);
    expect(status).toBe(200);
    const positions = body.items.map((entry) => BigInt(entry.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a > b ? -1 : 1)));
    const added = body.items.find((entry) => entry.type === 'DayAdded');
    expect(added).toMatchObject({ actor: { id: admin.userId, name: `User ${admin.userId}` }, entity: { kind: 'tour', id: tour.id, label: 'Lakes and Alps' } });
    expect(added!.summary).toBe(`User ${admin.userId} added the day 12 May 2027 to the tour 'Lakes and Alps'`);
  });

  it('filters by event type, entity kind, actor (id or name) and dates, and pages by cursor', async () => {
    expect((await log(auditor, '&eventType=TourCreated')).body.items.map((entry) => entry.entity.label)).toEqual(['Lakes and Alps']);
    expect((await log(auditor, '&entityKind=tour')).body.items.map((entry) => entry.type)).toEqual(['DayAdded', 'TourCreated']);
    const byName = (await log(auditor, `&actor=${encodeURIComponent(`user ${admin.userId}`)}&entityKind=tour`)).body.items;
    expect(byName).toHaveLength(2);
    expect((await log(auditor, `&actor=${member.userId}&entityKind=tour`)).body.items).toEqual([]);
    expect((await log(auditor, '&from=2020-01-01&to=2020-01-31')).body.items).toEqual([]);
    const first = (await log(auditor, '&entityKind=tour&limit=1')).body;
    expect(first.items.map((entry) => entry.type)).toEqual(['DayAdded']);
    const second = (await log(auditor, `&entityKind=tour&limit=1&cursor=${first.nextCursor}`)).body;
    expect(second).toEqual({ items: [expect.objectContaining({ type: 'TourCreated' })], nextCursor: null });
  });

  it('records each read, with its filters, by the reader', async () => {
    await log(auditor, '&eventType=DayAdded');
    const reads = (await log(admin, '&eventType=AuditLogRead&limit=200')).body.items;
    expect(reads.find((entry) => entry.actor.id === auditor.userId && entry.summary.includes('(event day added)'))).toMatchObject({
      entity: { kind: 'audit-log', id: 'log' },
      summary: `User ${auditor.userId} read 1 entry of the audit log (event day added)`,
    });
  });

  it('is for admins and auditors only', async () => {
    const refused = await log(member);
    expect(refused.status).toBe(403);
    expect((await api(server, member, 'GET', `/api/audit-log/export?${range}`)).status).toBe(403);
  });

  it('refuses bad filters with a message naming the field, and records nothing', async () => {
    const before = (await log(admin, '&eventType=AuditLogRead&limit=200')).body.items.length;
    const bad = await api(server, auditor, 'GET', '/api/audit-log?from=2026-05-02&to=2026-05-01');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/end date must be on or after the start date/);
    expect(JSON.stringify(bad.body)).toContain('"to"');
    expect((await api(server, auditor, 'GET', '/api/audit-log?cursor=abc')).status).toBe(400);
    expect((await api(server, auditor, 'GET', `/api/audit-log/export?${range}&format=xml`)).body.detail).toMatch(/format/);
    expect((await api(server, auditor, 'GET', '/api/audit-log/export?to=2026-05-01')).body.detail).toMatch(/from/);
    expect((await log(admin, '&eventType=AuditLogRead&limit=200')).body.items.length).toBe(before + 1);
  });

  it('keeps organizations apart', async () => {
    const items = (await log(other, '&limit=200')).body.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((entry) => entry.entity.id === tour.id || entry.summary.includes('Lakes') || entry.actor.id.startsWith('org-audit'))).toBe(false);
    const exported = await api<string>(server, other, 'GET', `/api/audit-log/export?${range}`);
    expect(exported.body).toContain('Other org tour');
    expect(exported.body).not.toContain('Lakes and Alps');
    expect(exported.body).not.toContain(tour.id);
  });
});

describe('GET /api/audit-log/export and npm run audit:verify', () => {
  let jsonl: string;
  let csv: string;

  beforeAll(async () => {
    const response = await api<string>(server, auditor, 'GET', `/api/audit-log/export?${range}&format=jsonl&minPosition=${dayPosition}`);
    expect(response.headers.get('content-type')).toMatch(/application\/jsonl/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="audit-log-${day(-1)}-${day(1)}.jsonl"`);
    jsonl = response.body;
    csv = (await api<string>(server, auditor, 'GET', `/api/audit-log/export?${range}&format=csv`)).body;
  });

  it('writes the events in log order, each with its link, between a range and an end record; the verifier accepts it', async () => {
    const lines = jsonl.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ record: 'range', format: 'tourops-audit-log/1', orgId: 'org-audit', from: day(-1), to: day(1) });
    const events = lines.slice(1, -1);
    expect(events.map((event) => BigInt(event.position))).toEqual(events.map((event) => BigInt(event.position)).sort((a, b) => (a < b ? -1 : 1)));
    expect(events.find((event) => event.type === 'DayAdded')).toMatchObject({ data: { day: { date: '2027-05-12' } }, summary: expect.stringContaining("to the tour 'Lakes and Alps'") });
    const end = lines[lines.length - 1];
    expect(end).toEqual({ record: 'end', count: events.length, digest: events[events.length - 1].chain });
    const verified = await verify(write('fresh.jsonl', jsonl));
    expect(verified).toEqual({ code: 0, out: expect.stringContaining(`verified: ${events.length} events, digest ${end.digest}`) });
    const csvEnd = csv.split('\r\n').slice(-2)[0];
    const csvCount = Number(/^end,.*""count"":(\d+)\}",[0-9a-f]{64}$/.exec(csvEnd)![1]);
    expect(csvCount).toBe(events.length + 1);
    expect((await verify(write('fresh.csv', csv))).out).toContain(`verified: ${csvCount} events, digest ${csvEnd.slice(-64)}`);
  });

  it('records the export, with its range, count and digest, by the exporter', async () => {
    const end = JSON.parse(jsonl.trimEnd().split('\n').pop()!);
    const exports = (await log(admin, '&eventType=AuditLogExported')).body.items;
    expect(exports.map((entry) => entry.summary)).toContain(`User ${auditor.userId} exported the audit log from ${dateWords(day(-1))} to ${dateWords(day(1))} as JSONL (${end.count} events)`);
    const next = (await api<string>(server, admin, 'GET', `/api/audit-log/export?${range}`)).body;
    expect(next).toContain(`"digest":"${end.digest}"`);
  });

  it('rejects an edited, removed, reordered or appended event and a cut end, naming the first bad line', async () => {
    const lines = jsonl.trimEnd().split('\n');
    const at = (index: number, line: string) => lines.map((original, i) => (i === index ? line : original));
    const edited = JSON.parse(lines[2]);
    edited.summary = `${edited.summary} (edited)`;
    const canonical = JSON.stringify(Object.fromEntries(Object.entries(edited).sort(([a], [b]) => (a < b ? -1 : 1))));
    const cases: [string, string[], number][] = [
      ['edited', at(2, canonical), 3],
      ['removed', lines.filter((_, i) => i !== 2), 3],
      ['reordered', [lines[0], lines[2], lines[1], ...lines.slice(3)], 2],
      ['appended', [...lines, lines[2]], lines.length + 1],
      ['cut end', [...lines.slice(0, -1), lines[lines.length - 1].slice(0, 20)], lines.length],
      ['no end', lines.slice(0, -1), lines.length],
    ];
    const edit = await verify(write('edit.jsonl', `${at(2, canonical).join('\n')}\n`));
    expect(edit.out).toContain('line 3: the chain link does not match');
    for (const [name, tampered, badLine] of cases) {
      const result = await verify(write(`${name}.jsonl`, `${tampered.join('\n')}\n`));
      expect({ name, code: result.code, out: result.out }).toEqual({ name, code: 1, out: expect.stringContaining(`line ${badLine}:`) });
    }
  });

  it('rejects an edited or removed CSV row and a CSV cut short', async () => {
    const rows = csv.split('\r\n').slice(0, -1);
    const cases: [string, string[], number][] = [
      ['edited', rows.map((row, i) => (i === 3 ? row.replace('User ', 'Usr ') : row)), 4],
      ['removed', rows.filter((_, i) => i !== 2), 3],
      ['cut', rows.slice(0, -1), rows.length],
    ];
    for (const [name, tampered, badLine] of cases) {
      const result = await verify(write(`${name}.csv`, `${tampered.join('\r\n')}\r\n`));
      expect({ name, code: result.code, out: result.out }).toEqual({ name, code: 1, out: expect.stringContaining(`line ${badLine}:`) });
    }
  });
});

function dateWords(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return `${dayOfMonth} ${new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${year}`;
}
