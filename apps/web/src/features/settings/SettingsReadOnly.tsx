// The note every settings page shows to those who may read the organization's settings but not change them.
import { Callout } from '@blueprintjs/core';

export function SettingsReadOnly({ canChange }: { canChange: boolean }) {
  if (canChange) return null;
  return (
    <Callout intent="primary" className="page-callout info-callout" data-testid="settings-read-only">
      Only administrators change the organization’s settings; here is how they are set.
    </Callout>
  );
}
