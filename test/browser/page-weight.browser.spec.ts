// What each page weighs on a cold load (ADR 0040): no page fetches Blueprint's icon-path chunks, the public itinerary stays small and without Blueprint CSS, every back-office page within its budget.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { APP_PAGES, REDUCED_SEASON, pathOf, seededIds, settled } from '../support/app-pages';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });

const KB = 1024;
const ITINERARY_BUDGET = 120 * KB;
const BACK_OFFICE_BUDGET = 250 * KB;
/** Pages whose content is a map or charts: deck.gl or ECharts is part of what they show (ADR 0040), so the budget is theirs plus that chunk. */
const HEAVY_CONTENT = /\/assets\/(deck-gl|echarts)-[\w-]+\.js$/;
/** Pages over the budget today (ADR 0040, not met yet): each held to what it weighed when the budget was set, so it cannot grow. */
const OVER_BUDGET_TODAY: Record<string, number> = { '/tours/edit/{flightTour}': 320 * KB, '/tours/wizard/{tour}': 270 * KB, '/dashboard/map': 260 * KB };
/** Blueprint's whole icon set, fetched only when an icon is named by a string. */
const ICON_PATHS = /\/assets\/(paths|allPaths|allPathsLoader|splitPathsBySizeLoader)-[\w-]+\.js$/;

interface Fetched {
  url: string;
  type: 'script' | 'stylesheet';
  gzipped: number;
  blueprint: boolean;
}

/** Everything `page` fetches from now on as scripts and stylesheets, gzipped here (the figures do not depend on the server compressing). */
function recordFetches(page: Page): () => Promise<Fetched[]> {
  const fetched: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    fetched.push(response.body().then((body) => ({ url: response.url(), type, gzipped: zlib.gzipSync(body).length, blueprint: body.includes('.bp6-button{') || body.includes('.bp6-button {') })));
  });
  return () => Promise.all(fetched.splice(0));
}

const sum = (files: Fetched[]) => files.reduce((total, file) => total + file.gzipped, 0);

describe('page weight', () => {
  it('loads no icon-path chunk on any page, the itinerary within 120 KB of JavaScript and without Blueprint CSS, each back-office page within 250 KB', async () => {
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    const signedIn = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo');
    const admin: Session = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await signedIn.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const ids = await seededIds(pool.server, admin);

    const overBudget: string[] = [];
    const iconPaths: string[] = [];
    for (const visit of APP_PAGES) {
      // A fresh tab: nothing in the memory cache, the session in storage, as an operator opening a link.
      const page = await signedIn.context().newPage();
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      const fetched = recordFetches(page);
      await page.goto(pathOf(visit, ids));
      await settled(page);
      // What the page fetched to show its content; then what opening its sections fetches, for the icon-path check only.
      const scripts = (await fetched()).filter((file) => file.type === 'script');
      if (visit.open) await visit.open(page);
      // The live pages (tracking, the map) keep fetching: the wait for quiet is bounded.
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      const later = (await fetched()).filter((file) => file.type === 'script');
      await page.close();
      iconPaths.push(...[...scripts, ...later].filter((file) => ICON_PATHS.test(file.url)).map((file) => `${visit.path}: ${file.url}`));
      const initial = sum(scripts.filter((file) => !HEAVY_CONTENT.test(file.url)));
      console.info(`${visit.path}: ${(sum(scripts) / KB).toFixed(1)} KB gzipped JS in ${scripts.length} files, ${(initial / KB).toFixed(1)} KB without deck.gl or ECharts`);
      if (initial > (OVER_BUDGET_TODAY[visit.path] ?? BACK_OFFICE_BUDGET)) overBudget.push(`${visit.path}: ${(initial / KB).toFixed(1)} KB`);
    }

    const link = await api<{ path: string }>(pool.server, admin, 'POST', '/api/shared-links', { tourId: ids.flightTour, sections: ['itinerary', 'travelers', 'staff', 'notes'], pinned: false });
    expect(link.status).toBe(201);
    const traveler = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: { width: 390, height: 844 } });
    pool.contexts.push(traveler);
    const itinerary = await traveler.newPage();
    itinerary.setDefaultTimeout(UI_TIMEOUT_MS);
    const fetched = recordFetches(itinerary);
    await itinerary.goto(link.body.path);
    await itinerary.getByTestId('itinerary-title').waitFor();
    await itinerary.waitForLoadState('networkidle');
    const files = await fetched();
    const scripts = files.filter((file) => file.type === 'script');
    console.info(`${link.body.path.slice(0, 12)}…: ${(sum(scripts) / KB).toFixed(1)} KB gzipped JS in ${scripts.length} files, ${(sum(files.filter((file) => file.type === 'stylesheet')) / KB).toFixed(1)} KB CSS`);
    iconPaths.push(...scripts.filter((file) => ICON_PATHS.test(file.url)).map((file) => `/share: ${file.url}`));

    expect(iconPaths).toEqual([]);
    expect(overBudget).toEqual([]);
    expect(sum(scripts)).toBeLessThanOrEqual(ITINERARY_BUDGET);
    expect(files.filter((file) => file.blueprint).map((file) => file.url)).toEqual([]);
  }, 480_000);
});
