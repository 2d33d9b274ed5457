import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { FISCAL_YEARS_KNOWN, REPORT_PERIODS, daySpan } from '@suraksha/domain/report-periods';
import { z } from 'zod';
import { blank } from '../catalog.ts';
import { text } from '../text.ts';
import { choiceParam } from './query-params.ts';

/** The back office's reports (issue #17): figures over a range of Nepal days, computed on the server. */

export const REPORT_NAMES = [
  'sales',
  'orders-by-status',
  'top-products',
  'top-brands',
  'coupons-wallet',
  'referral-rewards',
  'cod-collected',
  'quote-conversion',
  'new-customers',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TITLES: Readonly<Record<ReportName, string>> = {
  sales: 'Sales',
  'orders-by-status': 'Orders by status',
  'top-products': 'Top products',
  'top-brands': 'Top brands',
  'coupons-wallet': 'Coupons and wallet spent',
  'referral-rewards': 'Referral rewards paid',
  'cod-collected': 'Cash on delivery: delivered and collected',
  'quote-conversion': 'Quote requests to orders',
  'new-customers': 'New customers',
};

/** Reports drawn over time (a line per column); the others are rankings or a breakdown (bars). */
export const REPORTS_OVER_TIME: readonly ReportName[] = [
  'sales',
  'coupons-wallet',
  'referral-rewards',
  'cod-collected',
  'quote-conversion',
  'new-customers',
];

/** What a top list is ranked by. */
export const REPORT_RANKS = ['revenue', 'units'] as const;

/** How many products or brands a top list shows. */
export const TOP_LIMIT = 20;

/** The longest range one report reads: three years of days (a day chart of more is unreadable anyway). */
export const REPORT_MAX_DAYS = 1096;

export const REPORT_MESSAGES = {
  from: 'The first day must be a date, e.g. 2026-11-01.',
  to: 'The last day must be a date, e.g. 2026-11-30.',
  order: 'The last day must not be before the first day.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days; choose a shorter range.`,
  fiscalYears: `Fiscal years are known from ${FISCAL_YEARS_KNOWN.from} to ${FISCAL_YEARS_KNOWN.to}; choose days in that range.`,
} as const;

const requiredDay = (message: string) =>
  text(message)
    .transform((v, ctx) => {
      const day = String(v).trim();
      if (blank(day) || !isCalendarDate(day)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return day;
    })
    .describe('A day in Nepal, YYYY-MM-DD');

export const reportQuery = z
  .object({
    from: requiredDay(REPORT_MESSAGES.from),
    to: requiredDay(REPORT_MESSAGES.to),
    by: choiceParam(REPORT_PERIODS, 'period').transform((v) => v ?? 'day'),
    rank: choiceParam(REPORT_RANKS, 'ranking').transform((v) => v ?? 'revenue'),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.order });
      return;
    }
    // Counted by arithmetic, not by listing the days: a range of centuries is refused at once.
    if (daySpan(q.from, q.to) > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
    if (q.by === 'fiscal_year' && (q.from < FISCAL_YEARS_KNOWN.from || q.to > FISCAL_YEARS_KNOWN.to)) {
      ctx.addIssue({ code: 'custom', path: ['by'], message: REPORT_MESSAGES.fiscalYears });
    }
  });
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  /** count: a whole number; money: rupees (at most two decimals); percent: 0 to 100, one decimal. */
  kind: z.enum(['count', 'money', 'percent']),
});
export type ReportColumn = z.infer<typeof reportColumn>;

export const reportResponse = z.object({
  result: z.literal('success'),
  name: z.enum(REPORT_NAMES),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_PERIODS),
  /** What the first cell of a row names: a period, a status, a product or a brand. */
  row_label: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(z.object({ key: z.string(), label: z.string(), values: z.record(z.string(), z.number()) })),
  totals: z.record(z.string(), z.number()),
});
export type ReportResponse = z.infer<typeof reportResponse>;

/** The query as the screen sends it (the URL's fields; defaults left out). */
export interface ReportQueryParams {
  from: string;
  to: string;
  by?: (typeof REPORT_PERIODS)[number] | undefined;
  rank?: (typeof REPORT_RANKS)[number] | undefined;
}
