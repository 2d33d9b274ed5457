import {
  type BrandBody,
  type BrandsAdminResponse,
  type BrandWriteResponse,
  slugFromTitle,
  TAXONOMY_MESSAGES as M,
} from '@suraksha/contracts/admin/taxonomy';
import { eq, sql } from 'drizzle-orm';
import { brands } from '../../db/schema/catalog.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { brandWithSlug, findAdminBrand, listAdminBrands } from './repo.ts';
import { guardingSlug, refuseUnchanged, writeActive } from './taxonomy-writes.ts';

/** The slug asked for, or the one the title gives; refused when neither is usable. */
export function chosenSlug(title: string, slug: string | undefined): string {
  const chosen = slug && slug.length > 0 ? slug : slugFromTitle(title);
  if (chosen.length === 0) throw new ValidationError({ slug: M.slugFromTitle });
  return chosen;
}

const slugTaken = (slug: string) => new ConflictError(M.brandSlugTaken(slug), { slug: M.brandSlugTaken(slug) });

async function existing(db: Database, id: number) {
  const brand = await findAdminBrand(db, id);
  if (!brand) throw new NotFoundError(M.notBrand);
  return brand;
}

export async function listBrandsForStaff(db: Database): Promise<BrandsAdminResponse> {
  return { result: 'success', brands: await listAdminBrands(db) };
}

/** A new brand, last in shop order. */
export async function createBrand(ctx: RequestContext<StaffActor>, body: BrandBody): Promise<BrandWriteResponse> {
  const title = body.title.trim();
  const slug = chosenSlug(title, body.slug);
  if (await brandWithSlug(ctx.db, slug)) throw slugTaken(slug);
  const id = await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ title, slug, position: sql`(SELECT coalesce(max(${brands.position}), -1) + 1 FROM ${brands})` })
        .returning({ id: brands.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), { action: 'brand.create', entity: 'brand', entityId: created, after: { title, slug } });
      return created;
    }),
  );
  return { result: 'success', message: M.brandCreated(title), brand: await existing(ctx.db, id) };
}

/** A brand's name and slug; a slug left out stays as it is. */
export async function editBrand(ctx: RequestContext<StaffActor>, id: number, body: BrandBody): Promise<BrandWriteResponse> {
  const before = await existing(ctx.db, id);
  const title = body.title.trim();
  const slug = body.slug === undefined ? before.slug : chosenSlug(title, body.slug);
  const other = await brandWithSlug(ctx.db, slug);
  if (other && other.id !== id) throw slugTaken(slug);
  await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(brands)
        .set({ title, slug, updatedAt: sql`now()` })
        .where(eq(brands.id, id));
      await audit(tx, auditContextOf(ctx), {
        action: 'brand.update',
        entity: 'brand',
        entityId: id,
        before: { title: before.title, slug: before.slug },
        after: { title, slug },
      });
    }),
  );
  return { result: 'success', message: M.saved(title), brand: await existing(ctx.db, id) };
}

/** Deactivates or activates a brand; the message says what happens to the products that refer to it. */
export async function setBrandActive(ctx: RequestContext<StaffActor>, id: number, active: boolean): Promise<BrandWriteResponse> {
  const before = await existing(ctx.db, id);
  refuseUnchanged(before, active);
  await writeActive(ctx, 'brand', id, before, active);
  const message = active ? M.activated(before.title) : M.brandDeactivated(before.title, before.activeProducts);
  return { result: 'success', message, brand: await existing(ctx.db, id) };
}
