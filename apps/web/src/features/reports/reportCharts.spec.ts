/// <reference types="jest" />
// The report charts' options: what each series draws from a report's answer.
import type { StaffPerformanceRow, TourPerformanceReport, TravelerInsightsReport } from '@tourops/contracts';
import { trackingCoverageOption, utilisationOption } from './staffPerformanceCharts';
import { notificationsOption, onTimeOption, toursByMonthOption } from './tourPerformanceCharts';
import { largestNationalities, NATIONALITY_BARS } from './travelerInsightsCharts';
import { countryName, formatDifference, formatShare } from './reportFormat';

const none = { DRAFT: 0, PLANNED: 0, CONFIRMED: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 };
const severities = { INFO: 0, WARNING: 0, ALERT: 0, CRITICAL: 0 };
const source = { projection: 'tour-performance', version: 1, position: '42', from: '2026-01-01', to: '2026-02-28' };
const tourReport = {
  source,
  toursByMonth: [
    { month: '2026-01', total: 3, byStatus: { ...none, COMPLETED: 2, CANCELLED: 1 } },
    { month: '2026-02', total: 1, byStatus: { ...none, CONFIRMED: 1 } },
  ],
  onTime: { monitoredSegments: 5, onTimeSegments: 4, share: 0.8 },
  delayBySegmentType: [],
  notifications: [
    { measure: 'flight.departureDelay', total: 2, bySeverity: { ...severities, WARNING: 1, CRITICAL: 1 } },
    { measure: 'weather.windSpeed', total: 0, bySeverity: severities },
  ],
  responseTimes: { acknowledge: { count: 0, p50Minutes: null, p90Minutes: null }, resolve: { count: 0, p50Minutes: null, p90Minutes: null } },
  planVersusActual: { total: 0, rows: [] },
} as TourPerformanceReport;

const seriesOf = (option: { series?: unknown }) => option.series as { name: string; data: unknown[]; stack?: string }[];

describe('the tour performance charts', () => {
  it('stack the tours of each month by status, one series per status', () => {
    const option = toursByMonthOption(tourReport);
    expect((option.xAxis as { data: string[] }).data).toEqual(['Jan 2026', 'Feb 2026']);
    const series = seriesOf(option);
    expect(series.map((one) => one.name)).toEqual(['Draft', 'Planned', 'Confirmed', 'In progress', 'Completed', 'Cancelled']);
    expect(series.every((one) => one.stack === 'tours')).toBe(true);
    expect(series.find((one) => one.name === 'Completed')!.data).toEqual([2, 0]);
    expect(series.find((one) => one.name === 'Confirmed')!.data).toEqual([0, 1]);
  });

  it('split monitored segments into on time and late', () => {
    const [pie] = seriesOf(onTimeOption(tourReport)) as unknown as { data: { name: string; value: number }[] }[];
    expect(pie.data.map(({ name, value }) => [name, value])).toEqual([['On time', 4], ['Late', 1]]);
  });

  it('show only measures that raised notifications, stacked by severity', () => {
    const option = notificationsOption(tourReport);
    expect((option.yAxis as { data: string[] }).data).toEqual(['Departure delay']);
    expect(seriesOf(option).map((one) => [one.name, one.data])).toEqual([['INFO', [0]], ['WARNING', [1]], ['ALERT', [0]], ['CRITICAL', [1]]]);
  });
});

describe('the staff performance charts', () => {
  const member = (name: string, utilisation: number | null, trackingCoverage: number | null) => ({ staffId: name, name, utilisation, trackingCoverage }) as StaffPerformanceRow;

  it('draw utilisation and coverage as whole percentages, nothing for what was not measured', () => {
    const rows = [member('Ana', 0.456, 0.9), member('Rui', null, null)];
    expect(seriesOf(utilisationOption(rows))[0].data).toEqual([46, null]);
    expect(seriesOf(trackingCoverageOption(rows))[0].data).toEqual([90, null]);
  });
});

describe('the traveler insights charts', () => {
  it('show the largest nationalities and sum the rest as Other', () => {
    const rows: TravelerInsightsReport['nationalities'] = Array.from({ length: NATIONALITY_BARS + 2 }, (_, index) => ({ nationality: `X${String.fromCharCode(65 + index)}`, travelers: index + 1 }));
    const bars = largestNationalities(rows);
    expect(bars).toHaveLength(NATIONALITY_BARS + 1);
    expect(bars[0]).toEqual({ name: 'XL', travelers: 12 });
    expect(bars.at(-1)).toEqual({ name: 'Other', travelers: 1 + 2 });
  });
});

describe('report figures', () => {
  it('read as people say them', () => {
    expect(formatShare(0.834)).toBe('83 %');
    expect(formatShare(null)).toBe('—');
    expect(formatDifference(-65)).toBe('−1 h 5 min');
    expect(formatDifference(0.2)).toBe('on time');
    expect(countryName('PT')).toBe('Portugal (PT)');
    expect(countryName('')).toBe('Not given');
  });
});
