// The traveler insights charts as ECharts options: nationalities, age bands, repeat travelers and tours per traveler.
import type { TravelerInsightsReport } from '@tourops/contracts';
import type { ReportChartOption } from './charts';
import { countryName } from './reportFormat';

/** Nationalities beyond the largest ones are summed as "Other" so the chart stays readable. */
export const NATIONALITY_BARS = 10;

const GRID = { left: 8, right: 24, top: 36, bottom: 8, containLabel: true } as const;
const AXIS_TOOLTIP = { trigger: 'axis', axisPointer: { type: 'shadow' } } as const;

export function largestNationalities(rows: TravelerInsightsReport['nationalities']): { name: string; travelers: number }[] {
  const sorted = [...rows].sort((a, b) => b.travelers - a.travelers || a.nationality.localeCompare(b.nationality));
  const shown = sorted.slice(0, NATIONALITY_BARS).map((row) => ({ name: countryName(row.nationality), travelers: row.travelers }));
  const rest = sorted.slice(NATIONALITY_BARS).reduce((sum, row) => sum + row.travelers, 0);
  return rest > 0 ? [...shown, { name: 'Other', travelers: rest }] : shown;
}

export function nationalitiesOption(report: TravelerInsightsReport): ReportChartOption {
  const bars = largestNationalities(report.nationalities);
  return {
    grid: { ...GRID, top: 8 },
    tooltip: AXIS_TOOLTIP,
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: bars.map((bar) => bar.name) },
    series: [{ type: 'bar', name: 'Travelers', color: '#ff4b00', data: bars.map((bar) => bar.travelers) }],
  };
}

export function ageBandsOption(report: TravelerInsightsReport): ReportChartOption {
  return {
    grid: GRID,
    tooltip: AXIS_TOOLTIP,
    xAxis: { type: 'category', axisLabel: { interval: 0 }, data: report.ageBands.map((row) => (row.band === 'unknown' ? 'Unknown' : row.band)) },
    yAxis: { type: 'value', name: 'Travelers', minInterval: 1 },
    series: [{ type: 'bar', name: 'Travelers', color: '#f77602', data: report.ageBands.map((row) => row.travelers) }],
  };
}

export function repeatOption({ repeat }: TravelerInsightsReport): ReportChartOption {
  return {
    legend: { bottom: 0 },
    tooltip: { trigger: 'item', formatter: '{b}: {c} travelers ({d} %)' },
    series: [
      {
        type: 'pie',
        name: 'Travelers',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: [
          { name: 'First tour', value: repeat.travelers - repeat.repeatTravelers, itemStyle: { color: '#2196f3' } },
          { name: 'Repeat travelers', value: repeat.repeatTravelers, itemStyle: { color: '#4caf50' } },
        ],
      },
    ],
  };
}

export function toursPerTravelerOption(report: TravelerInsightsReport): ReportChartOption {
  return {
    grid: GRID,
    tooltip: AXIS_TOOLTIP,
    xAxis: { type: 'category', axisLabel: { interval: 0 }, data: report.toursPerTraveler.map((row) => `${row.tours} tour${row.tours === '1' ? '' : 's'}`) },
    yAxis: { type: 'value', name: 'Travelers', minInterval: 1 },
    series: [{ type: 'bar', name: 'Travelers', color: '#2196f3', data: report.toursPerTraveler.map((row) => row.travelers) }],
  };
}
