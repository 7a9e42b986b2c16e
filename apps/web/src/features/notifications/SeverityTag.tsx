// A notification's level as a coloured tag: INFO blue, WARNING orange, ALERT red, CRITICAL red and bold.
import { Tag, type Intent } from '@blueprintjs/core';
import type { Severity } from '@tourops/domain';

const INTENTS: Record<Severity, Intent> = { INFO: 'primary', WARNING: 'warning', ALERT: 'danger', CRITICAL: 'danger' };

export function SeverityTag({ level }: { level: Severity }) {
  return (
    <Tag intent={INTENTS[level]} minimal={level !== 'CRITICAL'} data-testid="severity" data-level={level}>
      {level}
    </Tag>
  );
}
