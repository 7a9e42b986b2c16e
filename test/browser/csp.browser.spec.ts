// In a real browser on a seeded season: no page of the app, nor a shared link's page and the PDF it builds, breaks the Content-Security-Policy the server sends; an inline script injected on purpose is refused and counted.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { APP_PAGES, REDUCED_SEASON, pathOf, seededIds, settled } from '../support/app-pages';
import { waitInPage, webDistDir } from '../support/browser';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });

/** Run in every document before its own scripts: each violation it reports, as "directive blocked-uri", kept on window. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || 'inline')));
`;

/** What the browser refused on one page: the violation events and its console messages about the policy. */
interface Refusals {
  events: string[];
  console: string[];
}

/** What `page` refused since the last call: the violations its documents recorded (RECORD_VIOLATIONS) and the console's words about the policy. */
function watch(page: Page): () => Promise<Refusals> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text().slice(0, 200));
  });
  return async () => ({ events: await page.evaluate<string[]>('window.__cspViolations.splice(0)'), console: messages.splice(0) });
}

/** Dana, signed in to `organization`, on a page whose every later document records its violations. */
async function signedInWatched(organization: string): Promise<{ page: Page; refusals: () => Promise<Refusals> }> {
  const page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', organization);
  await page.context().addInitScript(RECORD_VIOLATIONS);
  return { page, refusals: watch(page) };
}

describe('the app under its Content-Security-Policy', () => {
  it('refuses nothing the app does on any page, a chart tooltip, the live socket, the shared itinerary and its PDF, and refuses an injected inline script', async () => {
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    const { page, refusals } = await signedInWatched('Demo');
    const admin: Session = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const ids = await seededIds(pool.server, admin);

    const refused: Record<string, Refusals> = {};
    for (const visit of APP_PAGES) {
      await page.goto(pathOf(visit, ids));
      await settled(page);
      if (visit.open) await visit.open(page);
      await settled(page);
      refused[visit.path] = await refusals();
    }

    // A chart's tooltip is HTML that ECharts writes with style attributes.
    await page.goto('/reports/tour-performance');
    await settled(page);
    await page.locator('[data-testid="report-tour-performance"][data-state="ready"]').waitFor();
    const chart = page.getByTestId('chart-toursByMonth');
    await chart.locator('svg path').first().waitFor({ state: 'attached' });
    const box = (await chart.boundingBox())!;
    for (const x of [0.3, 0.5, 0.7]) await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.6);
    await page.locator('.report-chart div[style*="position: absolute"]').first().waitFor({ state: 'attached' });
    refused['/reports/tour-performance with a chart tooltip'] = await refusals();

    const link = await api(pool.server, admin, 'POST', '/api/shared-links', { tourId: ids.flightTour, sections: ['itinerary', 'travelers', 'staff', 'notes'], pinned: false });
    expect(link.status).toBe(201);
    const traveler = await pool.browser.newContext({ baseURL: pool.server.baseUrl, acceptDownloads: true });
    pool.contexts.push(traveler);
    await traveler.addInitScript(RECORD_VIOLATIONS);
    const sharedPage = await traveler.newPage();
    sharedPage.setDefaultTimeout(UI_TIMEOUT_MS);
    const sharedRefusals = watch(sharedPage);
    await sharedPage.goto(link.body.path);
    await sharedPage.getByTestId('itinerary-title').waitFor();
    const [download] = await Promise.all([sharedPage.waitForEvent('download', { timeout: 30_000 }), sharedPage.getByTestId('download-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    refused['/share/{token} and its PDF'] = await sharedRefusals();

    const pagesRefusingSomething = Object.entries(refused).filter(([, refusal]) => refusal.events.length + refusal.console.length > 0);
    for (const [where, what] of pagesRefusingSomething) console.info(`[csp] ${where}: ${JSON.stringify(what)}`);
    expect(pagesRefusingSomething).toEqual([]);
    expect(Object.keys(refused)).toHaveLength(APP_PAGES.length + 2);

    // The live updates' socket connects under the policy; an inline script written into the page does not run, and is counted once.
    await page.goto('/tours/all');
    await waitLive(page);
    await settled(page);
    await page.evaluate(`(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.head.append(script);
    })()`);
    await waitInPage(page, 'window.__cspViolations.length > 0', { timeout: UI_TIMEOUT_MS });
    const injected = await refusals();
    expect({ events: injected.events, console: injected.console.length }).toEqual({ events: ['script-src-elem inline'], console: 1 });
    expect(await page.evaluate('window.__injectedRan === true')).toBe(false);
  }, 240_000);

  it('builds bundles that point at no source map', () => {
    const assets = path.join(webDistDir(), 'assets');
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('sourceMappingURL='))).toEqual([]);
  });
});
