import { SHOWCASE_MESSAGES as M } from '@suraksha/contracts/admin/showcase-fields';
import { asc, eq, sql } from 'drizzle-orm';
import { packages } from '../../db/schema/catalog.ts';
import { catalogues, certificates, type faqs, services } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';

/**
 * What packages, PDF catalogues and certificates share in the back office (issue #16, decision
 * 0101): one flat list in the shop's order (`position`), rows switched off with `active` rather
 * than deleted. Each step runs in the caller's transaction or its own, with its audit row.
 */

export type ShowcaseTable = typeof packages | typeof catalogues | typeof certificates;
export type ShowcaseEntity = 'package' | 'catalogue' | 'certificate';

const TABLES: Record<ShowcaseEntity, ShowcaseTable> = { package: packages, catalogue: catalogues, certificate: certificates };

/** Lists reordered as a whole: the showcase lists and the services (published by date, not `active`: decision 0109). */
export type OrderedEntity = ShowcaseEntity | 'service';
const ORDERED_TABLES: Record<OrderedEntity, ShowcaseTable | typeof services> = { ...TABLES, service: services };

/** The position after the last row: a new row goes last. */
export const nextPosition = (table: ShowcaseTable | typeof faqs | typeof services) =>
  sql<number>`(SELECT coalesce(max(${table.position}), -1) + 1 FROM ${table})`;

/** The ids in the shop's order (the storefront's order: position, then title). */
export function idsInOrder(db: Database, table: ShowcaseTable | typeof services) {
  return db.select({ id: table.id }).from(table).orderBy(asc(table.position), asc(table.title), asc(table.id));
}

/** `ids` names every one of `current`, each once, and nothing else. */
export function namesEachOnce(current: readonly number[], ids: readonly number[]): boolean {
  const known = new Set(current);
  const unique = new Set(ids);
  return unique.size === ids.length && unique.size === known.size && ids.every((id) => known.has(id));
}

/** Gives the rows of `ids` the positions 0…n−1 in that order (a list the caller has checked). */
export async function writePositions(
  tx: Database,
  table: ShowcaseTable | typeof faqs | typeof services,
  ids: readonly number[],
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(table)
      .set({ position, updatedAt: sql`now()` })
      .where(eq(table.id, id));
  }
}

/**
 * Puts every row of the list in the order of `ids` (positions 0…n−1), audited as `<entity>.reorder`
 * with the order before and after. `ids` must name every row, each once, else 400 and nothing changes.
 */
export async function reorderRows(ctx: RequestContext<StaffActor>, entity: OrderedEntity, ids: readonly number[]): Promise<void> {
  const table = ORDERED_TABLES[entity];
  await ctx.db.transaction(async (tx) => {
    const before = (await idsInOrder(tx, table)).map((r) => r.id);
    if (!namesEachOnce(before, ids)) throw new ValidationError({ ids: M.order });
    await writePositions(tx, table, ids);
    await audit(tx, auditContextOf(ctx), { action: `${entity}.reorder`, entity, entityId: null, before: { ids: before }, after: { ids } });
  });
}

/**
 * Activates or deactivates one row, audited in the same transaction. Asking for the state it is
 * already in is 409 (`already`), so a double click says so instead of writing twice.
 */
export async function writeActive(
  ctx: RequestContext<StaffActor>,
  entity: ShowcaseEntity,
  before: { id: number; title: string; active: boolean },
  active: boolean,
  already: { active: (title: string) => string; inactive: (title: string) => string },
): Promise<void> {
  if (before.active === active) throw new ConflictError(active ? already.active(before.title) : already.inactive(before.title));
  const table = TABLES[entity];
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ active, updatedAt: sql`now()` })
      .where(eq(table.id, before.id));
    await audit(tx, auditContextOf(ctx), {
      action: `${entity}.${active ? 'activate' : 'deactivate'}`,
      entity,
      entityId: before.id,
      before: { active: before.active },
      after: { active },
    });
  });
}
