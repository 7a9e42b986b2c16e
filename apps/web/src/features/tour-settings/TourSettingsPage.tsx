// /settings/tour: the day window and break, and the tour editor's settings; admins change them, the planner follows at once.
import { Callout } from '@blueprintjs/core';
import { PageHeader } from '../layout/PageHeader';
import { useCanChangeSettings } from '../session/permissions';
import { useSettings } from '../settings/useSettings';
import { DaySettingsCard } from './DaySettingsCard';
import { EditorSettingsCard } from './EditorSettingsCard';

export function TourSettingsPage() {
  const settings = useSettings();
  const canChange = useCanChangeSettings();
  return (
    <main className="tour-settings-page" data-testid="tour-settings">
      <PageHeader title="Tour settings" subtitle="Changes are saved half a second after you make them and apply to every planner of the organization at once." />
      {!canChange && (
        <Callout intent="primary" className="page-callout info-callout" data-testid="settings-read-only">
          Only administrators change the organization’s settings; here is how they are set.
        </Callout>
      )}
      <DaySettingsCard day={settings.day} canChange={canChange} />
      <EditorSettingsCard editor={settings.editor} canChange={canChange} />
    </main>
  );
}
