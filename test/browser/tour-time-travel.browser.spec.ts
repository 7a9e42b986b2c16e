// In a real browser: an auditor slides the tour editor back a revision, sees the older title read-only and what changed since, then the history in words with filters, a page at a time.
import { api } from '../support/test-server';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('time travel and history in the tour editor', () => {
  it('slides back a revision to the older title, compares with now, and filters the history', async () => {
    const page = await signedInPage(pool, 'Ada Auditor', 'ada@example.com', 'Time Travel Tours');
    const session = { orgId: organizationIdOf('Time Travel Tours'), userId: 'ada', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Lakes in autumn', startDate: '2027-10-01', endDate: '2027-10-03', timezone: 'Europe/Rome' })).body;
    const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-10-01', title: 'Como' })).body;
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'activity', title: 'Boat to Bellagio', startTime: '10:00' })).status).toBe(201);
    const renamed = await api(pool.server, session, 'PATCH', `/api/tours/${tour.id}`, { title: 'Lakes of Lombardy' });
    expect(renamed.body.revision).toBe(3);

    await page.goto(`/tours/edit/${tour.id}`);
    await page.locator('[data-testid="tour-editor"][data-revision="3"]').waitFor();
    await page.getByTestId('time-travel').getByText('Time travel').click();
    await page.getByTestId('time-travel-now').waitFor();

    await page.locator('.revision-slider .bp6-slider-handle').focus();
    await page.keyboard.press('ArrowLeft');
    const label = page.getByTestId('time-travel-label');
    await label.filter({ hasText: /As it was on \w{3} \d+ \w{3} \d{2}:\d{2} .+, 1 change ago, read-only\./ }).waitFor();
    await page.getByTestId('time-travel-title').filter({ hasText: 'Lakes in autumn' }).waitFor();
    await page.getByTestId('time-travel-tour').getByText('Boat to Bellagio').waitFor();
    expect(await page.locator('[data-testid="tour-editor"] .page-header').first().innerText()).toContain('Lakes of Lombardy');
    if (SCREENSHOTS) await page.getByTestId('time-travel').screenshot({ path: `${SCREENSHOTS}/tour-time-travel.png` });

    await page.getByTestId('revision-earlier').click();
    await page.getByTestId('revision-earlier').click();
    await label.filter({ hasText: 'when it was created' }).waitFor();
    await page.getByRole('tab', { name: 'Compare with now' }).click();
    const changed = page.getByTestId('changed-since');
    await changed.getByText('Title: Lakes in autumn → Lakes of Lombardy').waitFor();
    await changed.getByText(/Day added: .*Como/).waitFor();
    await changed.getByText(/Segment added: “Boat to Bellagio” at 10:00/).waitFor();
    if (SCREENSHOTS) await page.getByTestId('time-travel').screenshot({ path: `${SCREENSHOTS}/tour-compare-with-now.png` });

    const history = page.getByTestId('tour-history');
    await history.getByText('History').click();
    const entries = history.getByTestId('history-entry');
    await entries.filter({ hasText: 'Changed the title to “Lakes of Lombardy”.' }).filter({ hasText: 'Ada Auditor' }).waitFor();
    await entries.filter({ hasText: 'Added the activity “Boat to Bellagio” at 10:00 on the day Fri 1 Oct “Como”.' }).waitFor();
    await history.getByTestId('history-kind').selectOption('TourDetailsChanged');
    await history.locator('[data-testid="history-entry"]:not([data-type="TourDetailsChanged"])').first().waitFor({ state: 'detached' });
    expect(await entries.evaluateAll((shown) => shown.map((entry) => entry.getAttribute('data-type')))).toEqual(['TourDetailsChanged']);
    await history.getByTestId('history-changes').getByText('Lakes in autumn').waitFor();
    if (SCREENSHOTS) await history.screenshot({ path: `${SCREENSHOTS}/tour-history.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await history.getByTestId('history-kind').selectOption('');
    await entries.nth(3).waitFor();
    if (SCREENSHOTS) await history.screenshot({ path: `${SCREENSHOTS}/tour-history-phone.png` });
  });
  it('shows a long history a page at a time: older entries on demand, the keyboard going on from the first of them', async () => {
    const page = await signedInPage(pool, 'Olga Operator', 'olga@example.com', 'Long Story Tours');
    const session = { orgId: organizationIdOf('Long Story Tours'), userId: 'olga', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Grand loop', startDate: '2027-09-01', endDate: '2027-09-03', timezone: 'Europe/Rome' })).body;
    for (const date of ['2027-09-01', '2027-09-02', '2027-09-03']) {
      const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date })).body;
      for (let index = 0; index < 20; index++)
        expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'free', title: `Stop ${index}`, startTime: '10:00' })).status).toBe(201);
    }

    await page.goto(`/tours/edit/${tour.id}`);
    const history = page.getByTestId('tour-history');
    await history.getByText('History').click();
    const entries = history.getByTestId('history-entry');
    await entries.nth(49).waitFor();
    expect(await entries.count()).toBe(50);
    expect(await entries.first().getAttribute('data-revision')).toBe('63');
    // The kinds of the whole history, not only of the page shown.
    expect(await history.getByTestId('history-kind').locator('option').allInnerTexts()).toContain('Tour created');

    await history.getByTestId('history-show-older').focus();
    await page.keyboard.press('Enter');
    await entries.nth(63).waitFor();
    await history.getByTestId('history-show-older').waitFor({ state: 'detached' });
    expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('data-revision') ?? null`)).toBe('13');
    expect(await entries.evaluateAll((shown) => shown.map((entry) => Number(entry.getAttribute('data-revision'))))).toEqual(Array.from({ length: 64 }, (_, index) => 63 - index));
  });
});
