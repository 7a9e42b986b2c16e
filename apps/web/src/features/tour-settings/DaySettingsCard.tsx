// The organization's day: when segments may start and end, and the break between them; saved 500 ms after a valid change.
import { Card } from '@blueprintjs/core';
import type { DayWindow } from '@tourops/domain';
import { useAppDispatch } from '../../app/hooks';
import { hasErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { saveSettings } from '../settings/saveSettings';
import { checkDaySettings, daySettingsOf, draftOfDaySettings, MAX_BREAK_MINUTES, type DaySettingsDraft } from './daySettingsDraft';
import { useSettingsDraft } from '../settings/useSettingsDraft';

export function DaySettingsCard({ day, canChange }: { day: DayWindow; canChange: boolean }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useSettingsDraft(day, draftOfDaySettings);
  const errors = checkDaySettings(draft);

  const change = (patch: Partial<DaySettingsDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Only a valid day is saved; the planner follows it at once (the cached settings change before the save).
    if (!hasErrors(checkDaySettings(next))) dispatch(saveSettings('day', daySettingsOf(next)));
  };

  return (
    <Card className="settings-card" data-testid="day-settings">
      <h2 className="settings-card-title">Day</h2>
      <p className="muted">Every segment starts within this window (inclusive). A new segment is suggested this many minutes after the previous one ends.</p>
      <div className="form-grid">
        <TextField label="Day starts" type="time" value={draft.startTime} onChange={(startTime) => change({ startTime })} error={errors.startTime} testId="settings-day-start" disabled={!canChange} required />
        <TextField label="Day ends" type="time" value={draft.endTime} onChange={(endTime) => change({ endTime })} error={errors.endTime} testId="settings-day-end" disabled={!canChange} required />
        <TextField
          label="Break between segments (minutes)"
          type="number"
          min={0}
          max={MAX_BREAK_MINUTES}
          value={draft.breakBetweenSegments}
          onChange={(breakBetweenSegments) => change({ breakBetweenSegments })}
          error={errors.breakBetweenSegments}
          testId="settings-day-break"
          disabled={!canChange}
          required
        />
      </div>
    </Card>
  );
}
