import { ORDER_NOTE_MESSAGES, type OrderNoteBody } from '@suraksha/contracts/admin/order-documents';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { deskOrder } from './desk-order-service.ts';
import { findDeskOrder } from './desk-order-repo.ts';
import { insertOrderNote } from './order-notes-repo.ts';
import { orderNotFound } from './status-service.ts';

/**
 * A staff member writes an internal note on an order (issue #15): plain text for staff only, stored
 * and audited in one transaction; answers the order as the desk shows it, the note in its timeline.
 */
export async function addOrderNote(ctx: RequestContext<StaffActor>, orderNumber: string, body: OrderNoteBody) {
  const number = orderNumber.trim().toUpperCase();
  const order = await findDeskOrder(ctx.db, number);
  if (!order) throw new NotFoundError(orderNotFound(number));
  const note = body.note.trim();
  const { staff } = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const stored = await insertOrderNote(tx, { orderId: order.id, staffId: staff.id, note });
    await audit(tx, auditContextOf(ctx), {
      action: 'order.note',
      entity: 'order',
      entityId: order.orderNumber,
      before: null,
      after: { note_id: stored.id, note },
    });
  });
  return { message: ORDER_NOTE_MESSAGES.added, order: await deskOrder(ctx.db, order.orderNumber, staff.role) };
}
