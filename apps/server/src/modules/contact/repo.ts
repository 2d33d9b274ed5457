import { contactMessages } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'reference' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'ip'
>;

/** Stores one message with status 'new'; a reference already taken raises a unique violation. */
export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values({ ...message, status: 'new' });
}
