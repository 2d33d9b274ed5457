import type {
  AdminServiceListResponse,
  ServiceDetail,
  ServiceDetailResponse,
  ServiceInput,
  ServiceOrderResponse,
  ServicePreviewResponse,
  ServiceRow,
  ServiceWriteResponse,
} from '@suraksha/contracts/admin/content-services';
import { SERVICE_MESSAGES as M } from '@suraksha/contracts/admin/content-services';
import { CONTENT_MESSAGES } from '@suraksha/contracts/admin/content-messages';
import { SHOWCASE_MESSAGES } from '@suraksha/contracts/admin/showcase-fields';
import { paisaToRupees } from '@suraksha/domain/money';
import { eq, sql } from 'drizzle-orm';
import { services } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { nextPosition, reorderRows } from '../showcase/ordered-rows.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';
import { chosenSlug } from './article-desk-service.ts';
import { isEmptyRichText, iso, isoOrNull, publishedAtFor, readHistory, statusAt } from './publishing.ts';
import { listLiveServices } from './repo.ts';
import { findAdminService, listAdminServices, serviceIdWithSlug } from './service-desk-repo.ts';
import { servicePage } from './service.ts';

/**
 * Services in the back office (issue #17, decision 0109): written like blog posts — sanitised rich
 * text, draft / scheduled / published by `published_at`, audited, history from the audit log — and
 * kept in the shop's order like the showcase lists (reorder shared with them).
 */

const ENTITY = 'service';
const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });
const rupeesOrNull = (paisa: number | null) => (paisa === null ? null : paisaToRupees(paisa));

type Row = Awaited<ReturnType<typeof listAdminServices>>[number];
const rowOf = (r: Row): ServiceRow => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  image: r.image,
  starting_price: rupeesOrNull(r.startingPricePaisa),
  position: r.position,
  status: r.status,
  published_at: isoOrNull(r.publishedAt),
  updated_at: iso(r.updatedAt),
});

async function detail(db: Database, id: number): Promise<ServiceDetail> {
  const row = await findAdminService(db, id);
  if (!row) throw new NotFoundError(M.notService);
  return {
    ...rowOf(row),
    summary: row.summary,
    body: sanitizeRichText(row.description),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
    history: await readHistory(db, ENTITY, id),
  };
}

export async function listServicesForStaff(db: Database): Promise<AdminServiceListResponse> {
  return { result: 'success', services: (await listAdminServices(db)).map(rowOf) };
}

export async function getServiceForStaff(db: Database, id: number): Promise<ServiceDetailResponse> {
  return { result: 'success', service: await detail(db, id) };
}

/** What is stored. */
function columnsOf(input: ServiceInput, slug: string, publishedAt: Date | null) {
  const description = sanitizeRichText(input.body);
  if (isEmptyRichText(description)) throw new ValidationError({ body: CONTENT_MESSAGES.bodyRequired });
  return {
    title: input.title,
    slug,
    image: input.image,
    summary: input.summary,
    description,
    startingPricePaisa: input.starting_price,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    seoKeyword: input.seo_keyword,
    publishedAt,
  };
}

/** What the audit row records: the fields, with the status the write leaves. */
const audited = (c: ReturnType<typeof columnsOf>) => ({ ...c, publishedAt: isoOrNull(c.publishedAt), status: statusAt(c.publishedAt) });

const written = async (db: Database, id: number, title: string): Promise<ServiceWriteResponse> => {
  const service = await detail(db, id);
  return { result: 'success', message: CONTENT_MESSAGES.savedAs(title, service.status), service };
};

/** A new service, last in the shop's order. */
export async function createService(ctx: RequestContext<StaffActor>, input: ServiceInput): Promise<ServiceWriteResponse> {
  const slug = chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, null));
  if ((await serviceIdWithSlug(ctx.db, slug)) !== undefined) throw slugTaken(slug);
  const id = await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(services)
        .values({ ...columns, position: nextPosition(services) })
        .returning({ id: services.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), { action: `${ENTITY}.create`, entity: ENTITY, entityId: created, after: audited(columns) });
      return created;
    }),
  );
  return written(ctx.db, id, input.title);
}

/** The whole service; a live one keeps its first publish time. */
export async function updateService(ctx: RequestContext<StaffActor>, id: number, input: ServiceInput): Promise<ServiceWriteResponse> {
  const before = await findAdminService(ctx.db, id);
  if (!before) throw new NotFoundError(M.notService);
  const slug = input.slug === undefined ? before.slug : chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, before.publishedAt));
  const other = await serviceIdWithSlug(ctx.db, slug);
  if (other !== undefined && other !== id) throw slugTaken(slug);
  await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(services)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(services.id, id));
      await audit(tx, auditContextOf(ctx), {
        action: `${ENTITY}.update`,
        entity: ENTITY,
        entityId: id,
        before: { title: before.title, slug: before.slug, status: before.status, publishedAt: isoOrNull(before.publishedAt) },
        after: audited(columns),
      });
    }),
  );
  return written(ctx.db, id, input.title);
}

/** Every service in the order of `ids` (each once), audited as `service.reorder`. */
export async function orderServices(ctx: RequestContext<StaffActor>, ids: readonly number[]): Promise<ServiceOrderResponse> {
  await reorderRows(ctx, ENTITY, ids);
  return { ...(await listServicesForStaff(ctx.db)), message: SHOWCASE_MESSAGES.orderSaved };
}

/** The service as the storefront will show it, whatever its status, beside the published ones. */
export async function previewService(db: Database, id: number): Promise<ServicePreviewResponse> {
  const row = await findAdminService(db, id);
  if (!row) throw new NotFoundError(M.notService);
  return servicePage(row, await listLiveServices(db, row.slug));
}
