// In a real browser: a three-day tour built in the wizard, a segment dragged to another day and re-timed, and a colleague seeing it live.
import { dayCard, segmentRow, invitedPage, pageSession, signedInPage, useBrowserSessions, waitForSegments, waitLive, waitSaved } from '../support/browser-session';

const pool = useBrowserSessions();

describe('planning a tour in the wizard and the editor', () => {
  it('builds a three-day tour in the wizard, drags a segment to another day, re-times it, and a colleague sees it live', async () => {
    const planner = await signedInPage(pool, 'Ada Planner', 'ada@example.com', 'Lakes Travel');
    const colleague = await invitedPage(pool, await pageSession(planner), 'org:member', 'Bo Colleague', 'bo@example.com', 'Lakes Travel');

    // Basics, in the constructor; the wizard takes over from there.
    await planner.goto('/tours/constructor');
    await planner.getByTestId('tour-title').fill('Three lakes');
    await planner.getByTestId('tour-start-date').fill('2027-09-01');
    await planner.getByTestId('tour-end-date').fill('2027-09-03');
    await planner.getByTestId('create-tour-wizard').click();
    await planner.waitForURL(/\/tours\/wizard\/[0-9a-f-]{36}$/);
    const tourId = planner.url().split('/').pop()!;
    await planner.getByTestId('wizard-basics').waitFor();
    await planner.getByTestId('wizard-next').click();

    // Days: one per date, created for us; titles are saved as they are typed.
    await planner.locator('[data-testid="tour-wizard"][data-step="days"]').waitFor();
    const days = planner.getByTestId('wizard-day');
    await days.nth(2).waitFor();
    expect(await days.evaluateAll((items) => items.map((item) => item.getAttribute('data-day-date')))).toEqual(['2027-09-01', '2027-09-02', '2027-09-03']);
    await days.nth(0).getByTestId('wizard-day-title').fill('Lake Como');
    await days.nth(1).getByTestId('wizard-day-title').fill('Lake Lugano');
    await days.nth(2).getByTestId('wizard-day-title').fill('Lake Maggiore');
    await planner.getByTestId('wizard-next').click();

    // Segments: the second segment of a day is prefilled with the next available time.
    await planner.locator('[data-testid="tour-wizard"][data-step="segments"]').waitFor();
    const addSegment = async (date: string, title: string, startTime: string | null, duration: string) => {
      await dayCard(planner, date).getByTestId('add-segment-button').click();
      const form = dayCard(planner, date).getByTestId('segment-form');
      await form.getByTestId('segment-title').fill(title);
      if (startTime) await form.getByTestId('segment-start-time').fill(startTime);
      await form.getByTestId('segment-duration').fill(duration);
      const prefilled = await form.getByTestId('segment-start-time').inputValue();
      await form.getByTestId('segment-submit').click();
      await segmentRow(dayCard(planner, date), title).waitFor();
      return prefilled;
    };
    await addSegment('2027-09-01', 'Villa Carlotta', '09:00', '60');
    expect(await addSegment('2027-09-01', 'Ferry to Bellagio', null, '30')).toBe('10:15'); // 09:00 + 60 min + 15 min break
    await addSegment('2027-09-02', 'Monte Brè funicular', '08:00', '45');
    await waitSaved(planner);
    await planner.getByTestId('wizard-next').click();

    await planner.getByTestId('wizard-review').waitFor();
    expect(await planner.getByTestId('wizard-review-day').count()).toBe(3);
    await planner.getByTestId('wizard-finish').click();
    await planner.waitForURL(new RegExp(`/tours/edit/${tourId}$`));

    // The colleague opens the same tour and keeps it open.
    await waitLive(colleague);
    await colleague.goto(`/tours/edit/${tourId}`);
    await waitForSegments(colleague, '2027-09-02', ['Monte Brè funicular@08:00']);

    // Drag the first segment of day 1 onto day 2 in the day strip (beside the plan, always in view): it lands after the funicular.
    await waitForSegments(planner, '2027-09-01', ['Villa Carlotta@09:00', 'Ferry to Bellagio@10:15']);
    await segmentRow(planner, 'Villa Carlotta').dragTo(planner.locator('[data-testid="day-strip-item"][data-day-date="2027-09-02"]'));

    // Re-timed from each day's first segment: 08:00 + 45 min + 15 min break = 09:00; the ferry, now first, keeps 10:15.
    await waitForSegments(planner, '2027-09-02', ['Monte Brè funicular@08:00', 'Villa Carlotta@09:00']);
    await waitForSegments(planner, '2027-09-01', ['Ferry to Bellagio@10:15']);
    await waitSaved(planner);
    await planner.getByTestId('undo-last-change').waitFor();

    // The colleague never reloads.
    await waitForSegments(colleague, '2027-09-02', ['Monte Brè funicular@08:00', 'Villa Carlotta@09:00']);
    await waitForSegments(colleague, '2027-09-01', ['Ferry to Bellagio@10:15']);
    expect(await colleague.getByTestId('day-card-title').allTextContents()).toEqual(['Lake Como', 'Lake Lugano', 'Lake Maggiore']);

    // Within a day, drop zones sit between the segments: the villa goes first and the day follows from it (09:00 + 60 + 15).
    await dayCard(planner, '2027-09-02').scrollIntoViewIfNeeded();
    await segmentRow(planner, 'Villa Carlotta').dragTo(dayCard(planner, '2027-09-02').locator('[data-testid="segment-drop-zone"][data-slot="0"]'));
    await waitForSegments(planner, '2027-09-02', ['Villa Carlotta@09:00', 'Monte Brè funicular@10:15']);
    await waitForSegments(colleague, '2027-09-02', ['Villa Carlotta@09:00', 'Monte Brè funicular@10:15']);
  });
});
