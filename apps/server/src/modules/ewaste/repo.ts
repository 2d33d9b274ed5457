import { ewasteSubmissions } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';

export type NewEwasteSubmission = Omit<typeof ewasteSubmissions.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** Stores one submission with status 'new'; a reference already taken raises a unique violation. */
export async function insertEwasteSubmission(db: Database, submission: NewEwasteSubmission): Promise<void> {
  await db.insert(ewasteSubmissions).values({ ...submission, status: 'new' });
}
