// A signed-in operator's reload asks for the identity and the session once, the settings and the landing page's data once at boot and at most once more when the live socket first connects (to catch up on pushes sent before it), the data while the page's code loads (ADR 0043).
import type { Page } from 'playwright-core';
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

/** The API calls (path and query) a fresh tab of the signed-in browser makes to show `path`, in the order they were asked. */
async function apiCallsFor(signedIn: Page, path: string, shown: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await signedIn.context().newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  await page.goto(path);
  await shown(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return calls;
}

const count = (calls: string[], matches: (call: string) => boolean) => calls.filter(matches).length;

describe('the boot requests', () => {
  it('ask for the identity and the session once, and the settings and each landing page’s data once, read again at most once as the socket connects', async () => {
    const signedIn = await signedInPage(pool, 'Bo Boot', 'bo@example.com', 'Boot Travel');
    const pages: [string, (page: Page) => Promise<void>, (call: string) => boolean][] = [
      ['/tours/all', (page) => page.getByTestId('tour-list').or(page.getByText('No tours yet')).first().waitFor(), (call) => call.startsWith('/api/tours?')],
      ['/dashboard/overview', (page) => page.getByTestId('overview-page').waitFor(), (call) => call === '/api/dashboard/overview'],
      ['/tools/notifications', (page) => page.getByTestId('notifications-page').waitFor(), (call) => call.startsWith('/api/notifications?')],
    ];
    for (const [path, shown, pageData] of pages) {
      const calls = await apiCallsFor(signedIn, path, shown);
      // What the live socket may read again when it first connects, if it was read before (catching up on pushes it could not get).
      const caughtUp = (n: number) => (n === 1 || n === 2 ? 'once, or once more on connecting' : `${n} times`);
      expect({
        identity: count(calls, (call) => call === '/api/identity'),
        me: count(calls, (call) => call === '/api/me'),
        settings: caughtUp(count(calls, (call) => call === '/api/settings')),
        'notification summary': caughtUp(count(calls, (call) => call === '/api/notifications/summary')),
        'page data': caughtUp(count(calls, pageData)),
      }).toEqual({ identity: 1, me: 1, settings: caughtUp(1), 'notification summary': caughtUp(1), 'page data': caughtUp(1) });
    }
  });
});
