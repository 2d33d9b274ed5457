import { type SQL, and, asc, count, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { AuditQuery } from '@suraksha/contracts/admin/audit';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { Database } from '../../platform/database.ts';

/** The audit log's reads (issue #15); it is written only by platform/audit.ts, and never changed. */

function conditions(query: AuditQuery): SQL | undefined {
  return and(
    query.staff !== undefined ? eq(auditLog.actorId, query.staff) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, startOfNepalDay(query.from)) : undefined,
    query.to ? lt(auditLog.at, endOfNepalDay(query.to)) : undefined,
  );
}

const ENTRY = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorName: users.name,
  actorRole: auditLog.actorRole,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  requestId: auditLog.requestId,
};

/**
 * Entries under the query for the CSV, newest first by id (the order they were written in), `limit`
 * of them after the entry `afterId` (keyset: each batch reads the primary key's index from there).
 */
export function findAuditEntriesAfter(db: Database, query: AuditQuery, afterId: number | undefined, limit: number) {
  return db
    .select(ENTRY)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(conditions(query), afterId === undefined ? undefined : lt(auditLog.id, afterId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** Entries under the query, newest first, `limit` from `offset`, with the actor's current name. */
export function findAuditEntries(db: Database, query: AuditQuery, limit: number, offset: number) {
  return db
    .select(ENTRY)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEntries(db: Database, query: AuditQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(conditions(query));
  return row?.n ?? 0;
}

/** The staff who appear in the log, and its entities and actions: what the filter lists offer. */
export async function auditChoices(db: Database) {
  const [staff, entities, actions] = await Promise.all([
    db
      .selectDistinct({ id: users.id, name: users.name, role: users.role })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(isNotNull(auditLog.actorId))
      .orderBy(asc(users.name)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { staff, entities: entities.map((e) => e.entity), actions: actions.map((a) => a.action) };
}
