import { CONTENT_MESSAGES as C } from '@suraksha/contracts/admin/content';
import {
  type PageAdminListResponse,
  type PageDetail,
  type PageInput,
  PAGE_MESSAGES as M,
  type PagePreviewResponse,
  type PageWriteResponse,
} from '@suraksha/contracts/admin/content-pages';
import { isFooterPage } from '@suraksha/contracts/page-messages';
import { eq, sql } from 'drizzle-orm';
import { pages } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';
import { chosenSlug } from './article-desk-service.ts';
import { findAdminPage, listAdminPages, pageIdWithSlug } from './page-desk-repo.ts';
import { isEmptyRichText, iso, isoOrNull, publishedAtFor, readHistory, statusAt } from './publishing.ts';
import { nepaliTextsOf } from '../nepali-version/nepali-texts.ts';

/**
 * Content pages in the back office (issue #17, decision 0108): the text sanitised on the way in (and
 * out), draft / scheduled / published by `published_at` as articles are, slugs as articles make them.
 * A page the footer links to keeps its slug and stays published (409 otherwise), so no footer link
 * turns into a 404. Every write is audited in its transaction.
 */

const ENTITY = 'page';
const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

type PageRecord = NonNullable<Awaited<ReturnType<typeof findAdminPage>>>;

async function existing(db: Database, id: number): Promise<PageRecord> {
  const row = await findAdminPage(db, id);
  if (!row) throw new NotFoundError(M.notPage);
  return row;
}

async function detail(db: Database, id: number): Promise<PageDetail> {
  const row = await existing(db, id);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    in_footer: isFooterPage(row.slug),
    status: row.status,
    published_at: isoOrNull(row.publishedAt),
    updated_at: iso(row.updatedAt),
    content: sanitizeRichText(row.content),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
    history: await readHistory(db, ENTITY, id),
  };
}

export async function listPagesForStaff(db: Database): Promise<PageAdminListResponse> {
  const rows = await listAdminPages(db);
  return {
    result: 'success',
    pages: rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      in_footer: isFooterPage(r.slug),
      status: r.status,
      published_at: isoOrNull(r.publishedAt),
      updated_at: iso(r.updatedAt),
    })),
  };
}

export async function getPageForStaff(db: Database, id: number) {
  return { result: 'success' as const, page: await detail(db, id) };
}

/** What is stored and what the audit row records; a page with no words is refused. */
function columnsOf(input: PageInput, slug: string, publishedAt: Date | null) {
  const content = sanitizeRichText(input.content);
  if (isEmptyRichText(content)) throw new ValidationError({ content: M.contentRequired });
  return {
    title: input.title,
    slug,
    content,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    seoKeyword: input.seo_keyword,
    publishedAt,
  };
}

const audited = (c: ReturnType<typeof columnsOf>) => ({
  title: c.title,
  slug: c.slug,
  publishedAt: isoOrNull(c.publishedAt),
  status: statusAt(c.publishedAt),
});

export async function createPage(ctx: RequestContext<StaffActor>, input: PageInput): Promise<PageWriteResponse> {
  const slug = chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, null));
  if ((await pageIdWithSlug(ctx.db, slug)) !== undefined) throw slugTaken(slug);
  const id = await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(pages).values(columns).returning({ id: pages.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), { action: 'page.create', entity: ENTITY, entityId: created, after: audited(columns) });
      return created;
    }),
  );
  const page = await detail(ctx.db, id);
  return { result: 'success', message: C.savedAs(input.title, page.status), page };
}

/** The whole page (slug left out: unchanged). A footer page keeps its slug and stays published. */
export async function updatePage(ctx: RequestContext<StaffActor>, id: number, input: PageInput): Promise<PageWriteResponse> {
  const before = await existing(ctx.db, id);
  const slug = input.slug === undefined ? before.slug : chosenSlug(input.title, input.slug);
  if (isFooterPage(before.slug) && slug !== before.slug)
    throw new ConflictError(M.footerSlug(before.slug), { slug: M.footerSlug(before.slug) });
  if (isFooterPage(before.slug) && input.status !== 'published') {
    throw new ConflictError(M.footerHidden(before.title), { status: M.footerHidden(before.title) });
  }
  const columns = columnsOf(input, slug, publishedAtFor(input, before.publishedAt));
  const other = await pageIdWithSlug(ctx.db, slug);
  if (other !== undefined && other !== id) throw slugTaken(slug);
  await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(pages)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(pages.id, id));
      await audit(tx, auditContextOf(ctx), {
        action: 'page.update',
        entity: ENTITY,
        entityId: id,
        before: { title: before.title, slug: before.slug, status: before.status, publishedAt: isoOrNull(before.publishedAt) },
        after: audited(columns),
      });
    }),
  );
  const page = await detail(ctx.db, id);
  return { result: 'success', message: C.savedAs(input.title, page.status), page };
}

/** The page as /pages/{slug} will show it (sanitised), whatever its status. */
export async function previewPage(db: Database, id: number): Promise<PagePreviewResponse> {
  const row = await existing(db, id);
  return {
    result: 'success',
    page: {
      slug: row.slug,
      title: row.title,
      content: sanitizeRichText(row.content),
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
      seo_keyword: row.seoKeyword,
      ne: nepaliTextsOf(row.ne, ['title', 'content']),
    },
  };
}
