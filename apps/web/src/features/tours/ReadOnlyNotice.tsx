// Tells an auditor why the planning controls are missing.
import { Callout } from '@blueprintjs/core';

export function ReadOnlyNotice() {
  return (
    <Callout intent="primary" title="Read-only access" className="read-only-notice info-callout" data-testid="read-only-notice">
      Your role lets you read tours and their history, not change them. Ask an administrator for the member role to plan tours.
    </Callout>
  );
}
