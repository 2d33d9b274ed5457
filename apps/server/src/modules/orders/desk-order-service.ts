import {
  COD_MESSAGES,
  type CodCollectBody,
  type CodReportResponse,
  ORDER_MOVE_MESSAGES,
  type OrderBulkMoveBody,
  type OrderBulkMoveResponse,
  type OrderDetail,
  type OrderMoveBody,
} from '@suraksha/contracts/admin/order-desk';
import { paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import { cashIsCollectable } from '@suraksha/domain/order-status';
import { movesFor } from '@suraksha/domain/permissions';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import {
  codBetween,
  findCodCollection,
  findDeskOrder,
  insertCodCollection,
  listDeskOrderItems,
  listOrderHistory,
} from './desk-order-repo.ts';
import { listOrderMails, listOrderNotes } from './order-notes-repo.ts';
import { orderTimeline } from './order-timeline.ts';
import { findShippingAddress } from './repo.ts';
import { findTaxDocument } from './tax-document-repo.ts';
import { changeOrderStatus, orderNotFound } from './status-service.ts';

/** The order desk's one order (issue #15): what staff see of it, and the moves their role may make now. */
export async function deskOrder(db: Database, orderNumber: string, role: string): Promise<OrderDetail> {
  const number = orderNumber.trim().toUpperCase();
  const order = await findDeskOrder(db, number);
  if (!order) throw new NotFoundError(orderNotFound(number));
  const [items, history, address, cod, notes, mails] = await Promise.all([
    listDeskOrderItems(db, order.id),
    listOrderHistory(db, order.id),
    findShippingAddress(db, order.id),
    findCodCollection(db, order.id),
    listOrderNotes(db, order.id),
    listOrderMails(db, order.id),
  ]);
  const invoice = await findTaxDocument(db, order.id, 'invoice');
  if (!address) throw new NotFoundError(orderNotFound(number));
  return {
    order_number: order.orderNumber,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    payment_method: order.paymentMethod,
    invoice_number: invoice?.number ?? null,
    buyer_pan: order.buyerPan,
    customer: { id: order.customerId, name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    address: {
      full_name: address.fullName,
      company: address.company,
      phone: address.phone,
      email: address.email,
      street: address.street,
      city: address.city,
      state: address.state,
      district: address.district,
      municipality: address.municipality,
      ward: address.ward,
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
    // VAT added on top of prices that excluded it (decision 0131); absent for a VAT-inclusive order.
    ...(order.vatAddedPaisa > 0 ? { vat_added: paisaToRupees(order.vatAddedPaisa) } : {}),
    total: paisaToRupees(order.totalPaisa),
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      by: h.by,
      by_role: h.byRole,
      reason: h.reason,
    })),
    timeline: orderTimeline({ history, notes, mails }),
    next: movesFor(role, order.status),
    cod: cod && { amount: paisaToRupees(cod.amountPaisa), by: cod.by, at: cod.at.toISOString(), note: cod.note },
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

/**
 * Many orders to one status (issue #15: "select many and move them to the next status"): each in its
 * own transaction through the same move, so one refusal (already moved, not the role's to make)
 * stops nothing else; every order gets its own result. A cancel needs its reason once for all.
 */
export async function moveDeskOrders(ctx: RequestContext<StaffActor>, body: OrderBulkMoveBody): Promise<OrderBulkMoveResponse> {
  const reason = body.reason?.trim() || null;
  if (body.to === 'Cancelled' && !reason) throw new ValidationError({ reason: ORDER_MOVE_MESSAGES.reasonRequired });
  const results: OrderBulkMoveResponse['results'] = [];
  for (const orderNumber of new Set(body.orders.map((n) => n.toUpperCase()))) {
    try {
      const { message, order } = await moveDeskOrder(ctx, orderNumber, { to: body.to, reason: reason ?? undefined });
      results.push({ order_number: order.order_number, ok: true, status: order.status, message });
    } catch (error) {
      // A refusal the single move would answer (404, 403, 409) is this order's result; anything else is the server's fault.
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push({ order_number: orderNumber, ok: false, status: null, message: error.message });
    }
  }
  return { result: 'success', moved: results.filter((r) => r.ok).length, results };
}

/**
 * Records the cash a staff member received for an order on delivery (issue #15), once, audited in
 * the same transaction. A sum that differs from the order's total needs a note saying why.
 */
export async function recordCod(ctx: RequestContext<StaffActor>, orderNumber: string, body: CodCollectBody) {
  const number = orderNumber.trim().toUpperCase();
  const order = await findDeskOrder(ctx.db, number);
  if (!order) throw new NotFoundError(orderNotFound(number));
  if (!cashIsCollectable(order.status)) throw new ConflictError(COD_MESSAGES.notYet);
  const amountPaisa = rupeesToPaisa(body.amount);
  const note = body.note?.trim() || null;
  if (amountPaisa !== order.totalPaisa && !note) throw new ValidationError({ note: COD_MESSAGES.noteNeeded });
  const { staff } = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const recorded = await insertCodCollection(tx, { orderId: order.id, amountPaisa, collectedBy: staff.id, note });
    if (!recorded) throw new ConflictError(COD_MESSAGES.already);
    await audit(tx, auditContextOf(ctx), {
      action: 'order.cod',
      entity: 'order',
      entityId: order.orderNumber,
      before: null,
      after: { amount: body.amount, total: paisaToRupees(order.totalPaisa), note },
    });
  });
  return {
    message: `Rs ${body.amount.toFixed(2)} recorded for order ${order.orderNumber}.`,
    order: await deskOrder(ctx.db, order.orderNumber, staff.role),
  };
}

/** The daily COD report: what each staff member collected on a day in Nepal, and the collections that differ from their total. */
export async function codReport(db: Database, day: string): Promise<CodReportResponse> {
  const { byStaff, differences } = await codBetween(db, startOfNepalDay(day), endOfNepalDay(day));
  const staff = byStaff.map((s) => ({
    id: s.id,
    name: s.name,
    role: s.role,
    orders: s.orders,
    amount: paisaToRupees(Number(s.amountPaisa)),
  }));
  return {
    result: 'success',
    day,
    staff,
    total: paisaToRupees(byStaff.reduce((sum, s) => sum + Number(s.amountPaisa), 0)),
    differences: differences.map((d) => ({
      order_number: d.orderNumber,
      total: paisaToRupees(d.totalPaisa),
      collected: paisaToRupees(d.amountPaisa),
      note: d.note,
      by: d.by,
    })),
  };
}
