// ECharts for the report pages only: echarts/core with just the bar and pie charts, their components and the SVG renderer registered, in the SPEC.md §9 colours.
import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendPlainComponent, TooltipComponent, type AriaComponentOption, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, PieChart, AriaComponent, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export type ReportChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | AriaComponentOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** What every report chart shares: the ARIA description, the theme's font and palette, a short animation. */
const BASE_OPTION: ReportChartOption = {
  aria: { enabled: true },
  color: ['#ff4b00', '#2196f3', '#4caf50', '#fb8c00', '#b00020', '#f77602', '#9e9e9e'],
  textStyle: { fontFamily: "Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif", color: '#333333' },
  tooltip: { confine: true },
  animationDuration: 300,
};

/** Bars stay slim when a chart has only a few of them. */
const withSlimBars = (series: ReportChartOption['series']) => (Array.isArray(series) ? series.map((one) => (one.type === 'bar' ? { barMaxWidth: 36, ...one } : one)) : series);

/** Draws report charts into `element` as SVG (printable, sharp at any size); `label` opens the ARIA description. */
export function createReportChart(element: HTMLElement): { show: (option: ReportChartOption, label: string) => void; resize: () => void; dispose: () => void } {
  const chart: EChartsType = init(element, null, { renderer: 'svg' });
  return {
    show: (option, label) => chart.setOption({ ...BASE_OPTION, aria: { enabled: true, label: { general: { withoutTitle: `${label}.` } } }, ...option, series: withSlimBars(option.series) }, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
