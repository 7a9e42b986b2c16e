// Page weight of the built web app: for each page a cold load fetches, its scripts, gzipped JS and CSS, requests before it shows, and any icon-path chunk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createClient, createTourWithDay, ensureBuilt, ok, root, startServer } from './lib.mjs';

/** The chunks of Blueprint's whole icon set, fetched only when an icon is named by a string. */
const ICON_PATHS = /\/assets\/(paths-|allPaths|splitPathsBySize)[^/]*\.js$/;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipped = (body) => zlib.gzipSync(body, { level: 9 }).length;

/** The pages measured, `{tour}` and `{share}` replaced by real ids, each with what shows once its content is there. */
const PAGES = [
  { path: '/tours/all', shown: '[data-testid="tour-list"]' },
  { path: '/tours/edit/{tour}', shown: '[data-testid="tour-editor"]' },
  { path: '/dashboard/overview', shown: 'main' },
  { path: '/dashboard/map', shown: 'main' },
  { path: '/reports/tour-performance', shown: '[data-testid="report-tour-performance"]' },
  { path: '/settings/notifications', shown: '[data-testid="notification-backtest"]' },
  { path: '/tools/full-monitoring-list', shown: 'main' },
  { path: '/share/{share}', shown: '[data-testid="shared-itinerary"]' },
];

/** Opens `url` in a fresh tab (the session in storage, nothing cached) and tells what it fetched before and after its content showed. */
async function weigh(context, url, shown) {
  const page = await context.newPage();
  const responses = [];
  let requestsBeforeShown = 0;
  let isShown = false;
  page.on('request', (request) => {
    if (!isShown && ['document', 'script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType())) requestsBeforeShown++;
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      responses.push(response.body().then((body) => ({ url: response.url(), type, gz: gzipped(body), blueprint: body.includes('.bp6-button') }), () => ({ url: response.url(), type, gz: 0, blueprint: false })));
  });
  await page.goto(url);
  await page.locator(shown).first().waitFor({ timeout: 30_000 });
  isShown = true;
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(responses);
  if (process.env.WEIGHT_LIST) for (const file of files) console.log(`    ${file.type} ${(file.gz / 1024).toFixed(1)} KB ${file.url.split("/").pop()}`);
  await page.close();
  const scripts = files.filter((file) => file.type === 'script');
  const styles = files.filter((file) => file.type === 'stylesheet');
  return {
    scripts: scripts.length,
    jsGz: scripts.reduce((sum, file) => sum + file.gz, 0),
    cssGz: styles.reduce((sum, file) => sum + file.gz, 0),
    requestsBeforeShown,
    iconPaths: scripts.some((file) => ICON_PATHS.test(file.url)),
    blueprintCss: styles.some((file) => file.blueprint),
  };
}

ensureBuilt();
if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('dist/web is missing: npm run build:web');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-web-weight-'));
const server = await startServer({ dataDir });
const client = createClient(server.baseUrl);
const { chromium } = await import(path.join(root, 'node_modules/playwright-core/index.mjs'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const signing = await context.newPage();
  await signing.goto('/tours/all');
  await signing.waitForURL(/sign-in/);
  await signing.getByTestId('sign-in-name').fill('Wendy Weight');
  await signing.getByTestId('sign-in-email').fill('wendy@example.com');
  await signing.getByTestId('sign-in-organization-name').fill('Weight Tours');
  await signing.getByTestId('sign-in-submit').click();
  await signing.waitForURL(/tours\/all$/);
  const token = await signing.evaluate(`localStorage.getItem('tourops.sessionToken')`);
  await signing.close();
  const { tourId } = await createTourWithDay(client, token, 'Tuscan hill towns in a week');
  const link = await ok(client.call('POST', '/api/shared-links', { token, body: { tourId, sections: ['itinerary'], pinned: false } }), 'share tour');
  const ids = { tour: tourId, share: link.token };
  console.log('page                          scripts  JS gz KB  CSS gz KB  requests to content  icon paths  Blueprint CSS');
  for (const { path: pattern, shown } of PAGES) {
    const url = pattern.replace(/\{(\w+)\}/g, (_, key) => ids[key]);
    const figures = await weigh(context, url, shown);
    console.log(
      `${pattern.padEnd(30)}${String(figures.scripts).padStart(7)}${kb(figures.jsGz).padStart(10)}${kb(figures.cssGz).padStart(11)}${String(figures.requestsBeforeShown).padStart(21)}  ${(figures.iconPaths ? 'FETCHED' : 'no').padEnd(12)}${figures.blueprintCss ? 'yes' : 'no'}`,
    );
  }
} finally {
  await browser.close();
  client.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
