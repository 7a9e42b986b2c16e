// `npm run projections`: the status and a rebuild of the running standalone product, asked through DATA_DIR/projector.sock.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportToursProjection, toursProjection } from '@tourops/projections';
import { api, signIn, startTestServer } from '../support/test-server';

const CLI = path.resolve(__dirname, '../../scripts/projections.mjs');

/** Runs the CLI without blocking this process (the server answering it runs here). */
function projections(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-cli-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run projections', () => {
  it('says that nothing is running when no product serves the DATA_DIR', async () => {
    const status = await projections(dataDir, 'status');
    expect(status.code).toBe(1);
    expect(status.stderr).toContain(`Nothing is running on ${dataDir}`);
    const rebuild = await projections(dataDir, 'rebuild', 'tours');
    expect(rebuild.code).toBe(1);
    expect(rebuild.stderr).toContain('Start the product first');
  });

  it('lists each projection of the running product, rebuilds one into a next generation, and refuses an unknown name', async () => {
    const server = await startTestServer({}, dataDir);
    try {
      const admin = await signIn(server, 'acme');
      for (const title of ['Lisbon', 'Porto', 'Kyoto']) {
        const created = await api(server, admin, 'POST', '/api/tours', { title, startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome' });
        expect(created.status).toBe(201);
      }
      const status = await projections(dataDir, 'status');
      expect(status.code).toBe(0);
      expect(status.stdout).toMatch(/NAME\s+VERSION\s+COLLECTION\s+DOCUMENTS\s+POSITION\s+LAG\s+STATE/);
      expect(status.stdout).toMatch(/^tours\s+2\s+tours\s+3\s+\d+\s+0\s+live$/m);
      expect(status.stdout).toMatch(/^settings\s+1\s+settings\s/m);

      const rebuild = await projections(dataDir, 'rebuild', 'tours');
      expect(rebuild.stderr).toBe('');
      expect(rebuild.code).toBe(0);
      expect(rebuild.stdout).toContain(`Rebuilding tours (version ${toursProjection.version}), report-tours (version ${reportToursProjection.version}) into a next generation from position 0`);
      expect(rebuild.stdout).toMatch(new RegExp(`tours: version ${toursProjection.version} took over at position \\d+ \\(3 documents\\)`));
      const list = await api(server, admin, 'GET', '/api/tours?limit=50');
      expect((list.body.items as { title: string }[]).map((tour) => tour.title).sort()).toEqual(['Kyoto', 'Lisbon', 'Porto']);

      const unknown = await projections(dataDir, 'rebuild', 'nope');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/Unknown projection "nope". The projections are: tours, settings, /);
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'projector.sock'))).toBe(false);
  });
});
