// In a real browser: / opens the overview; its figures count what was seeded through the API, each link opens the list of exactly those items, a notification raised live moves the counts without a reload, and its JavaScript stays within budget.
import zlib from 'node:zlib';
import { dayLabel } from '@tourops/domain';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { evaluateReading } from '../support/notifications';
import { api, type Session } from '../support/test-server';
import { signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';

const pool = useBrowserSessions({ MONITOR_TICK_MS: '100' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const BUDGET_BYTES = 250 * 1024;
const dateIn = (timeZone: string, days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));

async function seed(session: Session) {
  const lisbon = dateIn('Europe/Lisbon');
  const harbour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Harbour walk', startDate: lisbon, endDate: dateIn('Europe/Lisbon', 1), timezone: 'Europe/Lisbon', status: 'PLANNED' })).body;
  const kyoto = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Kyoto temples', startDate: dateIn('Asia/Tokyo', 3), endDate: dateIn('Asia/Tokyo', 6), timezone: 'Asia/Tokyo', status: 'PLANNED' })).body;
  await api(pool.server, session, 'POST', '/api/tours', { title: 'Someday draft', startDate: lisbon, endDate: lisbon, timezone: 'Europe/Lisbon' });
  const day = (await api(pool.server, session, 'POST', `/api/tours/${harbour.id}/days`, { date: lisbon, title: 'Alfama' })).body;
  for (const [type, title, startTime] of [['activity', 'Alfama on foot', '09:00'], ['meal', 'Lunch at the market', '12:30'], ['activity', 'Tram 28', '15:00']])
    expect((await api(pool.server, session, 'POST', `/api/tours/${harbour.id}/days/${day.id}/segments`, { type, title, startTime, durationMinutes: 120 })).status).toBe(201);
  for (const [firstName, tourId] of [['Inês', harbour.id], ['Joaquim', harbour.id], ['Kenji', kyoto.id]]) {
    const traveler = (await api(pool.server, session, 'POST', '/api/travelers', { firstName, lastName: 'Viajante', nationality: 'PT', dateOfBirth: '1975-05-05' })).body;
    expect((await api(pool.server, session, 'POST', `/api/travelers/${traveler.id}/tours/${tourId}`)).status).toBeLessThan(300);
  }
  const guide = (await api(pool.server, session, 'POST', '/api/field-staff', { firstName: 'Rita', lastName: 'Guia', email: 'rita@example.com', roles: ['guide'] })).body;
  expect((await api(pool.server, session, 'POST', `/api/field-staff/${guide.id}/assignments`, { tourId: harbour.id, role: 'guide', override: true })).status).toBe(201);
  await api(pool.server, session, 'POST', '/api/field-staff', { firstName: 'Off', lastName: 'Duty', email: 'off@example.com', roles: ['guide'] });
  const token = (await api(pool.server, session, 'POST', `/api/field-staff/${guide.id}/device-tokens`, { label: 'Phone' })).body.token;
  const at = new Date(Date.now() - 120_000).toISOString();
  expect((await api(pool.server, { token, orgId: '', userId: '' }, 'POST', `/api/field-staff/${guide.id}/positions`, { positions: [{ at, lat: 38.711, lng: -9.13 }] })).status).toBeLessThan(300);
  await evaluateReading(pool.server, session.orgId, { tourId: harbour.id, subjectId: `${harbour.id}/weather:${day.id}`, value: 75 });
  return { harbour, kyoto, day };
}

const figure = (page: import('playwright-core').Page, testId: string) => page.getByTestId(`${testId}-value`);
const severity = (page: import('playwright-core').Page, level: string) => page.locator(`[data-testid="severity-figure"][data-level="${level}"] [data-testid="severity-count"]`);

describe('the overview in the browser', () => {
  it('counts the seeded day, links every figure to exactly its items, and follows a live notification without a reload', async () => {
    const page = await signedInPage(pool, 'Otto Overview', 'otto@example.com', 'Overview Day');
    const session = { orgId: organizationIdOf('Overview Day'), userId: 'otto', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const { harbour, kyoto, day } = await seed(session);

    await page.goto('/');
    await page.waitForURL('**/dashboard/overview');
    await figure(page, 'figure-running-today').filter({ hasText: /^1$/ }).waitFor();
    await figure(page, 'figure-departing').filter({ hasText: /^1$/ }).waitFor();
    await figure(page, 'figure-travelers').filter({ hasText: /^2$/ }).waitFor();
    await figure(page, 'figure-staff').filter({ hasText: /^1$/ }).waitFor();
    await severity(page, 'CRITICAL').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('staff-in-field').filter({ hasText: 'Rita Guia' }).getByTestId('last-seen').filter({ hasText: /min ago|s ago/ }).waitFor();
    const lane = page.locator(`[data-testid="timeline-lane"][data-tour-id="${harbour.id}"]`);
    expect(await lane.getByTestId('timeline-segment').allTextContents()).toEqual(['09:00 Alfama on foot', '12:30 Lunch at the market', '15:00 Tram 28']);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/overview.png`, fullPage: true });

    await waitLive(page);
    await page.evaluate('window.stayedLoaded = true');
    await evaluateReading(pool.server, session.orgId, { tourId: harbour.id, subjectId: `${harbour.id}/weather:${day.id}:rain`, measure: 'weather.precipitation', value: 6 });
    await severity(page, 'WARNING').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('open-notifications-total').filter({ hasText: /^2$/ }).waitFor();
    expect(await page.evaluate<boolean>('window.stayedLoaded === true')).toBe(true);

    const opens = async (testId: string, url: RegExp) => {
      await page.goto('/dashboard/overview');
      await page.getByTestId(testId).click();
      await page.waitForURL(url);
    };
    await opens('figure-running-today', /\/tours\/all\?period=running-today$/);
    await page.locator(`[data-testid="tour-row"][data-tour-id="${harbour.id}"]`).waitFor();
    expect(await page.getByTestId('tour-row').count()).toBe(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/overview-running-today.png` });

    await opens('figure-departing', /\/tours\/all\?period=departing-next-7-days$/);
    await page.locator(`[data-testid="tour-row"][data-tour-id="${kyoto.id}"]`).waitFor();
    expect(await page.getByTestId('tour-row').count()).toBe(1);

    await opens('figure-travelers', /\/travelers\/list\?tourPeriod=running-today$/);
    await page.getByTestId('traveler-list').getByText('Joaquim').waitFor();
    const rows = await page.getByTestId('traveler-list').locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.includes('Inês')).length + rows.filter((row) => row.includes('Joaquim')).length).toBe(2);

    await opens('figure-staff', /\/field-staff\/tracking\?onAssignment=true$/);
    await page.getByTestId('tracked-member').filter({ hasText: 'Rita' }).waitFor();
    expect(await page.getByTestId('tracked-member').count()).toBe(1);

    await page.goto('/dashboard/overview');
    await page.locator('[data-testid="severity-figure"][data-level="CRITICAL"]').click();
    await page.waitForURL(/\/tools\/notifications\?severity=CRITICAL$/);
    await page.locator('[data-testid="notification-row"][data-level="CRITICAL"]').waitFor();
    expect(await page.getByTestId('notification-row').count()).toBe(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/overview-critical-inbox.png` });

    await opens('figure-flights', /\/tools\/monitoring\?kind=flight$/);
    await page.getByTestId('monitoring-board').waitFor();
  });

  it('shows a monitored flight of a tour departing this week with its delay and level', async () => {
    const page = await signedInPage(pool, 'Fay Flights', 'fay@example.com', 'Overview Flights', { timezoneId: 'America/Los_Angeles' });
    const session = { orgId: organizationIdOf('Overview Flights'), userId: 'fay', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tomorrow = dateIn('Europe/Rome', 1);
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Rome to Lisbon', startDate: tomorrow, endDate: tomorrow, timezone: 'Europe/Rome', status: 'PLANNED' })).body;
    const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: tomorrow, title: 'Fly' })).body;
    const flight = { flightNumber: 'TP841', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'flight', title: 'TP841 to Lisbon', flight })).status).toBe(201);
    expect((await api(pool.server, session, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'TP841', departureDateLocal: tomorrow, departureDelayMinutes: 40, arrivalDelayMinutes: 25 })).status).toBe(200);
    await page.goto('/dashboard/overview');
    await figure(page, 'figure-flights').filter({ hasText: /^0$/ }).waitFor();
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/status`, { status: 'CONFIRMED' })).status).toBe(200);
    const row = page.locator('[data-testid="overview-flight"][data-level="ALERT"]');
    await row.getByTestId('departure-delay').filter({ hasText: '+40 min' }).waitFor();
    await row.getByText('TP841').waitFor();
    // From Los Angeles, the schedule reads on its airports' clocks.
    expect(await row.getByTestId('flight-schedule').textContent()).toBe(`${dayLabel(tomorrow)} 10:00 FCO → 12:05 LIS`);
    await figure(page, 'figure-flights').filter({ hasText: /^1$/ }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/overview-flights.png`, fullPage: true });
  });

  it('loads at most 250 KB of gzipped JavaScript on a first visit to /dashboard/overview, without deck.gl or ECharts', async () => {
    const signedIn = await signedInPage(pool, 'Bea Budget', 'bea@example.com', 'Overview Budget');
    const page = await signedIn.context().newPage();
    const loading: Promise<{ url: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loading.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto('/dashboard/overview', { waitUntil: 'networkidle' });
    await page.getByTestId('figure-running-today').waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(loading);
    const total = scripts.reduce((sum, script) => sum + zlib.gzipSync(script.body).length, 0);
    console.info(`/dashboard/overview initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(scripts.filter((script) => /deck|luma|echarts|zrender/i.test(script.url) || /luma\.gl|zrender/.test(script.body.toString('utf8'))).map((script) => script.url)).toEqual([]);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
