import type { ReportName, ReportQuery } from '@suraksha/contracts/admin/reports';
import { type CsvExport, rupeesCell } from '../../platform/csv-export.ts';
import type { Database } from '../../platform/database.ts';
import { reportFigures } from './service.ts';

type Row = { label: string; cells: unknown[] };

/**
 * A report as CSV (the ONE export, platform/csv-export.ts: BOM, header row, money as "1234.50"):
 * the chart's table, a row per period, status, product or brand, and a last row of totals. A
 * report is at most a row per day of its range, so it is read at once; the source hands it over
 * as one batch.
 */
export async function reportCsv(db: Database, name: ReportName, query: ReportQuery): Promise<CsvExport<Row, number>> {
  const figures = await reportFigures(db, name, query);
  const cells = (values: Record<string, number>) =>
    figures.columns.map((c) =>
      c.kind === 'money' ? rupeesCell(values[c.key] ?? 0) : c.kind === 'percent' ? (values[c.key] ?? 0).toFixed(1) : (values[c.key] ?? 0),
    );
  const rows: Row[] = [
    ...figures.rows.map((r) => ({ label: r.label, cells: cells(r.values) })),
    { label: 'Total', cells: cells(figures.totals) },
  ];
  return {
    name: `suraksha-report-${name}-${query.from}-to-${query.to}`,
    columns: [figures.rowLabel, ...figures.columns.map((c) => (c.kind === 'money' ? `${c.label} (Rs)` : c.label))],
    source: {
      batch: async (after) => (after === undefined ? rows : []),
      keyOf: () => rows.length,
      lines: (row) => [[row.label, ...row.cells]],
    },
  };
}
