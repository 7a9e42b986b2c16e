// In a real browser: an operator registers a traveler through the form, is warned of a duplicate, adds the traveler to a tour and sees the manifest.
import { api } from '../support/test-server';
import { pageSession, signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

describe('travelers and a tour manifest in the browser', () => {
  it('creates a traveler through /travelers/edit/create, assigns them to a tour and sees them on the manifest', async () => {
    const page = await signedInPage(pool, 'Ada Operator', 'ada@example.com', 'Manifest Travel');
    const session = await pageSession(page);
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Azores hiking', startDate: '2030-05-10', endDate: '2030-05-17', timezone: 'Atlantic/Azores' })).body;

    await page.goto('/travelers/create');
    await page.waitForURL(/\/travelers\/edit\/create$/);
    await page.getByTestId('traveler-first-name').fill('Inês');
    await page.getByTestId('traveler-last-name').fill('Carvalho');
    await page.getByTestId('traveler-nationality').selectOption('PT');
    await page.getByTestId('traveler-date-of-birth').fill('1985-03-09');
    await page.getByTestId('traveler-email').fill('ines.carvalho@example.pt');
    await page.getByTestId('traveler-passport-number').fill('CB123456');
    await page.getByTestId('traveler-passport-expiry').fill('2029-01-31');
    await page.getByTestId('traveler-dietary-notes').fill('No shellfish.');
    await page.getByTestId('traveler-submit').click();

    // The passport expires before the tour ends, which the manifest flags; the traveler's page shows the full number to an admin.
    await page.waitForURL(/\/travelers\/details\/[0-9a-f-]{36}$/);
    const travelerId = page.url().split('/').at(-1)!;
    await page.getByTestId('traveler-passport').filter({ hasText: 'CB123456' }).waitFor();

    // The same person again: the form warns, lists the match, and registers nobody until "Create anyway".
    await page.goto('/travelers/edit/create');
    await page.getByTestId('traveler-first-name').fill('Ines');
    await page.getByTestId('traveler-last-name').fill('CARVALHO');
    await page.getByTestId('traveler-nationality').selectOption('PT');
    await page.getByTestId('traveler-date-of-birth').fill('1985-03-09');
    await page.getByTestId('traveler-submit').click();
    await page.locator(`[data-testid="duplicate-match"][data-traveler-id="${travelerId}"]`).filter({ hasText: 'Inês Carvalho' }).waitFor();
    await page.getByTestId('traveler-cancel').click();
    await page.waitForURL(/\/travelers\/list$/);
    await page.getByTestId('traveler-row').first().waitFor();
    expect(await page.getByTestId('traveler-row').count()).toBe(1);

    // On the tour's editor: add her from the manifest panel's search.
    await page.goto(`/tours/edit/${tour.id}`);
    const manifest = page.getByTestId('tour-manifest');
    await manifest.waitFor();
    await manifest.getByTestId('manifest-add-traveler').click();
    await manifest.getByTestId('manifest-traveler-search').fill('carvalho');
    await manifest.locator(`[data-testid="manifest-search-result"][data-traveler-id="${travelerId}"]`).getByTestId('manifest-assign').click();
    const row = manifest.locator(`[data-testid="manifest-traveler"][data-traveler-id="${travelerId}"]`);
    await row.filter({ hasText: 'Carvalho, Inês' }).waitFor();
    await manifest.getByTestId('manifest-counts').filter({ hasText: "1 passport expires by the tour's end" }).waitFor();
    await page.locator('[data-testid="tour-manifest"][data-traveler-count="1"]').waitFor();

    // The traveler's page lists the tour among the upcoming ones, linking to its editor.
    await page.goto(`/travelers/details/${travelerId}`);
    const upcoming = page.getByTestId('traveler-upcoming-tours').locator(`[data-testid="traveler-tour"][data-tour-id="${tour.id}"]`);
    await upcoming.filter({ hasText: 'Azores hiking' }).waitFor();
    await page.locator('[data-testid="traveler-history-entry"][data-type="TravelerAssignedToTour"]').filter({ hasText: 'Put the traveler on the tour “Azores hiking”.' }).waitFor();
    if (process.env.SCREENSHOT_DIR) await page.getByTestId('traveler-history').screenshot({ path: `${process.env.SCREENSHOT_DIR}/traveler-history.png` });
  });
});
