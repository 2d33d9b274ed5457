import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { blogs, trainings } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import type { ArticleTable } from './repo.ts';

export const ARTICLE_TABLES = { blogs, trainings } as const;

/** How many past changes a post's page lists. */
const HISTORY_LIMIT = 50;

/** Draft, scheduled or published, judged by the database's clock (the same `now()` the storefront reads). */
const statusOf = (t: ArticleTable) =>
  sql<
    'draft' | 'scheduled' | 'published'
  >`case when ${t.publishedAt} is null then 'draft' when ${t.publishedAt} > now() then 'scheduled' else 'published' end`;

const rowColumns = (t: ArticleTable) => ({
  id: t.id,
  title: t.title,
  slug: t.slug,
  image: t.image,
  status: statusOf(t),
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

/** The audit log's entries for one post, newest first, with the staff member's name. */
export function listArticleHistory(db: Database, entity: string, id: number) {
  return db
    .select({ at: auditLog.at, action: auditLog.action, staff: users.name, after: auditLog.after })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
}
