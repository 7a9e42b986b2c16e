// What a page weighs (ADR 0040): the scripts and stylesheets it fetches, each gzipped here, so the figures do not depend on the server compressing.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

export const KB = 1024;
export const ITINERARY_BUDGET = 120 * KB;
export const BACK_OFFICE_BUDGET = 250 * KB;
/** Pages whose content is a map or charts: deck.gl or ECharts is part of what they show (ADR 0040), so the budget is theirs plus that chunk. */
export const HEAVY_CONTENT = /\/assets\/(deck-gl|echarts)-[\w-]+\.js$/;
/** Pages over the budget today (ADR 0040, not met yet): each held to what it weighed when the budget was set, so it cannot grow. */
export const OVER_BUDGET_TODAY: Record<string, number> = { '/tours/edit/{flightTour}': 320 * KB, '/dashboard/map': 260 * KB };
/** Blueprint's whole icon set, fetched only when an icon is named by a string. */
export const ICON_PATHS = /\/assets\/(paths|allPaths|allPathsLoader|splitPathsBySizeLoader)-[\w-]+\.js$/;

export interface Fetched {
  url: string;
  type: 'script' | 'stylesheet';
  gzipped: number;
  blueprint: boolean;
}

/** Everything `page` fetches from now on as scripts and stylesheets; each call returns what came since the last. */
export function recordFetches(page: Page): () => Promise<Fetched[]> {
  const fetched: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    fetched.push(response.body().then((body) => ({ url: response.url(), type, gzipped: zlib.gzipSync(body).length, blueprint: body.includes('.bp6-button{') || body.includes('.bp6-button {') })));
  });
  return () => Promise.all(fetched.splice(0));
}

export const sum = (files: Fetched[]) => files.reduce((total, file) => total + file.gzipped, 0);
export const scriptsOf = (files: Fetched[]) => files.filter((file) => file.type === 'script');
