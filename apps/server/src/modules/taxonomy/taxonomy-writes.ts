import { TAXONOMY_MESSAGES as M } from '@suraksha/contracts/admin/taxonomy';
import { eq, sql } from 'drizzle-orm';
import { brands, categories } from '../../db/schema/catalog.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import { ConflictError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';

/** The writes brands and categories share (issue #16): the slug race and the activate/deactivate step. */

/**
 * Runs a write; a slug another brand or category took meanwhile (the unique index refuses it) is
 * the same 409 (`taken`) as one taken before.
 */
export async function guardingSlug<T>(slug: string, taken: (slug: string) => ConflictError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) !== null) throw taken(slug);
    throw err;
  }
}

/** Refuses to activate what is active or to deactivate what is not (409). */
export function refuseUnchanged(before: { title: string; active: boolean }, active: boolean): void {
  if (before.active === active) throw new ConflictError(active ? M.alreadyActive(before.title) : M.alreadyInactive(before.title));
}

/**
 * Activates or deactivates a brand or category, audited in the same transaction with how many
 * active products refer to it.
 */
export async function writeActive(
  ctx: RequestContext<StaffActor>,
  entity: 'brand' | 'category',
  id: number,
  before: { active: boolean; activeProducts: number },
  active: boolean,
): Promise<void> {
  const table = entity === 'brand' ? brands : categories;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ active, updatedAt: sql`now()` })
      .where(eq(table.id, id));
    await audit(tx, auditContextOf(ctx), {
      action: `${entity}.${active ? 'activate' : 'deactivate'}`,
      entity,
      entityId: id,
      before: { active: before.active },
      after: { active, activeProducts: before.activeProducts },
    });
  });
}
