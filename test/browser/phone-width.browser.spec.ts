// In a real browser at 390 × 844 (a phone, Europe/Rome): the working pages scroll only downwards, and the bell and the live indicator stay in the app bar.
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { UI_TIMEOUT_MS, useBrowserSessions, waitLive } from '../support/browser-session';
import { evaluateReading } from '../support/notifications';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const ORGANIZATION = 'Pocket Tours';

async function phonePage(): Promise<Page> {
  const context = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: PHONE, timezoneId: 'Europe/Rome', locale: 'en-US' });
  pool.contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto('/tours/all');
  await page.waitForURL(/\/sign-in/);
  await page.getByTestId('sign-in-name').fill('Pia Phone');
  await page.getByTestId('sign-in-email').fill('pia@example.com');
  await page.getByTestId('sign-in-organization-name').fill(ORGANIZATION);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL(/\/tours\/all$/);
  return page;
}

async function call(session: Session, method: string, url: string, body?: unknown) {
  const response = await api(pool.server, session, method, url, body);
  if (![200, 201, 202].includes(response.status)) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A tour of two days with a flight, a transfer and visits, a traveler on it, a guide assigned, and an open alert. */
async function seed(session: Session) {
  const rome = { name: 'Rome', lat: 41.9, lng: 12.5 };
  const florence = { name: 'Florence', lat: 43.77, lng: 11.25 };
  const tour = await call(session, 'POST', '/api/tours', { title: 'Rome, Florence and the Tuscan hill towns by coach and on foot', startDate: '2027-06-10', endDate: '2027-06-11', timezone: 'Europe/Rome' });
  const first = await call(session, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-06-10' });
  const second = await call(session, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-06-11' });
  const flight = { flightNumber: 'AZ610', from: 'LIS', to: 'FCO', scheduledDeparture: '2027-06-10T08:10', scheduledArrival: '2027-06-10T11:55' };
  await call(session, 'POST', `/api/tours/${tour.id}/days/${first.id}/segments`, { type: 'flight', title: 'Flight from Lisbon to Rome Fiumicino', flight });
  const visit = await call(session, 'POST', `/api/tours/${tour.id}/days/${first.id}/segments`, { type: 'activity', title: 'Guided visit of the Colosseum and the Roman Forum', startTime: '14:00', location: rome });
  await call(session, 'POST', `/api/tours/${tour.id}/days/${second.id}/segments`, { type: 'transfer', title: 'Coach to Florence', startTime: '09:00', transfer: { from: rome, to: florence, plannedDurationMinutes: 180 } });
  const traveler = await call(session, 'POST', '/api/travelers', {
    firstName: 'Maximiliana',
    lastName: 'Vandenberghe-Oliveira',
    email: 'maximiliana.vandenberghe-oliveira@example.com',
    phone: '+39 333 123 4567',
    nationality: 'BE',
    dateOfBirth: '1984-03-02',
    dietaryNotes: 'Vegetarian, no nuts',
  });
  await call(session, 'POST', `/api/travelers/${traveler.id}/tours/${tour.id}`);
  const staff = await call(session, 'POST', '/api/field-staff', { firstName: 'Giulia', lastName: 'Santangelo', email: 'giulia.santangelo@example.com', roles: ['guide'] });
  await call(session, 'POST', `/api/field-staff/${staff.id}/assignments`, { tourId: tour.id, role: 'guide', override: true });
  await evaluateReading(pool.server, session.orgId, { tourId: tour.id, subjectId: `${tour.id}/weather:${visit.id}`, value: 35 });
  return { tourId: tour.id as string, travelerId: traveler.id as string, staffId: staff.id as string };
}

/** How wide the page is (the document, not the window), after two frames to let the layout settle. */
const pageWidth = (page: Page) =>
  page.evaluate<number>('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))))');

async function expectInAppBar(page: Page, testId: string) {
  const element = page.getByTestId(testId);
  await element.waitFor();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(64);
}

describe('the working pages on a phone', () => {
  it('have no sideways page scroll at 390 px, and keep the bell and the live indicator visible', async () => {
    const page = await phonePage();
    const session: Session = { orgId: organizationIdOf(ORGANIZATION), userId: 'phone', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const { tourId, travelerId, staffId } = await seed(session);

    const pages: [string, string][] = [
      ['/tours/all', '[data-testid="tour-row"]'],
      ['/tools/notifications', '[data-testid="notifications-page"]'],
      ['/tools/monitoring', '[data-testid="monitoring-board"]'],
      [`/tours/edit/${tourId}`, '[data-testid="manifest-traveler"]'],
      [`/travelers/details/${travelerId}`, '[data-testid="traveler-tour"]'],
      ['/travelers/list', '[data-testid="traveler-row"]'],
      [`/field-staff/details/${staffId}`, '[data-testid="staff-details"]'],
      ['/field-staff/list', '[data-testid="staff-row"]'],
    ];
    const widths: Record<string, number> = {};
    for (const [path, content] of pages) {
      await page.goto(path);
      await page.locator(content).first().waitFor();
      if (path === '/tools/notifications') await page.getByTestId('notifications-page').locator('tbody tr').first().waitFor();
      await waitLive(page);
      await expectInAppBar(page, 'notification-badge');
      await expectInAppBar(page, 'live-status');
      widths[path] = await pageWidth(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/phone${path.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
    }
    expect(widths).toEqual(Object.fromEntries(pages.map(([path]) => [path, expect.any(Number)])));
    const tooWide = Object.entries(widths).filter(([, width]) => width > PHONE.width);
    expect(tooWide).toEqual([]);
  }, 120_000);
});
