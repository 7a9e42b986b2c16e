// The staff performance charts as ECharts options: each member's utilisation and tracking coverage, as percentages.
import type { StaffPerformanceRow } from '@tourops/contracts';
import type { ReportChartOption } from './charts';

/** Members' shares as horizontal bars, 0-100 %; a member without assigned or available time shows no bar. */
function shareBars(rows: readonly StaffPerformanceRow[], name: string, color: string, share: (row: StaffPerformanceRow) => number | null): ReportChartOption {
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value) => (value === null || value === undefined ? 'not measured' : `${value} %`) },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    yAxis: { type: 'category', inverse: true, data: rows.map((row) => row.name) },
    series: [{ type: 'bar', name, color, data: rows.map((row) => { const value = share(row); return value === null ? null : Math.round(value * 100); }) }],
  };
}

export const utilisationOption = (rows: readonly StaffPerformanceRow[]) => shareBars(rows, 'Utilisation', '#ff4b00', (row) => row.utilisation);

export const trackingCoverageOption = (rows: readonly StaffPerformanceRow[]) => shareBars(rows, 'Tracking coverage', '#2196f3', (row) => row.trackingCoverage);

/** Bar charts grow with the members they list. */
export const barChartHeight = (bars: number) => Math.max(160, 40 + bars * 28);
