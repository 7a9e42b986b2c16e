// In a real browser on a seeded season: the maps are one named keyboard stop, a segment moves to another day only when asked, the account menu loads
// when its button is reached and keeps the focus, and the skip link shows when focused
// (every page's skip link, focus and names: every-page.browser.spec.ts).
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { REDUCED_SEASON, seededIds, settled } from '../support/app-pages';
import { waitInPage } from '../support/browser';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { focusedElement } from '../support/keyboard-walk';
import { eventually, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('the app by keyboard and screen reader', () => {
  let page: Page;
  let ids: Record<string, string>;
  let admin: Session;

  beforeAll(async () => {
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo');
    admin = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    ids = await seededIds(pool.server, admin);
  }, 120_000);

  it('gives the maps a named keyboard stop whose focus shows', async () => {
    for (const path of ['/dashboard/map', '/field-staff/tracking']) {
      await page.goto(path);
      const map = page.locator('.deck-events-root[role="application"]');
      await map.waitFor();
      await page.keyboard.press('Tab');
      await map.focus();
      const focused = await page.evaluate(focusedElement);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/map-focus${path.replaceAll('/', '-')}.png` });
      expect({ path, focused: focused.what, indicated: focused.indicated }).toEqual({ path, focused: expect.stringMatching(/^div “Map of .+; arrow keys move the map/), indicated: true });
    }
  });

  it('moves a flight to another day only when Move is pressed, keeps focus on it and says where it went', async () => {
    await page.goto(`/tours/edit/${ids.flightTour}`);
    const flight = page.locator('[data-testid="tour-segment"]:has([data-testid="segment-journey"]):has([data-testid="segment-move-to-day"])').first();
    await flight.waitFor();
    const segmentId = (await flight.getAttribute('data-segment-id'))!;
    const title = (await flight.getAttribute('data-segment-title'))!;
    const fromDay = (await page.locator(`[data-testid="tour-day"]:has(#segment-${segmentId})`).getAttribute('data-day-id'))!;
    const inDay = (dayId: string) => page.locator(`[data-testid="tour-day"][data-day-id="${dayId}"] #segment-${segmentId}`);

    const select = flight.getByTestId('segment-move-to-day');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    if (SCREENSHOTS) for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await flight.scrollIntoViewIfNeeded();
      await flight.screenshot({ path: `${SCREENSHOTS}/move-control-${width}.png` });
    }
    if (SCREENSHOTS) await page.setViewportSize({ width: 1440, height: 1000 });
    const chosen = await select.inputValue();
    expect(chosen).not.toBe('');
    expect(await inDay(fromDay).count()).toBe(1);
    expect(await page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.getAttribute('data-testid'))).toBe('segment-move-to-day-confirm');
    await page.keyboard.press('Enter');
    const asked = page.getByTestId('traveler-impact-change');
    await inDay(chosen).or(asked).first().waitFor();
    if (await asked.isVisible()) await asked.click();
    await inDay(chosen).waitFor();
    await waitInPage(page, `document.activeElement && document.activeElement.closest('#segment-${segmentId}') !== null && document.activeElement.closest('[data-day-id="${chosen}"]') !== null`, { timeout: UI_TIMEOUT_MS });

    const date = (await page.locator(`[data-testid="tour-day"][data-day-id="${chosen}"]`).getAttribute('data-day-date'))!;
    const dayInWords = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const said = page.getByTestId('planner-announcement');
    expect({ role: await said.getAttribute('role'), polite: await said.getAttribute('aria-live'), text: await said.textContent() }).toEqual({ role: 'status', polite: 'polite', text: `Moved Flight ${title} to ${dayInWords}` });
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    if (SCREENSHOTS) await inDay(chosen).screenshot({ path: `${SCREENSHOTS}/moved-segment-focused.png` });
  });

  it('loads the account menu when its button is reached, keeps focus on it, and opens it with Enter', async () => {
    const context = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: { width: 1440, height: 1000 } });
    pool.contexts.push(context);
    await context.addInitScript(`localStorage.setItem('tourops.sessionToken', ${JSON.stringify(admin.token)})`);
    const fresh = await context.newPage();
    const menuCode: string[] = [];
    fresh.on('request', (request) => {
      if (/\/assets\/LocalAccountMenu-[\w-]+\.js$/.test(request.url())) menuCode.push(request.url());
    });
    await fresh.goto('/tools/notifications');
    await settled(fresh);
    // The page drew and settled without the menu's code: a load on a phone does not share its network with it.
    expect(menuCode).toEqual([]);
    const button = fresh.getByTestId('user-menu-button');
    await button.focus();
    await eventually(() => (menuCode.length === 1 ? true : undefined), UI_TIMEOUT_MS, "the account menu's code asked for");
    // The menu wraps a new button once its code is in: the focus moves to it.
    await waitInPage(fresh, `document.querySelector('.bp6-popover-target [data-testid="user-menu-button"]') === document.activeElement`, { timeout: UI_TIMEOUT_MS });
    await fresh.keyboard.press('Enter');
    await fresh.getByTestId('user-menu').waitFor();
    expect(menuCode).toHaveLength(1);
  });

  it('shows the skip link when it has focus, at 1440 and 390 px', async () => {
    if (!SCREENSHOTS) return;
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.goto('/dashboard/overview');
      await settled(page);
      await page.keyboard.press('Tab');
      await page.screenshot({ path: `${SCREENSHOTS}/skip-link-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 1000 });
  });
});
