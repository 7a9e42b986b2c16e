// In a real browser: a confirmed tour's flight tomorrow is on the monitoring board; a 35-minute delay found by "check now" turns it ALERT live, with a toast; 65 minutes, CRITICAL; the full list sorts and exports it.
import { api } from '../support/test-server';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions({ MONITOR_TICK_MS: '100' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const romeDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));

describe('the monitoring board in the browser', () => {
  it('shows the flight of a confirmed tour and follows its delay to ALERT and CRITICAL after "check now"', async () => {
    const page = await signedInPage(pool, 'Mia Monitor', 'mia@example.com', 'Night Shift Tours');
    const session = { orgId: organizationIdOf('Night Shift Tours'), userId: 'mia', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tomorrow = romeDate(1);
    const steer = (departureDelayMinutes: number) => api(pool.server, session, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'AZ612', departureDateLocal: tomorrow, departureDelayMinutes, arrivalDelayMinutes: 0 });

    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Rome weekend', startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
    const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: tomorrow, title: 'Home' })).body;
    const flight = { flightNumber: 'AZ612', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'flight', title: 'AZ612 to Lisbon', flight })).status).toBe(201);
    expect((await steer(0)).status).toBe(200);
    for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/status`, { status })).status).toBe(200);

    await page.goto('/tools/monitoring');
    const flightRow = page.locator('[data-testid="monitoring-subject"][data-kind="flight"]');
    await flightRow.getByText('AZ612 to Lisbon').waitFor();
    await flightRow.getByText('Departure delay 0 min').waitFor();

    expect((await steer(35)).status).toBe(200);
    await flightRow.getByTestId('check-now').click();
    await flightRow.and(page.locator('[data-level="ALERT"]')).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'ALERT: Departure delay 35 min (simulated)' }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/monitoring-board.png` });

    expect((await steer(65)).status).toBe(200);
    await flightRow.getByTestId('check-now').click();
    await flightRow.and(page.locator('[data-level="CRITICAL"]')).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'CRITICAL: Departure delay 65 min (simulated)' }).waitFor();

    // The full list: every subject, the flight first when sorted by level, and the same in its CSV export.
    await page.goto('/tools/full-monitoring-list');
    await page.getByTestId('sort-level').click();
    await page.locator('[data-testid="monitoring-list-row"]').first().and(page.locator('[data-kind="flight"][data-level="CRITICAL"]')).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-monitoring').click()]);
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      });
    });
    expect(csv.split('\n')[0]).toBe('tour,subject,kind,starts,provider,last check,outcome,next check,readings,level');
    expect(csv).toContain('Rome weekend,AZ612 to Lisbon,flight');
    expect(csv).toMatch(/Departure delay 65 min \(simulated\).*,CRITICAL/);
  });
});
