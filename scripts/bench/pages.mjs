// The web app's pages in Chromium (issue 20): initial JS, CSS and requests of every page, and the largest paint of the overview, the tour list and the inbox on a slowed phone.
//   node scripts/bench/pages.mjs              (or `node scripts/bench.mjs pages`; needs `npm run build:web` and dist/ of the server)
//   RUNS=3            cold loads per slowed page (median reported)
//   SEASON=full       the default demo season (60 tours, 400 travelers, 15 staff) instead of the reduced one (16/24/3)
//   WATERFALL=1       prints the requests of each slowed load against its paints (what held the largest paint)
//   SLOWED_ONLY=1     only the slowed loads (to profile; reports no rows)
//   CHROMIUM_PATH     another Chromium than /usr/bin/chromium
// Took over the planner bench's initial JS of /tours/all (and its "no deck.gl" check, now on every page without a map).
//
// Every load is cold: a new browser context (empty HTTP cache), signed in as dana@example.com of organization "Demo" by putting
// the local session token into localStorage 'tourops.sessionToken' before the app's scripts run, as the local sign-in form does.
// The slowed profile is DevTools' "Fast 3G" preset with a 4x CPU slowdown. Chromium's devtools-frontend,
// front_end/core/sdk/NetworkManager.ts (Fast3GConditions): download 1.6 * 1000 * 1000 / 8 * .9 = 180,000 B/s (1.44 Mbit/s),
// upload 750 * 1000 / 8 * .9 = 84,375 B/s (675 kbit/s), latency 150 * 3.75 = 562.5 ms (applied by CDP to every request).
// LCP comes from a PerformanceObserver ('largest-contentful-paint', buffered) registered before the app's scripts, read once the
// page has settled: no spinner or skeleton, its text unchanged and no request in flight (the live socket aside) for a while.
// Initial JS: the scripts the page fetched until it settled, in bytes on the wire with their headers (CDP Network.loadingFinished
// encodedDataLength: brotli, gzip or none, as the server chose), and gzipped, on which the goal is judged: each script's body
// gzipped here (level 6), whatever the server sent. Requests to first contentful paint: the document and every resource the page
// started before it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createClient, ensureBuilt, envNumber, fmt, ok, report, root, sleep, startServer, waitForQuiet } from './lib.mjs';

const RUNS = envNumber('RUNS', 3);
const FULL_SEASON = process.env.SEASON === 'full';
const WATERFALL = process.env.WATERFALL === '1';
const SLOWED_ONLY = process.env.SLOWED_ONLY === '1';
const VIEWPORT = { width: 1440, height: 1000 };

const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 };
const CPU_SLOWDOWN = 4;

const GOAL_LCP_MS = 3_000;
const GOAL_BACK_OFFICE_JS_KB = 250;
const GOAL_SHARED_JS_KB = 120;
const GOAL_EDITOR_REQUESTS = 15;
const SLOWED_PAGES = ['/dashboard/overview', '/tours/all', '/tools/notifications'];
/** The pages that draw a map: deck.gl belongs to them alone. */
const MAP_PAGES = ['/dashboard/map', '/field-staff/tracking'];

const QUIET_MS = 1_000;
const MOST_SETTLING_MS = { plain: 15_000, slowed: 60_000 };

/** The pages of the product as the browser tests visit them (test/support/app-pages.ts, APP_PAGES): one list for both. */
function appPagePaths() {
  const source = fs.readFileSync(path.join(root, 'test/support/app-pages.ts'), 'utf8');
  const list = source.slice(source.indexOf('export const APP_PAGES'), source.indexOf('];', source.indexOf('export const APP_PAGES')));
  const paths = [...list.matchAll(/\{\s*path: '([^']+)'/g)].map((match) => match[1]);
  if (paths.length < 20) throw new Error(`only ${paths.length} pages read from test/support/app-pages.ts`);
  return paths;
}

/** Seeds the demo season on the running server (scripts/seed-demo.mjs --url). */
function seedSeason(url) {
  const args = ['scripts/seed-demo.mjs', '--url', url, '--quiet', ...(FULL_SEASON ? [] : ['--tours', '16', '--travelers', '24', '--staff', '3'])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-demo exited ${code}`))));
  });
}

/** Real ids for the pages that show one entity (as test/support/app-pages.ts seededIds), and a shared link's path. */
async function seededIds(client, token) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const tours = (await ok(client.call('GET', '/api/tours?limit=50', { token }), 'tours')).items ?? [];
    const traveler = (await ok(client.call('GET', '/api/travelers?limit=1', { token }), 'travelers')).items?.[0];
    const staff = (await ok(client.call('GET', '/api/field-staff?limit=1', { token }), 'field staff')).items?.[0];
    let flightTour;
    for (const tour of tours) {
      const whole = await ok(client.call('GET', `/api/tours/${tour.id}`, { token }), 'tour');
      if (whole.days.some((day) => day.segments.some((segment) => segment.type === 'flight'))) {
        flightTour = tour.id;
        break;
      }
    }
    if (flightTour && tours[0] && traveler && staff) {
      const link = await ok(
        client.call('POST', '/api/shared-links', { token, body: { tourId: flightTour, sections: ['itinerary', 'travelers', 'staff', 'notes'], pinned: false } }),
        'shared link',
      );
      return { ids: { flightTour, tour: tours[0].id, traveler: traveler.id, staff: staff.id }, sharedPath: link.path };
    }
    await sleep(200);
  }
  throw new Error('no tour with a flight, traveler and field staff member in the seeded season');
}

/** Registered before the app's scripts: the paints as they happen, kept on window. */
const OBSERVE_PAINTS = `(() => {
  window.__paints = { fcp: null, lcp: null, lcpElement: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paints.lcp = entry.startTime;
      const el = entry.element;
      window.__paints.lcpElement = el ? (el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[data-testid=' + el.getAttribute('data-testid') + ']' : el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '') + ' "' + (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40) + '" ' + entry.size + ' px²') : 'removed element, ' + entry.size + ' px²';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** In the page: whether it shows something loading, and its text (to tell when it stops changing). */
const pageState = () => ({
  loading: document.querySelectorAll('.bp6-spinner, .bp6-skeleton, .initialization-progress').length > 0,
  text: document.body.innerText,
});

/** One cold load of `pagePath`: its paints, its requests (with sizes) and the resource timings of the page. */
async function load(browser, baseUrl, pagePath, { token, slowed }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
    if (token) await context.addInitScript(`try { localStorage.setItem('tourops.sessionToken', ${JSON.stringify(token)}); } catch {}`);
    await context.addInitScript(OBSERVE_PAINTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    let inFlight = 0;
    let lastNetworkChange = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, wallTime }) => {
      if (requests.has(requestId)) return; // a redirect: the same request goes on
      const live = request.url.includes('/socket.io/');
      requests.set(requestId, { url: request.url, type, startedAt: wallTime * 1000, live, done: false, bytes: 0, encoding: null });
      if (!live) inFlight++;
      lastNetworkChange = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.type = type;
      entry.status = response.status;
      entry.encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? null;
    });
    const finished = (requestId, bytes, failed) => {
      const entry = requests.get(requestId);
      if (!entry || entry.done) return;
      Object.assign(entry, { done: true, failed, bytes, finishedAt: Date.now() });
      if (!entry.live) inFlight--;
      lastNetworkChange = Date.now();
      if (!failed && (entry.type === 'Script' || entry.type === 'Stylesheet'))
        entry.bodyPromise = cdp.send('Network.getResponseBody', { requestId }).then(({ body, base64Encoded }) => {
          const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          entry.gz = zlib.gzipSync(bytes, { level: 6 }).length;
          entry.deckGl = entry.type === 'Script' && bytes.includes('deck.gl');
        }, () => undefined);
    };
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished(requestId, encodedDataLength, false));
    cdp.on('Network.loadingFailed', ({ requestId }) => finished(requestId, 0, true));
    await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: 16 * 1024 * 1024 });
    if (slowed) {
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }

    const started = Date.now();
    await page.goto(pagePath, { waitUntil: 'commit', timeout: 60_000 });
    // Settled: nothing loading, the text unchanged and no request in flight for QUIET_MS (bounded).
    let lastText = null;
    let changedAt = Date.now();
    let settledFully = false;
    while (Date.now() - started < MOST_SETTLING_MS[slowed ? 'slowed' : 'plain']) {
      await sleep(150);
      const state = await page.evaluate(pageState).catch(() => ({ loading: true, text: null }));
      if (state.text !== lastText || state.loading) [lastText, changedAt] = [state.text, Date.now()];
      const quietSince = Math.max(changedAt, inFlight > 0 ? Date.now() : lastNetworkChange);
      if (Date.now() - quietSince >= QUIET_MS && lastText) {
        settledFully = true;
        break;
      }
    }
    const paints = await page.evaluate(() => window.__paints);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const landed = new URL(page.url()).pathname;
    await Promise.all([...requests.values()].map((entry) => entry.bodyPromise));
    const list = [...requests.values()].map((entry) => ({ ...entry, at: entry.startedAt - timeOrigin, end: entry.finishedAt ? entry.finishedAt - timeOrigin : null }));
    const byType = (type) => list.filter((entry) => entry.type === type && entry.done && !entry.failed);
    const gzOf = (entry) => entry.gz ?? entry.bytes;
    const before = (ms) => (ms === null ? NaN : list.filter((entry) => entry.at <= ms).length);
    return {
      path: pagePath,
      landed,
      settled: settledFully,
      fcp: paints.fcp,
      lcp: paints.lcp,
      lcpElement: paints.lcpElement,
      jsWire: byType('Script').reduce((sum, entry) => sum + entry.bytes, 0),
      jsGz: byType('Script').reduce((sum, entry) => sum + gzOf(entry), 0),
      jsFiles: byType('Script').length,
      encodings: [...new Set(byType('Script').map((entry) => entry.encoding ?? 'none'))].join('/'),
      deckGl: byType('Script').some((entry) => entry.deckGl),
      cssWire: byType('Stylesheet').reduce((sum, entry) => sum + entry.bytes, 0),
      cssGz: byType('Stylesheet').reduce((sum, entry) => sum + gzOf(entry), 0),
      requestsToFcp: before(paints.fcp),
      requestsToLcp: before(paints.lcp),
      requests: list.length,
      waterfall: list.sort((a, b) => a.at - b.at),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => bytes / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const shortUrl = (url) => {
  const { pathname, search } = new URL(url);
  return (pathname + search).replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '.$1').slice(0, 70);
};

function printWaterfall(result) {
  console.log(`  waterfall of ${result.path} (FCP ${fmt(result.fcp)} ms, LCP ${fmt(result.lcp)} ms: ${result.lcpElement})`);
  for (const entry of result.waterfall)
    console.log(`    ${fmt(entry.at).padStart(6)} -> ${entry.end === null ? '   ...' : fmt(entry.end).padStart(6)} ms  ${entry.type?.padEnd(10) ?? '?'.padEnd(10)} ${fmt(kb(entry.bytes), 1).padStart(6)} KB  ${shortUrl(entry.url)}`);
}

ensureBuilt();
if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('dist/web is missing: npm run build:web');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-pages-'));
const server = await startServer({ dataDir, env: { DEMO_CLOCK: 'steered', MONITOR_TICK_MS: '0' } });
const client = createClient(server.baseUrl);
const { chromium } = await import(path.join(root, 'node_modules/playwright-core/index.mjs'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const seedStarted = Date.now();
  await seedSeason(server.baseUrl);
  console.log(`seeded the ${FULL_SEASON ? 'default' : 'reduced (16 tours, 24 travelers, 3 staff)'} demo season in ${fmt((Date.now() - seedStarted) / 1000)} s`);
  const session = await ok(
    client.call('POST', '/api/dev/session', {
      body: { userId: 'user_dana_example_com', name: 'Dana Demo', email: 'dana@example.com', orgId: 'org_demo', orgName: 'Demo', role: 'org:admin' },
    }),
    'sign-in as dana@example.com',
  );
  const { ids, sharedPath } = await seededIds(client, session.token);
  const pages = [...appPagePaths().map((page) => ({ page, url: page.replace(/\{(\w+)\}/g, (_, key) => ids[key]) })), { page: '/share/:id', url: sharedPath, shared: true }];
  await waitForQuiet();

  console.log(`\nevery page, cold, not slowed (${VIEWPORT.width}x${VIEWPORT.height}):`);
  console.log(`  ${'page'.padEnd(34)} ${'JS gz'.padStart(9)} ${'JS wire'.padStart(9)} files ${'CSS gz'.padStart(8)} req>FCP req>LCP  FCP ms  LCP ms`);
  const plain = [];
  for (const { page, url, shared } of SLOWED_ONLY ? [] : pages) {
    const result = { ...(await load(browser, server.baseUrl, url, { token: shared ? null : session.token, slowed: false })), page, shared };
    plain.push(result);
    console.log(
      `  ${page.padEnd(34)} ${fmt(kb(result.jsGz), 1).padStart(7)} KB ${fmt(kb(result.jsWire), 1).padStart(6)} KB ${String(result.jsFiles).padStart(5)} ${fmt(kb(result.cssGz), 1).padStart(5)} KB ${String(result.requestsToFcp).padStart(7)} ${String(result.requestsToLcp).padStart(7)} ${fmt(result.fcp).padStart(7)} ${fmt(result.lcp).padStart(7)}${result.settled ? '' : '  (did not settle)'}${result.landed !== url.split('?')[0] ? `  (landed on ${result.landed})` : ''}`,
    );
  }

  console.log(`\nslowed (Fast 3G: ${FAST_3G.latency} ms, ${fmt((FAST_3G.downloadThroughput * 8) / 1000)} kbit/s down, ${fmt((FAST_3G.uploadThroughput * 8) / 1000)} kbit/s up; CPU ${CPU_SLOWDOWN}x), ${RUNS} cold loads each:`);
  const slowed = [];
  for (const page of SLOWED_PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await load(browser, server.baseUrl, page, { token: session.token, slowed: true }));
    const lcp = median(runs.map((r) => r.lcp ?? Infinity));
    const fcp = median(runs.map((r) => r.fcp ?? Infinity));
    const chosen = runs.find((r) => r.lcp === lcp) ?? runs[0];
    slowed.push({ page, lcp, fcp, runs, chosen });
    console.log(`  ${page.padEnd(22)} LCP ${runs.map((r) => fmt(r.lcp)).join(' / ')} ms (median ${fmt(lcp)}), FCP median ${fmt(fcp)} ms; LCP element ${chosen.lcpElement}${runs.every((r) => r.settled) ? '' : ' (some did not settle)'}`);
    if (WATERFALL) printWaterfall(chosen);
  }

  if (!SLOWED_ONLY) reportFigures(plain, slowed);
} finally {
  await browser.close();
  client.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function reportFigures(plain, slowed) {
  const editor = plain.find((result) => result.page === '/tours/edit/{flightTour}');
  const backOffice = plain.filter((result) => !result.shared);
  const heaviest = backOffice.reduce((a, b) => (b.jsGz > a.jsGz ? b : a));
  const shared = plain.find((result) => result.shared);
  const wire = `as the server sent them: ${plain[0].encodings === 'none' ? 'uncompressed' : plain[0].encodings}`;
  report('pages', [
    ...slowed.map(({ page, lcp, fcp, chosen }) => ({
      figure: `LCP of ${page}, slowed, median of ${RUNS}`,
      value: `${fmt(lcp)} ms`,
      goal: `<= ${fmt(GOAL_LCP_MS)} ms`,
      met: lcp <= GOAL_LCP_MS,
      note: `Fast 3G + 4x CPU, cold; FCP ${fmt(fcp)} ms; ${chosen.requestsToLcp} requests before LCP; LCP element ${chosen.lcpElement}`,
    })),
    ...backOffice.map((result) => ({
      figure: `initial JS of ${result.page}, gzipped`,
      value: `${fmt(kb(result.jsGz), 1)} KB`,
      goal: `<= ${GOAL_BACK_OFFICE_JS_KB} KB`,
      met: kb(result.jsGz) <= GOAL_BACK_OFFICE_JS_KB && (MAP_PAGES.includes(result.page) || !result.deckGl),
      note: `${MAP_PAGES.includes(result.page) ? '' : result.deckGl ? 'deck.gl among its scripts! ' : 'no deck.gl; '}${result.jsFiles} files, ${fmt(kb(result.jsWire), 1)} KB on the wire (${wire}); CSS ${fmt(kb(result.cssGz), 1)} KB gz; ${result.requestsToFcp} requests to FCP`,
    })),
    {
      figure: 'initial JS of the public itinerary /share/:id, gzipped',
      value: `${fmt(kb(shared.jsGz), 1)} KB`,
      goal: `<= ${GOAL_SHARED_JS_KB} KB`,
      met: kb(shared.jsGz) <= GOAL_SHARED_JS_KB,
      note: `${shared.jsFiles} files, ${fmt(kb(shared.jsWire), 1)} KB on the wire (${wire}); CSS ${fmt(kb(shared.cssGz), 1)} KB gz; ${shared.requestsToFcp} requests to FCP`,
    },
    {
      figure: 'requests to the editor first paint (/tours/edit/:id)',
      value: String(editor.requestsToFcp),
      goal: `<= ${GOAL_EDITOR_REQUESTS}`,
      met: editor.requestsToFcp <= GOAL_EDITOR_REQUESTS,
      note: `${editor.requestsToLcp} to its largest paint`,
    },
  ], { heaviest: heaviest.page });
}
