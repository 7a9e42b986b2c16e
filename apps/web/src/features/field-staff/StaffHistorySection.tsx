// A member's history: every recorded change, newest first, assignments with the warnings an operator overrode.
import { Button, HTMLTable, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import { HistoryIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { FieldStaffHistoryEntry, StaffAssignmentView } from '@tourops/contracts';
import { useState } from 'react';
import { toProblem } from '../../app/problem';
import { formatInstant } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useGetFieldStaffHistoryQuery } from './fieldStaffApi';
import { describePeriod, overrideReasons, ROLE_LABELS } from './staffLabels';

const LABELS: Record<string, string> = {
  FieldStaffMemberRegistered: 'Added to the field staff',
  FieldStaffDetailsChanged: 'Details changed',
  DaysOffChanged: 'Days off changed',
  FieldStaffAssigned: 'Assigned',
  FieldStaffUnassigned: 'Unassigned',
  FieldStaffMemberRemoved: 'Removed',
};

function What({ entry }: { entry: FieldStaffHistoryEntry }) {
  const data = entry.data as { assignment?: StaffAssignmentView; changes?: Record<string, unknown>; daysOff?: string[] };
  if (entry.type === 'FieldStaffAssigned' && data.assignment) {
    const { assignment } = data;
    return (
      <>
        {LABELS[entry.type]} as {ROLE_LABELS[assignment.role].toLowerCase()}, {describePeriod(assignment.from, assignment.to)}{' '}
        {assignment.override && (
          <Tag intent="warning" icon={<WarningSignIcon />} data-testid="history-override">
            Override: {overrideReasons(assignment.override.reasons)}
          </Tag>
        )}
      </>
    );
  }
  if (entry.type === 'FieldStaffDetailsChanged' && data.changes) return <>{`${LABELS[entry.type]}: ${Object.keys(data.changes).join(', ')}`}</>;
  if (entry.type === 'DaysOffChanged' && data.daysOff) return <>{`${LABELS[entry.type]}: ${data.daysOff.join(', ') || 'none'}`}</>;
  return <>{LABELS[entry.type] ?? entry.type}</>;
}

export function StaffHistorySection({ staffId }: { staffId: string }) {
  const [open, setOpen] = useState(true);
  const { data, isLoading, error, refetch } = useGetFieldStaffHistoryQuery(staffId, { skip: !open });
  return (
    <Section className="tour-history" title="History" icon={<HistoryIcon />} collapsible collapseProps={{ isOpen: open, onToggle: () => setOpen((current) => !current) }} data-testid="staff-history">
      <SectionCard padded={false}>
        <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
        {isLoading && <Spinner size={20} aria-label="Loading the history" />}
        {data && (
          <HTMLTable compact striped className="history-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {[...data].reverse().map((entry) => (
                <tr key={entry.revision} data-testid="staff-history-entry" data-type={entry.type}>
                  <td className="nowrap">{formatInstant(entry.occurredAt)}</td>
                  <td>
                    <What entry={entry} />
                  </td>
                  <td>{entry.actor}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </SectionCard>
    </Section>
  );
}
