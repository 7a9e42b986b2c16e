// In a real browser on a seeded season: every page is usable by keyboard (a skip link first, focus always visible), names contain the visible text, and a segment moves to another day only when asked.
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { APP_PAGES, REDUCED_SEASON, pathOf, seededIds, settled, type PageVisit } from '../support/app-pages';
import { waitInPage } from '../support/browser';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** How many tab stops from the top of a page are checked for a visible focus indicator. */
const TAB_STOPS_WALKED = 15;

/** What is focused in the page: its tag, text or name, whether it is inside <main>, and whether its focus shows (outline, or box-shadow on it or its control's indicator). */
interface Focused {
  what: string;
  tag: string;
  text: string;
  inMain: boolean;
  isMain: boolean;
  mains: number;
  /** Whether the page's <main> holds anything Tab can reach (a page with nothing to operate has no next stop inside it). */
  mainOperable: boolean;
  visible: boolean;
  indicated: boolean;
}

/** Runs in the page: the focused element described (a function: the app's CSP forbids eval, and the context bypasses it only for axe). */
const focusedElement = (): Focused => {
  const doc = (globalThis as any).document;
  const element = doc.activeElement;
  const styleShows = (node: any) => {
    if (!node) return false;
    const style = (globalThis as any).getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow && style.boxShadow !== 'none');
  };
  // A Blueprint checkbox, radio or switch hides its input and shows focus on the indicator beside it.
  const indicator = element?.matches?.('.bp6-control input') ? element.parentElement.querySelector('.bp6-control-indicator') : null;
  const rect = element?.getBoundingClientRect?.();
  const text = (element?.innerText ?? '').trim().slice(0, 60);
  return {
    what: `${element?.tagName?.toLowerCase()}${element?.getAttribute?.('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} “${element?.getAttribute?.('aria-label') ?? text}”`,
    tag: element?.tagName ?? '',
    text,
    inMain: Boolean(element?.closest?.('main')),
    isMain: element?.tagName === 'MAIN',
    mains: doc.querySelectorAll('main').length,
    mainOperable: Boolean(doc.querySelector('main')?.querySelector('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]')),
    visible: Boolean(rect && rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.right > 0 && rect.top < (globalThis as any).innerHeight),
    indicated: Boolean(styleShows(element) || styleShows(indicator)),
  };
};

/** What one page fails: the skip link, the focus walk and the names, each as a list of findings. */
interface Findings {
  skip: string[];
  focus: string[];
  names: string[];
}

/** From a freshly loaded page: the first Tab reaches a visible skip link, Enter on it lands in <main>, the next Tab in its content; then the first tab stops all show their focus. */
async function keyboardFindings(page: Page): Promise<Pick<Findings, 'skip' | 'focus'>> {
  const skip: string[] = [];
  const focus: string[] = [];
  const stops: Focused[] = [];
  for (let stop = 0; stop < TAB_STOPS_WALKED; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(focusedElement);
    if (focused.tag === 'BODY' || focused.tag === '') break;
    stops.push(focused);
    if (!focused.indicated) focus.push(`stop ${stop + 1}: ${focused.what}`);
  }
  const first = stops[0];
  if (!first || first.tag !== 'A' || !/^skip to content$/i.test(first.text) || !first.visible) skip.push(`first tab stop is ${first ? `${first.what} (visible: ${first.visible})` : 'nothing'}`);

  await page.getByTestId('skip-link').focus();
  await page.keyboard.press('Enter');
  const landed = await page.evaluate(focusedElement);
  if (landed.mains !== 1) skip.push(`${landed.mains} <main> elements`);
  if (!landed.inMain) skip.push(`Enter on the skip link focused ${landed.what}`);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(focusedElement);
  if (landed.mainOperable && (!next.inMain || next.isMain)) skip.push(`the Tab after the skip link focused ${next.what}`);
  return { skip, focus };
}

/** axe-core's 'label-content-name-mismatch' (experimental, run by name) on the page: each violating node, and how many nodes it looked at. */
async function nameMismatches(page: Page): Promise<{ violations: string[]; checked: number }> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const results = await (globalThis as any).axe.run((globalThis as any).document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
    const nodes = (list: any[]) => list.flatMap((rule: any) => rule.nodes);
    return {
      violations: nodes(results.violations).map((node: any) => `${node.target.join(' ')}: ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}`),
      checked: nodes(results.passes).length + nodes(results.violations).length + nodes(results.incomplete).length,
    };
  });
}

/** Every check on one page loaded at `path` (then opened as the visit says, for the names). */
async function pageFindings(page: Page, path: string, visit?: PageVisit): Promise<Findings & { checked: number }> {
  await page.goto(path);
  await settled(page);
  const keyboard = await keyboardFindings(page);
  if (visit?.open) await visit.open(page);
  const names = await nameMismatches(page);
  return { ...keyboard, names: names.violations, checked: names.checked };
}

describe('the app by keyboard and screen reader', () => {
  let page: Page;
  let ids: Record<string, string>;
  let admin: Session;

  beforeAll(async () => {
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo', { bypassCSP: true });
    admin = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    ids = await seededIds(pool.server, admin);
  }, 120_000);

  it('puts a skip link first on every page, shows focus on every tab stop and names every control by its visible text', async () => {
    const found: Record<string, Findings & { checked: number }> = {};
    for (const visit of [...APP_PAGES, { path: '/no-such-page' }]) found[visit.path] = await pageFindings(page, pathOf(visit, ids), visit);

    const link = await api<{ path: string }>(pool.server, admin, 'POST', '/api/shared-links', { tourId: ids.flightTour, sections: ['itinerary', 'travelers', 'staff', 'notes'], pinned: false });
    expect(link.status).toBe(201);
    const visitor = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: { width: 1440, height: 1000 }, bypassCSP: true });
    pool.contexts.push(visitor);
    const outside = await visitor.newPage();
    outside.setDefaultTimeout(UI_TIMEOUT_MS);
    found['/sign-in'] = await pageFindings(outside, '/sign-in');
    found['/share/{token}'] = await pageFindings(outside, link.body.path);

    const failing = (kind: keyof Findings) => Object.fromEntries(Object.entries(found).filter(([, findings]) => findings[kind].length > 0).map(([path, findings]) => [path, findings[kind]]));
    expect(failing('skip')).toEqual({});
    expect(failing('focus')).toEqual({});
    expect(failing('names')).toEqual({});
    expect(Object.values(found).reduce((sum, findings) => sum + findings.checked, 0)).toBeGreaterThan(0);
  }, 240_000);

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
