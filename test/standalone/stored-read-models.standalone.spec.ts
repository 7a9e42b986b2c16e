// The standalone product across a restart: its read models come back from DATA_DIR and catch up events appended while it was down; read models of an earlier version that no projection writes any more are dropped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createSqliteEventStore } from '@tourops/event-store';
import { tourStreamName } from '@tourops/domain';
import { api, eventually, signIn, startTestServer } from '../support/test-server';

const READ_MODELS_FILE = 'read-models.sqlite';
const HISTORY_FILE = 'read-models-history.sqlite';
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-restart-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function tourTitles(server: Awaited<ReturnType<typeof startTestServer>>, orgId: string) {
  const session = await signIn(server, orgId);
  const list = await api(server, session, 'GET', '/api/tours?limit=50');
  expect(list.status).toBe(200);
  return (list.body.items as { title: string }[]).map((tour) => tour.title).sort();
}

describe('standalone restart', () => {
  it('keeps the read models across a restart and catches up events appended while it was down', async () => {
    const first = await startTestServer({}, dataDir);
    const admin = await signIn(first, 'acme');
    const created = await api(first, admin, 'POST', '/api/tours', { title: 'Before the restart', startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome' });
    expect(created.status).toBe(201);
    await eventually(async () => ((await tourTitles(first, 'acme')).includes('Before the restart') ? true : undefined), 5000, 'the tour in the list');
    await first.close();

    const copy = new Database(path.join(dataDir, READ_MODELS_FILE), { readonly: true });
    const toursInCopy = copy.prepare("SELECT count(*) FROM documents WHERE collection = 'tours'").pluck().get();
    const header = JSON.parse(copy.prepare('SELECT value FROM header').pluck().get() as string);
    copy.close();
    // The tours, with their days apart, are kept beside the history, not in the memory copy (ADR 0055).
    expect(toursInCopy).toBe(0);
    const history = new Database(path.join(dataDir, HISTORY_FILE), { readonly: true });
    const tableOf = (collection: string) => history.prepare('SELECT tbl FROM collections WHERE name = ?').pluck().get(collection) as string;
    const titles = history.prepare(`SELECT json_extract(doc, '$.title') FROM "${tableOf('tours')}"`).pluck().all();
    const days = history.prepare(`SELECT json_array_length(doc, '$.days') FROM "${tableOf('tours.bulky')}"`).pluck().all();
    history.close();
    expect(titles).toEqual(['Before the restart']);
    expect(days).toEqual([0]); // a new tour: its days, none yet, kept apart

    const log = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
    expect(header.log).toMatchObject({ firstPosition: '1' });
    expect(header.checkpoints).toEqual([{ name: 'read-models', position: (await log.headPosition()).toString() }]);
    const tourId = '00000000-0000-4000-8000-00000000d0a1';
    const occurredAt = new Date().toISOString();
    await log.appendToStream(tourStreamName('acme', tourId), [
      {
        type: 'TourCreated',
        data: { tourId, title: 'While it was down', description: '', startDate: '2027-05-01', endDate: '2027-05-02', timezone: 'UTC', status: 'DRAFT' },
        metadata: { orgId: 'acme', actorId: 'acme-admin', correlationId: 'c1', causationId: 'c1', occurredAt, schemaVersion: 1 },
      },
    ]);
    const head = await log.headPosition();
    await log.close();

    const second = await startTestServer({}, dataDir);
    try {
      expect(await tourTitles(second, 'acme')).toEqual(['Before the restart', 'While it was down']);
      const admin2 = await signIn(second, 'acme');
      const tour = await api(second, admin2, 'GET', `/api/tours/${tourId}?minPosition=${head}`);
      expect(tour.body).toMatchObject({ id: tourId, title: 'While it was down' });
    } finally {
      await second.close();
    }
  });

  it('drops from memory and from the stored copy a read model an earlier version kept and none writes any more', async () => {
    const first = await startTestServer({}, dataDir);
    const admin = await signIn(first, 'acme');
    expect((await api(first, admin, 'POST', '/api/travelers', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', nationality: 'GB', dateOfBirth: '1990-01-02' })).status).toBe(201);
    await first.close();
    // A traveler's document as the per-traveler report facts kept it before their blocks (ADR 0059).
    const written = new Database(path.join(dataDir, READ_MODELS_FILE));
    written.prepare('INSERT INTO documents (collection, org, id, doc) VALUES (?, ?, ?, ?)').run('report-travelers', 'acme', 'old-traveler', JSON.stringify({ _id: 'old-traveler', orgId: 'acme', nationality: 'GB' }));
    written.close();

    const second = await startTestServer({}, dataDir);
    try {
      const admin2 = await signIn(second, 'acme');
      const insights = await api(second, admin2, 'GET', '/api/reports/traveler-insights');
      expect(insights.status).toBe(200);
    } finally {
      await second.close();
    }
    const copy = new Database(path.join(dataDir, READ_MODELS_FILE), { readonly: true });
    const collections = copy.prepare('SELECT DISTINCT collection FROM documents').pluck().all();
    copy.close();
    expect(collections).not.toContain('report-travelers');
    expect(collections).toContain('report-traveler-blocks');
  });
});
