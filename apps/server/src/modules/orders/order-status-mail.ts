import type { OrderStatus } from '@suraksha/domain/order-status';
import type { OutgoingMail } from '../mail/outbox.ts';

/** What each status means to the buyer, in the shop's words (Cash On Delivery: pay at the door). */
const NEWS: Record<OrderStatus, string> = {
  'Pending Order': 'We have received your order and will confirm it shortly.',
  Confirm: 'We have confirmed your order and are getting it ready.',
  Shipping: 'Your order has been packed and handed to our courier.',
  'On Way': 'Your order is on the way. Please keep the cash ready and your phone reachable.',
  Delivered: 'Your order has been delivered. Thank you for shopping with Suraksha!',
  Cancelled: 'Your order has been cancelled. If you did not ask for this, please call us.',
};

/** The mail a customer gets when their order moves on; the link opens the invoice in My Orders. */
export function orderStatusMail(
  order: { orderNumber: string; email: string; customerName: string; status: OrderStatus },
  publicUrl: string,
): OutgoingMail {
  const where = publicUrl
    ? `See the order and its invoice: ${publicUrl.replace(/\/$/, '')}/dashboard/my-orders/${encodeURIComponent(order.orderNumber)}`
    : 'Sign in and open My Orders to see the order and its invoice.';
  return {
    to: order.email,
    template: 'order-status',
    subject: `Order ${order.orderNumber}: ${order.status}`,
    text: [
      `Namaste ${order.customerName || 'customer'},`,
      '',
      `Your order ${order.orderNumber} is now: ${order.status}.`,
      NEWS[order.status],
      '',
      where,
      '',
      'Suraksha',
    ].join('\n'),
  };
}
