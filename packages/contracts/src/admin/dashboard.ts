import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { z } from 'zod';
import { INBOX_KINDS } from './inbox-kinds.ts';

/**
 * The back-office home (issue #15): today and this week in Nepal, the orders waiting too long, the cash
 * still to collect, low stock, the newest inbox items and the latest audit entries. Each section is
 * sent only to a role that may read it (the permission beside it), so a missing key means "not yours".
 */

/** A Pending Order older than this is waiting too long. */
export const PENDING_TOO_LONG_HOURS = 24;
/** How many rows each list of the home shows. */
export const DASHBOARD_LIST = { overdue: 5, lowStock: 8, inbox: 8, activity: 10 } as const;

const statusFigures = z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int(), revenue: z.number() });

/** Orders placed in a span of Nepal days: per status, and in all (revenue leaves out cancelled orders). */
const period = z.object({
  from: z.string().describe('First day, YYYY-MM-DD in Nepal'),
  to: z.string().describe('Last day, YYYY-MM-DD in Nepal'),
  orders: z.number().int(),
  revenue: z.number().describe('Rupees of the orders not cancelled'),
  by_status: z.array(statusFigures),
});

export const dashboardResponse = z.object({
  result: z.literal('success'),
  /** orders.read */
  orders: z
    .object({
      today: period,
      week: period,
      overdue: z.object({
        count: z.number().int(),
        oldest: z.array(z.object({ order_number: z.string(), customer: z.string(), created_at: z.string() })),
      }),
      cod_due: z.object({ count: z.number().int(), amount: z.number() }),
    })
    .optional(),
  /** catalogue.read: active products sold from stock at or under their own threshold (low_stock_at), most short first */
  low_stock: z
    .object({
      count: z.number().int(),
      products: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          sku: z.string(),
          slug: z.string(),
          stock: z.number().int(),
          low_stock_at: z.number().int(),
        }),
      ),
    })
    .optional(),
  /** inbox.read */
  inbox: z
    .array(z.object({ kind: z.enum(INBOX_KINDS), reference: z.string(), name: z.string(), status: z.string(), at: z.string() }))
    .optional(),
  /** audit.read */
  activity: z
    .array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        who: z.string().nullable(),
        role: z.string().nullable(),
        action: z.string(),
        entity: z.string(),
        entity_id: z.string().nullable(),
      }),
    )
    .optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
export type DashboardPeriod = z.infer<typeof period>;

/** What the home says when a section has nothing to show. */
export const DASHBOARD_MESSAGES = {
  nothingOverdue: `No order has waited over ${PENDING_TOO_LONG_HOURS} hours.`,
  nothingLow: 'No product is low on stock.',
  inboxEmpty: 'Nothing has come in yet.',
  noActivity: 'No staff activity yet.',
  nothingToShow: 'Nothing here for your role yet. Ask the shop owner if you need more.',
} as const;
