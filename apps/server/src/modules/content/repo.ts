import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { blogs, faqs, pages, services, trainings } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { isLiveColumn } from './publishing.ts';

/** Blogs and trainings share one shape (schema/content.ts `article()`), so one set of queries serves both. */
export type ArticleTable = typeof blogs | typeof trainings;

const cardColumns = (t: ArticleTable) => ({ title: t.title, slug: t.slug, image: t.image, date: t.publishedOn, summary: t.summary });
const newestFirst = (t: ArticleTable) => [desc(t.publishedOn), desc(t.id)];

/**
 * Live on the storefront: its publish time has come, by the database's clock. A draft (null) never
 * is; a scheduled post becomes live at its time with no job to run — a cached page may show it up to
 * its cache's few seconds late, never earlier (docs/decisions/0106).
 */
export const isLive = (t: ArticleTable | typeof faqs | typeof pages) => isLiveColumn(t.publishedAt);

/** `text` as a literal ILIKE pattern: its own % and _ (and the escape character) match only themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function publishedMatching(t: ArticleTable, search: string | undefined): SQL | undefined {
  if (!search) return isLive(t);
  const pattern = containsPattern(search);
  return and(isLive(t), or(ilike(t.title, pattern), ilike(t.summary, pattern)));
}

export function listLatestArticles(db: Database, t: ArticleTable, limit: number, exceptSlug?: string) {
  const where = exceptSlug === undefined ? isLive(t) : and(isLive(t), ne(t.slug, exceptSlug));
  return db
    .select(cardColumns(t))
    .from(t)
    .where(where)
    .orderBy(...newestFirst(t))
    .limit(limit);
}

/** The latest published blog posts (the home page shows three). */
export function listLatestBlogs(db: Database, limit: number) {
  return listLatestArticles(db, blogs, limit);
}

/** One page of published articles whose title or summary contains `search` (case-insensitive), newest first. */
export function listArticlePage(db: Database, t: ArticleTable, opts: { search: string | undefined; limit: number; offset: number }) {
  return db
    .select(cardColumns(t))
    .from(t)
    .where(publishedMatching(t, opts.search))
    .orderBy(...newestFirst(t))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countArticles(db: Database, t: ArticleTable, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(t).where(publishedMatching(t, search));
  return row?.total ?? 0;
}

export async function findPublishedArticle(db: Database, t: ArticleTable, slug: string) {
  const [row] = await db
    .select({
      ...cardColumns(t),
      description: t.description,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
    })
    .from(t)
    .where(and(eq(t.slug, slug), isLive(t)))
    .limit(1);
  return row;
}

export function listFaqs(db: Database) {
  return db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(isLive(faqs))
    .orderBy(asc(faqs.position), asc(faqs.id));
}

export async function findPage(db: Database, slug: string) {
  const [row] = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      content: pages.content,
      ne: pages.ne,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      seoKeyword: pages.seoKeyword,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), isLive(pages)))
    .limit(1);
  return row;
}

const serviceCardColumns = {
  title: services.title,
  slug: services.slug,
  image: services.image,
  summary: services.summary,
  startingPricePaisa: services.startingPricePaisa,
};
export type ServiceCardRow = {
  title: string;
  slug: string;
  image: string | null;
  summary: string;
  startingPricePaisa: number | null;
};

/** Live services (their publish time has come) in the shop's order, optionally without one (the one being shown). */
export function listLiveServices(db: Database, exceptSlug?: string): Promise<ServiceCardRow[]> {
  const live = isLiveColumn(services.publishedAt);
  const where = exceptSlug === undefined ? live : and(live, ne(services.slug, exceptSlug));
  return db.select(serviceCardColumns).from(services).where(where).orderBy(asc(services.position), asc(services.title));
}

export async function findLiveService(db: Database, slug: string) {
  const [row] = await db
    .select({
      ...serviceCardColumns,
      description: services.description,
      seoTitle: services.seoTitle,
      seoDescription: services.seoDescription,
      seoKeyword: services.seoKeyword,
    })
    .from(services)
    .where(and(eq(services.slug, slug), isLiveColumn(services.publishedAt)))
    .limit(1);
  return row;
}
