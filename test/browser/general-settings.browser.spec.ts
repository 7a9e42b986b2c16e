// In a real browser: an admin stores a service key (then shown masked only), sets the SMS level, the AI model and the emergency phone for travelers; all of it survives a reload.
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

describe('general settings in the browser', () => {
  it('saves a service key write-only, the SMS level and the AI model, and shows them after a reload', async () => {
    const admin = await signedInPage(pool, 'Ada Admin', 'ada@example.com', 'Harbour Trails');
    await admin.goto('/settings/general');
    const keys = admin.getByTestId('service-keys');
    await keys.getByText('Not set.').first().waitFor();

    await admin.getByTestId('service-key-flightDataApiKey').fill('rapidapi-key-0123456789abcd');
    await admin.getByTestId('service-key-flightDataApiKey-save').click();
    await keys.getByText('Stored: ••••••••abcd.').waitFor();
    expect(await admin.getByTestId('service-key-flightDataApiKey').inputValue()).toBe('');

    await admin.getByTestId('sms-level').selectOption('ALERT');
    await admin.getByTestId('ai-model').fill('gpt-5');
    const saved = (name: string) => admin.waitForResponse((response) => response.url().endsWith(`/api/settings/${name}`) && response.request().method() === 'PUT');
    await Promise.all([saved('notifications'), saved('ai')]);

    await admin.reload();
    await keys.getByText('Stored: ••••••••abcd.').waitFor();
    expect(await admin.getByTestId('sms-level').inputValue()).toBe('ALERT');
    expect(await admin.getByTestId('ai-model').inputValue()).toBe('gpt-5');
    // A string, since this file is also typechecked without the DOM library.
    const body = await admin.evaluate<string>(`fetch('/api/settings/api', { headers: { authorization: 'Bearer ' + localStorage.getItem('tourops.sessionToken') } }).then((answer) => answer.text())`);
    expect(body).not.toContain('0123456789');
  });
});

describe('the emergency phone for travelers', () => {
  it('refuses a number that cannot be dialled from abroad, saying how to write it, and keeps one as written', async () => {
    const admin = await signedInPage(pool, 'Eva Emergency', 'eva@example.com', 'Harbour Trails Two');
    await admin.goto('/settings/general');
    const card = admin.getByTestId('emergency-phone-settings');
    await card.getByText('None yet').waitFor();
    await admin.getByTestId('emergency-phone').fill('055 123 4567');
    await card.getByText(/international number starting with \+/).waitFor();
    const saved = admin.waitForResponse((response) => response.url().endsWith('/api/settings/notifications') && response.request().method() === 'PUT');
    await admin.getByTestId('emergency-phone').fill('+39 055 123 4567');
    expect((await saved).status()).toBe(200);
    await admin.reload();
    await card.getByText('Printed on every shared itinerary').waitFor();
    expect(await admin.getByTestId('emergency-phone').inputValue()).toBe('+39 055 123 4567');
  });
});
