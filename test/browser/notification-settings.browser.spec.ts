// In a real browser: an admin sets the alert phone and a wind threshold; an out-of-order threshold is named and not saved; a backtest without readings says so.
import { signedInPage, useBrowserSessions } from '../support/browser-session';

const pool = useBrowserSessions();

describe('notification settings in the browser', () => {
  it('saves a phone in E.164 form and a threshold, and refuses levels out of their order without saving them', async () => {
    const admin = await signedInPage(pool, 'Ada Admin', 'ada@example.com', 'Alpine Routes');
    await admin.goto('/settings/notifications');
    const wind = (level: string) => admin.getByTestId(`threshold-weather.windSpeed.${level}`);
    expect(await wind('ALERT').inputValue()).toBe('50');
    await admin.locator('[data-measure="weather.minTemperature"]').getByText('at or below').waitFor();

    // The two edits may be saved together or one after the other (500 ms apart under load): wait for the save holding both.
    const saved = admin.waitForResponse((response) => {
      if (!response.url().endsWith('/api/settings/notifications') || response.request().method() !== 'PUT') return false;
      const document = response.request().postDataJSON() as { phone: string; weather: { windSpeed: { ALERT: number } } };
      return document.phone === '+393331234567' && document.weather.windSpeed.ALERT === 45;
    });
    await admin.getByTestId('notification-phone-input').fill('+39 333 123 4567');
    await wind('ALERT').fill('45');
    expect((await saved).status()).toBe(200);

    await wind('CRITICAL').fill('40');
    await admin.getByTestId('threshold-error-weather.windSpeed.CRITICAL').filter({ hasText: 'must be above ALERT (45 km/h)' }).waitFor();
    await admin.getByTestId('notification-phone-input').fill('333 123');
    await admin.getByTestId('notification-phone').getByText('phone must be an international number in E.164 form').waitFor();

    await admin.reload();
    expect(await wind('ALERT').inputValue()).toBe('45');
    expect(await wind('CRITICAL').inputValue()).toBe('70');
    expect(await admin.getByTestId('notification-phone-input').inputValue()).toBe('+393331234567');
  });

  it('runs a backtest of the draft and says when no readings were recorded', async () => {
    const admin = await signedInPage(pool, 'Bea Backtest', 'bea@example.com', 'Quiet Routes');
    await admin.goto('/settings/notifications');
    await admin.getByTestId('notification-backtest').getByText('Replay the last 30 days of recorded readings with these thresholds').waitFor();
    const ran = admin.waitForResponse((response) => response.url().endsWith('/api/settings/notifications/backtest') && response.request().method() === 'POST');
    await admin.getByTestId('backtest-run').click();
    expect((await ran).status()).toBe(200);
    await admin.getByTestId('backtest-no-readings').getByText('No readings were recorded in the last 30 days: confirm tours and let the monitor check them.').waitFor();
  });
});
