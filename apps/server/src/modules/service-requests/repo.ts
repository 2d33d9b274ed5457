import { and, eq } from 'drizzle-orm';
import { services } from '../../db/schema/content.ts';
import { serviceRequests } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';
import { isLiveColumn } from '../content/publishing.ts';

export type NewServiceRequest = Omit<typeof serviceRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** The published service a request is for, by its slug (a draft or scheduled one is refused). */
export async function findRequestableService(db: Database, slug: string) {
  const [row] = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(and(eq(services.slug, slug), isLiveColumn(services.publishedAt)))
    .limit(1);
  return row;
}

/** Stores one request with status 'new'; a reference already taken raises a unique violation. */
export async function insertServiceRequest(db: Database, request: NewServiceRequest): Promise<void> {
  await db.insert(serviceRequests).values({ ...request, status: 'new' });
}
