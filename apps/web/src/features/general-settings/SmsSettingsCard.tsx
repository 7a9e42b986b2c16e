// From which level notifications are sent by SMS to the organization's phone, and when an unread CRITICAL is sent again.
import { Card } from '@blueprintjs/core';
import type { NotificationSettings, SmsSettings } from '@tourops/domain';
import { useAppDispatch } from '../../app/hooks';
import { hasErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { saveSettings } from '../settings/saveSettings';
import { useSettingsDraft } from '../settings/useSettingsDraft';

const LEVELS = [
  { value: 'WARNING', label: 'WARNING and above' },
  { value: 'ALERT', label: 'ALERT and above' },
  { value: 'CRITICAL', label: 'CRITICAL only' },
] as const;

interface SmsDraft {
  level: SmsSettings['level'];
  reminderAfterMinutes: string;
}

const draftOf = (sms: SmsSettings): SmsDraft => ({ level: sms.level, reminderAfterMinutes: String(sms.reminderAfterMinutes) });

function checkSms(draft: SmsDraft): FieldErrors {
  const minutes = draft.reminderAfterMinutes.trim();
  return /^\d+$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= 1440 ? {} : { reminderAfterMinutes: 'Whole minutes from 1 to 1440.' };
}

export function SmsSettingsCard({ notifications, canChange }: { notifications: NotificationSettings; canChange: boolean }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useSettingsDraft(notifications.sms, draftOf);
  const errors = checkSms(draft);
  const change = (patch: Partial<SmsDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!hasErrors(checkSms(next))) dispatch(saveSettings('notifications', { ...notifications, sms: { level: next.level, reminderAfterMinutes: Number(next.reminderAfterMinutes) } }));
  };
  return (
    <Card className="settings-card" data-testid="sms-settings">
      <h2 className="settings-card-title">SMS</h2>
      <p className="muted">
        {notifications.phone
          ? `Messages go to ${notifications.phone}, one per notification and level at most.`
          : 'No phone is set (Notification settings): no message is sent.'}
      </p>
      <div className="form-grid">
        <SelectField label="Send notifications at" value={draft.level} options={LEVELS} onChange={(level) => change({ level: level as SmsSettings['level'] })} testId="sms-level" disabled={!canChange} />
        <TextField
          label="Send an unread CRITICAL again after (minutes)"
          type="number"
          min={1}
          max={1440}
          value={draft.reminderAfterMinutes}
          onChange={(reminderAfterMinutes) => change({ reminderAfterMinutes })}
          error={errors.reminderAfterMinutes}
          testId="sms-reminder"
          disabled={!canChange}
        />
      </div>
    </Card>
  );
}
