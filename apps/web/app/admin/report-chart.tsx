import type { ReportResponse } from '@suraksha/contracts/admin/reports';
import { formatRupees } from '../lib/money.ts';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One colour per column, in order: the admin theme's primary, then contrasting ones readable on white. */
const COLOURS = ['#0d6efd', '#d63384', '#198754', '#fd7e14'];
const HEIGHT = 260;

/** The chart's options and data for a report: x is the row's place, named by the row's label; money on the right axis, counts on the left. */
export function chartOf(
  report: ReportResponse,
  width: number,
  bars: boolean,
  paths?: uPlot.Series.PathBuilder,
): [uPlot.Options, uPlot.AlignedData] {
  const labels = report.rows.map((r) => r.label);
  const hasMoney = report.columns.some((c) => c.kind === 'money');
  const hasCount = report.columns.some((c) => c.kind === 'count');
  const hasPercent = report.columns.some((c) => c.kind === 'percent');
  const options: uPlot.Options = {
    width,
    height: HEIGHT,
    scales: {
      x: bars ? { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } : { time: false },
      ...(hasPercent && { percent: { range: [0, 100] } }),
    },
    axes: [
      { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')) },
      ...(hasCount ? [{ scale: 'count', label: 'Count' }] : []),
      ...(hasPercent ? [{ scale: 'percent', side: 1 as const, label: '%' }] : []),
      ...(hasMoney
        ? [{ scale: 'money', side: 1 as const, label: 'Rs', values: (_u: uPlot, splits: number[]) => splits.map((v) => formatRupees(v)) }]
        : []),
    ],
    series: [
      { label: report.row_label },
      ...report.columns.map((c, i) => ({
        label: c.label,
        scale: c.kind,
        stroke: COLOURS[i % COLOURS.length],
        ...(bars && { fill: `${COLOURS[i % COLOURS.length]}80` }),
        ...(paths && { paths }),
        value: (_u: uPlot, v: number | null) =>
          v === null ? '' : c.kind === 'money' ? formatRupees(v) : c.kind === 'percent' ? `${v.toFixed(1)}%` : String(v),
      })),
    ],
  };
  const data: uPlot.AlignedData = [
    report.rows.map((_, i) => i),
    ...report.columns.map((c) => report.rows.map((r) => r.values[c.key] ?? 0)),
  ];
  return [options, data];
}

/**
 * A report drawn with uPlot (decision 0105): lines over time, bars for a breakdown or a top list.
 * uPlot is loaded when the chart mounts, so it lives in the reports page's own chunk (never in the
 * storefront's bundles) and the server render, which has no canvas, leaves the box empty.
 */
export function ReportChart({ report, bars }: { report: ReportResponse; bars: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | undefined;
    let gone = false;
    void import('uplot').then(({ default: UPlot }) => {
      const element = box.current;
      if (gone || !element) return;
      const paths = bars ? UPlot.paths.bars?.({ size: [0.6, 60] }) : undefined;
      const [options, data] = chartOf(report, Math.max(element.clientWidth, 320), bars, paths);
      chart = new UPlot(options, data, element);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [report, bars]);
  return <div ref={box} className="report-chart" role="img" aria-label={`${report.title} chart`} />;
}
