import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus, canTransition, parseOrderStatus } from '@suraksha/domain/order-status';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { rewardReferrerOnDelivery } from '../referrals/referral-reward.ts';
import { orderStatusMail } from './order-status-mail.ts';
import { customerName, lockOrderByNumber, recordStatusChange } from './repo.ts';

export interface StatusChange {
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
  /** The referrer credited because this delivery was a referred customer's first. */
  referralReward: { referrerId: number; amountPaisa: number } | null;
}

export const unknownStatus = (typed: string) => `Unknown status "${typed}". Use one of: ${ORDER_STATUSES.join(', ')}.`;

export const orderNotFound = (orderNumber: string) => `Order ${orderNumber} was not found.`;

export function transitionRefused(orderNumber: string, from: OrderStatus, to: OrderStatus): string {
  const next = ORDER_TRANSITIONS[from];
  const options = next.length ? `it can only go to ${next.join(' or ')}` : 'it cannot change any more';
  return `Order ${orderNumber} is ${from}: it cannot go to ${to}; ${options}.`;
}

/**
 * Moves an order to a new status along the one transition table (packages/domain
 * order-status.ts): locks the order row, checks the move, writes the status and its history,
 * queues the customer's mail and, for a delivery, pays a referral reward at most once — all in
 * one transaction, so concurrent changes of one order queue up and only a valid one lands.
 */
export async function changeOrderStatus(
  db: Database,
  orderNumber: string,
  toStatus: string,
  actorId?: number | null,
  options: { publicUrl?: string } = {},
): Promise<StatusChange> {
  const to = parseOrderStatus(toStatus);
  if (!to) throw new ValidationError({ status: unknownStatus(toStatus) });
  const number = orderNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number);
    if (!order) throw new NotFoundError(orderNotFound(number));
    if (!canTransition(order.status, to))
      throw new ConflictError(transitionRefused(order.orderNumber, order.status, to), {
        status: transitionRefused(order.orderNumber, order.status, to),
      });
    const at = new Date();
    await recordStatusChange(tx, { orderId: order.id, from: order.status, to, actorId: actorId ?? null, at });
    const name = await customerName(tx, order.userId);
    await enqueueMail(
      tx,
      orderStatusMail({ orderNumber: order.orderNumber, email: order.email, customerName: name, status: to }, options.publicUrl ?? ''),
    );
    const referralReward =
      to === 'Delivered'
        ? await rewardReferrerOnDelivery(tx, { orderId: order.id, customerId: order.userId, actorId: actorId ?? null, at })
        : null;
    return { orderNumber: order.orderNumber, from: order.status, to, referralReward };
  });
}
