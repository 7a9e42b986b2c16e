// In a real browser: an operator signs in locally and plans a tour; a second tab of the organization sees it live.
import { invitedPage, pageSession, signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

describe('planning a tour in the browser', () => {
  it('signs in locally, creates a tour with a day and a segment, and another tab sees it appear', async () => {
    const planner = await signedInPage(pool, 'Ada Planner', 'ada@example.com', 'Acme Travel');
    const colleague = await invitedPage(pool, await pageSession(planner), 'org:member', 'Bo Colleague', 'bo@example.com', 'Acme Travel');
    await colleague.getByTestId('live-status').and(colleague.locator('[data-connection="live"]')).waitFor();

    await planner.getByTestId('new-tour').click();
    await planner.waitForURL(/\/tours\/constructor$/);
    await planner.getByTestId('tour-title').fill('Dolomites by rail');
    await planner.getByTestId('tour-start-date').fill('2027-07-01');
    await planner.getByTestId('tour-end-date').fill('2027-07-03');
    await planner.getByTestId('create-tour-submit').click();
    await planner.waitForURL(/\/tours\/edit\/[0-9a-f-]{36}$/);

    await planner.getByTestId('day-date').fill('2027-07-01');
    await planner.getByTestId('day-title').fill('Arrival in Bolzano');
    await planner.getByTestId('day-submit').click();
    const day = planner.getByTestId('tour-day').filter({ hasText: 'Arrival in Bolzano' });
    await day.waitFor();

    await day.getByTestId('add-segment-button').click();
    await planner.getByTestId('segment-title').fill('Cable car to Renon');
    await planner.getByTestId('segment-start-time').fill('10:00');
    await planner.getByTestId('segment-submit').click();
    await day.getByTestId('tour-segment').filter({ hasText: 'Cable car to Renon' }).waitFor();

    // The colleague never reloads: the list follows the pushes.
    const row = colleague.getByTestId('tour-row').filter({ hasText: 'Dolomites by rail' });
    await row.waitFor({ timeout: 10_000 });
    await row.getByTestId('tour-row-segment-count').filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    expect(await row.getByTestId('tour-row-day-count').textContent()).toContain('1');

    await planner.goto('/tours/all');
    const plannerRow = planner.getByTestId('tour-row').filter({ hasText: 'Dolomites by rail' });
    await plannerRow.waitFor();
    expect(await plannerRow.getByTestId('tour-status').getAttribute('data-status')).toBe('DRAFT');
  });

  it('shows the not-found page with the path for an unknown route', async () => {
    const context = await pool.browser.newContext({ baseURL: pool.server.baseUrl });
    pool.contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('Page Not Found: /no/such/page').waitFor();
  });
});
