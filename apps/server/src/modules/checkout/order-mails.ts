import { formatPaisa } from '@suraksha/domain/money';
import type { OrderTotals } from '@suraksha/domain/checkout-totals';
import { localPlaceLine } from '@suraksha/domain/nepal-address-line';
import { TAX_DOCUMENT_TEXT } from '@suraksha/domain/tax-document';
import { oneLine } from '../forms/submission-reference.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

export interface PlacedOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  phone: string;
  address: {
    company?: string | undefined;
    street: string;
    city: string;
    state: string;
    district?: string | null | undefined;
    municipality?: string | null | undefined;
    ward?: number | null | undefined;
    country: string;
    postal?: string | undefined;
  };
  items: { name: string; quantity: number; amountPaisa: number }[];
  totals: OrderTotals;
  payment: string;
}

function summary(order: PlacedOrder): string[] {
  const { totals } = order;
  return [
    ...order.items.map((item) => `${item.quantity} × ${oneLine(item.name, 120)}: ${formatPaisa(item.amountPaisa)}`),
    '',
    `Subtotal: ${formatPaisa(totals.subtotalPaisa)}`,
    `Shipping: ${formatPaisa(totals.shippingPaisa)}`,
    ...(totals.couponPaisa > 0 ? [`Coupon: -${formatPaisa(totals.couponPaisa)}`] : []),
    // VAT added on top of prices that exclude it (decision 0131); an inclusive order reads as before.
    ...(totals.vatPaisa > 0 ? [`${TAX_DOCUMENT_TEXT.vat}: ${formatPaisa(totals.vatPaisa)}`] : []),
    ...(totals.walletPaisa > 0 ? [`Wallet: -${formatPaisa(totals.walletPaisa)}`] : []),
    `Total to pay on delivery: ${formatPaisa(totals.totalPaisa)}`,
  ];
}

function addressLines(order: PlacedOrder): string[] {
  const a = order.address;
  const place = localPlaceLine(a);
  return [
    oneLine(order.customerName, 100),
    ...(a.company ? [oneLine(a.company, 120)] : []),
    oneLine(a.street, 200),
    ...(place ? [place] : []),
    `${oneLine(a.city, 80)}${a.postal ? ` ${a.postal}` : ''}`,
    `${a.state}, ${a.country}`,
    `Phone: ${formatPhone(order.phone)}`,
  ];
}

/** To the customer: the order is in, what it costs and where it goes. Plain text. */
export function orderPlacedMail(order: PlacedOrder): OutgoingMail {
  return {
    to: order.customerEmail,
    template: 'order-placed',
    subject: `Your Suraksha order ${order.orderNumber}`,
    text: [
      `Namaste ${oneLine(order.customerName, 100)},`,
      '',
      `thank you for your order ${order.orderNumber}. We will call you to confirm it before it ships.`,
      '',
      ...summary(order),
      `Payment: ${order.payment}`,
      '',
      'Delivery to:',
      ...addressLines(order),
      '',
      `Track it any time at /order-tracking with your e-mail and the order number ${order.orderNumber}.`,
    ].join('\n'),
  };
}

/** To the shop: a new order to confirm. */
export function newOrderMail(shopEmail: string, order: PlacedOrder): OutgoingMail {
  return {
    to: shopEmail,
    template: 'order-new',
    subject: `New order ${order.orderNumber}: ${formatPaisa(order.totals.totalPaisa)} (${order.payment})`,
    text: [
      `A customer placed order ${order.orderNumber} (${order.customerEmail}).`,
      '',
      ...summary(order),
      '',
      'Deliver to:',
      ...addressLines(order),
      '',
      'Confirm it by phone, then move it to Confirm in the back office.',
    ].join('\n'),
  };
}
