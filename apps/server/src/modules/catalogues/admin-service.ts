import {
  type AdminCatalogue,
  type CatalogueBody,
  CATALOGUE_MESSAGES as M,
  type CatalogueOrderResponse,
  type CataloguesAdminResponse,
  type CatalogueWriteResponse,
} from '@suraksha/contracts/admin/catalogues';
import type { ShowcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { asc, eq, sql } from 'drizzle-orm';
import { catalogues } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { nextPosition, reorderRows, writeActive } from '../showcase/ordered-rows.ts';
import { chosenSlug } from '../taxonomy/brand-service.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';

// PDF catalogues in the back office (issue #16, decision 0101): inactive ones included, in shop order.

const columns = {
  id: catalogues.id,
  title: catalogues.title,
  slug: catalogues.slug,
  image: catalogues.image,
  pdfUrl: catalogues.pdfUrl,
  active: catalogues.active,
};

function listAdminCatalogues(db: Database): Promise<AdminCatalogue[]> {
  return db.select(columns).from(catalogues).orderBy(asc(catalogues.position), asc(catalogues.title), asc(catalogues.id));
}

async function existing(db: Database, id: number): Promise<AdminCatalogue> {
  const [row] = await db.select(columns).from(catalogues).where(eq(catalogues.id, id)).limit(1);
  if (!row) throw new NotFoundError(M.notCatalogue);
  return row;
}

async function withSlug(db: Database, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: catalogues.id }).from(catalogues).where(eq(catalogues.slug, slug)).limit(1);
  return row;
}

const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

const fieldsOf = (body: CatalogueBody, slug: string) => ({
  title: body.title.trim(),
  slug,
  image: body.image ?? null,
  pdfUrl: body.pdfUrl ?? null,
});

export async function listCataloguesForStaff(db: Database): Promise<CataloguesAdminResponse> {
  return { result: 'success', catalogues: await listAdminCatalogues(db) };
}

/** A new catalogue, last in shop order. */
export async function createCatalogue(ctx: RequestContext<StaffActor>, body: CatalogueBody): Promise<CatalogueWriteResponse> {
  const fields = fieldsOf(body, chosenSlug(body.title.trim(), body.slug));
  if (await withSlug(ctx.db, fields.slug)) throw slugTaken(fields.slug);
  const id = await guardingSlug(fields.slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(catalogues)
        .values({ ...fields, position: nextPosition(catalogues) })
        .returning({ id: catalogues.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), { action: 'catalogue.create', entity: 'catalogue', entityId: created, after: fields });
      return created;
    }),
  );
  return { result: 'success', message: M.created(fields.title), catalogue: await existing(ctx.db, id) };
}

/** A catalogue's title, slug (left out: kept), cover image and PDF. */
export async function editCatalogue(ctx: RequestContext<StaffActor>, id: number, body: CatalogueBody): Promise<CatalogueWriteResponse> {
  const before = await existing(ctx.db, id);
  const fields = fieldsOf(body, body.slug === undefined ? before.slug : chosenSlug(body.title.trim(), body.slug));
  const other = await withSlug(ctx.db, fields.slug);
  if (other && other.id !== id) throw slugTaken(fields.slug);
  await guardingSlug(fields.slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(catalogues)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(catalogues.id, id));
      const { title, slug, image, pdfUrl } = before;
      await audit(tx, auditContextOf(ctx), {
        action: 'catalogue.update',
        entity: 'catalogue',
        entityId: id,
        before: { title, slug, image, pdfUrl },
        after: fields,
      });
    }),
  );
  return { result: 'success', message: M.saved(fields.title), catalogue: await existing(ctx.db, id) };
}

/** Every catalogue in a new order (the storefront's /catalogues follows it). */
export async function orderCatalogues(ctx: RequestContext<StaffActor>, body: ShowcaseOrderBody): Promise<CatalogueOrderResponse> {
  await reorderRows(ctx, 'catalogue', body.ids);
  return { result: 'success', message: M.orderSaved, catalogues: await listAdminCatalogues(ctx.db) };
}

/** Deactivates (off /catalogues; its page and download 404) or activates a catalogue; nothing refers to one. */
export async function setCatalogueActive(ctx: RequestContext<StaffActor>, id: number, active: boolean): Promise<CatalogueWriteResponse> {
  const before = await existing(ctx.db, id);
  await writeActive(ctx, 'catalogue', before, active, { active: M.alreadyActive, inactive: M.alreadyInactive });
  return {
    result: 'success',
    message: active ? M.activated(before.title) : M.deactivated(before.title),
    catalogue: await existing(ctx.db, id),
  };
}
