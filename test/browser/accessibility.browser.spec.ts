// Every page of the product on a seeded season, at desktop width and the phone pages at 390 px, passes axe-core with no critical or serious violation (ADR 0041): contrast, names, labels, landmarks.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';
import { APP_PAGES, REDUCED_SEASON, pathOf, seededIds, settled } from '../support/app-pages';
import { axeViolations, blocking, inWords, type AxeViolation } from '../support/axe';
import { UI_TIMEOUT_MS, signedInPage, useBrowserSessions } from '../support/browser-session';
import { seedDemo } from '../support/demo-season';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions({ DEMO_CLOCK: 'steered' });
const PHONE = { width: 390, height: 844 };

describe('accessibility of every page', () => {
  it('finds no critical or serious axe violation on any page, signed out, signed in, at 1440 and 390 px, nor on a shared itinerary', async () => {
    const seeded = await seedDemo(pool.server.baseUrl, REDUCED_SEASON);
    expect({ code: seeded.code, output: seeded.code === 0 ? '' : seeded.output }).toEqual({ code: 0, output: '' });
    const all: AxeViolation[] = [];
    const check = async (page: Page, where: string) => {
      await settled(page);
      all.push(...(await axeViolations(page, where)));
    };

    const visitor = await pool.browser.newContext({ baseURL: pool.server.baseUrl, bypassCSP: true });
    pool.contexts.push(visitor);
    const signedOut = await visitor.newPage();
    signedOut.setDefaultTimeout(UI_TIMEOUT_MS);
    await signedOut.goto('/tours/all');
    await signedOut.waitForURL(/\/sign-in/);
    await check(signedOut, '/sign-in');

    const page = await signedInPage(pool, 'Dana Demo', 'dana@example.com', 'Demo', { bypassCSP: true });
    const admin: Session = { orgId: organizationIdOf('Demo'), userId: 'dana', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const ids = await seededIds(pool.server, admin);
    for (const visit of APP_PAGES) {
      for (const viewport of visit.narrow ? [null, PHONE] : [null]) {
        await page.setViewportSize(viewport ?? { width: 1440, height: 1000 });
        await page.goto(pathOf(visit, ids));
        await settled(page);
        if (visit.open) await visit.open(page);
        await check(page, `${visit.path}${viewport ? ' at 390 px' : ''}`);
      }
    }
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/no/such/page');
    await check(page, 'a page that does not exist');

    const link = await api<{ path: string }>(pool.server, admin, 'POST', '/api/shared-links', { tourId: ids.flightTour, sections: ['itinerary', 'travelers', 'staff', 'notes'], pinned: false });
    expect(link.status).toBe(201);
    for (const viewport of [{ width: 1440, height: 1000 }, PHONE]) {
      await signedOut.setViewportSize(viewport);
      await signedOut.goto(link.body.path);
      await signedOut.getByTestId('itinerary-title').waitFor();
      await check(signedOut, `/share/{token} at ${viewport.width} px`);
    }

    // AXE_REPORT=file keeps every violation, of any impact, with every failing element, for fixing them all in one pass.
    if (process.env.AXE_REPORT) fs.writeFileSync(process.env.AXE_REPORT, JSON.stringify(all, null, 1));
    const found = blocking(all);
    if (found.length) console.info(`[axe] ${found.length} critical or serious violations:\n${inWords(found)}`);
    expect(found.map((v) => `${v.where}: ${v.rule}`)).toEqual([]);
  }, 420_000);
});
