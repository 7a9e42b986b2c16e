// In a real browser: an admin erases a traveler through the dialog on their page, which then reads "Erased" with who, when and why,
// the tour's manifest and the travelers list name them "Erased", and a member is never offered the action.
import { api } from '../support/test-server';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** The traveler's personal values: none may show once erased. */
const TRACES = ['Thorvaldsdóttir', 'Brynhildur', 'brynhildur.t@example.is', 'IS4471902', '+354 555 4471', 'nut allergy 4471'];
const REASON = 'Ticket GDPR-4471: the traveler asked to be forgotten';

describe('erasure in the browser', () => {
  it("erases a traveler through the dialog and shows them as erased on their page, the tour's manifest and the list", async () => {
    const organization = 'Erasure Expeditions';
    const admin = await signedInPage(pool, 'Ada Admin', 'ada@example.com', organization);
    const session = { orgId: organizationIdOf(organization), userId: 'ada', token: await admin.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const tour = (await api(pool.server, session, 'POST', '/api/tours', { title: 'Iceland ring road', startDate: '2030-06-02', endDate: '2030-06-09', timezone: 'Atlantic/Reykjavik' })).body;
    const registered = await api(pool.server, session, 'POST', '/api/travelers', {
      firstName: 'Brynhildur',
      lastName: 'Thorvaldsdóttir',
      email: 'brynhildur.t@example.is',
      phone: '+354 555 4471',
      nationality: 'IS',
      dateOfBirth: '1979-11-04',
      passport: { number: 'IS4471902', expiry: '2034-01-31' },
      dietaryNotes: 'nut allergy 4471',
      tags: ['repeat'],
    });
    expect(registered.status).toBe(201);
    const travelerId = registered.body.id as string;
    expect((await api(pool.server, session, 'POST', `/api/travelers/${travelerId}/tours/${tour.id}`)).status).toBeLessThan(300);
    expect((await api(pool.server, session, 'POST', '/api/users/invitations', { email: 'mo@example.com', role: 'org:member' })).status).toBe(201);

    // A member reads the traveler and may edit them, but is not offered the erasure.
    const member = await signedInPage(pool, 'Mo Member', 'mo@example.com', organization);
    await member.goto(`/travelers/details/${travelerId}`);
    await member.locator('.page-title').filter({ hasText: 'Brynhildur Thorvaldsdóttir' }).waitFor();
    await member.getByTestId('edit-traveler').waitFor();
    expect(await member.getByTestId('erase-person').count()).toBe(0);

    // The admin opens the dialog: it says what is lost, and refuses a reason shorter than 3 characters.
    await admin.goto(`/travelers/details/${travelerId}`);
    await admin.locator('.page-title').filter({ hasText: 'Brynhildur Thorvaldsdóttir' }).waitFor();
    await admin.getByTestId('erase-person').click();
    const dialog = admin.locator('.erase-dialog');
    await dialog.filter({ hasText: 'This cannot be undone.' }).filter({ hasText: 'date of birth, passport, notes and emergency contact' }).waitFor();
    await dialog.filter({ hasText: 'Say why, without repeating their personal data (e.g. a ticket number)' }).waitFor();
    expect(await admin.getByTestId('erase-confirm').isDisabled()).toBe(true);
    await admin.getByTestId('erase-reason').fill('ab');
    expect(await admin.getByTestId('erase-confirm').isDisabled()).toBe(true);
    await admin.getByTestId('erase-reason').fill(REASON);
    expect(await admin.getByTestId('erase-confirm').isEnabled()).toBe(true);
    await admin.locator('.bp6-overlay-enter-done').getByTestId('erase-confirm').waitFor();
    if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/erase-dialog.png` });
    await admin.getByTestId('erase-confirm').click();

    // Erased: the dialog closes, a toast says so, the page shows the tag and who erased, when and why, and no edit action.
    await admin.locator('.bp6-toast').filter({ hasText: 'Personal data erased' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.locator('[data-testid="traveler-details"][data-erased="true"]').waitFor();
    await admin.getByTestId('erased-tag').filter({ hasText: 'Erased' }).waitFor();
    await admin.getByTestId('erasure-notice').filter({ hasText: 'The personal data of this traveler was erased just now' }).filter({ hasText: `by Ada Admin: “${REASON}”.` }).waitFor();
    await admin.locator('[data-testid="traveler-history-entry"][data-type="TravelerErased"]').filter({ hasText: REASON }).waitFor();
    expect(await admin.getByTestId('edit-traveler').count()).toBe(0);
    expect(await admin.getByTestId('erase-person').count()).toBe(0);
    const pageText = await admin.locator('main').innerText();
    expect(TRACES.filter((trace) => pageText.includes(trace))).toEqual([]);
    if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/erased-traveler.png`, fullPage: true });

    // The tour's manifest names them "Erased", with no personal value and no action the API would refuse.
    await admin.goto(`/tours/edit/${tour.id}`);
    const row = admin.locator(`[data-testid="manifest-traveler"][data-traveler-id="${travelerId}"]`);
    await row.filter({ hasText: 'Erased' }).waitFor();
    expect(await row.getByTestId('manifest-unassign').count()).toBe(0);
    await admin.getByTestId('manifest-counts').filter({ hasText: '0 with dietary notes · 0 with medical notes' }).waitFor();
    const manifestText = await admin.getByTestId('tour-manifest').innerText();
    expect(TRACES.filter((trace) => manifestText.includes(trace))).toEqual([]);
    expect(manifestText).not.toMatch(/erased,? erased/i);
    if (SCREENSHOTS) await admin.getByTestId('tour-manifest').screenshot({ path: `${SCREENSHOTS}/erased-manifest.png` });

    // So does the travelers list.
    await admin.goto('/travelers/list');
    const listed = admin.locator(`[data-testid="traveler-row"][data-traveler-id="${travelerId}"]`);
    await listed.getByTestId('traveler-row-name').filter({ hasText: /^Erased$/ }).waitFor();
    const listText = await admin.getByTestId('traveler-list').innerText();
    expect(TRACES.filter((trace) => listText.includes(trace))).toEqual([]);
    expect(listText).not.toMatch(/erased,? erased/i);
  });

  it("shows the API's refusal in the dialog when the field staff member was erased meanwhile, and then names them Erased", async () => {
    const organization = 'Erasure Staffing';
    const admin = await signedInPage(pool, 'Ada Admin', 'ada@example.com', organization);
    const session = { orgId: organizationIdOf(organization), userId: 'ada', token: await admin.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    const registered = await api(pool.server, session, 'POST', '/api/field-staff', { firstName: 'Gunnar', lastName: 'Sveinbjörnsson', email: 'gunnar.s@example.is', phone: '+354 555 0811', roles: ['guide'] });
    expect(registered.status).toBe(201);
    const staffId = registered.body.id as string;

    await admin.goto(`/field-staff/details/${staffId}`);
    await admin.locator('.page-title').filter({ hasText: 'Gunnar Sveinbjörnsson' }).waitFor();
    await admin.getByTestId('erase-person').click();
    await admin.locator('.erase-dialog').filter({ hasText: 'name and contact details (email and phone)' }).waitFor();
    await admin.getByTestId('erase-reason').fill('Ticket HR-0811');
    expect((await api(pool.server, session, 'POST', `/api/field-staff/${staffId}/erasure`, { reason: 'Ticket HR-0811, sent by the API' })).status).toBe(200);
    await admin.getByTestId('erase-confirm').click();
    await admin.locator('.erase-dialog').getByTestId('problem').filter({ hasText: 'already erased' }).waitFor();
    if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/erase-dialog-refused.png` });
    await admin.locator('.erase-dialog').getByRole('button', { name: 'Cancel' }).click();

    await admin.reload();
    await admin.locator('[data-testid="staff-details"][data-erased="true"]').waitFor();
    await admin.getByTestId('erasure-notice').filter({ hasText: 'by Ada Admin: “Ticket HR-0811, sent by the API”.' }).waitFor();
    expect(await admin.getByTestId('edit-staff').count()).toBe(0);
    expect(await admin.locator('main').innerText()).not.toMatch(/Gunnar|Sveinbj|gunnar\.s@|0811 /);

    await admin.goto('/field-staff/list');
    await admin.locator(`[data-testid="staff-row"][data-staff-id="${staffId}"]`).filter({ hasText: 'Erased' }).waitFor();
    expect(await admin.locator(`[data-testid="staff-row"][data-staff-id="${staffId}"]`).innerText()).not.toMatch(/erased erased|Gunnar/i);
    if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/erased-staff-list.png` });
  });
});
