import { asc, eq } from 'drizzle-orm';
import { pages } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { statusColumn } from './publishing.ts';

const rowColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  status: statusColumn(pages.publishedAt),
  publishedAt: pages.publishedAt,
  updatedAt: pages.updatedAt,
};

/** Every content page, drafts and scheduled ones too, by title. */
export function listAdminPages(db: Database) {
  return db.select(rowColumns).from(pages).orderBy(asc(pages.title), asc(pages.id));
}

export async function findAdminPage(db: Database, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      content: pages.content,
      ne: pages.ne,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      seoKeyword: pages.seoKeyword,
    })
    .from(pages)
    .where(eq(pages.id, id))
    .limit(1);
  return row;
}

export async function pageIdWithSlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
  return row?.id;
}
