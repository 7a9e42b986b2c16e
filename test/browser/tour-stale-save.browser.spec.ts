// In a real browser: two operators edit the same tour with autosave off; the later save is stale, shows what changed, and is re-applied.
import { api, type Session } from '../support/test-server';
import { dayCard, invitedPage, pageSession, segmentRow, signedInPage, useBrowserSessions, waitForSegments, waitSaved } from '../support/browser-session';

const pool = useBrowserSessions();

const DATE = '2027-06-10';

/** A one-day tour of the organization 'Stale Travel': A at 09:00 (60 min), then B at 10:15 (30 min). */
async function oneDayTour(session: Session): Promise<string> {
  const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Lake day', startDate: DATE, endDate: DATE, timezone: 'Europe/Rome' })).body;
  const day = (await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: DATE, title: 'Arrival' })).body;
  for (const [title, startTime, durationMinutes] of [['A', '09:00', 60], ['B', '10:15', 30]] as const)
    await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { type: 'activity', title, startTime, durationMinutes });
  return tour.id;
}

describe('two operators saving the same tour', () => {
  it('never overwrites silently: the stale save shows the other change, and re-applying keeps both', async () => {
    const ada = await signedInPage(pool, 'Ada Planner', 'ada@example.com', 'Stale Travel');
    // Autosave off for the organization: each editor collects its changes until Save.
    await ada.goto('/settings/tour');
    const editorSaved = ada.waitForResponse((response) => response.url().endsWith('/api/settings/editor') && response.request().method() === 'PUT');
    await ada.getByTestId('settings-autosave-off').click();
    expect((await editorSaved).status()).toBe(200);

    const adaSession = await pageSession(ada);
    const bo = await invitedPage(pool, adaSession, 'org:member', 'Bo Colleague', 'bo@example.com', 'Stale Travel');
    const tourId = await oneDayTour(adaSession);
    await ada.goto(`/tours/edit/${tourId}`);
    await bo.goto(`/tours/edit/${tourId}`);
    await waitForSegments(ada, DATE, ['A@09:00', 'B@10:15']);
    await waitForSegments(bo, DATE, ['A@09:00', 'B@10:15']);

    // Bo moves B first (the keyboard alternative to dragging); auto-fill re-times A to 10:15 + 30 + 15 = 11:00. Not saved yet.
    await segmentRow(bo, 'B').getByTestId('segment-move-up').click();
    await waitForSegments(bo, DATE, ['B@10:15', 'A@11:00']);
    await bo.locator('[data-testid="save-status"][data-state="unsaved"]').waitFor();

    // Ada renames the day and saves first.
    await dayCard(ada, DATE).getByTestId('edit-day').click();
    await ada.getByTestId('edit-day-title').fill('Lakeside');
    await ada.getByTestId('edit-day-submit').click();
    await ada.getByTestId('save-changes').click();
    await waitSaved(ada);

    // Bo sees Ada's change arrive live, his own still pending on top of it.
    await dayCard(bo, DATE).getByTestId('day-card-title').filter({ hasText: 'Lakeside' }).waitFor();
    await waitForSegments(bo, DATE, ['B@10:15', 'A@11:00']);

    // Bo's save was made on the older revision: the server answers 409 and the dialog says what changed.
    await bo.getByTestId('save-changes').click();
    const dialog = bo.getByTestId('stale-save-dialog');
    await dialog.getByTestId('stale-difference').filter({ hasText: 'Lakeside' }).waitFor();
    expect(await dialog.getByTestId('stale-my-changes').textContent()).toContain('Reorder “B”');
    await bo.getByTestId('stale-reapply').click();
    await dialog.waitFor({ state: 'hidden' });
    await waitSaved(bo);

    // Both changes are kept, and Ada sees Bo's without reloading.
    await waitForSegments(ada, DATE, ['B@10:15', 'A@11:00']);
    const session = adaSession;
    const saved = (await api(pool.server, session, 'GET', `/api/tours/${tourId}`)).body;
    expect(saved.days[0].title).toBe('Lakeside');
    expect(saved.days[0].segments.map((segment: { title: string; startTime: string }) => `${segment.title}@${segment.startTime}`)).toEqual(['B@10:15', 'A@11:00']);

    // Bo takes his change back with Undo (a compensating command); the day keeps Ada's title.
    await bo.getByTestId('undo-last-change').click();
    await waitForSegments(bo, DATE, ['A@09:00', 'B@10:15']);
    await waitForSegments(ada, DATE, ['A@09:00', 'B@10:15']);
    await dayCard(ada, DATE).getByTestId('day-card-title').filter({ hasText: 'Lakeside' }).waitFor();
  });
});
