// /settings/tour: the day window and break, and the tour editor's settings; admins change them, the planner follows at once.
import { PageHeader } from '../layout/PageHeader';
import { useCanChangeSettings } from '../session/permissions';
import { SettingsReadOnly } from '../settings/SettingsReadOnly';
import { useSettings } from '../settings/useSettings';
import { DaySettingsCard } from './DaySettingsCard';
import { EditorSettingsCard } from './EditorSettingsCard';

export function TourSettingsPage() {
  const settings = useSettings();
  const canChange = useCanChangeSettings();
  return (
    <main className="tour-settings-page" data-testid="tour-settings">
      <PageHeader title="Tour settings" subtitle="Changes are saved half a second after you make them and apply to every planner of the organization at once." />
      <SettingsReadOnly canChange={canChange} />
      <DaySettingsCard day={settings.day} canChange={canChange} />
      <EditorSettingsCard editor={settings.editor} canChange={canChange} />
    </main>
  );
}
