import { desc, eq, sql } from 'drizzle-orm';
import { blogs, trainings } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { statusColumn } from './publishing.ts';
import type { ArticleTable } from './repo.ts';

export const ARTICLE_TABLES = { blogs, trainings } as const;

const rowColumns = (t: ArticleTable) => ({
  id: t.id,
  title: t.title,
  slug: t.slug,
  image: t.image,
  status: statusColumn(t.publishedAt),
  publishedAt: t.publishedAt,
  updatedAt: t.updatedAt,
});

/** Every post of a kind, drafts and scheduled ones too: unpublished first, then newest. */
export function listAdminArticles(db: Database, t: ArticleTable) {
  return db
    .select(rowColumns(t))
    .from(t)
    .orderBy(sql`${t.publishedAt} desc nulls first`, desc(t.id));
}

export async function findAdminArticle(db: Database, t: ArticleTable, id: number) {
  const [row] = await db
    .select({
      ...rowColumns(t),
      summary: t.summary,
      description: t.description,
      publishedOn: t.publishedOn,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
    })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return row;
}

export async function articleIdWithSlug(db: Database, t: ArticleTable, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.slug, slug)).limit(1);
  return row?.id;
}
