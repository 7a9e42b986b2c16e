// Every page of the web app (SPEC.md §2) as the browser tests visit it on a seeded season: the list, real ids for its placeholders, and a wait for a page to settle.
import type { Page } from 'playwright-core';
import type { Page as ListPage, TourSummaryView, TourView } from '@tourops/contracts';
import { waitInPage } from './browser';
import { api, eventually, type Session, type TestServer } from './test-server';

/** A short season (npm run seed:demo): tours with flights, a few travelers and staff, enough for every page to have something to show. */
export const REDUCED_SEASON = ['--tours', '16', '--travelers', '24', '--staff', '3', '--quiet'];

/**
 * A page to visit (redirects by where they land), `{tour}`, `{flightTour}`, `{traveler}` and `{staff}` replaced by real ids.
 * `narrow`: a page held to 390 px; `open`: what to open once loaded.
 */
export interface PageVisit {
  path: string;
  narrow?: boolean;
  open?: (page: Page) => Promise<void>;
}

const openSection = (testId: string) => async (page: Page) => {
  const section = page.getByTestId(testId);
  await section.waitFor();
  if ((await section.locator('.bp6-collapse-body[aria-hidden="false"], .bp6-section-card').count()) === 0) await section.locator('.bp6-section-header').first().click();
};

export const APP_PAGES: PageVisit[] = [
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

/** The page's path with its placeholders replaced by `ids`. */
export const pathOf = (visit: PageVisit, ids: Record<string, string>) => visit.path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key]);

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
export async function settled(page: Page): Promise<void> {
  await page.evaluate('window.__lastText = undefined');
  await waitInPage(page, QUIET_PAGE, { polling: 100, timeout: MOST_SETTLING_MS }).catch(() => undefined);
}

/** Real ids for the pages that show one entity: a tour with a flight, any tour, a traveler and a field staff member. */
export async function seededIds(server: TestServer, session: Session): Promise<Record<string, string>> {
  return eventually(
    async () => {
      const tours = (await api<ListPage<TourSummaryView>>(server, session, 'GET', '/api/tours?limit=50')).body.items ?? [];
      const travelers = (await api<ListPage<{ id: string }>>(server, session, 'GET', '/api/travelers?limit=1')).body.items ?? [];
      const staff = (await api<ListPage<{ id: string }>>(server, session, 'GET', '/api/field-staff?limit=1')).body.items ?? [];
      let flightTour: string | undefined;
      for (const tour of tours) {
        const whole = (await api<TourView>(server, session, 'GET', `/api/tours/${tour.id}`)).body;
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
