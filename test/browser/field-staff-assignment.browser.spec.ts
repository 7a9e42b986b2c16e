// In a real browser: an operator adds a guide and a driver through the forms, then staffs a tour, warned of the driver's clash.
import type { Page } from 'playwright-core';
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

async function createTour(page: Page, title: string, startDate: string, endDate: string): Promise<string> {
  await page.goto('/tours/constructor');
  await page.getByTestId('tour-title').fill(title);
  await page.getByTestId('tour-start-date').fill(startDate);
  await page.getByTestId('tour-end-date').fill(endDate);
  await page.getByTestId('create-tour-submit').click();
  await page.waitForURL(/\/tours\/edit\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}

async function addStaff(page: Page, person: { firstName: string; lastName: string; email: string; role: string; licence: { kind: string; number: string; expiry: string } }): Promise<string> {
  await page.goto('/field-staff/list');
  await page.getByTestId('new-staff').click();
  await page.waitForURL(/\/field-staff\/create$/);
  await page.getByTestId('staff-first-name').fill(person.firstName);
  await page.getByTestId('staff-last-name').fill(person.lastName);
  await page.getByTestId('staff-email').fill(person.email);
  await page.getByTestId('staff-languages').fill('en, it');
  await page.getByTestId(`staff-role-${person.role}`).click();
  await page.getByTestId('add-licence').click();
  const licence = page.getByTestId('staff-licence').last();
  await licence.getByTestId('licence-kind').selectOption(person.licence.kind);
  await licence.getByTestId('licence-number').fill(person.licence.number);
  await licence.getByTestId('licence-expiry').fill(person.licence.expiry);
  await page.getByTestId('staff-submit').click();
  await page.waitForURL(/\/field-staff\/details\/[0-9a-f-]{36}$/);
  await page.getByTestId('staff-details').getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).waitFor();
  return page.url().split('/').at(-1)!;
}

async function openAssignDialog(page: Page, name: string, role: string) {
  await page.getByTestId('assign-staff').click();
  const dialog = page.getByTestId('assign-staff-form');
  await dialog.getByTestId('assign-staff-search').fill(name);
  await dialog.getByTestId('assign-staff-option').filter({ hasText: name }).click();
  await dialog.getByTestId('assign-staff-role').selectOption(role);
  await dialog.getByTestId('assign-staff-scope').selectOption('tour');
  await dialog.getByTestId('assign-staff-submit').click();
  return dialog;
}

describe('staffing a tour in the browser', () => {
  it('adds a guide and a driver, assigns both to a tour, and overrides the driver’s clash deliberately', async () => {
    const page = await signedInPage(pool, 'Olga Operator', 'olga@example.com', 'Staffing Co');
    const alpine = await createTour(page, 'Alpine loop', '2027-07-01', '2027-07-03');
    const lakes = await createTour(page, 'Lakes escape', '2027-07-03', '2027-07-05');

    const guideId = await addStaff(page, { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', role: 'guide', licence: { kind: 'guide', number: 'GL-1', expiry: '2030-12-31' } });
    const driverId = await addStaff(page, { firstName: 'Marco', lastName: 'Bianchi', email: 'marco@example.com', role: 'driver', licence: { kind: 'driving', number: 'DL-9', expiry: '2030-12-31' } });
    await page.goto('/field-staff/list');
    await page.getByTestId('staff-row').filter({ hasText: 'Marco Bianchi' }).waitFor();
    await page.getByTestId('staff-row').filter({ hasText: 'Giulia Rossi' }).waitFor();

    // The driver is already busy: he drives the Alpine loop, which ends on the day the Lakes escape starts.
    await page.goto(`/tours/edit/${alpine}`);
    await openAssignDialog(page, 'Marco', 'driver');
    await page.locator(`[data-testid="tour-staff-assignment"][data-staff-id="${driverId}"]`).waitFor();

    await page.goto(`/tours/edit/${lakes}`);
    const panel = page.getByTestId('tour-staff-panel');
    await panel.getByText('No staff assigned').waitFor();

    // The guide is free: assigned at once.
    await openAssignDialog(page, 'Giulia', 'guide');
    const guideRow = panel.locator(`[data-testid="tour-staff-assignment"][data-staff-id="${guideId}"]`);
    await guideRow.waitFor();
    expect(await guideRow.getAttribute('data-overridden')).toBe('false');
    await page.getByTestId('assign-staff-form').waitFor({ state: 'detached' });

    // The driver clashes with the Alpine loop: warned, then assigned anyway.
    const dialog = await openAssignDialog(page, 'Marco', 'driver');
    const warning = dialog.locator('[data-testid="assignment-warning"][data-code="busy"]');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/Busy:.*Already assigned to “Alpine loop”/);
    expect(await panel.locator(`[data-testid="tour-staff-assignment"][data-staff-id="${driverId}"]`).count()).toBe(0);
    await dialog.getByTestId('assign-anyway').click();

    const driverRow = panel.locator(`[data-testid="tour-staff-assignment"][data-staff-id="${driverId}"]`);
    await driverRow.waitFor();
    expect(await driverRow.getAttribute('data-overridden')).toBe('true');
    expect(await driverRow.getByTestId('assignment-override').textContent()).toContain('busy');
    expect(await panel.getByTestId('tour-staff-assignment').count()).toBe(2);
    expect(await panel.getByTestId('tour-staff-list').textContent()).toMatch(/Marco Bianchi.*Driver.*Giulia Rossi.*Guide/s); // by last name

    // The driver's own page shows both tours on his schedule and the override in his history.
    await page.goto(`/field-staff/details/${driverId}`);
    await page.getByTestId('schedule-entry').filter({ hasText: 'Lakes escape' }).getByTestId('schedule-override').waitFor();
    await page.getByTestId('schedule-entry').filter({ hasText: 'Alpine loop' }).waitFor();
    await page.getByTestId('staff-history').getByTestId('history-override').waitFor();
    if (process.env.SCREENSHOT_DIR) await page.getByTestId('staff-history').screenshot({ path: `${process.env.SCREENSHOT_DIR}/staff-history.png` });
  });
});
