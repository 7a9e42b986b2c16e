// In a real browser after `npm run seed:demo` (a reduced season): the overview of organization Demo shows non-zero figures whose links open exactly the lists they count, the map shows today's tours and staff, and each report draws its charts from non-zero data.
import type { Page } from 'playwright-core';
import type { OverviewView } from '@tourops/contracts';
import { SEVERITIES } from '@tourops/domain';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { waitInPage } from '../support/browser';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { api, eventually, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** 40 tours place one (besides the running one) two days ahead, its flight within monitoring's 72 hours at any time of day; fewer travelers and staff keep the run short. */
const REDUCED_SEASON = ['--tours', '40', '--travelers', '60', '--staff', '4', '--quiet'];
const CATCH_UP_MS = 20_000;

const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/demo-${name}.png`, fullPage: true });
};

/** The overview through the API once the projections show the seeded day: every figure above zero. */
async function seededOverview(session: Session): Promise<OverviewView> {
  return eventually(
    async () => {
      const { status, body } = await api<OverviewView>(pool.server, session, 'GET', '/api/dashboard/overview');
      const figures = [body.tours.runningToday, body.tours.departingNext7Days, body.travelersOnTourToday, body.staffInField.count, body.flights.monitored, body.notifications.total];
      return status === 200 && figures.every((figure) => figure > 0) ? body : undefined;
    },
    CATCH_UP_MS,
    'an overview of the seeded season with every figure above zero',
  );
}

/** Opens the overview, checks the figure shows `count`, follows its link and answers the page at the list it opened. */
async function follow(page: Page, testId: string, count: number, url: RegExp): Promise<Page> {
  await page.goto('/dashboard/overview');
  await page.getByTestId(`${testId}-value`).filter({ hasText: new RegExp(`^${count.toLocaleString('en-US')}$`) }).waitFor();
  await page.getByTestId(testId).click();
  await page.waitForURL(url);
  return page;
}

/** Waits until exactly `count` items of `selector` are listed. */
async function listed(page: Page, selector: string, count: number): Promise<void> {
  const shown = `document.querySelectorAll(${JSON.stringify(selector)}).length`;
  try {
    await waitInPage(page, `${shown} === ${count}`);
  } catch (error) {
    throw new Error(`${page.url()} lists ${await page.evaluate<number>(shown)} of ${selector}, the overview counted ${count}: ${(error as Error).message}`);
  }
}

/** Waits for a report chart drawn as SVG, and answers its ARIA description. */
async function drawnChart(page: Page, testId: string): Promise<string> {
  const chart = page.locator(`[data-testid="${testId}"][aria-label]`);
  await chart.locator('svg').waitFor();
  await waitInPage(page, `document.querySelectorAll('[data-testid="${testId}"] svg path').length > 2`);
  return (await chart.getAttribute('aria-label')) ?? '';
}

describe('the demo season in the browser', () => {
  it('shows on the overview non-zero figures whose links open the right lists, today’s tours and staff on the map, and every report’s charts', async () => {
    const seeding = Date.now();
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    console.info(`seed:demo ${REDUCED_SEASON.join(' ')}: ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });

    // The seed invited Dana as an administrator of Demo (scripts/demo-season/demo-team.mjs).
    const page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const session = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    expect(session.orgId).toBe('org_demo');
    const overview = await seededOverview(session);

    await page.goto('/');
    await page.waitForURL('**/dashboard/overview');
    await page.getByTestId('figure-running-today-value').filter({ hasText: String(overview.tours.runningToday) }).waitFor();
    await page.getByTestId('staff-in-field').first().waitFor();
    await page.getByTestId('timeline-lane').first().waitFor();
    await shoot(page, 'overview');

    await follow(page, 'figure-running-today', overview.tours.runningToday, /\/tours\/all\?period=running-today$/);
    await listed(page, '[data-testid="tour-row"]', overview.tours.runningToday);
    await follow(page, 'figure-departing', overview.tours.departingNext7Days, /\/tours\/all\?period=departing-next-7-days$/);
    await listed(page, '[data-testid="tour-row"]', overview.tours.departingNext7Days);
    await follow(page, 'figure-travelers', overview.travelersOnTourToday, /\/travelers\/list\?tourPeriod=running-today$/);
    await listed(page, '[data-testid="traveler-row"]', overview.travelersOnTourToday);
    await follow(page, 'figure-staff', overview.staffInField.count, /\/field-staff\/tracking\?onAssignment=true$/);
    await listed(page, '[data-testid="tracked-member"]', overview.staffInField.count);
    await shoot(page, 'staff-in-field');
    await follow(page, 'figure-flights', overview.flights.monitored, /\/tools\/monitoring\?kind=flight$/);
    // Calm flights are folded into a line per tour: shown, every monitored flight is listed.
    await page.getByTestId('monitoring-tour').first().waitFor();
    for (const toggle of await page.getByTestId('monitoring-calm-toggle').all()) await toggle.click();
    await listed(page, '[data-testid="monitoring-subject"][data-kind="flight"]', overview.flights.monitored);
    expect(await page.locator('[data-testid="monitoring-subject"]:not([data-kind="flight"])').count()).toBe(0);

    const raised = SEVERITIES.filter((level) => overview.notifications.open[level] > 0);
    expect(raised.length).toBeGreaterThan(0);
    for (const level of raised) {
      await page.goto('/dashboard/overview');
      await page.locator(`[data-testid="severity-figure"][data-level="${level}"]`).click();
      await page.waitForURL(new RegExp(`/tools/notifications\\?severity=${level}$`));
      await listed(page, `[data-testid="notification-row"][data-level="${level}"]`, overview.notifications.open[level]);
      expect(await page.getByTestId('notification-row').count()).toBe(overview.notifications.open[level]);
    }
    await shoot(page, 'inbox');

    await page.goto('/dashboard/map');
    await page.locator('[data-testid="map-tour-count"]:not([data-count="0"])').waitFor();
    await page.locator('[data-testid="map-staff-count"]:not([data-count="0"])').waitFor();
    await page.getByTestId('map-tour').first().waitFor();
    await shoot(page, 'map');

    const report = async (name: string) => (await api(pool.server, session, 'GET', `/api/reports/${name}`)).body;
    const tours = await report('tour-performance');
    const sum = (rows: { total: number }[]) => rows.reduce((total, row) => total + row.total, 0);
    const figures = { tours: sum(tours.toursByMonth), notifications: sum(tours.notifications), acknowledged: tours.responseTimes.acknowledge.count, delayed: tours.delayBySegmentType.filter((row: { segments: number }) => row.segments > 0).length };
    expect(Object.entries(figures).filter(([, value]) => value === 0)).toEqual([]);
    expect((await report('staff-performance')).staff.filter((row: { toursWorked: number }) => row.toursWorked > 0).length).toBeGreaterThan(0);
    expect((await report('traveler-insights')).travelers).toBeGreaterThan(0);

    const charts = {
      'tour-performance': ['chart-toursByMonth', 'chart-onTime', 'chart-delayBySegmentType', 'chart-notifications', 'chart-responseTimes'],
      'staff-performance': ['chart-utilisation', 'chart-trackingCoverage'],
      'traveler-insights': ['chart-nationalities', 'chart-ageBands', 'chart-repeat'],
    };
    for (const [report, testIds] of Object.entries(charts)) {
      await page.goto(`/reports/${report}`);
      await page.locator(`[data-testid="report-${report}"][data-state="ready"]`).waitFor();
      for (const testId of testIds) expect({ testId, description: await drawnChart(page, testId) }).toEqual({ testId, description: expect.stringMatching(/The data is as follows|The first \d+ items are/) });
      expect(await page.locator(`[data-testid="report-${report}"] [data-testid="report-row"]`).count()).toBeGreaterThan(0);
      await shoot(page, `report-${report}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
