// Tells an auditor why the field staff controls are missing.
import { Callout } from '@blueprintjs/core';

export function StaffReadOnlyNotice() {
  return (
    <Callout intent="primary" title="Read-only access" className="read-only-notice info-callout" data-testid="read-only-notice">
      Your role lets you read field staff, their schedules and history, not change them or assign them. Ask an administrator for the member role.
    </Callout>
  );
}
