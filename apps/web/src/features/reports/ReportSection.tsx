// One part of a report as a card: its title, what it measures, its CSV export, and its chart and table, or a note when it has no data.
import { Card } from '@blueprintjs/core';
import { ChartIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { EmptyState } from '../../shared/SubHeading';

export interface ReportSectionProps {
  title: string;
  testId: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Shown instead of the children when the section has no data. */
  empty?: string | false;
  wide?: boolean;
  children: ReactNode;
}

export function ReportSection({ title, testId, description, action, empty, wide, children }: ReportSectionProps) {
  return (
    <Card className={`report-section${wide ? ' is-wide' : ''}`} data-testid={testId} data-empty={empty ? 'true' : 'false'}>
      <div className="report-section-header">
        <h2 className="report-section-title">{title}</h2>
        {action}
      </div>
      {description && <p className="report-section-description muted">{description}</p>}
      {empty ? <EmptyState className="report-empty" icon={<ChartIcon size={32} />} description={empty} /> : children}
    </Card>
  );
}

/** A figure with its label, for the few numbers a report leads with. */
export function ReportFigure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="report-figure" data-testid={testId}>
      <div className="report-figure-value">{value}</div>
      <div className="report-figure-label muted">{label}</div>
    </div>
  );
}
