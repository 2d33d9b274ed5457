import type { OrderStatus } from '@suraksha/domain/order-status';
import { DEFAULT_LANGUAGE, type Language, localisedPath } from '@suraksha/domain/site-languages';
import { mailText } from '../mail/mail-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * The mail a customer gets when their order moves on, in the language the order was placed in
 * (decision 0129): what each status means to the buyer, in the shop's words (Cash On Delivery: pay
 * at the door), and a link that opens the invoice in My Orders in that language.
 */
export function orderStatusMail(
  order: { orderNumber: string; email: string; customerName: string; status: OrderStatus; language?: Language | undefined },
  publicUrl: string,
): OutgoingMail {
  const language = order.language ?? DEFAULT_LANGUAGE;
  const t = mailText(language);
  const status = t(`orderStatus.statuses.${order.status}`);
  const myOrder = localisedPath(`/dashboard/my-orders/${encodeURIComponent(order.orderNumber)}`, language);
  const where = publicUrl ? t('orderStatus.seeIt', { url: `${publicUrl.replace(/\/$/, '')}${myOrder}` }) : t('orderStatus.signIn');
  return {
    to: order.email,
    template: 'order-status',
    subject: t('orderStatus.subject', { orderNumber: order.orderNumber, status }),
    text: [
      t('greeting', { name: order.customerName || t('orderStatus.customer') }),
      '',
      t('orderStatus.now', { orderNumber: order.orderNumber, status }),
      t(`orderStatus.news.${order.status}`),
      '',
      where,
      '',
      t('shopName'),
    ].join('\n'),
  };
}
