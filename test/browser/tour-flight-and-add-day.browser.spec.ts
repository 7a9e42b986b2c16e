// In a real browser: a flight entered in local times at its airports, its start and duration following, shown over its real span on the tour's clock; a stay moved with its dates; a day added only where the tour can take one.
import { api, signIn } from '../support/test-server';
import { dayCard, invitedPage, segmentRow, useBrowserSessions, waitSaved } from '../support/browser-session';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('flights and days in the planner', () => {
  it('adds a flight by its local times at Lisbon and Rome, then offers a day only on a date the tour has free', async () => {
    const operator = await signIn(pool.server, 'org_flying_tours');
    const tour = (await api(pool.server, operator, 'POST', '/api/tours', { title: 'Rome in autumn', startDate: '2026-11-23', endDate: '2026-11-24', timezone: 'Europe/Rome' })).body;
    await api(pool.server, operator, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-11-23', title: 'Arrival' });
    const page = await invitedPage(pool, operator, 'org:member', 'Fay Flyer', 'fay@example.com', 'Flying Tours');
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
    await flight.getByText('departs Mon 23 Nov 08:00 LIS, arrives Mon 23 Nov 11:45 FCO').waitFor();
    await flight.getByTestId('segment-journey').filter({ hasText: '08:00 LIS → 11:45 FCO' }).waitFor();
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

  it('shows a flight over its real span on the tour’s clock, keeps the day’s header in step with its tags, and accepts a 06:10 departure marked outside the window, and moves a stay’s dates with it (browser in Los Angeles)', async () => {
    const operator = await signIn(pool.server, 'org_kansai_tours');
    const tour = (await api(pool.server, operator, 'POST', '/api/tours', { title: 'Kansai in autumn', startDate: '2026-11-29', endDate: '2026-12-01', timezone: 'Asia/Tokyo' })).body;
    const first = (await api(pool.server, operator, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-11-29', title: 'Arrival' })).body;
    const second = (await api(pool.server, operator, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-11-30', title: 'Kyoto' })).body;
    await api(pool.server, operator, 'POST', `/api/tours/${tour.id}/days`, { date: '2026-12-01', title: 'Home' });
    const add = (dayId: string, segment: object) => api(pool.server, operator, 'POST', `/api/tours/${tour.id}/days/${dayId}/segments`, segment);
    const kix = { name: 'Osaka Kansai airport', lat: 34.432, lng: 135.2304 };
    const kyoto = { name: 'Hotel The Mitsui, Kyoto', lat: 35.0126, lng: 135.7513 };
    const added = [
      await add(first.id, { type: 'flight', title: 'Flight BR127', flight: { flightNumber: 'BR127', from: 'TPE', to: 'KIX', scheduledDeparture: '2026-11-29T08:05', scheduledArrival: '2026-11-29T12:20' } }),
      await add(first.id, { type: 'transfer', title: 'Transfer to Kyoto', startTime: '13:05', durationMinutes: 75, transfer: { from: kix, to: kyoto, plannedDurationMinutes: 75 } }),
      await add(first.id, { type: 'accommodation', title: 'Check-in at Hotel The Mitsui', startTime: '15:00', durationMinutes: 30, accommodation: { checkIn: '2026-11-29T15:00', checkOut: '2026-12-01T10:00' } }),
      await add(second.id, { type: 'activity', title: 'Fushimi Inari at dusk', startTime: '17:00', durationMinutes: 60 }),
    ];
    expect(added.map((response) => response.status)).toEqual([201, 201, 201, 201]);

    const page = await invitedPage(pool, operator, 'org:member', 'Kei Kansai', 'kei@example.com', 'Kansai Tours', { timezoneId: 'America/Los_Angeles' });
    await page.goto(`/tours/edit/${tour.id}`);
    const arrival = dayCard(page, '2026-11-29');
    const flight = segmentRow(arrival, 'Flight BR127');
    await flight.getByTestId('segment-journey').filter({ hasText: '08:05 TPE → 12:20 KIX' }).waitFor();
    // On the Tokyo axis the flight lands at 12:20, 45 minutes before the 13:05 transfer.
    const blocks = arrival.getByTestId('timeline-segment');
    expect(await blocks.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-span'), node.getAttribute('title')]))).toEqual([
      ['09:05–12:20', '08:05 TPE → 12:20 KIX Flight BR127'],
      ['13:05–14:20', '13:05–14:20 Transfer to Kyoto'],
      ['15:00–15:30', '15:00–15:30 Check-in at Hotel The Mitsui'],
    ]);
    if (SCREENSHOTS) await arrival.screenshot({ path: `${SCREENSHOTS}/flight-real-span.png` });

    // 17:00–18:00 starts inside the window: tagged, and the day's header says nothing is outside; no 18:15 is suggested.
    const dusk = dayCard(page, '2026-11-30');
    await segmentRow(dusk, 'Fushimi Inari at dusk').getByTestId('segment-ends-late').filter({ hasText: 'Ends after 17:00' }).waitFor();
    expect(await dusk.getByTestId('day-misfits').count()).toBe(0);
    await dusk.getByTestId('add-segment-button').click();
    const form = dusk.getByTestId('segment-form');
    await form.getByText('The day is full: the next start would be 18:15, after 17:00').waitFor();
    expect(await form.getByTestId('segment-start-time').inputValue()).toBe('');
    await form.getByTestId('segment-cancel').click();

    // A 06:10 departure is taken as the airline gives it, marked outside the window, and the day says so in the same words.
    const home = dayCard(page, '2026-12-01');
    await home.getByTestId('add-segment-button').click();
    const flightForm = home.getByTestId('segment-form');
    await flightForm.getByTestId('segment-type').selectOption('flight');
    await flightForm.getByTestId('segment-title').fill('Flight NH94 home');
    await flightForm.getByTestId('flight-number').fill('NH94');
    await flightForm.getByTestId('flight-from').fill('KIX');
    await flightForm.getByTestId('flight-to').fill('HND');
    await flightForm.getByTestId('flight-departure').fill('2026-12-01T06:10');
    await flightForm.getByTestId('flight-arrival').fill('2026-12-01T07:25');
    await flightForm.getByTestId('flight-timing').filter({ hasText: 'It departs outside the day window (07:30–17:00): a flight keeps the airline\'s times.' }).waitFor();
    await flightForm.getByTestId('segment-submit').click();
    await segmentRow(home, 'Flight NH94 home').getByTestId('segment-outside-window').filter({ hasText: 'Outside the day window' }).waitFor();
    await home.getByTestId('day-misfits').filter({ hasText: '1 flight outside the day window' }).waitFor();
    if (SCREENSHOTS) await home.screenshot({ path: `${SCREENSHOTS}/dawn-flight.png` });

    const stay = segmentRow(arrival, 'Check-in at Hotel The Mitsui');
    await stay.getByText('Check-in Sun 29 Nov 15:00, check-out Tue 1 Dec 10:00').waitFor();
    await stay.getByTestId('segment-move-to-day').selectOption(second.id);
    await stay.getByTestId('segment-move-to-day-confirm').click();
    const moved = segmentRow(dusk, 'Check-in at Hotel The Mitsui');
    await moved.getByText('Check-in Mon 30 Nov 15:00, check-out Wed 2 Dec 10:00').waitFor();
    await waitSaved(page);
    const saved = (await api(pool.server, operator, 'GET', `/api/tours/${tour.id}`)).body;
    expect(saved.days[1].segments.find((segment: { title: string }) => segment.title === 'Check-in at Hotel The Mitsui').accommodation).toEqual({
      checkIn: '2026-11-30T15:00',
      checkOut: '2026-12-02T10:00',
    });
  });
});
