// In a real browser on a reduced demo season, in Rome and in Los Angeles: no page of SPEC.md §2 shows a raw id, a field key, an ISO timestamp, a read-model position or version, 'revision N' or '(s)'; at 390 px, how wide each page is.
import type { BrowserContext, Page } from 'playwright-core';
import { FIELD_WORDS, MEASURES } from '@tourops/domain';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { UI_TIMEOUT_MS, useBrowserSessions } from '../support/browser-session';
import { APP_PAGES, REDUCED_SEASON, pathOf, seededIds, settled } from '../support/app-pages';
import { seedDemo } from '../support/demo-season';
import type { Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
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

/** Visits every page in one zone at one width: the offences in its visible text, and each page's width. */
async function visitAll(zone: string, width: number, ids: Record<string, string>): Promise<{ offences: Offence[]; widths: Map<string, number> }> {
  const { page } = await signedInContext(zone, width);
  const offences: Offence[] = [];
  const widths = new Map<string, number>();
  for (const visit of APP_PAGES) {
    const path = pathOf(visit, ids);
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
    const ids = await seededIds(pool.server, admin);

    // Rome on a desktop, Los Angeles on a phone: the same words both ways, the widths read on the phone.
    const [rome, losAngeles] = await Promise.all([visitAll('Europe/Rome', 1440, ids), visitAll('America/Los_Angeles', PHONE_WIDTH, ids)]);
    const offences = [...rome.offences, ...losAngeles.offences];

    const unique = [...new Map(offences.map((offence) => [`${offence.path}|${offence.what}|${offence.text}`, offence])).values()];
    for (const offence of unique) console.info(`[words] ${offence.zone} ${offence.path}: ${offence.what}: “${offence.text}”`);
    const tooWide = APP_PAGES.filter((visit) => (losAngeles.widths.get(visit.path) ?? 0) > PHONE_WIDTH);
    console.info(`[widths at ${PHONE_WIDTH} px] ${APP_PAGES.map((visit) => `${visit.path} ${losAngeles.widths.get(visit.path)}`).join(' · ')}`);

    expect(tooWide.filter((visit) => visit.narrow).map((visit) => `${visit.path} ${losAngeles.widths.get(visit.path)} px`)).toEqual([]);
    expect(unique.map((offence) => `${offence.path}: ${offence.what}: ${offence.text}`)).toEqual([]);
  }, 180_000);
});
