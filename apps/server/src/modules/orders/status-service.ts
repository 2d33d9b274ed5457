import { issueCreditNote } from './tax-document-service.ts';
import { ORDER_MESSAGES } from '@suraksha/contracts/orders';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  canTransition,
  customerCanCancel,
  parseOrderStatus,
} from '@suraksha/domain/order-status';
import { ORDER_MOVE_MESSAGES } from '@suraksha/contracts/admin/order-desk';
import { canMoveOrder } from '@suraksha/domain/permissions';
import { type AuditContext, audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { releaseRedemption } from '../coupons/repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { rewardReferrerOnDelivery } from '../referrals/referral-reward.ts';
import { orderStatusMail } from './order-status-mail.ts';
import { refundWallet } from '../wallet/repo.ts';
import { withStockReason } from '../stock/stock-reason.ts';
import { customerName, lockOrderByNumber, recordStatusChange, returnToStock } from './repo.ts';

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
 * Who changes an order's status: its customer (cancelling their own order), a staff member in the
 * back office (whose role narrows the moves, and whose change is audited in its transaction), or the
 * shop itself (the CLI).
 */
export type StatusActor =
  | { kind: 'customer'; id: number }
  | { kind: 'staff'; id: number; role: string; audit: AuditContext }
  | { kind: 'system' };

export interface StatusChangeRequest {
  orderNumber: string;
  /** The status as typed ('on way' works). */
  to: string;
  actor: StatusActor;
  /** Why, kept in the history (a customer's cancel always gives one). */
  reason?: string | null;
  /** The shop's public address, for the link in the mail. */
  publicUrl?: string;
}

const WALLET_REFUND_REASON = 'cancel-refund';

/**
 * Moves an order to a new status along the one transition table (packages/domain
 * order-status.ts): locks the order row, checks the move, writes the status and its history
 * (who and why), queues the customer's mail; a cancel puts the stock back, refunds the wallet
 * spend and gives the coupon redemption back; a delivery pays a referral reward at most once —
 * all in one transaction, so concurrent changes of one order queue up and only a valid one lands.
 * A customer may only cancel their own order while it is in CUSTOMER_CANCELLABLE; anyone
 * else's order is simply not found for them.
 */
export async function changeOrderStatus(db: Database, change: StatusChangeRequest): Promise<StatusChange> {
  const { actor } = change;
  const to = parseOrderStatus(change.to);
  if (!to) throw new ValidationError({ status: unknownStatus(change.to) });
  const number = change.orderNumber.trim().toUpperCase();
  const actorId = actor.kind === 'system' ? null : actor.id;
  return db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number);
    if (actor.kind === 'customer' && order?.userId !== actor.id) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (!order) throw new NotFoundError(orderNotFound(number));
    if (actor.kind === 'customer' && (to !== 'Cancelled' || !customerCanCancel(order.status))) {
      throw new ConflictError(ORDER_MESSAGES.notCancellable(order.status), { status: ORDER_MESSAGES.notCancellable(order.status) });
    }
    if (!canTransition(order.status, to))
      throw new ConflictError(transitionRefused(order.orderNumber, order.status, to), {
        status: transitionRefused(order.orderNumber, order.status, to),
      });
    // Judged under the lock, on the status the order has now: a role's narrower rights cannot be raced.
    if (actor.kind === 'staff' && !canMoveOrder(actor.role, order.status, to)) throw new ForbiddenError(ORDER_MOVE_MESSAGES.notYours);
    const at = new Date();
    await recordStatusChange(tx, { orderId: order.id, from: order.status, to, actorId, reason: change.reason ?? null, at });
    if (actor.kind === 'staff') {
      await audit(tx, actor.audit, {
        action: to === 'Cancelled' ? 'order.cancel' : 'order.status',
        entity: 'order',
        entityId: order.orderNumber,
        before: { status: order.status },
        after: { status: to, reason: change.reason ?? null },
      });
    }
    if (to === 'Cancelled') {
      await undoCheckout(tx, order, actorId);
      // The invoice is never edited: a cancellation reverses it with a credit note (decision 0122).
      await issueCreditNote(tx, order.id, at, change.reason ?? null);
    }
    const name = await customerName(tx, order.userId);
    await enqueueMail(tx, {
      ...orderStatusMail(
        { orderNumber: order.orderNumber, email: order.email, customerName: name, status: to, language: order.language },
        change.publicUrl ?? '',
      ),
      orderId: order.id,
      queuedAt: at,
    });
    const referralReward =
      to === 'Delivered' ? await rewardReferrerOnDelivery(tx, { orderId: order.id, customerId: order.userId, actorId, at }) : null;
    return { orderNumber: order.orderNumber, from: order.status, to, referralReward };
  });
}

/** What checkout took for a cancelled order goes back, in checkout's lock order: wallet, coupon, products. */
async function undoCheckout(
  tx: Database,
  order: { id: number; orderNumber: string; userId: number; walletPaisa: number },
  actorId: number | null,
) {
  if (order.walletPaisa > 0) {
    await refundWallet(tx, {
      userId: order.userId,
      amountPaisa: order.walletPaisa,
      orderId: order.id,
      reason: WALLET_REFUND_REASON,
      actorId,
    });
  }
  await releaseRedemption(tx, order.id);
  await withStockReason(tx, { reason: 'cancel', reference: order.orderNumber, ...(actorId !== null && { actorId }) });
  await returnToStock(tx, order.id);
}
