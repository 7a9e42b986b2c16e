// Every answer carries the security headers (api, static asset, error, 404, the app's page, a URL Fastify cannot decode); production serves no source map and adds HSTS; Clerk's hosts join the policy when it is configured.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, startTestServer, type TestServer } from '../support/test-server';

/** A built web app of three files, so that this spec needs no `npm run build:web`. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>TourOps</title><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log("app");\n');
  fs.writeFileSync(path.join(dir, 'assets/app.js.map'), '{"version":3,"sources":["app.tsx"],"mappings":""}');
  return dir;
}

const productionEnv = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  CLERK_JWT_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SMS_PROVIDER: 'log',
  ...extra,
});

async function headersOf(server: TestServer, url: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}${url}`, init);
  await response.arrayBuffer();
  return { status: response.status, get: (name: string) => response.headers.get(name) };
}

/** The CSP as directive name -> sources. */
const directivesOf = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

describe('security headers', () => {
  const dist = webDist();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('are on every answer: api, static asset, error, 404 page, the app page, and a URL that cannot be decoded', async () => {
    const session = await signIn(server, 'org-headers');
    const answers = {
      'GET /api/health': await headersOf(server, '/api/health'),
      'GET /api/tours': await headersOf(server, '/api/tours', { headers: { authorization: `Bearer ${session.token}` } }),
      'GET /assets/app.js': await headersOf(server, '/assets/app.js'),
      'GET /api/tours unauthenticated': await headersOf(server, '/api/tours'),
      'POST /api/tours bad JSON': await headersOf(server, '/api/tours', { method: 'POST', headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' }, body: '{' }),
      'GET /api/no-such-route': await headersOf(server, '/api/no-such-route'),
      'GET /no-such-page': await headersOf(server, '/no-such-page'),
      'GET /tours/all': await headersOf(server, '/tours/all'),
      'GET /api/tours/%E0%A4%A': await headersOf(server, '/api/tours/%E0%A4%A'),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([request, answer]) => [
        request,
        {
          status: answer.status,
          nosniff: answer.get('x-content-type-options'),
          frameAncestors: directivesOf(answer.get('content-security-policy'))['frame-ancestors'],
          frameOptions: answer.get('x-frame-options'),
          referrer: answer.get('referrer-policy'),
          hsts: answer.get('strict-transport-security'),
        },
      ]),
    );
    const expected = (status: number) => ({ status, nosniff: 'nosniff', frameAncestors: ["'none'"], frameOptions: 'DENY', referrer: 'strict-origin-when-cross-origin', hsts: null });
    expect(seen).toEqual({
      'GET /api/health': expected(200),
      'GET /api/tours': expected(200),
      'GET /assets/app.js': expected(200),
      'GET /api/tours unauthenticated': expected(401),
      'POST /api/tours bad JSON': expected(400),
      'GET /api/no-such-route': expected(404),
      'GET /no-such-page': expected(404),
      'GET /tours/all': expected(200),
      'GET /api/tours/%E0%A4%A': expected(400),
    });
  });

  it('give the app page the policy it runs under: its own scripts and style sheets only, no inline script, no eval, no object, no framing', async () => {
    const page = await headersOf(server, '/tours/all');
    expect(directivesOf(page.get('content-security-policy'))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'style-src-elem': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'data:'],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('leave a shared link page sending no referrer', async () => {
    const page = await headersOf(server, `/share/${'Z'.repeat(43)}`);
    expect([page.status, page.get('referrer-policy'), page.get('x-content-type-options')]).toEqual([404, 'no-referrer', 'nosniff']);
  });

  it('let a development server serve source maps', async () => {
    expect((await headersOf(server, '/assets/app.js.map')).status).toBe(200);
  });
});

describe('security headers in production', () => {
  const dist = webDist();
  const clerkFrontendApi = 'clerk.tourops.example';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(productionEnv({ WEB_DIST_DIR: dist, CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from(`${clerkFrontendApi}$`).toString('base64')}` }));
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serve no source map, and still the bundle it belongs to', async () => {
    const [map, bundle] = [await headersOf(server, '/assets/app.js.map'), await headersOf(server, '/assets/app.js')];
    expect([map.status, bundle.status]).toEqual([404, 200]);
    expect(map.get('x-content-type-options')).toBe('nosniff');
  });

  it('ask browsers for HTTPS only (this host, a year) and upgrade plain-http requests', async () => {
    const page = await headersOf(server, '/tours/all');
    expect(page.get('strict-transport-security')).toBe('max-age=31536000');
    expect(directivesOf(page.get('content-security-policy'))).toHaveProperty('upgrade-insecure-requests', []);
  });

  it("let the app load Clerk's scripts, call its Frontend API and show its images, and nothing else from outside", async () => {
    const policy = directivesOf((await headersOf(server, '/tours/all')).get('content-security-policy'));
    const fapi = `https://${clerkFrontendApi}`;
    expect({
      script: policy['script-src'],
      connect: policy['connect-src'],
      img: policy['img-src'],
      style: policy['style-src'],
      styleElements: policy['style-src-elem'],
      frame: policy['frame-src'],
      worker: policy['worker-src'],
    }).toEqual({
      script: ["'self'", "'wasm-unsafe-eval'", fapi, 'https://challenges.cloudflare.com', 'https://*.protect.clerk.com'],
      connect: ["'self'", 'data:', fapi, 'https://img.clerk.com', 'https://clerk-telemetry.com', 'https://*.clerk-telemetry.com', 'https://*.protect.clerk.com:*'],
      img: ["'self'", 'data:', 'blob:', 'https://img.clerk.com'],
      style: ["'self'", "'unsafe-inline'"],
      styleElements: ["'self'", "'unsafe-inline'"],
      frame: ["'self'", 'https://challenges.cloudflare.com', 'https://*.protect.clerk.com'],
      worker: ["'self'", 'blob:'],
    });
  });
});
