// The JavaScript a browser loads to show /tours/all, gzipped, stays within the 250 KB budget; deck.gl is for map pages only, ECharts for report pages only.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const BUDGET_BYTES = 250 * 1024;
/** The chunk vite.config.mts gives ECharts and zrender. */
const ECHARTS_CHUNK = /\/assets\/echarts-[\w-]+\.js$/;

const pool = useBrowserSessions();

/** The scripts a fresh tab of the signed-in browser loads to show `path` (nothing cached in memory, the session in storage). */
async function scriptsLoadedFor(signedIn: Page, path: string, shown: (page: Page) => Promise<void>): Promise<{ url: string; gzipped: number }[]> {
  const page = await signedIn.context().newPage();
  const loading: Promise<{ url: string; gzipped: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loading.push(response.body().then((body) => ({ url: response.url(), gzipped: zlib.gzipSync(body).length })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await shown(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loading);
  await page.close();
  return scripts;
}

describe('the tour list bundle', () => {
  it('loads at most 250 KB of gzipped JavaScript on a first visit to /tours/all, without deck.gl or ECharts', async () => {
    const signedIn = await signedInPage(pool, 'Ada Planner', 'ada@example.com', 'Budget Travel');
    const scripts = await scriptsLoadedFor(signedIn, '/tours/all', (page) => page.getByTestId('tour-list').or(page.getByText('No tours yet')).first().waitFor());

    const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
    console.info(`/tours/all initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(scripts.some((script) => /deck|luma/i.test(script.url))).toBe(false);
    expect(scripts.some((script) => ECHARTS_CHUNK.test(script.url))).toBe(false);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('loads ECharts with a report page', async () => {
    const signedIn = await signedInPage(pool, 'Rita Reports', 'rita@example.com', 'Budget Reports');
    const scripts = await scriptsLoadedFor(signedIn, '/reports/tour-performance', (page) => page.getByTestId('report-tour-performance').waitFor());
    const echarts = scripts.filter((script) => ECHARTS_CHUNK.test(script.url));
    expect(echarts).toHaveLength(1);
    console.info(`/reports/tour-performance: ECharts chunk ${(echarts[0].gzipped / 1024).toFixed(1)} KB gzipped`);
  });
});
