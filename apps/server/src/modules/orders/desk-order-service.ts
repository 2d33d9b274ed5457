import { ORDER_MOVE_MESSAGES, type OrderDetail, type OrderMoveBody } from '@suraksha/contracts/admin/order-desk';
import { paisaToRupees } from '@suraksha/domain/money';
import { movesFor } from '@suraksha/domain/permissions';
import { auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { findDeskOrder, listDeskOrderItems, listOrderHistory } from './desk-order-repo.ts';
import { findShippingAddress } from './repo.ts';
import { changeOrderStatus, orderNotFound } from './status-service.ts';

/** The order desk's one order (issue #15): what staff see of it, and the moves their role may make now. */
export async function deskOrder(db: Database, orderNumber: string, role: string): Promise<OrderDetail> {
  const number = orderNumber.trim().toUpperCase();
  const order = await findDeskOrder(db, number);
  if (!order) throw new NotFoundError(orderNotFound(number));
  const [items, history, address] = await Promise.all([
    listDeskOrderItems(db, order.id),
    listOrderHistory(db, order.id),
    findShippingAddress(db, order.id),
  ]);
  if (!address) throw new NotFoundError(orderNotFound(number));
  return {
    order_number: order.orderNumber,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    payment_method: order.paymentMethod,
    customer: { id: order.customerId, name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    address: {
      full_name: address.fullName,
      company: address.company,
      phone: address.phone,
      email: address.email,
      street: address.street,
      city: address.city,
      state: address.state,
      country: address.country,
      postal: address.postal,
    },
    items: items.map((item) => ({
      name: item.name,
      image: item.image,
      sku: item.sku,
      quantity: item.quantity,
      unit_price: paisaToRupees(item.unitPricePaisa),
      amount: paisaToRupees(item.amountPaisa),
    })),
    subtotal: paisaToRupees(order.subtotalPaisa),
    shipping: paisaToRupees(order.shippingPaisa),
    coupon: paisaToRupees(order.couponPaisa),
    coupon_code: order.couponCode,
    wallet: paisaToRupees(order.walletPaisa),
    total: paisaToRupees(order.totalPaisa),
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      by: h.by,
      by_role: h.byRole,
      reason: h.reason,
    })),
    next: movesFor(role, order.status),
  };
}

/**
 * A staff member moves an order (issue #15): through the one status service the customer's own
 * cancel and the CLI use, so a cancel gives back stock, wallet and coupon in checkout's lock order;
 * the role is judged under the order's lock, and the change is audited in its transaction.
 */
export async function moveDeskOrder(ctx: RequestContext<StaffActor>, orderNumber: string, body: OrderMoveBody) {
  const reason = body.reason?.trim() || null;
  if (body.to === 'Cancelled' && !reason) throw new ValidationError({ reason: ORDER_MOVE_MESSAGES.reasonRequired });
  const { staff } = ctx.actor;
  const change = await changeOrderStatus(ctx.db, {
    orderNumber,
    to: body.to,
    reason,
    actor: { kind: 'staff', id: staff.id, role: staff.role, audit: auditContextOf(ctx) },
    publicUrl: ctx.shop.publicUrl,
  });
  return {
    message: `Order ${change.orderNumber} moved from ${change.from} to ${change.to}.`,
    order: await deskOrder(ctx.db, change.orderNumber, staff.role),
  };
}
