// One report chart: drawn by ECharts into its box, redrawn when its option changes, resized with its box.
import { useEffect, useRef } from 'react';
import { createReportChart, type ReportChartOption } from './charts';

export function ReportChart({ option, label, testId, height = 280 }: { option: ReportChartOption; label: string; testId: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof createReportChart> | null>(null);

  useEffect(() => {
    const element = box.current!;
    const drawn = createReportChart(element);
    chart.current = drawn;
    const observer = new ResizeObserver(() => drawn.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      drawn.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => chart.current?.show(option, label), [option, label]);

  return <div ref={box} className="report-chart" style={{ height }} role="img" aria-roledescription="chart" data-testid={testId} />;
}
