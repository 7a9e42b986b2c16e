// In a real browser: the live-updates socket renews its session token over the socket before it expires, so it neither reconnects nor reads the page again.
import { sessionTokenLifetime } from '@tourops/contracts';
import { api, eventually, shortLivedToken } from '../support/test-server';
import { pageSession, signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';

const pool = useBrowserSessions();

describe('the live-updates socket in the browser', () => {
  it('renews its token before it expires and keeps receiving pushes on the same connection, with no reconnection', async () => {
    const page = await signedInPage(pool, 'Renée Renewal', 'renee@example.com', 'Renewal Travel');
    const session = await pageSession(page);
    const connections: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/socket.io/') && !url.includes('sid=')) connections.push(url);
    });

    // The page connects with a token of 10 s; right after, the identity holds a fresher one (as Clerk always does).
    const short = await shortLivedToken(pool.server, session, '10s');
    await page.evaluate(`localStorage.setItem('tourops.sessionToken', ${JSON.stringify(short)})`);
    await page.reload();
    await waitLive(page);
    await page.evaluate(`localStorage.setItem('tourops.sessionToken', ${JSON.stringify(session.token)})`);
    expect(connections).toHaveLength(1);

    const firstExpiry = sessionTokenLifetime(short).expiresAt as number;
    await eventually(() => (Date.now() > firstExpiry ? true : undefined), 15_000, 'the first token’s expiry to pass');
    const created = await api(pool.server, session, 'POST', '/api/tours', { title: 'Pushed after the renewal', startDate: '2027-05-01', endDate: '2027-05-02', timezone: 'UTC' });
    expect(created.status).toBe(201);
    await page.locator(`[data-testid="tour-row"][data-tour-id="${created.body.id}"]`).waitFor();

    expect(connections).toHaveLength(1);
    expect(await page.getByTestId('live-status').getAttribute('data-connection')).toBe('live');
  });
});
