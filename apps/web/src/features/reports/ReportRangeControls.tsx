// Above a report: its date range (both days included), the report's own filters, and the way back to the default range.
import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { MONTHS_AHEAD, MONTHS_BACK, rangeProblem, type ReportView } from './reportView';

export interface ReportRangeControlsProps {
  view: ReportView;
  onChange: (patch: Partial<ReportView>) => void;
  onReset: () => void;
  isDefaultRange: boolean;
  children?: ReactNode;
}

export function ReportRangeControls({ view, onChange, onReset, isDefaultRange, children }: ReportRangeControlsProps) {
  const problem = rangeProblem(view);
  return (
    <div className="list-toolbar report-controls" data-testid="report-controls">
      <FormGroup className="toolbar-field" label="From" inline helperText={problem ?? undefined} intent={problem ? 'danger' : 'none'}>
        <ControlGroup>
          <InputGroup type="date" value={view.from} required onValueChange={(from) => from && onChange({ from })} aria-label="First day of the report" data-testid="report-from" />
          <InputGroup type="date" value={view.to} required onValueChange={(to) => to && onChange({ to })} aria-label="Last day of the report" data-testid="report-to" />
          {!isDefaultRange && (
            <Button variant="minimal" text={`Last ${MONTHS_BACK} months to next ${MONTHS_AHEAD}`} onClick={onReset} data-testid="report-range-reset" />
          )}
        </ControlGroup>
      </FormGroup>
      {children}
    </div>
  );
}
