// In a member's history, an assignment made despite warnings shows which warnings the operator overrode.
import { Tag } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import type { FieldStaffHistoryEntry, StaffAssignmentView } from '@tourops/contracts';
import { overrideReasons } from './staffLabels';

export function StaffHistoryOverride({ entry }: { entry: FieldStaffHistoryEntry }) {
  const { assignment } = entry.data as { assignment?: StaffAssignmentView };
  if (entry.type !== 'FieldStaffAssigned' || !assignment?.override) return null;
  return (
    <Tag intent="warning" icon={<WarningSignIcon />} data-testid="history-override">
      Override: {overrideReasons(assignment.override.reasons)}
    </Tag>
  );
}
