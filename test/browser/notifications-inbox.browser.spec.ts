// In a real browser: a crossing raised by the monitor appears live (toast, badge, inbox) with its explanation; the operator acknowledges it, and dismisses another in bulk with a reason;
// each says its tour and subject with the time on the tour's clock (the browser in Los Angeles), most urgent first, filtered by tour and day.
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { evaluateReading } from '../support/notifications';
import { pageSession, signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';
import { api } from '../support/test-server';

const pool = useBrowserSessions();
/** A folder to save screenshots in, to look at the page (not part of the assertions). */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('the notifications inbox in the browser', () => {
  it('shows a crossing live with its explanation and history, and records who acknowledged and who dismissed', async () => {
    const page = await signedInPage(pool, 'Olga Operator', 'olga@example.com', 'Gale Watch');
    const orgId = organizationIdOf('Gale Watch');
    await page.goto('/tools/notifications');
    await page.getByText('No notifications').waitFor();
    await waitLive(page); // a crossing raised before the page listens is read, not announced

    const wind = await evaluateReading(pool.server, orgId, { tourId: 'tour-coast', value: 52 });
    const row = page.locator(`[data-testid="notification-row"][data-id="${wind.id}"]`);
    await row.and(page.locator('[data-level="ALERT"]')).waitFor();
    await row.getByText('52 km/h (simulated)').waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'ALERT: Wind (sustained, 10 m) 52 km/h · Weather at a removed segment · a removed tour (simulated data)' }).waitFor();
    await page.locator('[data-testid="notification-badge"][data-open="1"]').waitFor();

    await row.click();
    const explanation = page.getByTestId('notification-explanation');
    await explanation.getByText('ALERT threshold: 50 km/h, reached at or above it.').waitFor();
    await explanation.getByTestId('notification-provider').filter({ hasText: /^simulated data$/ }).waitFor();
    // The history below the explanation is the histories' own page part, not checked here.
    expect((await explanation.locator(':scope > p').allInnerTexts()).join('\n')).not.toMatch(/simulated simulated|weather\.windSpeed|tour-coast|revision \d/);
    await page.getByTestId('acknowledge').click();
    await page.getByTestId('note-text').fill('Called the coach company: they wait');
    await page.getByTestId('note-confirm').click();
    await row.and(page.locator('[data-status="ACKNOWLEDGED"]')).waitFor();
    await explanation.getByTestId('notification-history-entry').filter({ hasText: 'Olga Operator' }).filter({ hasText: 'Acknowledged the notification: “Called the coach company: they wait”.' }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/notifications-inbox.png` });

    const rain = await evaluateReading(pool.server, orgId, { tourId: 'tour-coast', measure: 'weather.precipitation', value: 6 });
    const rainRow = page.locator(`[data-testid="notification-row"][data-id="${rain.id}"]`);
    await rainRow.and(page.locator('[data-level="WARNING"]')).waitFor();
    await page.locator('[data-testid="notification-badge"][data-open="2"]').waitFor();
    await rainRow.getByTestId('notification-select').check({ force: true }); // Blueprint hides the input behind its styled box
    await page.getByTestId('bulk-dismiss').click();
    await page.getByTestId('note-text').fill('Indoor programme that day');
    await page.getByTestId('note-confirm').click();
    await rainRow.waitFor({ state: 'detached' });
    await page.locator('[data-testid="notification-badge"][data-open="1"]').waitFor();

    await page.getByTestId('filter-status').selectOption({ label: 'Closed' });
    await rainRow.and(page.locator('[data-status="DISMISSED"]')).waitFor();
  });

  it('says each notification’s tour and subject, times on the tour’s clock, most urgent first, and filters by tour and day', async () => {
    const page = await signedInPage(pool, 'Rita Rome', 'rita@example.com', 'Rome Desk', { timezoneId: 'America/Los_Angeles' });
    const orgId = organizationIdOf('Rome Desk');
    const planner = await pageSession(page);
    const tour = (await api(pool.server, planner, 'POST', '/api/tours', { title: 'Rome long weekend', startDate: '2026-11-28', endDate: '2026-11-28', timezone: 'Europe/Rome' })).body;
    const day = (await api(pool.server, planner, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-11-28', title: 'Home' })).body;
    const added = await api(pool.server, planner, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, {
      type: 'flight',
      title: 'Flight AZ610 FCO–LIS',
      flight: { flightNumber: 'AZ610', from: 'FCO', to: 'LIS', scheduledDeparture: '2026-11-28T10:00', scheduledArrival: '2026-11-28T11:50' },
    });
    expect(added.status).toBe(201);
    const segmentId = (await api(pool.server, planner, 'GET', `/api/tours/${tour.id}?minPosition=${added.body.position}`)).body.days[0].segments[0].id;

    await page.goto('/tools/notifications');
    await page.getByText('No notifications').waitFor();
    await waitLive(page); // a crossing raised before the page listens is read, not announced
    const wind = await evaluateReading(pool.server, orgId, { tourId: 'tour-elsewhere', value: 35 });
    const delay = await evaluateReading(pool.server, orgId, { tourId: tour.id, subjectId: `${tour.id}/flight:${segmentId}`, measure: 'flight.departureDelay', value: 65 });
    const row = page.locator(`[data-testid="notification-row"][data-id="${delay.id}"]`);
    await row.getByTestId('notification-tour').filter({ hasText: /^Rome long weekend$/ }).waitFor();
    await row.getByTestId('notification-subject').filter({ hasText: /^AZ610 FCO→LIS, Sat 28 Nov 10:00 Rome$/ }).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'CRITICAL: Departure delay 65 min · AZ610 FCO→LIS, Sat 28 Nov 10:00 Rome · Rome long weekend (simulated data)' }).waitFor();
    const windRow = page.locator(`[data-testid="notification-row"][data-id="${wind.id}"]`);
    await windRow.getByTestId('notification-tour').filter({ hasText: /^a removed tour$/ }).waitFor();
    expect(await page.getByTestId('notification-row').evaluateAll((rows) => rows.map((element) => element.getAttribute('data-id')))).toEqual([delay.id, wind.id]);
    await row.locator('time').filter({ hasText: /ago|just now|now/ }).waitFor();

    await row.click();
    const explanation = page.getByTestId('notification-explanation');
    await explanation.getByTestId('notification-about').filter({ hasText: 'AZ610 FCO→LIS, Sat 28 Nov 10:00 Rome · Rome long weekend · day Sat 28 Nov' }).waitFor();
    await explanation.getByText('CRITICAL threshold: 60 min, reached at or above it.').waitFor();
    expect((await explanation.locator(':scope > p').allInnerTexts()).join('\n')).not.toMatch(/flight\.departureDelay|simulated simulated|\/flight:|revision \d/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/notifications-inbox-tour-subject.png` });

    await page.getByTestId('filter-day').fill('2026-11-28');
    await windRow.waitFor({ state: 'detached' });
    await row.waitFor();
    await page.getByTestId('filter-day').fill('');
    await windRow.waitFor();
    await page.getByTestId('filter-tour').selectOption({ label: 'Rome long weekend' });
    await windRow.waitFor({ state: 'detached' });
    expect(await page.getByTestId('notification-row').count()).toBe(1);
  });
});
