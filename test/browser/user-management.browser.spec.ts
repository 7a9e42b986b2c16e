// In a real browser: an admin invites an auditor, who signs in read-only; the admin sees them listed live and changes their role; the account menu says who and where one is, and signs out.
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

describe('user management in the browser', () => {
  it('invites an auditor who sees no write actions nor user management, and lists them with role and last sign-in', async () => {
    const admin = await signedInPage(pool, 'Ada Admin', 'ada@example.com', 'Lagoon Journeys');
    await admin.getByTestId('nav-user-management-list').click();
    await admin.waitForURL(/\/user-management\/list$/);
    await admin.locator('[data-testid="member-row"][data-role="org:admin"]').filter({ hasText: 'ada@example.com' }).waitFor();

    await admin.getByTestId('invite-user').first().click();
    await admin.waitForURL(/\/user-management\/create$/);
    await admin.getByTestId('invite-email').fill('ivy@example.com');
    await admin.getByTestId('invite-role').selectOption('org:auditor');
    await admin.getByTestId('invite-submit').click();
    await admin.waitForURL(/\/user-management\/list$/);
    await admin.locator('[data-testid="invitation-row"][data-email="ivy@example.com"][data-role="org:auditor"]').waitFor();

    // Ivy asks for the form's default role (administrator): the invitation's role wins.
    const auditor = await signedInPage(pool, 'Ivy Auditor', 'ivy@example.com', 'Lagoon Journeys');
    await auditor.getByTestId('nav-tours-all').waitFor();
    for (const hidden of ['nav-tours-constructor', 'nav-field-staff-create', 'nav-travelers-edit-create', 'nav-user-management-list', 'nav-user-management-create'])
      expect(await auditor.getByTestId(hidden).count()).toBe(0);
    expect(await auditor.getByTestId('new-tour').count()).toBe(0);
    await auditor.goto('/user-management/list');
    await auditor.getByTestId('users-admin-only').waitFor();
    expect(await auditor.getByTestId('member-list').count()).toBe(0);
    await auditor.goto('/user-management/create');
    await auditor.getByTestId('users-admin-only').waitFor();

    // The admin's list follows the push: Ivy listed as auditor, just signed in, and the invitation gone.
    const ivy = admin.locator('[data-testid="member-row"]').filter({ hasText: 'ivy@example.com' });
    await ivy.and(admin.locator('[data-role="org:auditor"]')).waitFor();
    await ivy.getByTestId('member-last-sign-in').filter({ hasText: /just now|s ago|min ago/ }).waitFor();
    await admin.locator('[data-testid="invitation-row"][data-email="ivy@example.com"]').waitFor({ state: 'detached' });

    // A role change applies to Ivy's session at once: after a reload she may plan tours.
    await ivy.getByTestId('member-role-select').selectOption('org:member');
    await ivy.and(admin.locator('[data-role="org:member"]')).waitFor();
    await auditor.goto('/tours/all');
    await auditor.getByTestId('new-tour').waitFor();
    await auditor.getByTestId('nav-tours-constructor').waitFor();
    expect(await auditor.getByTestId('nav-user-management-list').count()).toBe(0);
  });

  it('opens the account menu on a click made while it loads, says who and where one is, and signs out for good', async () => {
    const page = await signedInPage(pool, 'Sam Signout', 'sam@example.com', 'Signout Tours');
    await page.goto('/dashboard/overview');
    // The menu's code is asked for after the page is drawn: a click on the button before it arrives opens it once it does.
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByTestId('user-menu');
    await menu.getByText('sam@example.com').waitFor();
    await menu.getByTestId('user-menu-organization').filter({ hasText: 'Signout Tours · Administrator' }).waitFor();
    await menu.getByTestId('sign-out').click();
    await page.waitForURL(/\/sign-in/);
    await page.goto('/tours/all');
    await page.waitForURL(/\/sign-in/);
  });
});
