import { formatPaisa } from '@suraksha/domain/money';
import type { OrderTotals } from '@suraksha/domain/checkout-totals';
import { localPlaceLine } from '@suraksha/domain/nepal-address-line';
import { oneLine } from '../forms/submission-reference.ts';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, localisedPath } from '@suraksha/domain/site-languages';
import { mailText } from '../mail/mail-text.ts';
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

function summary(order: PlacedOrder, t: TFunction): string[] {
  const { totals } = order;
  return [
    ...order.items.map((item) => `${item.quantity} × ${oneLine(item.name, 120)}: ${formatPaisa(item.amountPaisa)}`),
    '',
    t('order.subtotal', { amount: formatPaisa(totals.subtotalPaisa) }),
    t('order.shipping', { amount: formatPaisa(totals.shippingPaisa) }),
    ...(totals.couponPaisa > 0 ? [t('order.coupon', { amount: formatPaisa(totals.couponPaisa) })] : []),
    // VAT added on top of prices that exclude it (decision 0131); an inclusive order reads as before.
    ...(totals.vatPaisa > 0 ? [t('order.vat', { amount: formatPaisa(totals.vatPaisa) })] : []),
    ...(totals.walletPaisa > 0 ? [t('order.wallet', { amount: formatPaisa(totals.walletPaisa) })] : []),
    t('order.totalOnDelivery', { amount: formatPaisa(totals.totalPaisa) }),
  ];
}

function addressLines(order: PlacedOrder, t: TFunction): string[] {
  const a = order.address;
  const place = localPlaceLine(a);
  return [
    oneLine(order.customerName, 100),
    ...(a.company ? [oneLine(a.company, 120)] : []),
    oneLine(a.street, 200),
    ...(place ? [place] : []),
    `${oneLine(a.city, 80)}${a.postal ? ` ${a.postal}` : ''}`,
    `${a.state}, ${a.country}`,
    t('order.phone', { phone: formatPhone(order.phone) }),
  ];
}

/**
 * To the customer: the order is in, what it costs and where it goes, in the language it was placed
 * in (decision 0129; the tracking link leads to that language's page). Plain text.
 */
export function orderPlacedMail(order: PlacedOrder, language: Language = DEFAULT_LANGUAGE): OutgoingMail {
  const t = mailText(language);
  const name = oneLine(order.customerName, 100);
  return {
    to: order.customerEmail,
    template: 'order-placed',
    subject: t('orderPlaced.subject', { orderNumber: order.orderNumber }),
    text: [
      t('greeting', { name }),
      '',
      t('orderPlaced.thanks', { orderNumber: order.orderNumber }),
      '',
      ...summary(order, t),
      t('orderPlaced.payment', { payment: t(`order.paymentMethods.${order.payment}`, { defaultValue: order.payment }) }),
      '',
      t('orderPlaced.deliveryTo'),
      ...addressLines(order, t),
      '',
      t('orderPlaced.track', { orderNumber: order.orderNumber, trackingPath: localisedPath('/order-tracking', language) }),
    ].join('\n'),
  };
}

/** To the shop: a new order to confirm. */
export function newOrderMail(shopEmail: string, order: PlacedOrder): OutgoingMail {
  // The shop reads English, whatever language the customer bought in.
  const t = mailText(DEFAULT_LANGUAGE);
  return {
    to: shopEmail,
    template: 'order-new',
    subject: `New order ${order.orderNumber}: ${formatPaisa(order.totals.totalPaisa)} (${order.payment})`,
    text: [
      `A customer placed order ${order.orderNumber} (${order.customerEmail}).`,
      '',
      ...summary(order, t),
      '',
      'Deliver to:',
      ...addressLines(order, t),
      '',
      'Confirm it by phone, then move it to Confirm in the back office.',
    ].join('\n'),
  };
}
