import { and, eq, sql } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';

export type NewSupportTicket = Omit<typeof supportTickets.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** Stores one ticket with status 'new'; a reference already taken raises a unique violation. */
export async function insertSupportTicket(db: Database, ticket: NewSupportTicket): Promise<void> {
  await db.insert(supportTickets).values({ ...ticket, status: 'new' });
}

/** The ticket with this number opened with this e-mail (case-insensitive), or undefined. */
export async function findTicketOf(db: Database, reference: string, email: string) {
  const [row] = await db
    .select({
      id: supportTickets.id,
      reference: supportTickets.reference,
      subject: supportTickets.subject,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
    })
    .from(supportTickets)
    .where(and(eq(supportTickets.reference, reference), eq(sql`lower(${supportTickets.email})`, email.toLowerCase())))
    .limit(1);
  return row;
}
