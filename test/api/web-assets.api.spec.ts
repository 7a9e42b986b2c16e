// The web build travels compressed and is cached for good: every asset answers brotli or gzip as the browser accepts, hashed names are immutable, pages and the api's JSON are compressed too (ADR 0044);
// each page's HTML names its own code (ADR 0043).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { HASHED_ASSET } from '../../apps/api/src/http/compression';
import { assertWebBuilt, webDistDir } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire. */
  wire: Buffer;
  /** The body decoded from its content-encoding. */
  body: Buffer;
}

/** GET with exactly the accept-encoding given (fetch would add its own and decode silently). */
function get(server: TestServer, url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.baseUrl}${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire, body });
      });
    });
    request.on('error', reject);
  });
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** The files a page may load: everything in assets/ but the source maps (never referenced) and the compressed copies themselves. */
const servedAssets = (dist: string) =>
  fs.readdirSync(path.join(dist, 'assets')).filter((name) => !/\.(map|br|gz)$/.test(name));

describe('web assets over the wire', () => {
  let server: TestServer;
  const dist = webDistDir();
  beforeAll(async () => {
    assertWebBuilt();
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('names every asset of the build by a hash of its content', () => {
    const assets = servedAssets(dist);
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.filter((name) => !HASHED_ASSET.test(`assets/${name}`))).toEqual([]);
  });

  it('sends every asset brotli-compressed to a browser, byte for byte the build, cached for a year as immutable', async () => {
    const problems: string[] = [];
    for (const name of servedAssets(dist)) {
      const file = fs.readFileSync(path.join(dist, 'assets', name));
      const answer = await get(server, `/assets/${name}`, BROWSER_ENCODINGS);
      if (answer.status !== 200 || !answer.body.equals(file)) problems.push(`${name}: ${answer.status}, not the built file`);
      if (answer.headers['cache-control'] !== 'public, max-age=31536000, immutable') problems.push(`${name}: cache-control ${answer.headers['cache-control']}`);
      const compressible = file.length >= 1024 && zlib.gzipSync(file).length < file.length * 0.9;
      if (compressible && answer.headers['content-encoding'] !== 'br') problems.push(`${name}: content-encoding ${answer.headers['content-encoding']}`);
      if (compressible && answer.wire.length >= file.length * 0.9) problems.push(`${name}: ${answer.wire.length} bytes sent for ${file.length}`);
      if (!String(answer.headers.vary ?? '').toLowerCase().includes('accept-encoding')) problems.push(`${name}: no Vary: Accept-Encoding`);
    }
    expect(problems).toEqual([]);
  });

  it('sends gzip to a client that takes only gzip, and the file as it is to one that takes no encoding', async () => {
    const script = /\/assets\/index-[^"]+\.js/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[0] ?? 'no script in index.html';
    const file = fs.readFileSync(path.join(dist, script));
    const gzipped = await get(server, script, 'gzip');
    expect([gzipped.headers['content-encoding'], gzipped.body.equals(file)]).toEqual(['gzip', true]);
    const plain = await get(server, script);
    expect([plain.headers['content-encoding'], plain.wire.equals(file), plain.headers['cache-control']]).toEqual([undefined, true, 'public, max-age=31536000, immutable']);
  });

  it('compresses the app page and asks the browser to revalidate it, so a new build is seen at once', async () => {
    const page = await get(server, '/tours/all', BROWSER_ENCODINGS);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString('utf8')).toContain('<div id="root">');
    if (page.body.length >= 1024) expect(page.headers['content-encoding']).toBe('br');
  });

  it('names in each page’s HTML its own code, which the build served, and nothing of another page’s', async () => {
    const named = async (url: string) => {
      const page = await get(server, url);
      return [...page.body.toString('utf8').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    };
    const editor = await named('/tours/edit/any-tour-id');
    const list = await named('/tours/all');
    const notFound = await named('/no/such/page');
    const own = (files: string[], name: string) => files.filter((file) => file.startsWith(`/assets/${name}-`));
    expect({ editor: own(editor, 'TourEditorPage').length, list: own(list, 'TourListPage').length, editorHasList: own(editor, 'TourListPage').length }).toEqual({ editor: 1, list: 1, editorHasList: 0 });
    // The page not found names only what every page loads.
    expect(own(notFound, 'TourEditorPage').length + own(notFound, 'TourListPage').length).toBe(0);
    for (const file of new Set([...editor, ...list])) expect({ file, status: (await get(server, file)).status }).toEqual({ file, status: 200 });
  });

  it('compresses the api JSON as it is sent', async () => {
    const docs = await get(server, '/api/docs', BROWSER_ENCODINGS);
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.wire.length).toBeLessThan(docs.body.length / 3);
    expect(JSON.parse(docs.body.toString('utf8'))).toHaveProperty('paths');
    const gzipped = await get(server, '/api/docs', 'gzip');
    expect([gzipped.headers['content-encoding'], gzipped.body.equals(docs.body)]).toEqual(['gzip', true]);
  });
});
