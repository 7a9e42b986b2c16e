// In a real browser: an operator finds any tour to share by searching, or shares it from its editor; an operator shares a tour, a traveler opens the link signed out on a phone and downloads its PDF, the operator sees the view and revokes it, and the traveler's page says it is no longer available.
import { writeFileSync } from 'node:fs';
import { api } from '../support/test-server';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('shared links in the browser', () => {
  it('creates a link, opens it signed out on a phone, downloads the PDF, revokes it and shows the 410 page', async () => {
    const page = await signedInPage(pool, 'Sara Share', 'sara@example.com', 'Open Road Tours');
    const session = { orgId: organizationIdOf('Open Road Tours'), userId: 'sara', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const post = async (url: string, body?: object) => {
      const response = await api(pool.server, session, 'POST', url, body);
      expect([url, response.status]).toEqual([url, 201]);
      return response.body.id as string;
    };
    const tourId = await post('/api/tours', { title: 'Amalfi coast by boat', description: 'Five villages, one boat, lemon groves.', startDate: '2030-06-02', endDate: '2030-06-03', timezone: 'Europe/Rome' });
    const dayOne = await post(`/api/tours/${tourId}/days`, { date: '2030-06-02', title: 'Positano', description: 'Arrive by ferry and settle in.' });
    const dayTwo = await post(`/api/tours/${tourId}/days`, { date: '2030-06-03', title: 'Amalfi and Ravello' });
    await post(`/api/tours/${tourId}/days/${dayOne}/segments`, { type: 'transfer', title: 'Ferry from Naples', startTime: '09:00', durationMinutes: 90, transfer: { from: { name: 'Naples Molo Beverello', lat: 40.838, lng: 14.256 }, to: { name: 'Positano pier', lat: 40.627, lng: 14.486 }, plannedDurationMinutes: 90 } });
    await post(`/api/tours/${tourId}/days/${dayOne}/segments`, { type: 'meal', title: 'Lunch at the beach', startTime: '12:30', location: { name: 'Spiaggia Grande', lat: 40.628, lng: 14.485 }, notes: 'Bring swimwear.' });
    await post(`/api/tours/${tourId}/days/${dayTwo}/segments`, { type: 'activity', title: 'Villa Rufolo gardens', startTime: '10:00', durationMinutes: 120 });
    await post(`/api/tours/${tourId}/days/${dayTwo}/segments`, {
      type: 'flight',
      title: 'Flight AZ1283 to Lisbon',
      flight: { flightNumber: 'AZ1283', from: 'FCO', to: 'LIS', scheduledDeparture: '2030-06-03T16:30', scheduledArrival: '2030-06-03T18:35' },
    });
    const settings = (await api(pool.server, session, 'GET', '/api/settings')).body;
    expect((await api(pool.server, session, 'PUT', '/api/settings/notifications', { ...settings.notifications, emergencyPhone: '+39 089 123 4567' })).status).toBe(200);
    const traveler = await post('/api/travelers', { firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.org', nationality: 'FR', dateOfBirth: '1985-09-12', passport: { number: 'P0SECRET1', expiry: '2033-01-01' }, medicalNotes: 'Asthma' });
    expect((await api(pool.server, session, 'POST', `/api/travelers/${traveler}/tours/${tourId}`)).status).toBeLessThan(300);

    await page.goto('/tools/shared-links');
    await page.getByText('No shared links').waitFor();
    await page.getByTestId('share-tour-open').click();
    await page.locator('[data-testid="share-tour"] option', { hasText: 'Amalfi coast by boat' }).waitFor({ state: 'attached' });
    await page.getByText('Travelers’ names').click();
    await page.getByText('Notes on segments').click();
    expect(await page.getByTestId('share-section-travelers').isChecked()).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/shared-links-create.png` });
    await page.getByTestId('share-create').click();
    const url = await page.getByTestId('created-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${pool.server.baseUrl}/share/[A-Za-z0-9_-]{43}$`));
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/shared-links-created.png` });
    await page.getByTestId('share-done').click();
    const row = page.getByTestId('shared-link-row');
    await row.getByText('Amalfi coast by boat').waitFor();
    await row.getByTestId('copy-link').waitFor();

    const phone = await pool.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, acceptDownloads: true });
    pool.contexts.push(phone);
    const traveler390 = await phone.newPage();
    traveler390.setDefaultTimeout(UI_TIMEOUT_MS);
    await traveler390.goto(url);
    await traveler390.getByTestId('itinerary-title').getByText('Amalfi coast by boat').waitFor();
    expect(await traveler390.getByTestId('itinerary-day').count()).toBe(2);
    await traveler390.getByText('Bring swimwear.').waitFor();
    await traveler390.getByTestId('itinerary-travelers').getByText('Léa Dubois').waitFor();
    await traveler390.getByTestId('itinerary-operator').getByText('Open Road Tours').waitFor();
    expect(await traveler390.getByTestId('itinerary-emergency-phone').getAttribute('href')).toBe('tel:+390891234567');
    const flight = traveler390.getByTestId('itinerary-segment').filter({ hasText: 'AZ1283' });
    expect(await flight.innerText()).toMatch(/16:30 FCO[\s\S]*Flight AZ1283 to Lisbon[\s\S]*16:30 FCO → 18:35 LIS/);
    const text = await traveler390.locator('body').innerText();
    expect(text).not.toMatch(/Flight Flight|revision|AZ1283 · /i);
    for (const secret of ['P0SECRET1', '1985-09-12', 'Asthma', 'lea@example.org']) expect(text).not.toContain(secret);
    expect(await traveler390.getByTestId('sign-in-submit').count()).toBe(0);
    const overflow = await traveler390.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    if (SCREENSHOTS) await traveler390.screenshot({ path: `${SCREENSHOTS}/shared-itinerary-phone.png`, fullPage: true });

    const [download] = await Promise.all([traveler390.waitForEvent('download', { timeout: 30_000 }), traveler390.getByTestId('download-pdf').click()]);
    expect(download.suggestedFilename()).toBe('Amalfi-coast-by-boat.pdf');
    const file = await new Promise<Buffer>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
    });
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(2000);
    if (SCREENSHOTS) writeFileSync(`${SCREENSHOTS}/shared-itinerary.pdf`, file);
    if (SCREENSHOTS) {
      await traveler390.emulateMedia({ media: 'print' });
      await traveler390.screenshot({ path: `${SCREENSHOTS}/shared-itinerary-print.png`, fullPage: true });
      await traveler390.emulateMedia({ media: 'screen' });
    }

    await row.getByTestId('shared-link-views').getByText('1', { exact: true }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/shared-links-list.png` });
    await row.getByTestId('revoke-link').click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Revoke' }).click();
    await page.locator('[data-testid="shared-link-row"][data-status="revoked"]').waitFor();

    await traveler390.reload();
    const gone = traveler390.locator('[data-testid="shared-unavailable"][data-status="410"][data-reason="revoked"]');
    await gone.getByText('This link is no longer available').waitFor();
    await gone.getByText(/withdrawn by the tour operator/).waitFor();
    if (SCREENSHOTS) await traveler390.screenshot({ path: `${SCREENSHOTS}/shared-itinerary-revoked-phone.png` });

    await traveler390.goto(`${pool.server.baseUrl}/share/${'Z'.repeat(43)}`);
    await traveler390.locator('[data-testid="shared-unavailable"][data-status="404"]').getByRole('heading', { name: 'Itinerary not found' }).waitFor();
    if (SCREENSHOTS) await traveler390.screenshot({ path: `${SCREENSHOTS}/shared-itinerary-unknown-phone.png` });

    if (SCREENSHOTS) {
      const pinned = await api(pool.server, session, 'POST', '/api/shared-links', { tourId, sections: ['itinerary', 'travelers', 'notes'], pinned: true });
      const desktop = await pool.browser.newContext({ viewport: { width: 1280, height: 900 } });
      pool.contexts.push(desktop);
      const wide = await desktop.newPage();
      await wide.goto(`${pool.server.baseUrl}${pinned.body.path}`);
      await wide.getByTestId('itinerary-title').waitFor();
      await wide.screenshot({ path: `${SCREENSHOTS}/shared-itinerary-desktop.png`, fullPage: true });
    }
  });

  it('finds any tour by its title among more than a page of tours, and the editor’s Share opens the dialog with its tour chosen', async () => {
    const page = await signedInPage(pool, 'Sam Search', 'sam@example.com', 'Many Tours Travel');
    const session = { orgId: organizationIdOf('Many Tours Travel'), userId: 'sam', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const create = async (title: string, startDate: string) => {
      const response = await api(pool.server, session, 'POST', '/api/tours', { title, startDate, endDate: startDate, timezone: 'Europe/Lisbon' });
      expect([title, response.status]).toEqual([title, 201]);
      return response.body.id as string;
    };
    for (let index = 1; index <= 55; index++) await create(`Algarve coast ${String(index).padStart(2, '0')}`, `2031-03-${String((index % 28) + 1).padStart(2, '0')}`);
    const past = await create('Zanzibar spice route', '2021-02-10');
    const options = page.locator('[data-testid="share-tour"] option');

    await page.goto('/tools/shared-links');
    await page.getByTestId('share-tour-open').click();
    await options.first().waitFor({ state: 'attached' });
    expect(await options.count()).toBe(50);
    expect((await options.allInnerTexts()).some((text) => text.includes('Zanzibar'))).toBe(false);
    await page.getByTestId('share-tour-search').fill('zanzibar');
    await page.locator('[data-testid="share-tour"] option', { hasText: 'Zanzibar spice route' }).waitFor({ state: 'attached' });
    expect(await options.count()).toBe(1);
    expect(await page.getByTestId('share-tour').inputValue()).toBe(past);
    await page.getByTestId('share-create').click();
    await page.getByTestId('created-link-url').waitFor();
    await page.getByTestId('share-done').click();
    await page.getByTestId('shared-link-row').getByText('Zanzibar spice route').waitFor();

    const last = (await api(pool.server, session, 'GET', '/api/tours?q=algarve%20coast%2055')).body.items[0].id as string;
    await page.goto(`/tours/edit/${last}`);
    await page.getByTestId('share-this-tour').click();
    await page.getByTestId('share-create').waitFor();
    expect(await page.getByTestId('share-tour').inputValue()).toBe(last);
    await page.getByTestId('share-create').click();
    expect(await page.getByTestId('created-link-url').inputValue()).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    const links = (await api(pool.server, session, 'GET', '/api/shared-links')).body.items as { tourId: string }[];
    expect(links.map((link) => link.tourId).sort()).toEqual([past, last].sort());
  });
});
