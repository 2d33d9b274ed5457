import { z } from 'zod';
import { text } from './text.ts';
import { TRACKING_MESSAGES } from './order-tracking-messages.ts';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * Order tracking (SPEC §2 /order-tracking, §5, §7 POST /api/order/tracking): a visitor finds one
 * order by e-mail and order number. Only what the tracking card shows comes back — no address,
 * phone or account — because the pair is the only secret that guards it.
 */

export const ORDER_NUMBER_MAX_LENGTH = 40;

export const trackingRequest = z.object({
  email: text(TRACKING_MESSAGES.emailRequired)
    .trim()
    .min(1, TRACKING_MESSAGES.emailRequired)
    .max(254, TRACKING_MESSAGES.emailInvalid)
    .pipe(z.email({ error: TRACKING_MESSAGES.emailInvalid })),
  orderNumber: text(TRACKING_MESSAGES.orderNumberRequired)
    .trim()
    .min(1, TRACKING_MESSAGES.orderNumberRequired)
    .max(ORDER_NUMBER_MAX_LENGTH, TRACKING_MESSAGES.orderNumberInvalid),
});
export type TrackingRequest = z.input<typeof trackingRequest>;

export const trackedOrder = z.object({
  order_name: z.string().describe('The order number, e.g. SRK-7QK4M2XA'),
  date: z.string().describe('Day the order was placed, YYYY-MM-DD (Nepal time)'),
  status: z.string().describe('Pending Order, Confirm, Shipping, On Way, Delivered or Cancelled'),
  method: z.string().describe('Payment method: Cash On Delivery'),
  total: rupees,
});
export type TrackedOrder = z.infer<typeof trackedOrder>;

export const trackedOrderItem = z.object({
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  amount: rupees.describe('Line amount (unit price × quantity) in rupees'),
});
export type TrackedOrderItem = z.infer<typeof trackedOrderItem>;

/** POST /api/order/tracking on success; failures are the error envelope (400, 404, 429). */
export const trackingResponse = z.object({
  result: resultSuccess,
  order: trackedOrder,
  orderItems: z.array(trackedOrderItem),
  message: z.array(z.string()).max(0).describe('Always empty on success (SPEC §7 lists it)'),
});
export type TrackingResponse = z.infer<typeof trackingResponse>;
