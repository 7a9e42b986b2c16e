// In a real browser on a reduced demo season, in Rome and in Los Angeles: no page of SPEC.md §2 shows a raw id, a field key, an ISO timestamp, a read-model position or version, 'revision N' or '(s)'; at 390 px, how wide each page is.
import type { BrowserContext, Page } from 'playwright-core';
import type { Page as ListPage, TourSummaryView, TourView } from '@tourops/contracts';
import { FIELD_WORDS, MEASURES } from '@tourops/domain';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { UI_TIMEOUT_MS, useBrowserSessions } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { api, eventually, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
/** A short season: tours with flights, a few travelers and staff, enough for every page to have something to show. */
const REDUCED_SEASON = ['--tours', '16', '--travelers', '24', '--staff', '3', '--quiet'];
const PHONE_WIDTH = 390;

/** The entity fields a page must name in words: every camelCase key the domain has words for, and every measure's key. */
const FIELD_KEYS = [...Object.keys(FIELD_WORDS).filter((key) => /[a-z][A-Z]/.test(key)), ...MEASURES];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What no page may show an operator, each with its name for the report. */
const RAW_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'a raw id', pattern: /[0-9a-f]{8}-[0-9a-f]{4}-/i },
  { name: 'a notification id', pattern: /\bntf-[\w-]+/ },
  { name: 'a field key', pattern: new RegExp(`(?<![\\w.])(${FIELD_KEYS.map(escape).join('|')})(?![\\w])`) },
  { name: 'an ISO timestamp', pattern: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  { name: 'a read-model position', pattern: /position \d/ },
  { name: 'a projection version', pattern: / v\d+,/ },
  { name: 'a revision number', pattern: /revision \d/i },
  { name: "an '(s)' plural", pattern: /\(s\)/ },
  /** Not a raw word, but a page that failed says nothing at all: it must not pass for a clean one. */
  { name: 'an error page instead of the page', pattern: /Internal Server Error|Page Not Found/ },
];

/**
 * Every page of SPEC.md §2 (redirects by where they land), `{tour}`, `{flightTour}`, `{traveler}` and `{staff}` replaced by
 * real ids. `narrow`: a page this file holds to 390 px; the others' widths are printed. `open`: what to open once loaded.
 */
interface PageVisit {
  path: string;
  narrow?: boolean;
  open?: (page: Page) => Promise<void>;
}

const openSection = (testId: string) => async (page: Page) => {
  const section = page.getByTestId(testId);
  await section.waitFor();
  if ((await section.locator('.bp6-collapse-body[aria-hidden="false"], .bp6-section-card').count()) === 0) await section.locator('.bp6-section-header').first().click();
};

const PAGES: PageVisit[] = [
  { path: '/dashboard/overview' },
  { path: '/dashboard/map' },
  { path: '/field-staff/list', narrow: true },
  { path: '/field-staff/create', narrow: true },
  { path: '/field-staff/details/{staff}', narrow: true },
  { path: '/field-staff/edit/{staff}', narrow: true },
  { path: '/field-staff/tracking' },
  { path: '/reports/tour-performance' },
  { path: '/reports/staff-performance' },
  { path: '/reports/traveler-insights' },
  { path: '/settings' },
  { path: '/settings/general' },
  { path: '/settings/notifications' },
  { path: '/settings/tour' },
  { path: '/tools/full-monitoring-list' },
  { path: '/tools/monitoring' },
  { path: '/tools/notifications' },
  { path: '/tools/shared-links' },
  { path: '/tools/audit-log', narrow: true },
  { path: '/tours/all' },
  { path: '/tours/constructor' },
  { path: '/tours/deleted' },
  {
    path: '/tours/edit/{flightTour}',
    open: async (page) => {
      await openSection('tour-history')(page);
      await page.getByTestId('tour-history').locator('[data-testid="history-entry"]').first().waitFor();
      await page.getByTestId('time-travel').getByText('Time travel').click();
      await page.getByTestId('revision-earlier').click();
      await page.getByTestId('time-travel-label').waitFor();
    },
  },
  { path: '/tours/wizard/{tour}' },
  { path: '/travelers/list', narrow: true },
  { path: '/travelers/details/{traveler}', narrow: true, open: async (page) => void (await page.getByTestId('traveler-history-entry').first().waitFor()) },
  { path: '/travelers/edit/{traveler}', narrow: true },
  { path: '/travelers/edit/create', narrow: true },
  { path: '/user-management/list' },
  { path: '/user-management/create' },
];

interface Offence {
  zone: string;
  path: string;
  what: string;
  text: string;
}

/** Toasts and dialogs shown at any moment, kept by the page itself: they may be gone when the page is read. */
const KEEP_TRANSIENT_TEXT = `
  window.__shownText = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node instanceof HTMLElement && (node.matches('.bp6-toast, .bp6-dialog') || node.querySelector('.bp6-toast, .bp6-dialog'))) window.__shownText.push(node.innerText);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
`;

const QUIET_MS = 400;
const MOST_SETTLING_MS = 5_000;

/** In the page: true once no spinner shows and the text has not changed for QUIET_MS (its last text and change kept on window). */
const QUIET_PAGE = `(() => {
  const text = document.body.innerText;
  const loading = document.querySelectorAll('.bp6-spinner, .bp6-skeleton, .initializer-progress').length > 0;
  if (text !== window.__lastText || loading) [window.__lastText, window.__changedAt] = [text, Date.now()];
  return Date.now() - window.__changedAt >= ${QUIET_MS};
})()`;

/** Waits until the page stops loading: no spinner, and its text unchanged for a moment (a map or a live clock may never rest: bounded). */
async function settled(page: Page): Promise<void> {
  await page.evaluate('window.__lastText = undefined');
  await page.waitForFunction(QUIET_PAGE, undefined, { polling: 100, timeout: MOST_SETTLING_MS }).catch(() => undefined);
}

async function signedInContext(zone: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await pool.browser.newContext({ baseURL: pool.server.baseUrl, viewport: { width, height: 900 }, timezoneId: zone, locale: 'en-US' });
  pool.contexts.push(context);
  await context.addInitScript(KEEP_TRANSIENT_TEXT);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto('/tours/all');
  await page.waitForURL(/\/sign-in/);
  await page.getByTestId('sign-in-name').fill('Dana Demo');
  await page.getByTestId('sign-in-email').fill('dana@example.com');
  await page.getByTestId('sign-in-organization-name').fill('Demo');
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL(/\/tours\/all$/);
  return { context, page };
}

/** Real ids for the pages that show one entity: a tour with a flight, any tour, a traveler and a field staff member. */
async function idsOf(session: Session): Promise<Record<string, string>> {
  return eventually(
    async () => {
      const tours = (await api<ListPage<TourSummaryView>>(pool.server, session, 'GET', '/api/tours?limit=50')).body.items ?? [];
      const travelers = (await api<ListPage<{ id: string }>>(pool.server, session, 'GET', '/api/travelers?limit=1')).body.items ?? [];
      const staff = (await api<ListPage<{ id: string }>>(pool.server, session, 'GET', '/api/field-staff?limit=1')).body.items ?? [];
      let flightTour: string | undefined;
      for (const tour of tours) {
        const whole = (await api<TourView>(pool.server, session, 'GET', `/api/tours/${tour.id}`)).body;
        if (whole.days.some((day) => day.segments.some((segment) => segment.type === 'flight'))) {
          flightTour = tour.id;
          break;
        }
      }
      return flightTour && tours[0] && travelers[0] && staff[0] ? { flightTour, tour: tours[0].id, traveler: travelers[0].id, staff: staff[0].id } : undefined;
    },
    20_000,
    'a tour with a flight, a traveler and a field staff member in the seeded season',
  );
}

/** Visits every page in one zone at one width: the offences in its visible text, and each page's width. */
async function visitAll(zone: string, width: number, ids: Record<string, string>): Promise<{ offences: Offence[]; widths: Map<string, number> }> {
  const { page } = await signedInContext(zone, width);
  const offences: Offence[] = [];
  const widths = new Map<string, number>();
  for (const visit of PAGES) {
    const path = visit.path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key]);
    const started = Date.now();
    await page.goto(path);
    await settled(page);
    if (visit.open) {
      await visit.open(page).catch((error: Error) => offences.push({ zone, path: visit.path, what: 'could not be opened', text: error.message.split('\n')[0] }));
      await settled(page);
    }
    if (process.env.WORDS_TIMING) console.info(`[timing] ${zone} ${visit.path} ${Date.now() - started} ms`);
    const { text, transient, scrollWidth } = await page.evaluate<{ text: string; transient: string[]; scrollWidth: number }>(
      `({ text: document.body.innerText, transient: window.__shownText.splice(0), scrollWidth: document.documentElement.scrollWidth })`,
    );
    widths.set(visit.path, scrollWidth);
    for (const shown of [text, ...transient]) {
      for (const { name, pattern } of RAW_PATTERNS) {
        const found = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
        for (const match of shown.matchAll(found)) {
          const at = match.index ?? 0;
          offences.push({ zone, path: visit.path, what: name, text: shown.slice(Math.max(0, at - 40), at + match[0].length + 40).replace(/\s+/g, ' ') });
        }
      }
    }
  }
  return { offences, widths };
}

describe('words for operators on every page', () => {
  it('shows no raw id, field key, ISO timestamp, position, version, revision or (s) in Rome or Los Angeles, and fits the phone where it should', async () => {
    const seeding = Date.now();
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    console.info(`seed:demo ${REDUCED_SEASON.join(' ')}: ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    const admin: Session = { orgId: organizationIdOf('Demo'), userId: 'dana', token: '' };
    const { page } = await signedInContext('Europe/Rome', 1440);
    admin.token = await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`);
    const ids = await idsOf(admin);

    // Rome on a desktop, Los Angeles on a phone: the same words both ways, the widths read on the phone.
    const [rome, losAngeles] = await Promise.all([visitAll('Europe/Rome', 1440, ids), visitAll('America/Los_Angeles', PHONE_WIDTH, ids)]);
    const offences = [...rome.offences, ...losAngeles.offences];

    const unique = [...new Map(offences.map((offence) => [`${offence.path}|${offence.what}|${offence.text}`, offence])).values()];
    for (const offence of unique) console.info(`[words] ${offence.zone} ${offence.path}: ${offence.what}: “${offence.text}”`);
    const tooWide = PAGES.filter((visit) => (losAngeles.widths.get(visit.path) ?? 0) > PHONE_WIDTH);
    console.info(`[widths at ${PHONE_WIDTH} px] ${PAGES.map((visit) => `${visit.path} ${losAngeles.widths.get(visit.path)}`).join(' · ')}`);

    expect(tooWide.filter((visit) => visit.narrow).map((visit) => `${visit.path} ${losAngeles.widths.get(visit.path)} px`)).toEqual([]);
    expect(unique.map((offence) => `${offence.path}: ${offence.what}: ${offence.text}`)).toEqual([]);
  }, 180_000);
});
