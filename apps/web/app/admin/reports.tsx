import {
  REPORT_NAMES,
  REPORT_RANKS,
  REPORTS_OVER_TIME,
  type ReportName,
  type ReportQueryParams,
  type ReportResponse,
} from '@suraksha/contracts/admin/reports';
import { dayInNepal, isCalendarDate, readableBsDate } from '@suraksha/domain/nepal-time';
import { REPORT_PERIODS, daySpan } from '@suraksha/domain/report-periods';
import { useSearchParams } from 'react-router';
import { formatCount, formatRupees } from '../lib/money.ts';
import { AnswerPending } from './answer-pending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { ReportChart } from './report-chart.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterDayField } from './filter-day-field.tsx';

export const meta = () => [{ title: 'Reports — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const PERIOD_LABELS: Record<(typeof REPORT_PERIODS)[number], string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  fiscal_year: 'Fiscal year (Shrawan–Asar)',
};

/** The default range: the last 30 Nepal days, today included. */
function lastThirtyDays(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

/** The range and grouping in the URL; a field that is not a date falls back to the default (the server checks the rest). */
export function reportQueryOf(params: URLSearchParams, today: string): ReportQueryParams {
  const fallback = lastThirtyDays(today);
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : fallback[key];
  };
  const by = params.get('by');
  const rank = params.get('rank');
  return {
    from: day('from'),
    to: day('to'),
    by: (REPORT_PERIODS as readonly string[]).includes(by ?? '') ? (by as ReportQueryParams['by']) : undefined,
    rank: (REPORT_RANKS as readonly string[]).includes(rank ?? '') ? (rank as ReportQueryParams['rank']) : undefined,
  };
}

/** /admin/reports?from=&to=&by=&rank=: every report over one range, each a chart, its table and its CSV. */
export default function AdminReports() {
  const [params] = useSearchParams();
  const today = dayInNepal();
  const query = reportQueryOf(params, today);
  const apply = useFilterSubmit('/admin/reports', { by: 'day', rank: 'revenue' });
  const key = JSON.stringify(query);
  return (
    <>
      <h1 className="h3 mb-3">Reports</h1>
      <form onSubmit={apply} className="admin-filters" aria-label="Choose the range" key={key}>
        <FilterDayField name="from" label="From" defaultValue={query.from} max={today} required />
        <FilterDayField name="to" label="To" defaultValue={query.to} max={today} required />
        <label className="form-label mb-0">
          Group by
          <select className="form-select" name="by" defaultValue={query.by ?? 'day'}>
            {REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Rank top lists by
          <select className="form-select" name="rank" defaultValue={query.rank ?? 'revenue'}>
            <option value="revenue">Revenue</option>
            <option value="units">Units</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </form>
      <p className="text-body-secondary small">
        {Math.max(daySpan(query.from, query.to), 0)} Nepal days. Sales never count cancelled orders; revenue is what the orders charged
        (after coupons and wallet, with delivery); top lists count the lines&apos; amounts.
      </p>
      {REPORT_NAMES.map((name) => (
        <ReportSection key={name} name={name} query={query} />
      ))}
    </>
  );
}

function ReportSection({ name, query }: { name: ReportName; query: ReportQueryParams }) {
  const { api } = useStaffSession();
  const [loaded] = useAdminAnswer(`the ${name} report`, JSON.stringify(query), () => api.reports.get(name, query));
  const report = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <section className="mb-5" aria-labelledby={`report-${name}`}>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h2 className="h5 mb-0 me-auto" id={`report-${name}`}>
          {report?.title ?? name}
        </h2>
        <ExportCsvButton url={api.reports.csvPath(name, query)} fileName={`suraksha-report-${name}.csv`} label="Download CSV" />
      </div>
      <AnswerPending answer={loaded} loading="Loading the report…" />
      {report && (
        <>
          <ReportChart report={report} bars={!REPORTS_OVER_TIME.includes(name)} />
          <ReportTable report={report} />
        </>
      )}
    </section>
  );
}

function cell(report: ReportResponse, key: string, value: number): string {
  const kind = report.columns.find((c) => c.key === key)?.kind;
  if (kind === 'money') return formatRupees(value);
  if (kind === 'percent') return `${value.toFixed(1)}%`;
  return formatCount(value);
}

/** The chart's figures as a table (what a screen reader reads, and what the CSV holds). */
export function ReportTable({ report }: { report: ReportResponse }) {
  return (
    // On a phone a wide table scrolls in its own box, never the page sideways.
    <div className="table-responsive mt-3">
      <table className="table admin-table" aria-label={`${report.title} table`}>
        <thead>
          <tr>
            <th scope="col">{report.row_label}</th>
            {report.columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={report.columns.length + 1}>Nothing in this range.</td>
            </tr>
          ) : (
            report.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.label}
                  {/* A day or a week's Sunday in BS too; months are AD months and fiscal years are named in BS already. */}
                  {(report.by === 'day' || report.by === 'week') && readableBsDate(row.key) && (
                    <span className="bs-date"> · {readableBsDate(row.key)}</span>
                  )}
                </th>
                {report.columns.map((c) => (
                  <td key={c.key}>{cell(report, c.key, row.values[c.key] ?? 0)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {report.columns.map((c) => (
              <td key={c.key}>
                <strong>{cell(report, c.key, report.totals[c.key] ?? 0)}</strong>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
