// Every page of the app (SPEC.md §2) on one seeded season, each loaded once per way it is opened and every page-wide check run on that load:
// axe (ADR 0041), the keyboard and names (ADR 0042), the weight (ADR 0040), the Content-Security-Policy, and an operator's words in Rome on a desktop and Los Angeles on a phone.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { APP_PAGES, REDUCED_SEASON, pathOf, seededIds, settled } from '../support/app-pages';
import { axeViolations, blocking, inWords, installAxe, type AxeViolation } from '../support/axe';
import { waitInPage, webDistDir } from '../support/browser';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';
import { RECORD_VIOLATIONS, refusedAnything, watchRefusals, type Refusals } from '../support/csp-refusals';
import { seedDemo } from '../support/demo-season';
import { keyboardFindings, nameMismatches, type Findings } from '../support/keyboard-walk';
import { KEEP_TRANSIENT_TEXT, offenceLines, rawWordsShown, type Offence } from '../support/operator-words';
import { BACK_OFFICE_BUDGET, HEAVY_CONTENT, ICON_PATHS, ITINERARY_BUDGET, KB, OVER_BUDGET_TODAY, recordFetches, scriptsOf, sum } from '../support/page-weight';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
const DESKTOP = { width: 1440, height: 1000 };
const PHONE = { width: 390, height: 844 };

/** What every page of the sweep is watched for in its context: axe at hand, the CSP's refusals and the toasts shown, kept from the first script on. */
async function watched(context: BrowserContext): Promise<BrowserContext> {
  await installAxe(context);
  await context.addInitScript(RECORD_VIOLATIONS);
  await context.addInitScript(KEEP_TRANSIENT_TEXT);
  return context;
}

/** Everything a sweep found, by check; each list empty when the app holds. */
interface Found {
  axe: AxeViolation[];
  skip: string[];
  focus: string[];
  names: string[];
  refused: string[];
  words: Offence[];
  overBudget: string[];
  iconPaths: string[];
  namesChecked: number;
}
const nothingFound = (): Found => ({ axe: [], skip: [], focus: [], names: [], refused: [], words: [], overBudget: [], iconPaths: [], namesChecked: 0 });

/** `page` opened as its visit says (a section, a panel), then settled; a visit that cannot be opened is a finding. */
async function opened(page: Page, where: string, found: Found, open?: (page: Page) => Promise<void>): Promise<void> {
  if (!open) return;
  await open(page).catch((error: Error) => found.words.push({ where, what: 'could not be opened', text: error.message.split('\n')[0] }));
  await settled(page);
}

/** The keyboard and name checks of `page` as loaded now (opened by `open` in between), into `found` under `where`. */
async function keyboardAndNames(page: Page, where: string, found: Found, open?: (page: Page) => Promise<void>): Promise<void> {
  const keyboard: Pick<Findings, 'skip' | 'focus'> = await keyboardFindings(page);
  found.skip.push(...keyboard.skip.map((finding) => `${where}: ${finding}`));
  found.focus.push(...keyboard.focus.map((finding) => `${where}: ${finding}`));
  await opened(page, where, found, open);
  const names = await nameMismatches(page);
  found.names.push(...names.violations.map((finding) => `${where}: ${finding}`));
  found.namesChecked += names.checked;
}

const refusedAt = (where: string, refusals: Refusals) => (refusedAnything(refusals) ? [`${where}: ${JSON.stringify(refusals)}`] : []);

/** Each check's findings, as lines a failing test prints; the axe ones in words on the console. */
function report(found: Found) {
  const axe = blocking(found.axe);
  if (axe.length) console.info(`[axe] ${axe.length} critical or serious violations:\n${inWords(axe)}`);
  if (process.env.AXE_REPORT) fs.writeFileSync(process.env.AXE_REPORT, JSON.stringify(found.axe, null, 1));
  for (const line of offenceLines(found.words)) console.info(`[words] ${line}`);
  return {
    axe: axe.map((violation) => `${violation.where}: ${violation.rule}`),
    skip: found.skip,
    focus: found.focus,
    names: found.names,
    refused: found.refused,
    words: offenceLines(found.words),
    overBudget: found.overBudget,
    iconPaths: found.iconPaths,
  };
}
const clean = { axe: [], skip: [], focus: [], names: [], refused: [], words: [], overBudget: [], iconPaths: [] };

describe('every page of the app, on one seeded season', () => {
  let ids: Record<string, string>;
  let admin: Session;

  beforeAll(async () => {
    const seeding = Date.now();
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    console.info(`seed:demo ${REDUCED_SEASON.join(' ')}: ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    const page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo');
    admin = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    ids = await seededIds(pool.server, admin);
    await page.context().close();
  }, 120_000);

  it('on a desktop in Rome: no axe violation, a skip link and visible focus, names holding their text, nothing refused by the CSP, no raw words, each page within its weight', async () => {
    const signedIn = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo', { viewport: DESKTOP, timezoneId: 'Europe/Rome', locale: 'en-US' });
    const desk = await watched(signedIn.context());
    await signedIn.close();
    const found = nothingFound();
    for (const visit of [...APP_PAGES, { path: '/no-such-page', open: undefined }]) {
      const where = visit.path;
      // A fresh tab: nothing in the memory cache, the session in storage, as an operator opening a link.
      const page = await desk.newPage();
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      const fetched = recordFetches(page);
      const refusals = watchRefusals(page);
      await page.goto(pathOf(visit, ids));
      await settled(page);
      // What the page fetched to show its content; what opening its sections fetches counts for the icon-path check only.
      const scripts = scriptsOf(await fetched());
      await keyboardAndNames(page, where, found, visit.open);
      found.axe.push(...(await axeViolations(page, where)));
      if (visit.path !== '/no-such-page') found.words.push(...(await rawWordsShown(page, `Rome ${where}`)).offences);
      found.refused.push(...refusedAt(where, await refusals()));
      const later = scriptsOf(await fetched());
      await page.close();

      found.iconPaths.push(...[...scripts, ...later].filter((file) => ICON_PATHS.test(file.url)).map((file) => `${where}: ${file.url}`));
      if (visit.path === '/no-such-page') continue;
      const initial = sum(scripts.filter((file) => !HEAVY_CONTENT.test(file.url)));
      console.info(`${where}: ${(sum(scripts) / KB).toFixed(1)} KB gzipped JS in ${scripts.length} files, ${(initial / KB).toFixed(1)} KB without deck.gl or ECharts`);
      if (initial > (OVER_BUDGET_TODAY[where] ?? BACK_OFFICE_BUDGET)) found.overBudget.push(`${where}: ${(initial / KB).toFixed(1)} KB`);
    }
    expect(found.namesChecked).toBeGreaterThan(0);
    expect(report(found)).toEqual(clean);
  }, 420_000);

  it('on a phone in Los Angeles: no raw words, the phone pages fit 390 px and pass axe', async () => {
    const page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo', { viewport: PHONE, timezoneId: 'America/Los_Angeles', locale: 'en-US' });
    await watched(page.context());
    const found = nothingFound();
    const widths: string[] = [];
    const tooWide: string[] = [];
    for (const visit of APP_PAGES) {
      const where = `${visit.path} at 390 px`;
      await page.goto(pathOf(visit, ids));
      await settled(page);
      await opened(page, where, found, visit.open);
      const { offences, scrollWidth } = await rawWordsShown(page, `Los Angeles ${where}`);
      found.words.push(...offences);
      widths.push(`${visit.path} ${scrollWidth}`);
      if (visit.narrow && scrollWidth > PHONE.width) tooWide.push(`${visit.path} ${scrollWidth} px`);
      if (visit.narrow) found.axe.push(...(await axeViolations(page, where)));
    }
    console.info(`[widths at ${PHONE.width} px] ${widths.join(' · ')}`);
    expect(tooWide).toEqual([]);
    expect(report(found)).toEqual(clean);
  }, 300_000);

  it('signed out and on a shared itinerary: axe at both widths, the keyboard, the CSP with its PDF, and the itinerary’s weight without Blueprint', async () => {
    const visitor = await watched(await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: PHONE, acceptDownloads: true }));
    pool.contexts.push(visitor);
    const page = await visitor.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    const refusals = watchRefusals(page);
    const found = nothingFound();

    await page.setViewportSize(DESKTOP);
    await page.goto('/tours/all');
    await page.waitForURL(/\/sign-in/);
    await settled(page);
    await keyboardAndNames(page, '/sign-in', found);
    found.axe.push(...(await axeViolations(page, '/sign-in')));
    found.refused.push(...refusedAt('/sign-in', await refusals()));

    const link = await api<{ path: string }>(pool.server, admin, 'POST', '/api/shared-links', { tourId: ids.flightTour, sections: ['itinerary', 'travelers', 'staff', 'notes'], pinned: false });
    expect(link.status).toBe(201);
    await page.setViewportSize(PHONE);
    const fetched = recordFetches(page);
    await page.goto(link.body.path);
    await page.getByTestId('itinerary-title').waitFor();
    await page.waitForLoadState('networkidle');
    const files = await fetched();
    const scripts = scriptsOf(files);
    console.info(`/share/…: ${(sum(scripts) / KB).toFixed(1)} KB gzipped JS in ${scripts.length} files, ${(sum(files.filter((file) => file.type === 'stylesheet')) / KB).toFixed(1)} KB CSS`);
    found.iconPaths.push(...scripts.filter((file) => ICON_PATHS.test(file.url)).map((file) => `/share: ${file.url}`));
    found.axe.push(...(await axeViolations(page, '/share/{token} at 390 px')));
    found.words.push(...(await rawWordsShown(page, '/share/{token}')).offences);

    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByTestId('itinerary-title').waitFor();
    await settled(page);
    await keyboardAndNames(page, '/share/{token}', found);
    found.axe.push(...(await axeViolations(page, '/share/{token} at 1440 px')));
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('download-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    found.refused.push(...refusedAt('/share/{token} and its PDF', await refusals()));

    expect(report(found)).toEqual(clean);
    expect(sum(scripts)).toBeLessThanOrEqual(ITINERARY_BUDGET);
    expect(files.filter((file) => file.blueprint).map((file) => file.url)).toEqual([]);
  }, 180_000);

  it('under the CSP: a chart’s tooltip and the live socket are allowed, an inline script injected into the page is refused and counted once', async () => {
    const page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo');
    await watched(page.context());
    const refusals = watchRefusals(page);

    // A chart's tooltip is HTML that ECharts writes with style attributes.
    await page.goto('/reports/tour-performance');
    await page.locator('[data-testid="report-tour-performance"][data-state="ready"]').waitFor();
    const chart = page.getByTestId('chart-toursByMonth');
    await chart.locator('svg path').first().waitFor({ state: 'attached' });
    const box = (await chart.boundingBox())!;
    for (const x of [0.3, 0.5, 0.7]) await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.6);
    await page.locator('.report-chart div[style*="position: absolute"]').first().waitFor({ state: 'attached' });
    expect(refusedAt('a chart tooltip', await refusals())).toEqual([]);

    await page.goto('/tours/all');
    await waitLive(page);
    await settled(page);
    expect(refusedAt('/tours/all, live', await refusals())).toEqual([]);
    await page.evaluate(`(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.head.append(script);
    })()`);
    await waitInPage(page, 'window.__cspViolations.length > 0', { timeout: UI_TIMEOUT_MS });
    const injected = await refusals();
    expect({ events: injected.events, console: injected.console.length }).toEqual({ events: ['script-src-elem inline'], console: 1 });
    expect(await page.evaluate('window.__injectedRan === true')).toBe(false);
  }, 60_000);

  it('builds bundles that point at no source map', () => {
    const assets = path.join(webDistDir(), 'assets');
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('sourceMappingURL='))).toEqual([]);
  });
});
