// The reports endpoints: each report's answer for a view, and the CSV download of one of its tables.
import { REPORT_TABLES, type ReportName, type StaffPerformanceReport, type TourPerformanceReport, type TravelerInsightsReport } from '@tourops/contracts';
import { api } from '../../app/api';
import { downloadFromApi } from '../../shared/downloadFile';
import type { ReportQueries } from './reportView';

export type ReportTable<R extends ReportName> = (typeof REPORT_TABLES)[R][number];

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTourPerformance: build.query<TourPerformanceReport, ReportQueries['tour-performance']>({
      query: (params) => ({ url: 'reports/tour-performance', params }),
    }),
    getStaffPerformance: build.query<StaffPerformanceReport, ReportQueries['staff-performance']>({
      query: (params) => ({ url: 'reports/staff-performance', params }),
    }),
    getTravelerInsights: build.query<TravelerInsightsReport, ReportQueries['traveler-insights']>({
      query: (params) => ({ url: 'reports/traveler-insights', params }),
    }),
  }),
});

export const { useGetTourPerformanceQuery, useGetStaffPerformanceQuery, useGetTravelerInsightsQuery } = reportsApi;

/** The CSV export's address: the report's query for the view, and which table. */
export function reportCsvPath<R extends ReportName>(report: R, table: ReportTable<R>, query: ReportQueries[R]): string {
  const params = new URLSearchParams({ ...(query as Record<string, string>), table });
  return `/api/reports/${report}/csv?${params}`;
}

/** Downloads one table of a report as `{report}-{table}-{from}-{to}.csv`. */
export function downloadReportCsv<R extends ReportName>(report: R, table: ReportTable<R>, query: ReportQueries[R]): Promise<void> {
  return downloadFromApi(reportCsvPath(report, table, query), `${report}-${table}-${query.from}-${query.to}.csv`);
}
