import { and, eq, isNull } from 'drizzle-orm';
import { grievances } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';

export type NewGrievance = Omit<
  typeof grievances.$inferInsert,
  'id' | 'status' | 'updatedAt' | 'answer' | 'answeredAt' | 'answeredBy' | 'assigneeId' | 'readAt'
>;

/** Stores one complaint with status 'new'; a reference already taken raises a unique violation. */
export async function insertGrievance(db: Database, grievance: NewGrievance): Promise<void> {
  await db.insert(grievances).values({ ...grievance, status: 'new' });
}

/** The first answer to a complaint (later replies stay in the inbox thread): when, by whom, what. */
export async function recordGrievanceAnswer(db: Database, id: number, answer: { answer: string; answeredAt: Date; answeredBy: number }) {
  await db
    .update(grievances)
    .set(answer)
    .where(and(eq(grievances.id, id), isNull(grievances.answeredAt)));
}
