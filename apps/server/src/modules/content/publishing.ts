import { CONTENT_MESSAGES as M, type ArticleStatus, instantFromNepalInput } from '@suraksha/contracts/admin/content';
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ValidationError } from '../../platform/errors.ts';

/**
 * What every kind of published content shares (blog posts, trainings, FAQs, pages; decisions 0106
 * and 0108): one `published_at` column decides draft (null), scheduled (ahead) or published (come),
 * read by the database's clock; its change history is the audit log.
 */

export const iso = (at: Date | string) => new Date(at).toISOString();
export const isoOrNull = (at: Date | null) => (at === null ? null : iso(at));

/** Live on the storefront: its publish time has come, by the database's clock (a draft's null never has). */
export const isLiveColumn = (publishedAt: PgColumn): SQL => lte(publishedAt, sql`now()`) as SQL;

/** Draft, scheduled or published, judged in SQL by the same `now()` the storefront reads. */
export const statusColumn = (publishedAt: PgColumn) =>
  sql<ArticleStatus>`case when ${publishedAt} is null then 'draft' when ${publishedAt} > now() then 'scheduled' else 'published' end`;

/** The status a publish time gives, by this process's clock (for the audit row of a write). */
export const statusAt = (publishedAt: Date | null): ArticleStatus =>
  publishedAt === null ? 'draft' : publishedAt.getTime() > Date.now() ? 'scheduled' : 'published';

/**
 * When the item goes live: never (draft), the time asked for (scheduled, which must be ahead), or
 * now — an item already live keeps its first publish time, so an edit does not move it up a list.
 */
export function publishedAtFor(input: { status: ArticleStatus; publish_at?: string | null | undefined }, before: Date | null): Date | null {
  if (input.status === 'draft') return null;
  if (input.status === 'published') return before !== null && before.getTime() <= Date.now() ? before : new Date();
  const at = instantFromNepalInput(input.publish_at ?? '');
  if (at === null) throw new ValidationError({ publish_at: M.publishAt });
  if (at.getTime() <= Date.now()) throw new ValidationError({ publish_at: M.publishAtPast });
  return at;
}

/** Rich text with no words and no picture is empty, whatever tags it keeps. */
export function isEmptyRichText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html);
}

/** How many past changes an item's page lists. */
const HISTORY_LIMIT = 50;

/** The audit log's entries for one item, newest first, with the staff member's name and the status it left. */
export async function readHistory(db: Database, entity: string, id: number | string) {
  const rows = await db
    .select({ at: auditLog.at, action: auditLog.action, staff: users.name, after: auditLog.after })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((h) => ({
    at: iso(h.at),
    action: h.action,
    staff: h.staff,
    status: typeof h.after === 'object' && h.after !== null && 'status' in h.after ? String(h.after.status) : null,
  }));
}
