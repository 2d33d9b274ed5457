import {
  type AdminPackage,
  PACKAGE_MESSAGES as M,
  type PackageCreateBody,
  type PackageEditBody,
  type PackageOrderResponse,
  type PackagesAdminResponse,
  type PackageWriteResponse,
} from '@suraksha/contracts/admin/packages';
import type { ShowcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { rupeesToPaisa } from '@suraksha/domain/money';
import { can } from '@suraksha/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import { packageItems, packages } from '../../db/schema/catalog.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { nextPosition, reorderRows, writeActive } from '../showcase/ordered-rows.ts';
import { chosenSlug } from '../taxonomy/brand-service.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';
import { existingProductIds, findAdminPackage, listAdminPackages, packageWithSlug } from './admin-repo.ts';

const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

async function existing(db: Database, id: number): Promise<AdminPackage> {
  const found = await findAdminPackage(db, id);
  if (!found) throw new NotFoundError(M.notPackage);
  return found;
}

/** Every item names a product we have (active or not: an inactive one is warned about on the screen). */
async function checkItems(db: Database, items: PackageCreateBody['items']): Promise<void> {
  const ids = items.map((i) => i.productId);
  const known = await existingProductIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new ValidationError({ items: M.unknownProducts(unknown) });
}

/** A price is set only by staff who may change prices (catalogue.prices): 403 under `price` otherwise. */
function checkPricePermission(ctx: RequestContext<StaffActor>): void {
  if (!can(ctx.actor.staff.role, 'catalogue.prices')) throw new AppError(403, M.pricePermission, { price: M.pricePermission });
}

/** The stored text of a package: the description sanitised on the way in (and again when shown). */
function textOf(body: PackageCreateBody | PackageEditBody, slug: string) {
  return {
    title: body.title.trim(),
    slug,
    image: body.image ?? null,
    summary: body.summary?.trim() || null,
    description: body.description ? sanitizeRichText(body.description.trim()) : null,
  };
}

/** What the audit log keeps of a package: its text, price and items. */
const audited = (
  p: { title: string; slug: string; image: string | null; summary: string | null; description: string | null },
  pricePaisa: number,
  items: readonly { productId: number; quantity: number }[],
) => ({
  title: p.title,
  slug: p.slug,
  image: p.image,
  summary: p.summary,
  description: p.description,
  pricePaisa,
  items: items.map(({ productId, quantity }) => ({ productId, quantity })),
});

async function replaceItems(tx: Database, packageId: number, items: PackageCreateBody['items']): Promise<void> {
  await tx.delete(packageItems).where(eq(packageItems.packageId, packageId));
  await tx.insert(packageItems).values(items.map(({ productId, quantity }) => ({ packageId, productId, quantity })));
}

export async function listPackagesForStaff(db: Database): Promise<PackagesAdminResponse> {
  return { result: 'success', packages: await listAdminPackages(db) };
}

/** A new package, last in shop order (the route already asked for catalogue.prices: it sets a price). */
export async function createPackage(ctx: RequestContext<StaffActor>, body: PackageCreateBody): Promise<PackageWriteResponse> {
  const fields = textOf(body, chosenSlug(body.title.trim(), body.slug));
  checkPricePermission(ctx);
  await checkItems(ctx.db, body.items);
  if (await packageWithSlug(ctx.db, fields.slug)) throw slugTaken(fields.slug);
  const pricePaisa = rupeesToPaisa(body.price);
  const id = await guardingSlug(fields.slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(packages)
        .values({ ...fields, pricePaisa, position: nextPosition(packages) })
        .returning({ id: packages.id });
      const created = row?.id as number;
      await replaceItems(tx, created, body.items);
      await audit(tx, auditContextOf(ctx), {
        action: 'package.create',
        entity: 'package',
        entityId: created,
        after: audited(fields, pricePaisa, body.items),
      });
      return created;
    }),
  );
  return { result: 'success', message: M.created(fields.title), package: await existing(ctx.db, id) };
}

/**
 * A package's text, items and (with catalogue.prices) price. A price left out, or sent as it is,
 * stays; a changed one from staff without catalogue.prices is refused (403) and nothing changes.
 */
export async function editPackage(ctx: RequestContext<StaffActor>, id: number, body: PackageEditBody): Promise<PackageWriteResponse> {
  const before = await existing(ctx.db, id);
  const beforePaisa = rupeesToPaisa(before.price);
  const pricePaisa = body.price === undefined ? beforePaisa : rupeesToPaisa(body.price);
  if (pricePaisa !== beforePaisa) checkPricePermission(ctx);
  const fields = textOf(body, body.slug === undefined ? before.slug : chosenSlug(body.title.trim(), body.slug));
  await checkItems(ctx.db, body.items);
  const other = await packageWithSlug(ctx.db, fields.slug);
  if (other && other.id !== id) throw slugTaken(fields.slug);
  await guardingSlug(fields.slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(packages)
        .set({ ...fields, pricePaisa, updatedAt: sql`now()` })
        .where(eq(packages.id, id));
      await replaceItems(tx, id, body.items);
      await audit(tx, auditContextOf(ctx), {
        action: 'package.update',
        entity: 'package',
        entityId: id,
        before: audited(before, beforePaisa, before.items),
        after: audited(fields, pricePaisa, body.items),
      });
    }),
  );
  return { result: 'success', message: M.saved(fields.title), package: await existing(ctx.db, id) };
}

/** Every package in a new order (the storefront's /packages follows it). */
export async function orderPackages(ctx: RequestContext<StaffActor>, body: ShowcaseOrderBody): Promise<PackageOrderResponse> {
  await reorderRows(ctx, 'package', body.ids);
  return { result: 'success', message: M.orderSaved, packages: await listAdminPackages(ctx.db) };
}

/** Deactivates (off the storefront, page 404) or activates a package; nothing else refers to one. */
export async function setPackageActive(ctx: RequestContext<StaffActor>, id: number, active: boolean): Promise<PackageWriteResponse> {
  const before = await existing(ctx.db, id);
  await writeActive(ctx, 'package', before, active, { active: M.alreadyActive, inactive: M.alreadyInactive });
  return {
    result: 'success',
    message: active ? M.activated(before.title) : M.deactivated(before.title),
    package: await existing(ctx.db, id),
  };
}
