// In a real browser: an auditor finds the audit log in the navigation (members do not), reads the organization's events in words,
// filters them, and downloads JSON Lines and CSV exports that the verifier script accepts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Download, Page } from 'playwright-core';
import { api } from '../support/test-server';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-browser-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function saved(download: Download): Promise<string> {
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
const exportVia = async (page: Page, testId: string) => saved((await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]))[0]);
const rows = (page: Page) => page.locator('[data-testid="audit-log-row"]');

describe('the audit log in the browser', () => {
  it('lets an auditor read, filter and export the log, and the export verifies', async () => {
    const organization = 'Alpine Audit Tours';
    const admin = await signedInPage(pool, 'Ada Admin', 'ada@example.com', organization);
    await admin.getByTestId('nav-tools-audit-log').waitFor();
    const session = { orgId: organizationIdOf(organization), userId: 'ada', token: await admin.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Lakes and Alps', startDate: '2027-05-10', endDate: '2027-05-14', timezone: 'Europe/Rome' })).body;
    expect((await api(pool.server, session, 'POST', `/api/tours/${tour.id}/days`, { date: '2027-05-12' })).status).toBe(201);
    for (const [email, role] of [['ivy@example.com', 'org:auditor'], ['mo@example.com', 'org:member']])
      expect((await api(pool.server, session, 'POST', '/api/users/invitations', { email, role })).status).toBe(201);

    const member = await signedInPage(pool, 'Mo Member', 'mo@example.com', organization);
    await member.getByTestId('nav-tools-notifications').waitFor();
    expect(await member.getByTestId('nav-tools-audit-log').count()).toBe(0);

    const auditor = await signedInPage(pool, 'Ivy Auditor', 'ivy@example.com', organization);
    await auditor.getByTestId('nav-tools-audit-log').click();
    await auditor.waitForURL(/\/tools\/audit-log$/);
    await auditor.getByTestId('audit-log-summary').filter({ hasText: "Ada Admin added the day 12 May 2027 to the tour 'Lakes and Alps'" }).waitFor();

    await auditor.getByTestId('filter-entity').selectOption('tour');
    await auditor.getByTestId('filter-type').selectOption('DayAdded');
    await rows(auditor).and(auditor.locator('[data-type="DayAdded"]')).waitFor();
    await rows(auditor).and(auditor.locator(':not([data-type="DayAdded"])')).first().waitFor({ state: 'detached' });
    expect(await rows(auditor).count()).toBe(1);
    if (SCREENSHOTS) await auditor.screenshot({ path: `${SCREENSHOTS}/audit-log-filtered.png` });

    await auditor.getByTestId('filter-type').selectOption('');
    await auditor.getByTestId('filter-entity').selectOption('');
    await auditor.getByTestId('audit-log-summary').filter({ hasText: 'Ivy Auditor read' }).first().waitFor();
    if (SCREENSHOTS) await auditor.screenshot({ path: `${SCREENSHOTS}/audit-log.png` });

    for (const testId of ['export-jsonl', 'export-csv']) {
      const file = await exportVia(auditor, testId);
      const { stdout } = await run(process.execPath, [path.join(__dirname, '../../scripts/audit-verify.mjs'), file]);
      expect(stdout).toMatch(/^verified: \d+ events, digest [0-9a-f]{64}\n/);
      expect(fs.readFileSync(file, 'utf8')).toContain('Lakes and Alps');
    }
    // Each export is recorded, and shows in the log.
    await auditor.reload();
    await auditor.getByTestId('audit-log-summary').filter({ hasText: /Ivy Auditor exported the audit log from .* as CSV/ }).waitFor();

    if (SCREENSHOTS) {
      await auditor.setViewportSize({ width: 390, height: 844 });
      await auditor.reload();
      await rows(auditor).first().waitFor();
      await auditor.screenshot({ path: `${SCREENSHOTS}/audit-log-phone.png`, fullPage: false });
    }
  });
});
