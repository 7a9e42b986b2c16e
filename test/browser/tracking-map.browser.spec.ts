// In a real browser: an admin watches field staff move on the tracking map, live, from device reports and from the simulator; names of members side by side never pile up.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { waitInPage } from '../support/browser';
import { pageSession, signedInPage, useBrowserSessions, waitLive } from '../support/browser-session';
import { expectNoOverlap, labelsOf, pixelsOf } from '../support/map-labels';
import { api, type Session } from '../support/test-server';

const pool = useBrowserSessions();
const ORGANIZATION = 'Tracking Travel';
const ORG_ID = 'org_tracking_travel';

const memberRow = (page: Page, staffId: string) => page.locator(`[data-testid="tracked-member"][data-staff-id="${staffId}"]`);
const coordinatesOf = async (page: Page, staffId: string) => {
  const row = memberRow(page, staffId);
  return { lat: await row.getAttribute('data-lat'), lng: await row.getAttribute('data-lng') };
};

async function registerMember(admin: Session, firstName: string): Promise<string> {
  const response = await api(pool.server, admin, 'POST', '/api/field-staff', { firstName, lastName: 'Rossi', email: `${firstName.toLowerCase()}@example.com`, roles: ['guide'] });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** Runs the simulator (scripts/simulate-staff.mjs) against the test server; resolves with its exit code and output. */
function simulate(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.resolve('scripts/simulate-staff.mjs'), '--url', pool.server.baseUrl, ...args], { timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('the tracking map', () => {
  it('shows a member appear and move as their device reports, without reloading', async () => {
    const page = await signedInPage(pool, 'Ada Admin', 'ada@example.com', ORGANIZATION);
    const admin = await pageSession(page);
    const staffId = await registerMember(admin, 'Giulia');
    const issued = await api(pool.server, admin, 'POST', `/api/field-staff/${staffId}/device-tokens`, { label: 'Phone' });
    const report = (lat: number, lng: number) =>
      api(pool.server, { token: issued.body.token, orgId: '', userId: '' }, 'POST', `/api/field-staff/${staffId}/positions`, { positions: [{ at: new Date().toISOString(), lat, lng }] });

    await page.goto('/field-staff/tracking');
    await waitLive(page);
    await page.locator('[data-testid="tracking-map"] canvas').first().waitFor();
    await memberRow(page, staffId).waitFor();
    expect(await coordinatesOf(page, staffId)).toEqual({ lat: '', lng: '' });
    expect(await memberRow(page, staffId).getByTestId('tracked-member-last-seen').textContent()).toBe('never reported');

    expect((await report(43.7731, 11.256)).status).toBe(202);
    await page.locator(`[data-testid="tracked-member"][data-staff-id="${staffId}"][data-lat="43.7731"][data-lng="11.256"]`).waitFor();
    await memberRow(page, staffId).getByTestId('tracked-member-last-seen').filter({ hasText: / s ago$/ }).waitFor();

    expect((await report(43.7696, 11.2556)).status).toBe(202);
    await page.locator(`[data-testid="tracked-member"][data-staff-id="${staffId}"][data-lat="43.7696"][data-lng="11.2556"]`).waitFor();

    // The replay of the member's last hour holds both points.
    await memberRow(page, staffId).getByTestId('tracked-member-focus').click();
    await page.getByTestId('replay-point-count').filter({ hasText: '2 of 2 points' }).waitFor();
  });

  it('frames every member and never piles their names up: those without room fold into a neighbour’s “+N”', async () => {
    const page = await signedInPage(pool, 'Nina Names', 'nina@example.com', 'Crowded Travel');
    const admin = await pageSession(page);
    const names = ['Alessandra', 'Benedetta', 'Costanza', 'Donatella', 'Eleonora', 'Federica', 'Gianluca'];
    // Six members a few metres apart at the Duomo in Florence, one in Lisbon.
    const spots: [number, number][] = [...names.slice(0, 6).map((_, index): [number, number] => [11.2558 + index * 0.00002, 43.7731 + index * 0.00001]), [-9.14, 38.72]];
    for (const [index, firstName] of names.entries()) {
      const staffId = await registerMember(admin, firstName);
      const issued = await api(pool.server, admin, 'POST', `/api/field-staff/${staffId}/device-tokens`, { label: 'Phone' });
      const [lng, lat] = spots[index];
      const reported = await api(pool.server, { token: issued.body.token, orgId: '', userId: '' }, 'POST', `/api/field-staff/${staffId}/positions`, { positions: [{ at: new Date().toISOString(), lat, lng }] });
      expect(reported.status).toBe(202);
    }

    await page.goto('/field-staff/tracking');
    await page.locator('[data-testid="tracking-map"] canvas').first().waitFor();
    const counted = (labels: { text: string }[]) => labels.reduce((sum, label) => sum + 1 + Number(/ \+(\d+)$/.exec(label.text)?.[1] ?? 0), 0);
    const labels = await labelsOf(page, 'tracking-map', (shown) => counted(shown) === names.length);
    expectNoOverlap(labels);
    expect(labels.some((label) => / \+\d+$/.test(label.text))).toBe(true);
    expect(labels.map((label) => label.text)).toContain('Gianluca Rossi');
    const { box, pixels } = await pixelsOf(page, 'tracking-map', spots);
    expect(pixels.every(([x, y]) => x >= 0 && y >= 0 && x <= box.width && y <= box.height)).toBe(true);
  }, 60_000);

  it('lets an admin issue a device token once and revoke it', async () => {
    const page = await signedInPage(pool, 'Ada Admin', 'ada@example.com', ORGANIZATION);
    const admin = await pageSession(page);
    const staffId = await registerMember(admin, 'Marco');
    await page.goto('/field-staff/tracking');
    await memberRow(page, staffId).getByTestId('device-tokens-button').click();
    const dialog = page.getByTestId('device-tokens-dialog');
    await dialog.getByTestId('device-token-label').fill('Marco’s phone');
    await dialog.getByTestId('device-token-issue').click();
    const token = await dialog.getByTestId('issued-device-token').textContent();
    expect(token).toMatch(new RegExp(`^tdt_${ORG_ID}\\.${staffId}\\.`));
    const row = dialog.getByTestId('device-token-row').filter({ hasText: 'Marco’s phone' });
    await row.and(page.locator('[data-revoked="false"]')).waitFor();
    expect((await api(pool.server, { token: token!, orgId: '', userId: '' }, 'POST', `/api/field-staff/${staffId}/positions`, { positions: [{ at: new Date().toISOString(), lat: 45, lng: 9 }] })).status).toBe(202);

    await row.getByTestId('device-token-revoke').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await dialog.locator('[data-testid="device-token-row"][data-revoked="true"]').waitFor();
    expect((await api(pool.server, { token: token!, orgId: '', userId: '' }, 'POST', `/api/field-staff/${staffId}/positions`, { positions: [{ at: new Date().toISOString(), lat: 45, lng: 9 }] })).status).toBe(401);
  });

  it('follows the members the simulator drives', async () => {
    const page = await signedInPage(pool, 'Ada Admin', 'ada@example.com', ORGANIZATION);
    await page.goto('/field-staff/tracking');
    await waitLive(page);
    // The simulator signs in as simulator@example.com: an administrator invites it, as for any newcomer.
    expect((await api(pool.server, await pageSession(page), 'POST', '/api/users/invitations', { email: 'simulator@example.com', role: 'org:admin' })).status).toBe(201);
    const run = simulate(['--org', ORG_ID, '--members', '2', '--interval', '200', '--batch', '2', '--duration', '6', '--speed', '40']);
    const simulated = page.getByTestId('tracked-member').filter({ hasText: 'Simulated' });
    await simulated.nth(1).waitFor({ timeout: 20_000 });
    const staffId = (await simulated.first().getAttribute('data-staff-id'))!;
    await page.locator(`[data-testid="tracked-member"][data-staff-id="${staffId}"]:not([data-lat=""])`).waitFor({ timeout: 20_000 });
    const first = await coordinatesOf(page, staffId);
    // A string, since this file is also typechecked without the DOM library.
    const row = JSON.stringify(`[data-testid="tracked-member"][data-staff-id="${staffId}"]`);
    await waitInPage(
      page,
      `(() => { const row = document.querySelector(${row}); return row !== null && (row.dataset.lat !== ${JSON.stringify(first.lat)} || row.dataset.lng !== ${JSON.stringify(first.lng)}); })()`,
      { timeout: 20_000 },
    );
    const { code, output } = await run;
    expect(output).toMatch(/done: \d+ positions sent/);
    expect(output).toMatch(/sent again\) -> accepted 0/);
    expect(code).toBe(0);
    // Three bounded waits of 20 s each: the map redraws its labels as the members move, which a loaded CI run feels.
  }, 60_000);
});
