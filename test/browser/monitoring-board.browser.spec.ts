// In a real browser in Rome: a confirmed tour's flight tomorrow follows its delay to ALERT and CRITICAL after "check now"; a Tokyo tour reads on Tokyo's clock, what needs action comes first, calm subjects fold, the day filter keeps to the address; the full list and its CSV say where each time happens.
import { dayLabel, defaultSettings } from '@tourops/domain';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { api } from '../support/test-server';
import { signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions({ MONITOR_TICK_MS: '100' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const ROME = { timezoneId: 'Europe/Rome' };
const dateIn = (timeZone: string, days: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
const romeDate = (days: number) => dateIn('Europe/Rome', days);

async function sessionOf(page: Page, organization: string, userId: string) {
  return { orgId: organizationIdOf(organization), userId, token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
}

async function downloadedText(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return new Promise<string>((resolve, reject) => {
    void download.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', reject);
    });
  });
}

describe('the monitoring board in the browser', () => {
  it('shows the flight of a confirmed tour and follows its delay to ALERT and CRITICAL after "check now"', async () => {
    const page = await signedInPage(pool, 'Mia Monitor', 'mia@example.com', 'Night Shift Tours', ROME);
    const session = await sessionOf(page, 'Night Shift Tours', 'mia');
    const tomorrow = romeDate(1);
    const steer = (departureDelayMinutes: number) => api(pool.server, session, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'AZ612', departureDateLocal: tomorrow, departureDelayMinutes, arrivalDelayMinutes: 0 });

    // A title a spreadsheet would run as a formula: the CSV built in the browser must hold it as text.
    const title = '=HYPERLINK("http://evil.example","Rome weekend")';
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title, startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
    const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: tomorrow, title: 'Home' })).body;
    const flight = { flightNumber: 'AZ612', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'flight', title: 'AZ612 to Lisbon', flight })).status).toBe(201);
    expect((await steer(0)).status).toBe(200);
    for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/status`, { status })).status).toBe(200);

    await page.goto('/tools/monitoring');
    // On time, the flight is calm: folded into its tour's line until shown.
    const tourCard = page.locator(`[data-testid="monitoring-tour"][data-tour-id="${tour.id}"]`);
    await tourCard.getByTestId('monitoring-calm-toggle').click();
    const flightRow = page.locator('[data-testid="monitoring-subject"][data-kind="flight"]');
    await flightRow.getByText('AZ612 to Lisbon').waitFor();
    await flightRow.getByText('Departure delay 0 min').waitFor();
    expect(await flightRow.getByTestId('subject-time').textContent()).toBe('10:00 FCO → 12:05 LIS');

    await waitLive(page); // the toasts below come over the live connection
    expect((await steer(35)).status).toBe(200);
    await flightRow.getByTestId('check-now').click();
    await flightRow.and(page.locator('[data-level="ALERT"]')).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: /^ALERT: Departure delay 35 min · AZ612 FCO→LIS, \w{3} \d+ \w{3} 10:00 Rome · .+ \(simulated data\)$/ }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/monitoring-board.png` });

    expect((await steer(65)).status).toBe(200);
    await flightRow.getByTestId('check-now').click();
    await flightRow.and(page.locator('[data-level="CRITICAL"]')).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: /^CRITICAL: Departure delay 65 min · AZ612 FCO→LIS, \w{3} \d+ \w{3} 10:00 Rome · .+ \(simulated data\)$/ }).waitFor();

    // The full list: every subject, the flight first when sorted by level, and the same in its CSV export, its time where it happens.
    await page.goto('/tools/full-monitoring-list');
    await page.getByTestId('sort-level').click();
    const first = page.locator('[data-testid="monitoring-list-row"]').first();
    await first.and(page.locator('[data-kind="flight"][data-level="CRITICAL"]')).waitFor();
    expect(await first.getByTestId('subject-starts').textContent()).toBe(`${dayLabel(tomorrow)} 10:00 FCO → 12:05 LIS`);
    const csv = await downloadedText(page, 'export-monitoring');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFtour,subject,kind,local date,local time,time zone,provider,last check,outcome,next check,readings,level');
    const flightCells = (parse(csv, { bom: true }) as string[][]).find((cells) => cells[1] === 'AZ612 to Lisbon');
    expect(flightCells?.slice(0, 7)).toEqual([`'${title}`, 'AZ612 to Lisbon', 'flight', tomorrow, '10:00', 'Europe/Rome', 'simulated data']);
    expect(csv).toMatch(/Departure delay 65 min \(simulated\).*,CRITICAL/);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('reads a Tokyo tour on Tokyo’s clock from Rome, puts what needs action first, folds the calm subjects and filters by day', async () => {
    const page = await signedInPage(pool, 'Kenji Desk', 'kenji@example.com', 'Kansai Desk', ROME);
    const session = await sessionOf(page, 'Kansai Desk', 'kenji');
    // Weather never reaches a level here, so that only the flight needs action whatever the simulated sky.
    const never = { WARNING: 200, ALERT: 250, CRITICAL: 300 };
    const calmSky = { minTemperature: { WARNING: -60, ALERT: -70, CRITICAL: -80 }, maxTemperature: { WARNING: 60, ALERT: 70, CRITICAL: 80 }, windSpeed: never, precipitation: never };
    expect((await api(pool.server, session, 'PUT', '/api/settings/notifications', { ...defaultSettings().notifications, weather: calmSky })).status).toBe(200);

    const [first, second] = [dateIn('Asia/Tokyo', 1), dateIn('Asia/Tokyo', 2)];
    const write = async (path: string, body: object) => {
      const response = await api(pool.server, session, 'POST', path, body);
      expect(response.status).toBeLessThan(300);
      return response.body;
    };
    const kansai = await write('/api/tours', { title: 'Kansai in autumn', startDate: first, endDate: second, timezone: 'Asia/Tokyo' });
    const castleDay = await write(`/api/tours/${kansai.id}/days`, { date: first, title: 'Osaka' });
    const ryokanDay = await write(`/api/tours/${kansai.id}/days`, { date: second, title: 'Hakone' });
    await write(`/api/tours/${kansai.id}/days/${castleDay.id}/segments`, { type: 'activity', title: 'Guided visit: Osaka Castle', startTime: '09:00', durationMinutes: 60, location: { name: 'Osaka Castle', lat: 34.687, lng: 135.526 } });
    const flight = { flightNumber: 'KE723', from: 'ICN', to: 'KIX', scheduledDeparture: `${first}T11:00`, scheduledArrival: `${first}T12:50` };
    await write(`/api/tours/${kansai.id}/days/${castleDay.id}/segments`, { type: 'flight', title: 'Flight KE723 ICN–KIX', flight });
    await write(`/api/tours/${kansai.id}/days/${ryokanDay.id}/segments`, { type: 'activity', title: 'Check-in at Hakone Ginyu ryokan', startTime: '16:00', durationMinutes: 60, location: { name: 'Hakone Ginyu', lat: 35.24, lng: 139.1 } });
    expect((await api(pool.server, session, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'KE723', departureDateLocal: first, departureDelayMinutes: 65, arrivalDelayMinutes: 50 })).status).toBe(200);
    // A calm tour whose first time comes earlier (Auckland is ahead of Tokyo): it still comes after the tour that needs action.
    const harbour = await write('/api/tours', { title: 'Auckland harbour', startDate: first, endDate: first, timezone: 'Pacific/Auckland' });
    const harbourDay = await write(`/api/tours/${harbour.id}/days`, { date: first, title: 'Harbour' });
    await write(`/api/tours/${harbour.id}/days/${harbourDay.id}/segments`, { type: 'activity', title: 'Harbour cruise', startTime: '08:00', durationMinutes: 60, location: { name: 'Auckland harbour', lat: -36.84, lng: 174.77 } });
    for (const tour of [kansai, harbour]) for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/status`, { status })).status).toBe(200);

    await page.goto('/tools/monitoring');
    const cards = page.getByTestId('monitoring-tour');
    const kansaiCard = page.locator(`[data-testid="monitoring-tour"][data-tour-id="${kansai.id}"]`);
    await kansaiCard.and(page.locator('[data-level="CRITICAL"]')).waitFor();
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-tour-id')))).toEqual([kansai.id, harbour.id]);

    // Only the flight shows: the four weather readings of the tour are folded into one line.
    const rows = kansaiCard.getByTestId('monitoring-subject');
    expect(await rows.evaluateAll((all) => all.map((row) => `${row.getAttribute('data-kind')}:${row.getAttribute('data-level')}`))).toEqual(['flight:CRITICAL']);
    expect(await rows.first().getByTestId('subject-time').textContent()).toBe('11:00 ICN → 12:50 KIX');
    await kansaiCard.getByTestId('monitoring-calm').filter({ hasText: '4 calm: 4 weather' }).waitFor();
    expect(await kansaiCard.getByTestId('monitoring-day').evaluateAll((all) => all.map((day) => day.querySelector('h3')?.textContent))).toEqual([dayLabel(first)]);

    // Shown, the calm ones take their places by day, after what needs action; the 09:00 visit in Tokyo reads 09:00.
    await kansaiCard.getByTestId('monitoring-calm-toggle').click();
    await rows.nth(4).waitFor();
    expect(await kansaiCard.getByTestId('monitoring-day').evaluateAll((all) => all.map((day) => day.querySelector('h3')?.textContent))).toEqual([dayLabel(first), dayLabel(second)]);
    const castle = kansaiCard.locator('[data-testid="monitoring-subject"]').filter({ hasText: 'Guided visit: Osaka Castle' });
    expect(await castle.getByTestId('subject-time').textContent()).toBe('09:00');
    expect(await rows.first().getAttribute('data-level')).toBe('CRITICAL');
    expect(await kansaiCard.locator('[data-testid="monitoring-subject"]').filter({ hasText: 'Weather at arrival: Flight KE723' }).getByTestId('subject-time').textContent()).toBe('12:50 KIX');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/monitoring-board-tokyo.png`, fullPage: true });

    // The day filter: the second day keeps only the ryokan, and the address keeps the choice.
    await page.getByTestId('monitoring-day-filter').selectOption(second);
    await page.waitForURL((url) => url.searchParams.get('day') === second);
    await kansaiCard.getByTestId('monitoring-subject').filter({ hasText: 'Hakone Ginyu' }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByTestId('subject-time').textContent()).toBe('16:00');
    expect(await cards.count()).toBe(1);
    await page.reload();
    await kansaiCard.getByTestId('monitoring-calm').filter({ hasText: '1 calm: 1 weather' }).waitFor();
    expect(await page.getByTestId('monitoring-day-filter').inputValue()).toBe(second);
    // Tomorrow is each tour's own: Tokyo's tomorrow holds the flight.
    await page.getByTestId('monitoring-day-filter').selectOption('tomorrow');
    await page.waitForURL((url) => url.searchParams.get('day') === 'tomorrow');
    await kansaiCard.locator('[data-testid="monitoring-subject"][data-kind="flight"]').waitFor();

    // The full list names the clock: the visit at 09:00 Tokyo, whoever reads it from Rome.
    await page.goto('/tools/full-monitoring-list');
    const castleRow = page.locator('[data-testid="monitoring-list-row"]').filter({ hasText: 'Guided visit: Osaka Castle' });
    expect(await castleRow.getByTestId('subject-starts').textContent()).toBe(`${dayLabel(first)} 09:00 Tokyo`);
    const csv = await downloadedText(page, 'export-monitoring');
    expect(csv).toContain(`Kansai in autumn,Weather: Guided visit: Osaka Castle,weather,${first},09:00,Asia/Tokyo,simulated data,`);
  });
});
