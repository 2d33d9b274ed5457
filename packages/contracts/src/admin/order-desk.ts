import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { NEPAL_PROVINCES } from '@suraksha/domain/provinces';
import { z } from 'zod';
import { pageParam, pagination, withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';
import { orderTimelineEntry } from './order-documents.ts';
import { choiceParam, dayParam, daysInOrder } from './query-params.ts';

/** The order desk's list (issue #15): what staff filter, sort and page by, all in the URL and applied on the server. */

export const ORDER_DESK_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type OrderDeskSort = (typeof ORDER_DESK_SORTS)[number];
export const ORDER_DESK_PER_PAGE = 25;
export const ORDER_DESK_SEARCH_MAX = 100;

const searchParam = text()
  .optional()
  .transform((v, ctx) => {
    const term = withoutControlCharacters(v ?? '').trim();
    if (term.length > ORDER_DESK_SEARCH_MAX) {
      ctx.addIssue({ code: 'custom', message: `The search must be at most ${ORDER_DESK_SEARCH_MAX} characters.` });
      return z.NEVER;
    }
    return term === '' ? undefined : term;
  })
  .describe('An order number, or part of the customer’s name, e-mail or phone');

/** GET /api/admin/orders query. */
export const orderDeskQuery = z
  .object({
    status: choiceParam(ORDER_STATUSES, 'status'),
    from: dayParam('first day'),
    to: dayParam('last day'),
    coupon: choiceParam(['yes', 'no'] as const, 'coupon filter'),
    wallet: choiceParam(['yes', 'no'] as const, 'wallet filter'),
    province: choiceParam(NEPAL_PROVINCES, 'province'),
    q: searchParam,
    sort: choiceParam(ORDER_DESK_SORTS, 'sort'),
    page: pageParam,
  })
  .superRefine(daysInOrder);
export type OrderDeskQuery = z.output<typeof orderDeskQuery>;
export type OrderDeskQueryParams = z.input<typeof orderDeskQuery>;

export const orderDeskRow = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  province: z.string(),
  items: z.number().int(),
  coupon: z.number(),
  wallet: z.number(),
  total: z.number(),
});
export type OrderDeskRow = z.infer<typeof orderDeskRow>;

export const orderDeskResponse = z.object({
  result: z.literal('success'),
  orders: z.array(orderDeskRow),
  pagination,
  /** Orders per status under every filter but the status itself: the tabs' counts. */
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});
export type OrderDeskResponse = z.infer<typeof orderDeskResponse>;

/** One order as the desk opens it: lines, customer and address, money, its history, and the moves this staff member may make. */
export const orderDetail = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  payment_method: z.string(),
  /** The tax invoice's number (decision 0122); null only for an order without one. */
  invoice_number: z.string().nullable(),
  /** The buyer's PAN for the invoice; staff may set it while the order is Pending Order. */
  buyer_pan: z.string().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
  address: z.object({
    full_name: z.string(),
    company: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    district: z.string().nullable().describe('Null on orders placed without it (decision 0119)'),
    municipality: z.string().nullable(),
    ward: z.number().int().nullable(),
    country: z.string(),
    postal: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      name: z.string(),
      image: z.string().nullable(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: z.number(),
      amount: z.number(),
    }),
  ),
  subtotal: z.number(),
  shipping: z.number(),
  coupon: z.number(),
  coupon_code: z.string().nullable(),
  wallet: z.number(),
  /** VAT 13% added on top when the shop's prices excluded it at checkout (decision 0131), in total; absent otherwise. */
  vat_added: z.number().optional(),
  total: z.number(),
  /** Oldest first: each move with who made it (null: the customer at checkout, or the system) and why. */
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      at: z.string(),
      by: z.string().nullable(),
      by_role: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  /** Status moves, internal notes and every mail queued about the order, oldest first (staff only: never in a customer's answer). */
  timeline: z.array(orderTimelineEntry),
  /** The statuses this staff member may move the order to now (the transition table, narrowed by role). */
  next: z.array(z.enum(ORDER_STATUSES)),
  /** The cash collected on delivery, once recorded. */
  cod: z.object({ amount: z.number(), by: z.string(), at: z.string(), note: z.string().nullable() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderDetailResponse = z.object({ result: z.literal('success'), order: orderDetail });
export type OrderDetailResponse = z.infer<typeof orderDetailResponse>;

export const ORDER_MOVE_MESSAGES = {
  statusRequired: 'Please choose the status to move the order to.',
  reasonRequired: 'Please give the reason for cancelling.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  notYours: 'Your role cannot make this move.',
} as const;

/** POST /api/admin/orders/{orderNumber}/status: the next status, and why (required to cancel). */
export const orderMoveBody = z.object({
  to: z.enum(ORDER_STATUSES, { error: ORDER_MOVE_MESSAGES.statusRequired }),
  reason: text(ORDER_MOVE_MESSAGES.reasonRequired).trim().max(500, ORDER_MOVE_MESSAGES.reasonTooLong).optional(),
});
export type OrderMoveBody = z.input<typeof orderMoveBody>;

export const orderMoveResponse = orderDetailResponse.extend({ message: z.string() });
export type OrderMoveResponse = z.infer<typeof orderMoveResponse>;

export const ORDER_BULK_MAX = 100;

/** POST /api/admin/orders/status: many orders to one next status, each in its own transaction. */
export const orderBulkMoveBody = z.object({
  orders: z
    .array(text('Please choose the orders to move.').trim().min(1).max(40), { error: 'Please choose the orders to move.' })
    .min(1, 'Please choose the orders to move.')
    .max(ORDER_BULK_MAX, `At most ${ORDER_BULK_MAX} orders at a time.`),
  to: z.enum(ORDER_STATUSES, { error: ORDER_MOVE_MESSAGES.statusRequired }),
  reason: text(ORDER_MOVE_MESSAGES.reasonRequired).trim().max(500, ORDER_MOVE_MESSAGES.reasonTooLong).optional(),
});
export type OrderBulkMoveBody = z.input<typeof orderBulkMoveBody>;

/** One result per order asked for, in the order asked: moved, or why not (the message a single move would give). */
export const orderBulkMoveResponse = z.object({
  result: z.literal('success'),
  moved: z.number().int(),
  results: z.array(z.object({ order_number: z.string(), ok: z.boolean(), status: z.enum(ORDER_STATUSES).nullable(), message: z.string() })),
});
export type OrderBulkMoveResponse = z.infer<typeof orderBulkMoveResponse>;

export const COD_MESSAGES = {
  amount: 'Enter the cash received in rupees: 0 or more, at most two decimals.',
  noteNeeded: 'The cash differs from the order total: please note why.',
  noteTooLong: 'The note must be at most 500 characters.',
  notYet: 'Cash is recorded once the order is On Way or Delivered.',
  already: 'The cash for this order has already been recorded.',
} as const;

/** POST /api/admin/orders/{orderNumber}/cod: the cash received on delivery, and a note when it differs from the total. */
export const codCollectBody = z.object({
  amount: z
    .number({ error: COD_MESSAGES.amount })
    .min(0, COD_MESSAGES.amount)
    .max(1_00_00_000, COD_MESSAGES.amount)
    .multipleOf(0.01, COD_MESSAGES.amount),
  note: text(COD_MESSAGES.noteTooLong).trim().max(500, COD_MESSAGES.noteTooLong).optional(),
});
export type CodCollectBody = z.input<typeof codCollectBody>;

/** GET /api/admin/reports/cod?day=: what each staff member collected that day (Nepal time), to hand in. */
export const codReportQuery = z.object({
  day: text('Choose a day.').refine(isCalendarDate, 'The day must be a date, e.g. 2026-11-25.'),
});
export const codReportResponse = z.object({
  result: z.literal('success'),
  day: z.string(),
  staff: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string(), orders: z.number().int(), amount: z.number() })),
  total: z.number(),
  /** Collections that differ from the order's total, with the note that explains each. */
  differences: z.array(
    z.object({ order_number: z.string(), total: z.number(), collected: z.number(), note: z.string().nullable(), by: z.string() }),
  ),
});
export type CodReportResponse = z.infer<typeof codReportResponse>;
