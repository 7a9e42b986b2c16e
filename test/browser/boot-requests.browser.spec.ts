// A signed-in operator's reload asks for the identity, the session, the settings and the landing page's data once, from the boot script while the page's
// code loads (ADR 0043): before the live socket first connects, nothing is asked twice; on connecting it may read again (to catch up on pushes sent before it).
import type { Page } from 'playwright-core';
import { api } from '../support/test-server';
import { UI_TIMEOUT_MS, pageSession, signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

/** The signed-in boot reads: how to sign in, who it is, the settings and the app bar's notification count, each matched by its call. */
const BOOT_READS: Record<string, (call: string) => boolean> = {
  identity: (call) => call === '/api/identity',
  me: (call) => call === '/api/me',
  settings: (call) => call === '/api/settings',
  'notification summary': (call) => call === '/api/notifications/summary',
};

/**
 * The API calls (path and query) a fresh tab of the signed-in browser makes to show `path`, in the order they were asked, with 'code' where the
 * app's own code was let through and 'socket' where the live socket first connected. The app's entry script is held until every boot read and
 * the page's data have been asked (or UI_TIMEOUT_MS has passed): what was asked before 'code' came from the boot script.
 */
async function apiCallsFor(signedIn: Page, path: string, shown: (page: Page) => Promise<void>, pageData: (call: string) => boolean): Promise<string[]> {
  const page = await signedIn.context().newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    if (url.pathname.startsWith('/socket.io/') && !calls.includes('socket')) calls.push('socket');
  });
  const bootAsked = () => [...Object.values(BOOT_READS), pageData].every((read) => calls.some(read));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    const started = Date.now();
    while (!bootAsked() && Date.now() - started < UI_TIMEOUT_MS) await page.waitForEvent('request', { timeout: UI_TIMEOUT_MS - (Date.now() - started) }).catch(() => undefined);
    calls.push('code');
    await route.continue();
  });
  await page.goto(path);
  await shown(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return calls;
}

const count = (calls: string[], matches: (call: string) => boolean) => calls.filter(matches).length;

describe('the boot requests', () => {
  it('ask for the identity, the session, the settings and each landing page’s data before the app’s code has arrived, once until the socket connects, and again at most once as it does', async () => {
    const signedIn = await signedInPage(pool, 'Bo Boot', 'bo@example.com', 'Boot Travel');
    const pages: [string, (page: Page) => Promise<void>, (call: string) => boolean][] = [
      ['/tours/all', (page) => page.getByTestId('tour-list').or(page.getByText('No tours yet')).first().waitFor(), (call) => call.startsWith('/api/tours?')],
      ['/dashboard/overview', (page) => page.getByTestId('overview-page').waitFor(), (call) => call === '/api/dashboard/overview'],
      ['/tools/notifications', (page) => page.getByTestId('notifications-page').waitFor(), (call) => call.startsWith('/api/notifications?')],
    ];
    for (const [path, shown, pageData] of pages) {
      const calls = await apiCallsFor(signedIn, path, shown, pageData);
      const [code, socket] = [calls.indexOf('code'), calls.indexOf('socket')];
      expect({ path, code: code > 0, socket: socket > code }).toEqual({ path, code: true, socket: true });
      const asked = (calls: string[], max: number) => ({
        ...Object.fromEntries(Object.entries(BOOT_READS).map(([name, read]) => [name, Math.min(count(calls, read), max)])),
        'page data': Math.min(count(calls, pageData), max),
      });
      const once = { identity: 1, me: 1, settings: 1, 'notification summary': 1, 'page data': 1 };
      // Before the app's code: each boot read once. Until the socket: nothing asked again (a boot read the app did not take would be).
      // After it: what the socket reads again on connecting, at most once (catching up on pushes it could not get), never who it is.
      expect({ path, beforeCode: asked(calls.slice(0, code), Infinity) }).toEqual({ path, beforeCode: once });
      expect({ path, untilSocket: asked(calls.slice(0, socket), Infinity) }).toEqual({ path, untilSocket: once });
      const after = calls.slice(socket + 1);
      expect({ path, after: asked(after, Infinity) }).toEqual({ path, after: { ...asked(after, 1), identity: 0, me: 0 } });
    }
  });

  it('asks for the unfiltered tour list beside the settings, and with a status filter saved shows the filtered list the page asks for, never that read', async () => {
    const signedIn = await signedInPage(pool, 'Fi Filter', 'fi@example.com', 'Filter Travel');
    const session = await pageSession(signedIn);
    for (const title of ['Lakes and Alps', 'Amalfi Coast'])
      expect((await api(pool.server, session, 'POST', '/api/tours', { title, startDate: '2027-05-10', endDate: '2027-05-14', timezone: 'Europe/Rome' })).status).toBe(201);
    const editor = (await api(pool.server, session, 'GET', '/api/settings/editor')).body;
    expect((await api(pool.server, session, 'PUT', '/api/settings/editor', { ...editor, tourList: { tourStatusFilter: ['CONFIRMED'] } })).status).toBe(200);

    const unfiltered = (call: string) => call === '/api/tours?sort=updatedAt&order=desc&limit=50';
    const filtered = (call: string) => call.startsWith('/api/tours?') && call.includes('status=CONFIRMED');
    const shown = async (page: Page) => {
      await page.getByText('No tours match').waitFor();
      expect(await page.getByTestId('tour-list').count()).toBe(0);
    };
    const calls = await apiCallsFor(signedIn, '/tours/all', shown, unfiltered);
    // The boot script asked for the unfiltered list before the settings had answered; the page, reading the saved filter, asked for its own
    // (until the live socket connects: on connecting it reads again, as in the test above).
    const [code, socket] = [calls.indexOf('code'), calls.indexOf('socket')];
    expect({ beforeCode: count(calls.slice(0, code), unfiltered), untilSocket: { unfiltered: count(calls.slice(0, socket), unfiltered), filtered: count(calls.slice(0, socket), filtered) } }).toEqual({
      beforeCode: 1,
      untilSocket: { unfiltered: 1, filtered: 1 },
    });
  });
});
