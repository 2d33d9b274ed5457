import { z } from 'zod';
import { taxDocumentView } from './tax-document.ts';
import { pathSegment, text } from './text.ts';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';
import { CANCEL_REASON_MAX, ORDER_MESSAGES } from './order-messages.ts';

/**
 * One of the customer's orders, as the invoice shows it (SPEC §2 /dashboard/my-orders/{orderId},
 * §3 Order, Order item and Shipping address, §7 GET /customer/myorders/{orderId}). The list of
 * orders is myOrdersResponse in accounts.ts.
 */

export { CANCEL_REASON_MAX, ORDER_MESSAGES };

/** SPEC §7 sends no body with POST /customer/myorders; anything sent is ignored. */
export const myOrdersBody = z.object({}).nullish();

/** The order's public id: its order number (SRK-…), never the database id (docs/decisions/0062). */
export const orderIdParams = z.object({
  orderId: pathSegment(ORDER_MESSAGES.notFound)
    .trim()
    .min(1, { error: ORDER_MESSAGES.notFound })
    .max(200, { error: ORDER_MESSAGES.notFound })
    .describe('The order number, e.g. SRK-7KQ2M9XD'),
});

export const orderDetail = z.object({
  slug: z.string().describe('The order number, used in /dashboard/my-orders/{slug}'),
  order_name: z.string(),
  date: z.string().describe('YYYY-MM-DD, Nepal time'),
  created_date: z.string().describe('ISO timestamp'),
  updated_date: z.string().describe('ISO timestamp of the last status change'),
  method: z.string(),
  status: z.string(),
  subtotal: rupees,
  shipping: rupees,
  discount: rupees,
  coupon_code: z.string().nullable(),
  coupon: rupees.describe('Coupon deduction; 0 when no coupon was used'),
  wallet: rupees.describe('Wallet deduction; 0 when the wallet was not used'),
  total: rupees,
  address: z.string().describe('The shipping address on one line'),
  phone_number: z.string(),
  email: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderLine = z.object({
  name: z.string(),
  image: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  price: rupees.describe('Price of one piece when ordered'),
  amount: rupees,
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderShipping = z.object({
  full_name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  district: z.string().nullable().describe('Null on orders placed without it (decision 0119)'),
  municipality: z.string().nullable().describe('Local level; null on orders placed without it'),
  ward: z.number().int().nullable(),
  country: z.string(),
  postal: z.string().nullable(),
});
export type OrderShipping = z.infer<typeof orderShipping>;

export const myOrderResponse = z.object({
  result: resultSuccess,
  order: orderDetail,
  orders: z.array(orderLine).describe("The order's items (SPEC §7 calls the key 'orders')"),
  shipping: orderShipping.nullable(),
  tax_documents: z.array(taxDocumentView).describe('The tax invoice, then its credit note if the order was cancelled (decision 0122)'),
});
export type MyOrderResponse = z.infer<typeof myOrderResponse>;

/** The invoice download: a PDF file (application/pdf). */
// The bytes go out as they are (Fastify never serialises a Buffer); this only documents them.
export const invoicePdf = z.any().describe('The invoice as a PDF file (application/pdf), sent as an attachment named invoice-{order}.pdf');

/** A customer cancels their own order (docs/decisions/0065): why, in their words. */
export const cancelOrderBody = z.object({
  reason: text(ORDER_MESSAGES.reasonRequired)
    .trim()
    .min(1, { error: ORDER_MESSAGES.reasonRequired })
    .max(CANCEL_REASON_MAX, { error: ORDER_MESSAGES.reasonTooLong }),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

export const cancelOrderResponse = z.object({
  result: resultSuccess,
  message: z.string(),
  status: z.string().describe("The order's status now: 'Cancelled'"),
});
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;
