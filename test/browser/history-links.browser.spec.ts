// In a real browser: a flight delay's notification offers "Re-time the segment"; the save made from there links the tour's history and the notification's both ways.
import { api } from '../support/test-server';
import { segmentRow, signedInPage, useBrowserSessions, waitSaved } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions({ MONITOR_TICK_MS: '100' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const romeDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * 86_400_000));

describe('history links in the browser', () => {
  it('re-times a delayed flight from its notification and shows the chain in both histories', async () => {
    const page = await signedInPage(pool, 'Lina Linker', 'lina@example.com', 'Chain Tours');
    const session = { orgId: organizationIdOf('Chain Tours'), userId: 'lina', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tomorrow = romeDate(1);
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Lisbon hop', startDate: tomorrow, endDate: romeDate(2), timezone: 'Europe/Rome' })).body;
    const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: tomorrow, title: 'Flight day' })).body;
    const flight = { flightNumber: 'AZ614', from: 'FCO', to: 'LIS', scheduledDeparture: `${tomorrow}T10:00`, scheduledArrival: `${tomorrow}T12:05` };
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'flight', title: 'AZ614 to Lisbon', flight })).status).toBe(201);
    expect((await api(pool.server, session, 'POST', '/api/dev/monitoring/flights', { flightNumber: 'AZ614', departureDateLocal: tomorrow, departureDelayMinutes: 45, arrivalDelayMinutes: 45 })).status).toBe(200);
    for (const status of ['PLANNED', 'CONFIRMED']) expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/status`, { status })).status).toBe(200);

    await page.goto('/tools/notifications');
    const row = page.locator('[data-testid="notification-row"]').filter({ hasText: 'Departure delay' });
    await row.click();
    const history = page.getByTestId('notification-history');
    await history.locator('[data-testid="history-cross-link"][data-relation="cause"][data-entity-kind="monitoring-subject"]').waitFor();
    if (SCREENSHOTS) await page.getByTestId('notification-explanation').screenshot({ path: `${SCREENSHOTS}/notification-retime-action.png` });
    await page.getByTestId('retime-segment').click();

    await page.getByTestId('answering-notification').waitFor();
    if (SCREENSHOTS) await page.getByTestId('answering-notification').screenshot({ path: `${SCREENSHOTS}/editor-answering-notification.png` });
    const segment = segmentRow(page, 'AZ614 to Lisbon');
    await segment.getByTestId('segment-edit').click();
    const form = page.getByTestId('segment-form');
    await form.getByTestId('flight-departure').fill(`${tomorrow}T10:45`);
    await form.getByTestId('flight-arrival').fill(`${tomorrow}T12:50`);
    await form.getByTestId('segment-submit').click();
    await page.getByTestId('traveler-impact-change').click();
    await segment.getByTestId('segment-journey').filter({ hasText: '10:45 FCO → 12:50 LIS' }).waitFor();
    await waitSaved(page);

    const tourHistory = page.getByTestId('tour-history');
    await tourHistory.getByText('History').first().click();
    const answered = tourHistory.locator('[data-testid="history-cross-link"][data-relation="cause"][data-entity-kind="notification"]');
    await answered.waitFor();
    await answered.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await tourHistory.screenshot({ path: `${SCREENSHOTS}/tour-history-links.png` });

    await answered.getByRole('link').click();
    const linked = page.locator('[data-testid="notification-history"]');
    const consequence = linked.locator('[data-testid="history-cross-link"][data-relation="consequence"][data-entity-kind="tour"]');
    await consequence.waitFor();
    await consequence.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await linked.screenshot({ path: `${SCREENSHOTS}/notification-history-links.png` });
    await consequence.getByRole('link').click();
    await page.getByTestId('tour-editor').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tours/edit/${tour.id}`);
  });
});
