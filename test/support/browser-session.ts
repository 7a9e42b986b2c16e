// Browser sessions for the planner tests: a signed-in page per person, and waits that name what they wait for.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { assertWebBuilt, launchBrowser, waitInPage } from './browser';
import type { Role } from '@tourops/contracts';
import { api, startTestServer, type Session, type TestServer } from './test-server';

export const UI_TIMEOUT_MS = 10_000;

export interface SessionPool {
  browser: Browser;
  server: TestServer;
  contexts: BrowserContext[];
}

/** A standalone server (with `env` over the test defaults) and a browser for one test file: started before its tests, closed after them; the browser contexts a test opens close after it. */
export function useBrowserSessions(env: Record<string, string> = {}): SessionPool {
  const pool = { contexts: [] as BrowserContext[] } as SessionPool;
  beforeAll(async () => {
    assertWebBuilt();
    pool.server = await startTestServer(env);
    pool.browser = await launchBrowser();
  });
  // A test's pages close with it: a map or a live page left open keeps drawing and fetching, and slows the tests after it.
  let openBefore = 0;
  beforeEach(() => {
    openBefore = pool.contexts.length;
  });
  afterEach(async () => {
    for (const context of pool.contexts.splice(openBefore)) await context.close();
  });
  afterAll(async () => {
    for (const context of pool.contexts) await context.close();
    await pool.browser?.close();
    await pool.server?.close();
  });
  return pool;
}

/** Signs in through the local sign-in form and lands on /tours/all; `options` set the browser's context (its time zone, say). */
export async function signedInPage(pool: SessionPool, name: string, email: string, organization: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: { width: 1440, height: 1000 }, ...options });
  pool.contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto('/tours/all');
  await page.waitForURL(/\/sign-in/);
  await page.getByTestId('sign-in-name').fill(name);
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-organization-name').fill(organization);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL(/\/tours\/all$/);
  await page.getByTestId('tour-list').or(page.getByText('No tours yet')).first().waitFor();
  return page;
}

/** Someone new joins `inviter`'s organization in the browser as an operator does it: invited by email with `role`, then signed in on the form. */
export async function invitedPage(
  pool: SessionPool,
  inviter: Session,
  role: Role,
  name: string,
  email: string,
  organization: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const invitation = await api(pool.server, inviter, 'POST', '/api/users/invitations', { email, role });
  if (invitation.status !== 201) throw new Error(`invitation failed: ${invitation.status} ${JSON.stringify(invitation.body)}`);
  return signedInPage(pool, name, email, organization, options);
}

/** The session of a signed-in page (its local token, with the user and organization it names), to call the API as that person. */
export async function pageSession(page: Page): Promise<Session> {
  const token = await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string; o: { id: string } };
  return { token, orgId: claims.o.id, userId: claims.sub };
}

export const waitLive = (page: Page) => page.locator('[data-testid="live-status"][data-connection="live"]').waitFor();

/** A day card of the editor or the wizard, by its date. */
export const dayCard = (page: Page, date: string) => page.locator(`[data-testid="tour-day"][data-day-date="${date}"]`);

export const segmentRow = (scope: Page | Locator, title: string) => scope.locator(`[data-testid="tour-segment"][data-segment-title="${title}"]`);

/** The titles and start times of a day's segments, in order, as "title@HH:MM". */
export async function segmentsOf(page: Page, date: string): Promise<string[]> {
  return dayCard(page, date)
    .getByTestId('tour-segment')
    .evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-segment-title')}@${row.getAttribute('data-start-time')}`));
}

/** Waits until a day shows exactly these segments ("title@HH:MM", in order). */
export async function waitForSegments(page: Page, date: string, expected: string[], timeout = UI_TIMEOUT_MS): Promise<void> {
  const rows = JSON.stringify(`[data-testid="tour-day"][data-day-date="${date}"] [data-testid="tour-segment"]`);
  // A string, since this file is also typechecked without the DOM library.
  const shown = `JSON.stringify([...document.querySelectorAll(${rows})].map((row) => row.dataset.segmentTitle + '@' + row.dataset.startTime))`;
  try {
    await waitInPage(page, `${shown} === ${JSON.stringify(JSON.stringify(expected))}`, { timeout });
  } catch (error) {
    throw new Error(`Day ${date} shows ${JSON.stringify(await segmentsOf(page, date))}, expected ${JSON.stringify(expected)}: ${(error as Error).message}`);
  }
}

export const waitSaved = (page: Page) => page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
