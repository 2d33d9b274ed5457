import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { catalogues, certificates } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { chosenSlug } from '../taxonomy/brand-service.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';
import { nextPosition, reorderRows, writeActive } from './ordered-rows.ts';

/**
 * The back office's desk for a flat showcase list — PDF catalogues and certificates (issue #16,
 * decision 0101): list in shop order (inactive rows too), create last, edit, reorder, activate and
 * deactivate; never delete. Each write is audited in its own transaction. One desk, configured per
 * list, so the two lists cannot drift apart.
 */

type DeskTable = typeof catalogues | typeof certificates;
type DeskEntity = 'catalogue' | 'certificate';

/** What every showcase row shows the back office. */
export interface ShowcaseRow {
  id: number;
  title: string;
  slug: string;
  active: boolean;
}

export interface ShowcaseDeskMessages {
  notFound: string;
  slugTaken: (slug: string) => string;
  created: (title: string) => string;
  saved: (title: string) => string;
  orderSaved: string;
  activated: (title: string) => string;
  deactivated: (title: string) => string;
  alreadyActive: (title: string) => string;
  alreadyInactive: (title: string) => string;
}

export interface ShowcaseDeskSpec<Body extends { title: string; slug?: string | undefined }> {
  entity: DeskEntity;
  table: DeskTable;
  /** The row as the back office sees it: id, title, slug and active, plus the list's own columns. */
  columns: Record<string, PgColumn>;
  messages: ShowcaseDeskMessages;
  /** The stored fields of a create or edit, with the slug already chosen. */
  fieldsOf: (body: Body, slug: string) => { title: string; slug: string } & Record<string, unknown>;
}

/** A write's answer: what to tell staff, and the row as it now is. */
export interface ShowcaseWrite<Row> {
  message: string;
  row: Row;
}

export function showcaseDesk<Row extends ShowcaseRow, Body extends { title: string; slug?: string | undefined }>(
  spec: ShowcaseDeskSpec<Body>,
) {
  const { entity, table, columns, messages: M } = spec;
  const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

  // The columns are the caller's; a union of two tables cannot carry their row type through Drizzle.
  const list = (db: Database) =>
    db.select(columns).from(table).orderBy(asc(table.position), asc(table.title), asc(table.id)) as Promise<Row[]>;

  async function existing(db: Database, id: number): Promise<Row> {
    const [row] = (await db.select(columns).from(table).where(eq(table.id, id)).limit(1)) as Row[];
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  async function withSlug(db: Database, slug: string): Promise<{ id: number } | undefined> {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
    return row;
  }

  /** Only the stored fields of a row, for the audit's before. */
  const storedOf = (row: Row, fields: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(fields).map((key) => [key, row[key as keyof Row]]));

  return {
    list,

    /** A new row, last in shop order. */
    async create(ctx: RequestContext<StaffActor>, body: Body): Promise<ShowcaseWrite<Row>> {
      const fields = spec.fieldsOf(body, chosenSlug(body.title.trim(), body.slug));
      if (await withSlug(ctx.db, fields.slug)) throw slugTaken(fields.slug);
      const id = await guardingSlug(fields.slug, slugTaken, () =>
        ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(table)
            .values({ ...fields, position: nextPosition(table) })
            .returning({ id: table.id });
          const created = row?.id as number;
          await audit(tx, auditContextOf(ctx), { action: `${entity}.create`, entity, entityId: created, after: fields });
          return created;
        }),
      );
      return { message: M.created(fields.title), row: await existing(ctx.db, id) };
    },

    /** A row's fields; a slug left out keeps the current one. */
    async edit(ctx: RequestContext<StaffActor>, id: number, body: Body): Promise<ShowcaseWrite<Row>> {
      const before = await existing(ctx.db, id);
      const fields = spec.fieldsOf(body, body.slug === undefined ? before.slug : chosenSlug(body.title.trim(), body.slug));
      const other = await withSlug(ctx.db, fields.slug);
      if (other && other.id !== id) throw slugTaken(fields.slug);
      await guardingSlug(fields.slug, slugTaken, () =>
        ctx.db.transaction(async (tx) => {
          await tx
            .update(table)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(table.id, id));
          await audit(tx, auditContextOf(ctx), {
            action: `${entity}.update`,
            entity,
            entityId: id,
            before: storedOf(before, fields),
            after: fields,
          });
        }),
      );
      return { message: M.saved(fields.title), row: await existing(ctx.db, id) };
    },

    /** Every row in a new order (the storefront follows it). */
    async order(ctx: RequestContext<StaffActor>, ids: readonly number[]): Promise<{ message: string; rows: Row[] }> {
      await reorderRows(ctx, entity, ids);
      return { message: M.orderSaved, rows: await list(ctx.db) };
    },

    /** Deactivates (off the storefront) or activates a row; nothing refers to one. */
    async setActive(ctx: RequestContext<StaffActor>, id: number, active: boolean): Promise<ShowcaseWrite<Row>> {
      const before = await existing(ctx.db, id);
      await writeActive(ctx, entity, before, active, { active: M.alreadyActive, inactive: M.alreadyInactive });
      return { message: active ? M.activated(before.title) : M.deactivated(before.title), row: await existing(ctx.db, id) };
    },
  };
}

export type ShowcaseDesk<Row extends ShowcaseRow, Body extends { title: string; slug?: string | undefined }> = ReturnType<
  typeof showcaseDesk<Row, Body>
>;
