import { asc, eq } from 'drizzle-orm';
import { faqs } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { statusColumn } from './publishing.ts';

const columns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  status: statusColumn(faqs.publishedAt),
  publishedAt: faqs.publishedAt,
  updatedAt: faqs.updatedAt,
};

/** Every FAQ, drafts and scheduled ones too, in the storefront's order (position, then id, as /faqs). */
export function listAdminFaqs(db: Database) {
  return db.select(columns).from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
}

export async function findAdminFaq(db: Database, id: number) {
  const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}
