// /reports/tour-performance: how tours ran against their plans, by month and status, on time or late, with the notifications they raised.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { MEASURES, labelOf, type Measure } from '@tourops/domain';
import { StatusToggles } from '../tours/StatusToggles';
import { CsvExportButton } from './CsvExportButton';
import { ReportChart } from './ReportChart';
import { ReportFrame } from './ReportFrame';
import { ReportRangeControls } from './ReportRangeControls';
import { ReportFigure, ReportSection } from './ReportSection';
import { formatShare } from './reportFormat';
import { useGetTourPerformanceQuery } from './reportsApi';
import { rangeProblem, REPORT_QUERY } from './reportView';
import { delayBySegmentTypeOption, notificationsOption, onTimeOption, responseTimesOption, toursByMonthOption } from './tourPerformanceCharts';
import { DelayTable, NotificationsTable, PlanVersusActualTable, ResponseTimesTable, ToursByMonthTable } from './tourPerformanceTables';
import { useReportView } from './useReportView';

const MEASURE_OPTIONS = [{ value: '', label: 'Any measure' }, ...MEASURES.map((measure) => ({ value: measure, label: labelOf(measure) }))];

export function TourPerformancePage() {
  const { view, change, reset, isDefaultRange } = useReportView();
  const query = REPORT_QUERY['tour-performance'](view);
  const result = useGetTourPerformanceQuery(query, { skip: rangeProblem(view) !== null });
  const report = result.data;
  const charts = useMemo(
    () => report && { months: toursByMonthOption(report), onTime: onTimeOption(report), delays: delayBySegmentTypeOption(report), notifications: notificationsOption(report), responses: responseTimesOption(report) },
    [report],
  );
  const exportOf = (table: 'toursByMonth' | 'delayBySegmentType' | 'notifications' | 'planVersusActual', empty: boolean) => (
    <CsvExportButton report="tour-performance" table={table} query={query} disabled={empty} />
  );

  const controls = (
    <ReportRangeControls view={view} onChange={change} onReset={reset} isDefaultRange={isDefaultRange}>
      <StatusToggles className="report-filter" label="Status" inline statuses={view.status} onChange={(status) => change({ status: status as typeof view.status })} testId="report-status" />
      <FormGroup className="toolbar-field report-filter" label="Measure" inline>
        <HTMLSelect value={view.measure[0] ?? ''} options={MEASURE_OPTIONS} onChange={(event) => change({ measure: event.target.value ? [event.target.value as Measure] : [] })} aria-label="Notifications of measure" data-testid="report-measure" />
      </FormGroup>
    </ReportRangeControls>
  );

  const tours = report?.toursByMonth.reduce((sum, row) => sum + row.total, 0) ?? 0;
  const notifications = report?.notifications.reduce((sum, row) => sum + row.total, 0) ?? 0;
  const measuredDelays = report?.delayBySegmentType.some((row) => row.segments > 0) ?? false;
  const responded = report ? report.responseTimes.acknowledge.count + report.responseTimes.resolve.count > 0 : false;

  return (
    <ReportFrame
      report="tour-performance"
      title="Tour performance"
      subtitle="How tours ran against their plans, for tours starting"
      controls={controls}
      result={result}
      nothing={tours === 0 && notifications === 0 && 'No tour starts in this range and no notification was raised. Choose other dates or statuses.'}
    >
      {report && charts && (
        <>
          <ReportSection title="Tours by month and status" testId="section-toursByMonth" wide action={exportOf('toursByMonth', tours === 0)} empty={tours === 0 && 'No tour starts in this range.'}>
            <ReportChart option={charts.months} label="Tours starting in each month, stacked by status" testId="chart-toursByMonth" />
            <ToursByMonthTable rows={report.toursByMonth} />
          </ReportSection>
          <ReportSection
            title="On time"
            testId="section-onTime"
            description="Monitored flights and transfers whose last recorded delay stayed below the WARNING threshold."
            empty={report.onTime.monitoredSegments === 0 && 'No flight or transfer of these tours was monitored.'}
          >
            <div className="report-figures">
              <ReportFigure label="on time" value={formatShare(report.onTime.share)} testId="figure-onTime" />
              <ReportFigure label="monitored segments" value={report.onTime.monitoredSegments} />
            </div>
            <ReportChart option={charts.onTime} label="Monitored segments on time and late" testId="chart-onTime" height={220} />
          </ReportSection>
          <ReportSection title="Delay by segment type" testId="section-delayBySegmentType" action={exportOf('delayBySegmentType', !measuredDelays)} empty={!measuredDelays && 'No delay was recorded.'}>
            <ReportChart option={charts.delays} label="Average, p90 and largest delay in minutes by segment type" testId="chart-delayBySegmentType" height={240} />
            <DelayTable rows={report.delayBySegmentType} />
          </ReportSection>
          <ReportSection title="Notifications by measure and severity" testId="section-notifications" action={exportOf('notifications', notifications === 0)} empty={notifications === 0 && 'No notification was raised in this range.'}>
            <ReportChart option={charts.notifications} label="Notifications by measure, stacked by the highest severity reached" testId="chart-notifications" height={240} />
            <NotificationsTable rows={report.notifications} />
          </ReportSection>
          <ReportSection title="Time to acknowledge and resolve" testId="section-responseTimes" empty={!responded && 'No notification was acknowledged or closed.'}>
            <ReportChart option={charts.responses} label="Minutes to acknowledge and to resolve notifications, p50 and p90" testId="chart-responseTimes" height={220} />
            <ResponseTimesTable times={report.responseTimes} />
          </ReportSection>
          <ReportSection
            title="Plan versus actual"
            testId="section-planVersusActual"
            wide
            description={`Segments whose actual time, as monitoring and tracking recorded it, differs from the plan, the largest differences first${report.planVersusActual.total > report.planVersusActual.rows.length ? ` (${report.planVersusActual.rows.length} of ${report.planVersusActual.total})` : ''}. Times read on each tour’s clock, a flight’s at its airports.`}
            action={exportOf('planVersusActual', report.planVersusActual.total === 0)}
            empty={report.planVersusActual.total === 0 && 'No recorded segment differs from its plan.'}
          >
            <PlanVersusActualTable rows={report.planVersusActual.rows} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
