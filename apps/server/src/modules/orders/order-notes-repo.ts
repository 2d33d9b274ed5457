import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderNotes } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/** The staff-only side of an order (issue #15): its internal notes and the mails queued about it. */

export async function insertOrderNote(tx: Database, row: { orderId: number; staffId: number; note: string }) {
  const [inserted] = await tx.insert(orderNotes).values(row).returning({ id: orderNotes.id, createdAt: orderNotes.createdAt });
  if (!inserted) throw new Error('note not stored');
  return inserted;
}

/** The notes, oldest first, with who wrote them. */
export function listOrderNotes(db: Database, orderId: number) {
  return db
    .select({ at: orderNotes.createdAt, by: users.name, byRole: users.role, note: orderNotes.note })
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.staffId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

/** Every mail queued about the order, oldest first: to whom, what, and whether it has gone. */
export function listOrderMails(db: Database, orderId: number) {
  return db
    .select({
      at: mailOutbox.createdAt,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}
