// The tour performance charts as ECharts options: tours by status and month, on-time share, delays by segment type, notifications, response times.
import { SEVERITIES, TOUR_STATUSES, labelOf, type Severity, type TourStatus } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';
import type { ReportChartOption } from './charts';
import { formatMonth } from './reportFormat';

/** Each status in a theme colour (SPEC.md §9), finished ones darker. */
export const STATUS_COLOURS: Record<TourStatus, string> = {
  DRAFT: '#9e9e9e',
  PLANNED: '#2196f3',
  CONFIRMED: '#4caf50',
  IN_PROGRESS: '#ff4b00',
  COMPLETED: '#357b38',
  CANCELLED: '#b00020',
};

export const SEVERITY_COLOURS: Record<Severity, string> = { INFO: '#2196f3', WARNING: '#fb8c00', ALERT: '#ff4b00', CRITICAL: '#b00020' };

const LEGEND = { bottom: 0, type: 'plain' } as const;
const GRID = { left: 8, right: 24, top: 36, bottom: 40, containLabel: true } as const;

export function toursByMonthOption(report: TourPerformanceReport): ReportChartOption {
  return {
    legend: LEGEND,
    grid: GRID,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: report.toursByMonth.map((row) => formatMonth(row.month)) },
    yAxis: { type: 'value', name: 'Tours', minInterval: 1 },
    series: TOUR_STATUSES.map((status) => ({
      type: 'bar',
      name: TOUR_STATUS_LABELS[status],
      stack: 'tours',
      color: STATUS_COLOURS[status],
      data: report.toursByMonth.map((row) => row.byStatus[status]),
    })),
  };
}

export function onTimeOption({ onTime }: TourPerformanceReport): ReportChartOption {
  return {
    legend: LEGEND,
    tooltip: { trigger: 'item', formatter: '{b}: {c} segments ({d} %)' },
    series: [
      {
        type: 'pie',
        name: 'Monitored segments',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: [
          { name: 'On time', value: onTime.onTimeSegments, itemStyle: { color: '#4caf50' } },
          { name: 'Late', value: onTime.monitoredSegments - onTime.onTimeSegments, itemStyle: { color: '#fb8c00' } },
        ],
      },
    ],
  };
}

export function delayBySegmentTypeOption(report: TourPerformanceReport): ReportChartOption {
  const rows = report.delayBySegmentType;
  const figure = (name: string, color: string, pick: (row: (typeof rows)[number]) => number | null) => ({ type: 'bar' as const, name, color, data: rows.map((row) => pick(row) ?? 0) });
  return {
    legend: LEGEND,
    grid: GRID,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: rows.map((row) => (row.segmentType === 'flight' ? 'Flights (departure)' : 'Transfers (duration)')) },
    yAxis: { type: 'value', name: 'Minutes' },
    series: [figure('Average', '#2196f3', (row) => row.averageDelayMinutes), figure('p90', '#fb8c00', (row) => row.p90DelayMinutes), figure('Largest', '#b00020', (row) => row.maxDelayMinutes)],
  };
}

export function notificationsOption(report: TourPerformanceReport): ReportChartOption {
  const rows = report.notifications.filter((row) => row.total > 0);
  return {
    legend: LEGEND,
    grid: { ...GRID, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((row) => labelOf(row.measure)), inverse: true },
    series: SEVERITIES.map((severity) => ({ type: 'bar', name: severity, stack: 'notifications', color: SEVERITY_COLOURS[severity], data: rows.map((row) => row.bySeverity[severity]) })),
  };
}

export function responseTimesOption({ responseTimes }: TourPerformanceReport): ReportChartOption {
  const { acknowledge, resolve } = responseTimes;
  return {
    legend: LEGEND,
    grid: GRID,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: ['To acknowledge', 'To resolve'] },
    yAxis: { type: 'value', name: 'Minutes' },
    series: [
      { type: 'bar', name: 'p50', color: '#2196f3', data: [acknowledge.p50Minutes ?? 0, resolve.p50Minutes ?? 0] },
      { type: 'bar', name: 'p90', color: '#ff4b00', data: [acknowledge.p90Minutes ?? 0, resolve.p90Minutes ?? 0] },
    ],
  };
}
