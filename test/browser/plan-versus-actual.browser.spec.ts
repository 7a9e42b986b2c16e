// In a real browser in Rome: a Tokyo tour's delayed flight shows in plan versus actual on its airports' clocks, and its CSV gives local times beside their zones.
import { api, eventually } from '../support/test-server';
import { UI_TIMEOUT_MS, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions({ MONITOR_TICK_MS: '100' });
const tokyoDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(Date.now() + days * 86_400_000));

describe('plan versus actual in the browser', () => {
  it('reads a Tokyo flight delayed 40 minutes at its airports, not on the browser’s clock in Rome', async () => {
    const context = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: { width: 1440, height: 1000 }, timezoneId: 'Europe/Rome', locale: 'en-US', acceptDownloads: true });
    pool.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    await page.goto('/tours/all');
    await page.waitForURL(/\/sign-in/);
    await page.getByTestId('sign-in-name').fill('Rin Report');
    await page.getByTestId('sign-in-email').fill('rin@example.com');
    await page.getByTestId('sign-in-organization-name').fill('Far East Tours');
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL(/\/tours\/all$/);
    const session = { orgId: organizationIdOf('Far East Tours'), userId: 'rin', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };

    const tomorrow = tokyoDate(1);
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Kyoto by air', startDate: tomorrow, endDate: tokyoDate(2), timezone: 'Asia/Tokyo' })).body;
    const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: tomorrow, title: 'To Osaka' })).body;
    const flight = { flightNumber: 'NH21', from: 'HND', to: 'ITM', scheduledDeparture: `${tomorrow}T09:00`, scheduledArrival: `${tomorrow}T10:10` };
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'flight', title: 'Flight NH21 to Osaka', flight })).status).toBe(201);
    expect((await api(pool.server, session, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'NH21', departureDateLocal: tomorrow, departureDelayMinutes: 40, arrivalDelayMinutes: 40 })).status).toBe(200);
    for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/status`, { status })).status).toBe(200);
    await eventually(async () => {
      const report = await api(pool.server, session, 'GET', '/api/reports/tour-performance');
      return report.body.planVersusActual?.rows?.some((row: { differenceMinutes: number }) => row.differenceMinutes === 40) ? true : undefined;
    }, 20_000, 'the flight’s delay in plan versus actual');

    await page.goto('/reports/tour-performance');
    const row = page.getByTestId('table-planVersusActual').getByTestId('report-row').filter({ hasText: 'NH21' });
    await row.waitFor();
    expect(await row.getByTestId('planned-times').innerText()).toBe('09:00 HND – 10:10 ITM');
    expect(await row.getByTestId('actual-times').innerText()).toBe('09:40 HND – 10:50 ITM');
    expect(await row.innerText()).toMatch(/Tokyo time[\s\S]*Flight NH21 to Osaka\s+09:00 HND[\s\S]*\+40 min\s+Monitoring/);
    expect(await row.innerText()).not.toMatch(/\(Flight\)|AM|PM/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-planVersusActual').click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const [header, line] = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toBe('tourId,tourTitle,date,segmentId,segmentTitle,segmentType,plannedStart,actualStart,startTimeZone,plannedEnd,actualEnd,endTimeZone,differenceMinutes,source');
    expect(line).toContain(`Flight NH21 to Osaka,flight,${tomorrow} 09:00,${tomorrow} 09:40,Asia/Tokyo,${tomorrow} 10:10,${tomorrow} 10:50,Asia/Tokyo,40,monitoring`);
  });
});
