// /reports/traveler-insights: who travels with the organization (nationality, age, repeat travelers) and what upcoming tours must prepare for.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { CsvExportButton } from './CsvExportButton';
import { ReportChart } from './ReportChart';
import { ReportFrame } from './ReportFrame';
import { ReportRangeControls } from './ReportRangeControls';
import { ReportFigure, ReportSection } from './ReportSection';
import { countryName, formatShare } from './reportFormat';
import { useGetTravelerInsightsQuery } from './reportsApi';
import { rangeProblem, REPORT_QUERY } from './reportView';
import { ageBandsOption, nationalitiesOption, repeatOption, toursPerTravelerOption } from './travelerInsightsCharts';
import { TravelerCountTable, UpcomingNeedsTable } from './travelerInsightsTables';
import { useReportView } from './useReportView';

type InsightsTable = 'nationalities' | 'ageBands' | 'toursPerTraveler' | 'upcomingNeeds';

export function TravelerInsightsPage() {
  const { view, change, reset, isDefaultRange } = useReportView();
  const query = REPORT_QUERY['traveler-insights'](view);
  const skip = rangeProblem(view) !== null;
  const result = useGetTravelerInsightsQuery(query, { skip });
  const report = result.data;
  // The nationalities to choose from: those of the whole range (the same answer when no nationality is chosen).
  const { data: unfiltered } = useGetTravelerInsightsQuery({ ...query, nationality: undefined }, { skip });
  const charts = useMemo(
    () => report && { nationalities: nationalitiesOption(report), ageBands: ageBandsOption(report), repeat: repeatOption(report), toursPerTraveler: toursPerTravelerOption(report) },
    [report],
  );
  const nationalities = [...new Set([...(unfiltered?.nationalities ?? []).map((row) => row.nationality), ...(view.nationality ? [view.nationality] : [])])].filter(Boolean).sort();
  const exportOf = (table: InsightsTable, empty: boolean) => <CsvExportButton report="traveler-insights" table={table} query={query} disabled={empty} />;

  const controls = (
    <ReportRangeControls view={view} onChange={change} onReset={reset} isDefaultRange={isDefaultRange}>
      <FormGroup className="toolbar-field report-filter" label="Nationality" inline>
        <HTMLSelect
          value={view.nationality}
          options={[{ value: '', label: 'Every nationality' }, ...nationalities.map((code) => ({ value: code, label: countryName(code) }))]}
          onChange={(event) => change({ nationality: event.target.value })}
          aria-label="Nationality"
          data-testid="report-nationality"
        />
      </FormGroup>
    </ReportRangeControls>
  );

  const upcoming = report?.upcomingNeeds ?? [];
  return (
    <ReportFrame
      report="traveler-insights"
      title="Traveler insights"
      subtitle="Who travels with the organization, on tours starting"
      controls={controls}
      result={result}
      nothing={report?.travelers === 0 && 'No traveler is on a tour starting in this range. Choose other dates, or add travelers to tours.'}
    >
      {report && charts && (
        <>
          <ReportSection title="Nationalities" testId="section-nationalities" action={exportOf('nationalities', false)}>
            <ReportChart option={charts.nationalities} label="Travelers by nationality" testId="chart-nationalities" height={Math.max(180, 40 + Math.min(report.nationalities.length, 11) * 26)} />
            <TravelerCountTable table="nationalities" heading="Nationality" rows={report.nationalities.map((row) => ({ label: countryName(row.nationality), travelers: row.travelers }))} />
          </ReportSection>
          <ReportSection title="Age bands" testId="section-ageBands" description="Age on the first day of their first tour in the range." action={exportOf('ageBands', false)}>
            <ReportChart option={charts.ageBands} label="Travelers by age band" testId="chart-ageBands" height={220} />
            <TravelerCountTable table="ageBands" heading="Age" rows={report.ageBands.map((row) => ({ label: row.band === 'unknown' ? 'Unknown' : row.band, travelers: row.travelers }))} />
          </ReportSection>
          <ReportSection title="Repeat travelers" testId="section-repeat" description="Travelers of the range who have been on more than one tour, over all history.">
            <div className="report-figures">
              <ReportFigure label="travelers" value={report.repeat.travelers} />
              <ReportFigure label="repeat travelers" value={report.repeat.repeatTravelers} testId="figure-repeat" />
              <ReportFigure label="share" value={formatShare(report.repeat.share)} />
            </div>
            <ReportChart option={charts.repeat} label="Travelers on their first tour and repeat travelers" testId="chart-repeat" height={220} />
          </ReportSection>
          <ReportSection title="Tours per traveler" testId="section-toursPerTraveler" action={exportOf('toursPerTraveler', false)}>
            <ReportChart option={charts.toursPerTraveler} label="Travelers by how many tours they have been on" testId="chart-toursPerTraveler" height={220} />
            <TravelerCountTable table="toursPerTraveler" heading="Tours" rows={report.toursPerTraveler.map((row) => ({ label: row.tours, travelers: row.travelers }))} />
          </ReportSection>
          <ReportSection
            title="Upcoming needs"
            testId="section-upcomingNeeds"
            wide
            description="Dietary and medical needs of the travelers of tours starting today or later."
            action={exportOf('upcomingNeeds', upcoming.length === 0)}
            empty={upcoming.length === 0 && 'No tour of this range starts today or later.'}
          >
            <UpcomingNeedsTable tours={upcoming} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
