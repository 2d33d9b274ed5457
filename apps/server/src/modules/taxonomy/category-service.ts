import {
  type CategoriesAdminResponse,
  type CategoryBody,
  type CategoryOrderBody,
  type CategoryOrderResponse,
  type CategoryWriteResponse,
  TAXONOMY_MESSAGES as M,
} from '@suraksha/contracts/admin/taxonomy';
import { eq, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/catalog.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { withDescendants } from '../catalog/category-tree.ts';
import { chosenSlug } from './brand-service.ts';
import { activeChildCount, categoryWithSlug, listAdminCategories, listSiblings, nextPosition } from './repo.ts';
import { guardingSlug, refuseUnchanged, writeActive } from './taxonomy-writes.ts';

const slugTaken = (slug: string) => new ConflictError(M.categorySlugTaken(slug), { slug: M.categorySlugTaken(slug) });

async function existing(db: Database, id: number) {
  const category = (await listAdminCategories(db)).find((c) => c.id === id);
  if (!category) throw new NotFoundError(M.notCategory);
  return category;
}

export async function listCategoriesForStaff(db: Database): Promise<CategoriesAdminResponse> {
  return { result: 'success', categories: await listAdminCategories(db) };
}

/**
 * The parent a category may sit under: an existing, active category that is neither the category
 * itself nor below it (a cycle would take the branch out of the tree).
 */
async function checkedParent(db: Database, parentId: number | null, movingId?: number) {
  if (parentId === null) return;
  const tree = await listAdminCategories(db);
  const parent = tree.find((c) => c.id === parentId);
  if (!parent) throw new ValidationError({ parentId: M.noParent });
  if (movingId !== undefined && withDescendants(tree, movingId).includes(parentId)) throw new ValidationError({ parentId: M.cycle });
  if (!parent.active) throw new ValidationError({ parentId: M.parentInactive });
}

/** A new category, last among its siblings. */
export async function createCategory(ctx: RequestContext<StaffActor>, body: CategoryBody): Promise<CategoryWriteResponse> {
  const title = body.title.trim();
  const slug = chosenSlug(title, body.slug);
  await checkedParent(ctx.db, body.parentId);
  if (await categoryWithSlug(ctx.db, slug)) throw slugTaken(slug);
  const id = await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const position = await nextPosition(tx, body.parentId);
      const [row] = await tx.insert(categories).values({ title, slug, parentId: body.parentId, position }).returning({ id: categories.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), {
        action: 'category.create',
        entity: 'category',
        entityId: created,
        after: { title, slug, parentId: body.parentId },
      });
      return created;
    }),
  );
  return { result: 'success', message: M.categoryCreated(title), category: await existing(ctx.db, id) };
}

/** Name, slug and parent; a category moved under another parent goes last among its new siblings. */
export async function editCategory(ctx: RequestContext<StaffActor>, id: number, body: CategoryBody): Promise<CategoryWriteResponse> {
  const before = await existing(ctx.db, id);
  const title = body.title.trim();
  const slug = body.slug === undefined ? before.slug : chosenSlug(title, body.slug);
  const moved = body.parentId !== before.parentId;
  if (moved) await checkedParent(ctx.db, body.parentId, id);
  const other = await categoryWithSlug(ctx.db, slug);
  if (other && other.id !== id) throw slugTaken(slug);
  await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const position = moved ? { position: await nextPosition(tx, body.parentId) } : {};
      await tx
        .update(categories)
        .set({ title, slug, parentId: body.parentId, ...position, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
      await audit(tx, auditContextOf(ctx), {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: { title: before.title, slug: before.slug, parentId: before.parentId },
        after: { title, slug, parentId: body.parentId },
      });
    }),
  );
  return { result: 'success', message: M.saved(title), category: await existing(ctx.db, id) };
}

/** The siblings under a parent in a new order: the list must name each of them exactly once. */
export async function orderCategories(ctx: RequestContext<StaffActor>, body: CategoryOrderBody): Promise<CategoryOrderResponse> {
  await ctx.db.transaction(async (tx) => {
    const siblings = await listSiblings(tx, body.parentId);
    const known = new Set(siblings.map((s) => s.id));
    const unique = new Set(body.ids);
    if (unique.size !== body.ids.length || unique.size !== known.size || body.ids.some((id) => !known.has(id))) {
      throw new ValidationError({ ids: M.order });
    }
    for (const [position, id] of body.ids.entries()) {
      await tx
        .update(categories)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
    }
    await audit(tx, auditContextOf(ctx), {
      action: 'category.reorder',
      entity: 'category',
      entityId: body.parentId,
      before: { ids: siblings.map((s) => s.id) },
      after: { ids: body.ids },
    });
  });
  return { result: 'success', message: M.orderSaved, categories: await listAdminCategories(ctx.db) };
}

/**
 * Deactivates or activates a category. A category with active subcategories stays active until they
 * are deactivated or moved; one under an inactive parent waits for its parent (an active category is
 * never hidden by an inactive ancestor).
 */
export async function setCategoryActive(ctx: RequestContext<StaffActor>, id: number, active: boolean): Promise<CategoryWriteResponse> {
  const before = await existing(ctx.db, id);
  refuseUnchanged(before, active);
  if (!active) {
    const children = await activeChildCount(ctx.db, id);
    if (children > 0) throw new ConflictError(M.activeChildren(before.title, children));
  } else if (before.parentId !== null && !(await existing(ctx.db, before.parentId)).active) {
    throw new ConflictError(M.parentInactive);
  }
  await writeActive(ctx, 'category', id, before, active);
  const message = active ? M.activated(before.title) : M.categoryDeactivated(before.title, before.activeProducts);
  return { result: 'success', message, category: await existing(ctx.db, id) };
}
