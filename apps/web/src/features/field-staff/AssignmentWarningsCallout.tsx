// The warnings an assignment raised, each in words, with the choice to assign anyway (recorded) or cancel.
import { Button, Callout } from '@blueprintjs/core';
import type { AssignmentWarningView } from '@tourops/contracts';
import { describePeriod, WARNING_LABELS } from './staffLabels';

/** The sentence of a warning; a clash reads with its tour and dates as the tour's calendar shows them. */
function sentenceOf(warning: AssignmentWarningView): string {
  if (warning.code !== 'busy' || !warning.clashes?.length) return warning.message;
  return `Already assigned to ${warning.clashes.map((clash) => `${clash.tourTitle ? `“${clash.tourTitle}”` : 'another tour'} (${describePeriod(clash.from, clash.to)})`).join(', ')}.`;
}

export interface AssignmentWarningsCalloutProps {
  name: string;
  warnings: AssignmentWarningView[];
  busy: boolean;
  onAssignAnyway: () => void;
  onCancel: () => void;
}

export function AssignmentWarningsCallout({ name, warnings, busy, onAssignAnyway, onCancel }: AssignmentWarningsCalloutProps) {
  return (
    <Callout intent="warning" title={`Assign ${name} anyway?`} role="alert" data-testid="assignment-warnings" className="assignment-warnings">
      <ul>
        {warnings.map((warning) => (
          <li key={warning.code} data-testid="assignment-warning" data-code={warning.code}>
            <strong>{WARNING_LABELS[warning.code] ?? warning.code}:</strong> {sentenceOf(warning)}
          </li>
        ))}
      </ul>
      <p>Assigning anyway records that you overrode these warnings, in the member’s history and on the assignment.</p>
      <div className="form-actions">
        <Button intent="warning" text="Assign anyway" loading={busy} onClick={onAssignAnyway} data-testid="assign-anyway" />
        <Button text="Cancel" onClick={onCancel} data-testid="assign-cancel" />
      </div>
    </Callout>
  );
}
