// In a real browser: a small season seeded through the API; each report draws its charts and tables, exports a table as CSV, keeps its filters in the address and prints without the navigation.
import type { Download, Page } from 'playwright-core';
import { api, eventually, type Session } from '../support/test-server';
import { waitInPage } from '../support/browser';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const REPORT_WAIT_MS = 15_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function downloadedText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function exportCsv(page: Page, table: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${table}`).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${table}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return (await downloadedText(download)).trim().split(/\r?\n/);
}

/** Waits until the API's report answers `ready` (the report projections catch up with the seeded events). */
async function reportReady<T>(session: Session, report: string, ready: (answer: T) => boolean): Promise<void> {
  await eventually(async () => {
    const answer = await api<T>(pool.server, session, 'GET', `/api/reports/${report}`);
    return answer.status === 200 && ready(answer.body) ? true : undefined;
  }, REPORT_WAIT_MS, `/api/reports/${report} showing the seeded season`);
}

describe('the report pages in the browser', () => {
  it('draw each report from a seeded season, export CSV, filter through the address and print without navigation', async () => {
    const page = await signedInPage(pool, 'Rita Reports', 'rita@example.com', 'Season Reports');
    const session = { orgId: organizationIdOf('Season Reports'), userId: 'rita', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const post = async (url: string, body?: object) => {
      const answer = await api(pool.server, session, 'POST', url, body);
      if (answer.status >= 300) throw new Error(`POST ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    const tour = async (title: string, start: number, end: number, statuses: string[]) => {
      const created = await post('/api/tours', { title, startDate: day(start), endDate: day(end), timezone: 'Europe/Lisbon' });
      for (const status of statuses) await post(`/api/tours/${created.id}/status`, { status });
      return created.id as string;
    };
    const traveler = async (firstName: string, nationality: string, dateOfBirth: string, notes: object = {}) =>
      (await post('/api/travelers', { firstName, lastName: 'Season', nationality, dateOfBirth, ...notes })).id as string;

    const lisbon = await tour('Lisbon in spring', -60, -57, ['PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED']);
    await tour('Porto weekend', -30, -29, ['PLANNED', 'CANCELLED']);
    const kyoto = await tour('Kyoto gardens', 20, 24, ['PLANNED', 'CONFIRMED']);
    const ana = await traveler('Ana', 'PT', '1980-04-02');
    const bruno = await traveler('Bruno', 'PT', '1995-09-14');
    const clara = await traveler('Clara', 'DE', '1958-01-20', { dietaryNotes: 'Vegetarian', medicalNotes: 'Asthma inhaler' });
    const dai = await traveler('Dai', 'JP', '2012-07-07');
    for (const [travelerId, tourId] of [[ana, lisbon], [bruno, lisbon], [clara, lisbon], [clara, kyoto], [dai, kyoto]]) await post(`/api/travelers/${travelerId}/tours/${tourId}`);
    const giulia = (await post('/api/field-staff', { firstName: 'Giulia', lastName: 'Guide', email: 'giulia@example.com', roles: ['guide'], languages: ['en', 'pt'], licences: [{ kind: 'guide', number: 'GL-1', expiry: '2035-12-31' }] })).id;
    for (const tourId of [lisbon, kyoto]) await post(`/api/field-staff/${giulia}/assignments`, { tourId, role: 'guide' });

    type Tours = { toursByMonth: { total: number }[] };
    await reportReady<Tours>(session, 'tour-performance', (answer) => answer.toursByMonth.reduce((sum, row) => sum + row.total, 0) === 3);
    await reportReady<{ staff: { staffId: string; toursWorked: number }[] }>(session, 'staff-performance', (answer) => answer.staff.some((row) => row.staffId === giulia && row.toursWorked === 2));
    await reportReady<{ travelers: number }>(session, 'traveler-insights', (answer) => answer.travelers === 4);

    // /reports opens tour performance: months stacked by status, a CSV of the same table, and a status filter kept in the address.
    await page.goto('/reports');
    await page.waitForURL(/\/reports\/tour-performance$/);
    await page.locator('[data-testid="chart-toursByMonth"] svg').waitFor();
    await page.locator('[data-testid="chart-toursByMonth"][aria-label]').waitFor();
    await page.getByTestId('table-toursByMonth').getByTestId('report-row').first().waitFor();
    await page.getByTestId('report-source').filter({ hasText: /Up to date as of (just now|\d+ min ago)/ }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/report-tour-performance.png`, fullPage: true });
    const months = await exportCsv(page, 'toursByMonth');
    expect(months[0]).toMatch(/month/i);
    expect(months.some((line) => line.startsWith(day(-60).slice(0, 7)))).toBe(true);
    await page.getByTestId('report-status-COMPLETED').click();
    await page.waitForURL(/status=COMPLETED/);
    // A string, since this file is also typechecked without the DOM library.
    await waitInPage(page, `[...document.querySelectorAll('[data-testid="table-toursByMonth"] [data-testid="report-row"] td:last-child')].reduce((sum, cell) => sum + Number(cell.textContent), 0) === 1`);
    await page.reload();
    await page.locator('[data-testid="report-status-COMPLETED"][aria-pressed="true"]').waitFor();

    // Staff performance: the member's row, the utilisation chart, and the staff table as CSV.
    await page.goto('/reports/staff-performance');
    await page.locator('[data-testid="chart-utilisation"] svg').waitFor();
    await page.getByTestId('table-staff').getByTestId('report-row').filter({ hasText: 'Giulia Guide' }).waitFor();
    // At 1440 px every column shows, the last one (tracking coverage) included: nothing hides behind the card's edge.
    const staffTable = await page.getByTestId('table-staff').evaluate((table) => {
      const card = table.closest('[data-testid="section-staff"]') ?? table.parentElement!;
      return { table: Math.round(table.getBoundingClientRect().right), card: Math.round(card.getBoundingClientRect().right), lastHeading: table.querySelector('th:last-child')?.textContent };
    });
    expect(staffTable.lastHeading).toBe('Tracking coverage');
    expect(staffTable.table).toBeLessThanOrEqual(staffTable.card);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/report-staff-performance.png`, fullPage: true });
    const staff = await exportCsv(page, 'staff');
    expect(staff.length).toBeGreaterThanOrEqual(2);
    expect(staff.slice(1).some((line) => line.includes('Giulia'))).toBe(true);

    // Traveler insights: nationalities, repeat travelers, the upcoming tour's needs (also as CSV), a nationality filter.
    await page.goto('/reports/traveler-insights');
    await page.locator('[data-testid="chart-nationalities"] svg').waitFor();
    await page.getByTestId('table-upcomingNeeds').getByTestId('report-row').filter({ hasText: 'Kyoto gardens' }).filter({ hasText: 'Asthma inhaler' }).waitFor();
    expect(await page.getByTestId('figure-repeat').innerText()).toMatch(/^1\s/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/report-traveler-insights.png`, fullPage: true });
    const needs = await exportCsv(page, 'upcomingNeeds');
    expect(needs.length).toBeGreaterThanOrEqual(2);
    expect(needs.slice(1).some((line) => line.includes('Kyoto gardens') && line.includes('Asthma inhaler'))).toBe(true);
    await page.getByTestId('report-nationality').selectOption('PT');
    await page.waitForURL(/nationality=PT/);
    await waitInPage(page, `document.querySelectorAll('[data-testid="table-nationalities"] [data-testid="report-row"]').length === 1`);
    expect(await page.getByTestId('table-nationalities').getByTestId('report-row').allInnerTexts()).toEqual([expect.stringMatching(/^Portugal \(PT\)\s+2\s/)]);

    // The printable view: navigation, app bar and controls hidden, the charts and tables still there.
    await page.emulateMedia({ media: 'print' });
    await page.locator('#navigation-drawer').waitFor({ state: 'hidden' });
    await page.locator('.app-bar').waitFor({ state: 'hidden' });
    await page.getByTestId('report-controls').waitFor({ state: 'hidden' });
    await page.getByTestId('report-print').waitFor({ state: 'hidden' });
    await page.locator('[data-testid="chart-nationalities"] svg').waitFor({ state: 'visible' });
    await page.getByTestId('table-nationalities').waitFor({ state: 'visible' });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/report-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.locator('.app-bar').waitFor({ state: 'visible' });
  });
});
