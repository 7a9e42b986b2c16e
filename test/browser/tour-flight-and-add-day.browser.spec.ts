// In a real browser: a flight entered in local times at its airports, its start and duration following; a day added only where the tour can take one.
import { api, signIn } from '../support/test-server';
import { dayCard, segmentRow, signedInPage, useBrowserSessions, waitSaved } from '../support/browser-session';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('flights and days in the planner', () => {
  it('adds a flight by its local times at Lisbon and Rome, then offers a day only on a date the tour has free', async () => {
    const operator = await signIn(pool.server, 'org_flying_tours');
    const tour = (await api(pool.server, operator, 'POST', '/api/tours', { title: 'Rome in autumn', startDate: '2026-11-23', endDate: '2026-11-24', timezone: 'Europe/Rome' })).body;
    await api(pool.server, operator, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-11-23', title: 'Arrival' });
    const page = await signedInPage(pool, 'Fay Flyer', 'fay@example.com', 'Flying Tours');
    await page.goto(`/tours/edit/${tour.id}`);

    const arrival = dayCard(page, '2026-11-23');
    await arrival.getByTestId('add-segment-button').click();
    const form = page.getByTestId('segment-form');
    await form.getByTestId('segment-type').selectOption('flight');
    await form.getByTestId('segment-title').fill('TP842 to Rome');
    expect(await form.getByTestId('segment-start-time').count()).toBe(0);
    await form.getByTestId('flight-number').fill('TP842');
    await form.getByTestId('flight-from').fill('LIS');
    await form.getByTestId('flight-to').fill('FCO');
    await form.getByTestId('flight-departure').fill('2026-11-23T08:00');
    await form.getByTestId('flight-arrival').fill('2026-11-23T11:45');
    await form.getByTestId('flight-timing').filter({ hasText: 'starts at 08:00 (LIS local time) and lasts 2 h 45 min' }).waitFor();
    await form.getByText('Local time at FCO (Europe/Rome).').waitFor();
    if (SCREENSHOTS) await form.screenshot({ path: `${SCREENSHOTS}/flight-form.png` });
    await form.getByTestId('segment-submit').click();

    const flight = segmentRow(arrival, 'TP842 to Rome');
    await flight.getByText('departs 2026-11-23 08:00 LIS (Europe/Lisbon), arrives 2026-11-23 11:45 FCO (Europe/Rome)').waitFor();
    await waitSaved(page);
    const saved = (await api(pool.server, operator, 'GET', `/api/tours/${tour.id}`)).body;
    expect(saved.days[0].segments[0]).toMatchObject({ startTime: '08:00', durationMinutes: 165 });

    // Nov 24 is the one free date: the strip offers it, then says how to get another.
    const addDay = page.getByTestId('day-strip-add-day');
    await addDay.filter({ hasText: 'Add a day' }).waitFor();
    if (SCREENSHOTS) await page.getByTestId('day-strip').screenshot({ path: `${SCREENSHOTS}/add-day-offered.png` });
    await addDay.click();
    await dayCard(page, '2026-11-24').waitFor();
    await page.getByTestId('day-strip-add-day-hint').filter({ hasText: 'change its end date to add a day' }).waitFor();
    expect(await addDay.count()).toBe(0);
    if (SCREENSHOTS) await page.getByTestId('day-strip').screenshot({ path: `${SCREENSHOTS}/add-day-hint.png` });
    await waitSaved(page);
    expect((await api(pool.server, operator, 'GET', `/api/tours/${tour.id}`)).body).toMatchObject({ endDate: '2026-11-24', dayCount: 2 });
  });
});
