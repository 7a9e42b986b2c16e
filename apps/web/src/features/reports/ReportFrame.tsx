// The frame of every report page: title, Print, range and filters, the answer (or its problem), and how fresh it is.
import { Button, Spinner } from '@blueprintjs/core';
import { PrintIcon, TimelineBarChartIcon } from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import type { ReportName, ReportSource } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { formatDateRange } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime } from '../../shared/RelativeTime';
import { PageHeader } from '../layout/PageHeader';
import './reports.css';
import { EmptyState } from '../../shared/SubHeading';

export interface ReportFrameProps {
  report: ReportName;
  title: string;
  subtitle: string;
  controls: ReactNode;
  /** The report's query as RTK Query answers it: the answer, its problem, and whether it is loading. */
  result: {
    data?: { source: ReportSource };
    error?: FetchBaseQueryError | SerializedError;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
    /** When the answer arrived (ms since the epoch): the read model had every event up to then. */
    fulfilledTimeStamp?: number;
  };
  /** When the answer has nothing at all in the range: what to say instead of empty charts. */
  nothing?: string | false;
  children: ReactNode;
}

export function ReportFrame({ report, title, subtitle, controls, result, nothing, children }: ReportFrameProps) {
  const { data: answer, error, isLoading, isFetching, refetch } = result;
  return (
    <main className="report-page" data-testid={`report-${report}`} data-state={isFetching ? 'loading' : answer ? 'ready' : 'empty'}>
      <PageHeader
        title={title}
        subtitle={answer ? `${subtitle} ${formatDateRange(answer.source.from, answer.source.to)}.` : subtitle}
        actions={<Button className="report-control" icon={<PrintIcon />} text="Print" onClick={() => window.print()} data-testid="report-print" />}
      />
      {controls}
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner className="page-spinner" />
      ) : !answer ? null : nothing ? (
        <EmptyState icon={<TimelineBarChartIcon size={48} />} title="Nothing in this range" description={nothing} data-testid="report-nothing" />
      ) : (
        <div className="report-sections">{children}</div>
      )}
      {answer && result.fulfilledTimeStamp !== undefined && <ReportFreshness answeredAt={result.fulfilledTimeStamp} />}
    </main>
  );
}

/** How fresh the answer is, in words: the read model's name, version and position are for engineers, not on the page. */
function ReportFreshness({ answeredAt }: { answeredAt: number }) {
  return (
    <p className="report-source muted" data-testid="report-source">
      Up to date as of <RelativeTime instant={new Date(answeredAt).toISOString()} />.
    </p>
  );
}
