import {
  ARTICLE_NOUN,
  type ArticleDetail,
  type ArticleDetailResponse,
  type ArticleInput,
  type ArticleKind,
  type ArticleListResponse,
  type ArticlePreviewResponse,
  CONTENT_MESSAGES as M,
} from '@suraksha/contracts/admin/content';
import { slugFromTitle } from '@suraksha/contracts/admin/taxonomy';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { eq, sql } from 'drizzle-orm';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';
import { ARTICLE_TABLES, articleIdWithSlug, findAdminArticle, listAdminArticles } from './article-desk-repo.ts';
import { isEmptyRichText, iso, isoOrNull, publishedAtFor, readHistory, statusAt } from './publishing.ts';
import { listLatestArticles } from './repo.ts';

/**
 * Blog posts and trainings in the back office (issue #17): one service for both kinds. The body is
 * sanitised on the way in (and again on the way out, by the storefront), every write is audited in
 * its own transaction, and the route clears the storefront's caches once it has committed.
 */

const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

export function chosenSlug(title: string, slug: string | undefined): string {
  const chosen = slug && slug.length > 0 ? slug : slugFromTitle(title);
  if (chosen.length === 0) throw new ValidationError({ slug: M.slug });
  return chosen;
}

async function detail(db: Database, kind: ArticleKind, id: number): Promise<ArticleDetail> {
  const t = ARTICLE_TABLES[kind];
  const row = await findAdminArticle(db, t, id);
  if (!row) throw new NotFoundError(M.notArticle);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    status: row.status,
    published_at: isoOrNull(row.publishedAt),
    updated_at: iso(row.updatedAt),
    summary: row.summary,
    body: sanitizeRichText(row.description),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    history: await readHistory(db, ARTICLE_NOUN[kind].entity, id),
  };
}

export async function listArticlesForStaff(db: Database, kind: ArticleKind): Promise<ArticleListResponse> {
  const rows = await listAdminArticles(db, ARTICLE_TABLES[kind]);
  return {
    result: 'success',
    articles: rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      image: r.image,
      status: r.status,
      published_at: isoOrNull(r.publishedAt),
      updated_at: iso(r.updatedAt),
    })),
  };
}

export async function getArticleForStaff(db: Database, kind: ArticleKind, id: number): Promise<ArticleDetailResponse> {
  return { result: 'success', article: await detail(db, kind, id) };
}

/** What is stored and what the audit row records. */
function columnsOf(input: ArticleInput, slug: string, publishedAt: Date | null) {
  return {
    title: input.title,
    slug,
    image: input.image,
    summary: input.summary,
    description: sanitizeRichText(input.body),
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    publishedAt,
    // The date the storefront prints: the Nepal day it goes (or went) live; a draft's is today's.
    publishedOn: dayInNepal(publishedAt ?? new Date()),
  };
}

function refuseEmptyBody(description: string) {
  if (isEmptyRichText(description)) throw new ValidationError({ body: M.bodyRequired });
}

const audited = (columns: ReturnType<typeof columnsOf>) => ({
  ...columns,
  publishedAt: isoOrNull(columns.publishedAt),
  status: statusAt(columns.publishedAt),
});

export async function createArticle(ctx: RequestContext<StaffActor>, kind: ArticleKind, input: ArticleInput) {
  const t = ARTICLE_TABLES[kind];
  const slug = chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, null));
  refuseEmptyBody(columns.description);
  if ((await articleIdWithSlug(ctx.db, t, slug)) !== undefined) throw slugTaken(slug);
  const id = await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(t).values(columns).returning({ id: t.id });
      const created = row?.id as number;
      const entity = ARTICLE_NOUN[kind].entity;
      await audit(tx, auditContextOf(ctx), { action: `${entity}.create`, entity, entityId: created, after: audited(columns) });
      return created;
    }),
  );
  const article = await detail(ctx.db, kind, id);
  return { result: 'success' as const, message: M.savedAs(input.title, article.status), article };
}

export async function updateArticle(ctx: RequestContext<StaffActor>, kind: ArticleKind, id: number, input: ArticleInput) {
  const t = ARTICLE_TABLES[kind];
  const before = await findAdminArticle(ctx.db, t, id);
  if (!before) throw new NotFoundError(M.notArticle);
  const slug = input.slug === undefined ? before.slug : chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, before.publishedAt));
  refuseEmptyBody(columns.description);
  const other = await articleIdWithSlug(ctx.db, t, slug);
  if (other !== undefined && other !== id) throw slugTaken(slug);
  // A live post keeps the day it first went live.
  const kept = before.publishedAt !== null && columns.publishedAt?.getTime() === before.publishedAt.getTime();
  const written = kept ? { ...columns, publishedOn: before.publishedOn } : columns;
  await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(t)
        .set({ ...written, updatedAt: sql`now()` })
        .where(eq(t.id, id));
      const entity = ARTICLE_NOUN[kind].entity;
      await audit(tx, auditContextOf(ctx), {
        action: `${entity}.update`,
        entity,
        entityId: id,
        before: {
          title: before.title,
          slug: before.slug,
          status: before.status,
          publishedAt: isoOrNull(before.publishedAt),
        },
        after: audited(written),
      });
    }),
  );
  const article = await detail(ctx.db, kind, id);
  return { result: 'success' as const, message: M.savedAs(input.title, article.status), article };
}

/** The post as the storefront will show it (sanitised), whatever its status, beside the latest live ones. */
export async function previewArticle(db: Database, kind: ArticleKind, id: number): Promise<ArticlePreviewResponse> {
  const t = ARTICLE_TABLES[kind];
  const row = await findAdminArticle(db, t, id);
  if (!row) throw new NotFoundError(M.notArticle);
  const others = await listLatestArticles(db, t, 3, row.slug);
  return {
    result: 'success',
    article: {
      title: row.title,
      slug: row.slug,
      image: row.image,
      date: row.publishedOn,
      summary: row.summary,
      description: sanitizeRichText(row.description),
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
    },
    others,
  };
}
