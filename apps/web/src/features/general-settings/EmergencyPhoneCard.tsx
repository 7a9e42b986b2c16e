// The number travelers call in an emergency, printed on every shared itinerary and its PDF under the organization's name.
import { Card } from '@blueprintjs/core';
import { emergencyPhoneProblem, type NotificationSettings } from '@tourops/domain';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../shared/forms/TextField';
import { saveSettings } from '../settings/saveSettings';
import { useSettingsDraft } from '../settings/useSettingsDraft';

const draftOf = (notifications: NotificationSettings) => notifications.emergencyPhone;

export function EmergencyPhoneCard({ notifications, canChange }: { notifications: NotificationSettings; canChange: boolean }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useSettingsDraft(notifications, draftOf);
  const problem = emergencyPhoneProblem(draft);
  const change = (phone: string) => {
    setDraft(phone);
    if (!emergencyPhoneProblem(phone)) dispatch(saveSettings('notifications', { ...notifications, emergencyPhone: phone.trim() }));
  };
  return (
    <Card className="settings-card" data-testid="emergency-phone-settings">
      <h2 className="settings-card-title">For travelers</h2>
      <div className="form-grid">
        <TextField
          label="Emergency phone"
          value={draft}
          onChange={change}
          error={problem}
          placeholder="+39 055 123 4567"
          helperText={draft.trim() ? 'Printed on every shared itinerary and its PDF, under your organization’s name.' : 'None yet: shared itineraries show no number to call.'}
          testId="emergency-phone"
          disabled={!canChange}
        />
      </div>
    </Card>
  );
}
