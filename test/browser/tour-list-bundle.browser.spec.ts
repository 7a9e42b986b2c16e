// The JavaScript a browser loads to show /tours/all, gzipped, stays within the 250 KB budget (deck.gl is for map pages only).
import zlib from 'node:zlib';
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const BUDGET_BYTES = 250 * 1024;

const pool = useBrowserSessions();

describe('the tour list bundle', () => {
  it('loads at most 250 KB of gzipped JavaScript on a first visit to /tours/all, without deck.gl', async () => {
    const signedIn = await signedInPage(pool, 'Ada Planner', 'ada@example.com', 'Budget Travel');
    // A fresh tab of the signed-in browser: nothing cached in memory, the session in storage.
    const page = await signedIn.context().newPage();
    const loading: Promise<{ url: string; gzipped: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loading.push(response.body().then((body) => ({ url: response.url(), gzipped: zlib.gzipSync(body).length })));
    });
    await page.goto('/tours/all', { waitUntil: 'networkidle' });
    await page.getByTestId('tour-list').or(page.getByText('No tours yet')).first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(loading);

    const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
    console.info(`/tours/all initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(scripts.some((script) => /deck|luma/i.test(script.url))).toBe(false);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
