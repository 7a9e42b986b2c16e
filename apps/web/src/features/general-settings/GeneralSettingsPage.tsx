// /settings/general: the service keys (write-only), the emergency phone for travelers, the AI assistant's settings and the SMS level, which admins change; admins also see the read models' status.
import { PageHeader } from '../layout/PageHeader';
import { useCanChangeSettings, useIsAdmin } from '../session/permissions';
import { SettingsReadOnly } from '../settings/SettingsReadOnly';
import { useSettings } from '../settings/useSettings';
import { AiSettingsCard } from './AiSettingsCard';
import { EmergencyPhoneCard } from './EmergencyPhoneCard';
import { ReadModelsCard } from './ReadModelsCard';
import { ServiceKeysCard } from './ServiceKeysCard';
import { SmsSettingsCard } from './SmsSettingsCard';

export function GeneralSettingsPage() {
  const settings = useSettings();
  const canChange = useCanChangeSettings();
  const isAdmin = useIsAdmin();
  return (
    <main className="tour-settings-page" data-testid="general-settings">
      <PageHeader title="General settings" subtitle="Service keys are saved when you press Save key; the other settings half a second after you change them." />
      <SettingsReadOnly canChange={canChange} />
      <ServiceKeysCard api={settings.api} canChange={canChange} />
      <EmergencyPhoneCard notifications={settings.notifications} canChange={canChange} />
      <SmsSettingsCard notifications={settings.notifications} canChange={canChange} />
      <AiSettingsCard ai={settings.ai} canChange={canChange} />
      {isAdmin && <ReadModelsCard />}
    </main>
  );
}
