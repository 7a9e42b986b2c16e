// /reports/staff-performance: how field staff worked across tours: days worked against available, overrides, notifications, tracking.
import { FormGroup, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { personName } from '../../shared/personName';
import { useListFieldStaffQuery } from '../field-staff/fieldStaffApi';
import { CsvExportButton } from './CsvExportButton';
import { ReportChart } from './ReportChart';
import { ReportFrame } from './ReportFrame';
import { ReportRangeControls } from './ReportRangeControls';
import { ReportFigure, ReportSection } from './ReportSection';
import { formatMinutes, formatShare } from './reportFormat';
import { useGetStaffPerformanceQuery } from './reportsApi';
import { rangeProblem, REPORT_QUERY } from './reportView';
import { barChartHeight, trackingCoverageOption, utilisationOption } from './staffPerformanceCharts';
import { useReportView } from './useReportView';

const STAFF_CHOICES = 200;

export function StaffPerformancePage() {
  const { view, change, reset, isDefaultRange } = useReportView();
  const query = REPORT_QUERY['staff-performance'](view);
  const result = useGetStaffPerformanceQuery(query, { skip: rangeProblem(view) !== null });
  const report = result.data;
  const { data: members } = useListFieldStaffQuery({ search: '', role: '', cursor: null, limit: STAFF_CHOICES });
  const staff = report?.staff ?? [];
  const charts = useMemo(() => ({ utilisation: utilisationOption(staff), coverage: trackingCoverageOption(staff) }), [report]);
  const memberOptions = [{ value: '', label: 'Every member' }, ...(members?.items ?? []).map((member) => ({ value: member.id, label: personName(member) }))];

  const controls = (
    <ReportRangeControls view={view} onChange={change} onReset={reset} isDefaultRange={isDefaultRange}>
      <FormGroup className="toolbar-field report-filter" label="Staff member" inline>
        <HTMLSelect value={view.staffId} options={memberOptions} onChange={(event) => change({ staffId: event.target.value })} aria-label="Staff member" data-testid="report-staff" />
      </FormGroup>
    </ReportRangeControls>
  );

  return (
    <ReportFrame
      report="staff-performance"
      title="Staff performance"
      subtitle="How field staff worked across tours, from"
      controls={controls}
      result={result}
      nothing={staff.length === 0 && (view.staffId ? 'This member has no record in this range.' : 'No field staff yet: register members and assign them to tours.')}
    >
      {report && (
        <>
          <ReportSection title="Staff" testId="section-staff" wide action={<CsvExportButton report="staff-performance" table="staff" query={query} />}>
            <div className="report-figures">
              <ReportFigure label="members" value={report.totals.members} />
              <ReportFigure label="days worked" value={report.totals.daysWorked} />
              <ReportFigure label="utilisation" value={formatShare(report.totals.utilisation)} testId="figure-utilisation" />
              <ReportFigure label="clash overrides" value={report.totals.clashOverrides} />
              <ReportFigure label="tracking coverage" value={formatShare(report.totals.trackingCoverage)} />
            </div>
            <HTMLTable className="report-table" compact striped data-testid="table-staff">
              <thead>
                <tr>
                  <th>Member</th>
                  <th className="numeric">Tours</th>
                  <th className="numeric">Days worked</th>
                  <th className="numeric">Available days</th>
                  <th className="numeric">Utilisation</th>
                  <th className="numeric">Clash overrides</th>
                  <th className="numeric">Notifications</th>
                  <th className="numeric">Acknowledged in (p50 / p90)</th>
                  <th className="numeric">Tracking coverage</th>
                </tr>
              </thead>
              <tbody>
                {staff.map((row) => (
                  <tr key={row.staffId} data-testid="report-row">
                    <td className="nowrap">
                      <Link to={`/field-staff/details/${row.staffId}`}>{row.name}</Link>
                    </td>
                    <td className="numeric">{row.toursWorked}</td>
                    <td className="numeric">{row.daysWorked}</td>
                    <td className="numeric">{row.availableDays}</td>
                    <td className="numeric">{formatShare(row.utilisation)}</td>
                    <td className="numeric">{row.clashOverrides}</td>
                    <td className="numeric">{row.notificationsOnTheirTours}</td>
                    <td className="numeric">
                      {row.acknowledge.count === 0 ? '—' : `${formatMinutes(row.acknowledge.p50Minutes)} / ${formatMinutes(row.acknowledge.p90Minutes)}`}
                    </td>
                    <td className="numeric">{formatShare(row.trackingCoverage)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ReportSection>
          <ReportSection title="Utilisation" testId="section-utilisation" description="Assigned days against the days each member was available.">
            <ReportChart option={charts.utilisation} label="Utilisation of each field staff member in percent" testId="chart-utilisation" height={barChartHeight(staff.length)} />
          </ReportSection>
          <ReportSection
            title="Tracking coverage"
            testId="section-trackingCoverage"
            description="Share of assigned time with a position in every 15 minutes."
            empty={staff.every((row) => row.trackingCoverage === null) && 'No member had assigned time in this range.'}
          >
            <ReportChart option={charts.coverage} label="Tracking coverage of each field staff member in percent" testId="chart-trackingCoverage" height={barChartHeight(staff.length)} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
