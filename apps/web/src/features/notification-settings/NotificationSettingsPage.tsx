// /settings/notifications: the phone alerts go to by SMS, the threshold table (a valid change is saved after 500 ms) and its backtest.
import { Card } from '@blueprintjs/core';
import { useAppDispatch } from '../../app/hooks';
import { hasErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { PageHeader } from '../layout/PageHeader';
import { useCanChangeSettings } from '../session/permissions';
import { saveSettings } from '../settings/saveSettings';
import { SettingsReadOnly } from '../settings/SettingsReadOnly';
import { useSettings } from '../settings/useSettings';
import { useSettingsDraft } from '../settings/useSettingsDraft';
import { BacktestCard } from './BacktestCard';
import { checkNotificationSettings, draftOfNotificationSettings, notificationSettingsOf, type NotificationSettingsDraft } from './notificationSettingsDraft';
import { ThresholdTable } from './ThresholdTable';

export function NotificationSettingsPage() {
  const dispatch = useAppDispatch();
  const { notifications } = useSettings();
  const canChange = useCanChangeSettings();
  const [draft, setDraft] = useSettingsDraft(notifications, draftOfNotificationSettings);
  const errors = checkNotificationSettings(draft, notifications);

  const change = (next: NotificationSettingsDraft) => {
    setDraft(next);
    if (!hasErrors(checkNotificationSettings(next, notifications))) dispatch(saveSettings('notifications', notificationSettingsOf(next, notifications)));
  };

  return (
    <main className="tour-settings-page" data-testid="notification-settings">
      <PageHeader title="Notification settings" subtitle="A notification is raised at the highest level whose threshold a reading reaches. Valid changes are saved half a second after you make them." />
      <SettingsReadOnly canChange={canChange} />
      <Card className="settings-card" data-testid="notification-phone">
        <h2 className="settings-card-title">Phone</h2>
        <TextField
          label="Send SMS alerts to"
          value={draft.phone}
          onChange={(phone) => change({ ...draft, phone })}
          error={errors.phone}
          helperText={`International form (E.164), like +393331234567; empty sends no SMS. Messages are sent at ${notifications.sms.level}${notifications.sms.level === 'CRITICAL' ? '' : ' and above'} (General settings).`}
          testId="notification-phone-input"
          disabled={!canChange}
        />
      </Card>
      <Card className="settings-card" data-testid="notification-thresholds">
        <h2 className="settings-card-title">Thresholds</h2>
        <p className="muted">Temperatures in °C, wind in km/h (sustained wind 10 m above ground), precipitation in mm per hour, delays in minutes. Levels are inclusive.</p>
        <ThresholdTable values={draft.thresholds} errors={errors} onChange={(field, value) => change({ ...draft, thresholds: { ...draft.thresholds, [field]: value } })} disabled={!canChange} />
      </Card>
      <BacktestCard draft={hasErrors(errors) ? null : notificationSettingsOf(draft, notifications)} />
    </main>
  );
}
