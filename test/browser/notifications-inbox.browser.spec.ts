// In a real browser: a crossing raised by the monitor appears live (toast, badge, inbox) with its explanation; the operator acknowledges it, and dismisses another in bulk with a reason.
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { evaluateReading } from '../support/notifications';
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();
/** A folder to save screenshots in, to look at the page (not part of the assertions). */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('the notifications inbox in the browser', () => {
  it('shows a crossing live with its explanation and history, and records who acknowledged and who dismissed', async () => {
    const page = await signedInPage(pool, 'Olga Operator', 'olga@example.com', 'Gale Watch');
    const orgId = organizationIdOf('Gale Watch');
    await page.goto('/tools/notifications');
    await page.getByText('No notifications').waitFor();

    const wind = await evaluateReading(pool.server, orgId, { tourId: 'tour-coast', value: 52 });
    const row = page.locator(`[data-testid="notification-row"][data-id="${wind.id}"]`);
    await row.and(page.locator('[data-level="ALERT"]')).waitFor();
    await row.getByText('52 km/h (simulated)').waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'ALERT: Wind (sustained, 10 m) 52 km/h (simulated)' }).waitFor();
    await page.locator('[data-testid="notification-badge"][data-open="1"]').waitFor();

    await row.click();
    const explanation = page.getByTestId('notification-explanation');
    await explanation.getByText('ALERT threshold: 50 km/h, reached at or above it.').waitFor();
    await explanation.getByTestId('simulated').waitFor();
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
});
