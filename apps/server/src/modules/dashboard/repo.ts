import { and, asc, count, desc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { CASH_COLLECTABLE } from '@suraksha/domain/order-status';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  careerApplications,
  contactMessages,
  ewasteSubmissions,
  grievances,
  quoteRequests,
  serviceRequests,
  supportTickets,
} from '../../db/schema/forms.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { codCollections, orders } from '../../db/schema/orders.ts';
import { countLowStock, findLowStock } from '../stock/low-stock-repo.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The back-office home's queries (issue #15). Each reads an index: orders by created_at (a week is a
 * short range), Pending Orders by (status, created_at), the inbox tables and the audit log newest first.
 */

/** Orders placed in [from, to) per status: how many, their total, and how many of them from `todayFrom` on. */
export function ordersByStatusSince(db: Database, from: Date, todayFrom: Date, to: Date) {
  const today = sql`${orders.createdAt} >= ${todayFrom.toISOString()}`;
  return db
    .select({
      status: orders.status,
      orders: count(),
      totalPaisa: sql<string>`coalesce(sum(${orders.totalPaisa}), 0)::bigint`,
      todayOrders: sql<number>`(count(*) filter (where ${today}))::int`,
      todayPaisa: sql<string>`coalesce(sum(${orders.totalPaisa}) filter (where ${today}), 0)::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(orders.status);
}

/** Pending Orders placed before `before`: how many, and the oldest few with the name they were shipped to. */
export async function overduePendingOrders(db: Database, before: Date, limit: number) {
  const overdue = and(eq(orders.status, 'Pending Order'), lt(orders.createdAt, before));
  const [[total], oldest] = await Promise.all([
    db.select({ n: count() }).from(orders).where(overdue),
    db
      .select({ orderNumber: orders.orderNumber, customer: orders.customerName, createdAt: orders.createdAt })
      .from(orders)
      .where(overdue)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
  ]);
  return { count: total?.n ?? 0, oldest };
}

/**
 * Orders On Way or Delivered whose cash nobody has recorded yet: how many, and their total. Written
 * as NOT EXISTS so PostgreSQL anti-joins orders_cash_due_idx with cod_collections' unique order id.
 */
export async function codToCollect(db: Database) {
  const recorded = db
    .select({ one: sql`1` })
    .from(codCollections)
    .where(eq(codCollections.orderId, orders.id));
  const [row] = await db
    .select({ n: count(), totalPaisa: sql<string>`coalesce(sum(${orders.totalPaisa}), 0)::bigint` })
    .from(orders)
    .where(and(inArray(orders.status, [...CASH_COLLECTABLE]), notExists(recorded)));
  return { count: row?.n ?? 0, totalPaisa: Number(row?.totalPaisa ?? 0) };
}

/** Low-stock products (each under its own threshold, modules/stock): how many, and the most short few. */
export async function lowStockProducts(db: Database, limit: number) {
  const [total, lowest] = await Promise.all([countLowStock(db), findLowStock(db, limit, 0)]);
  return { count: total, lowest };
}

/** The newest few of each inbound form, newest first by id (ids grow with time; the primary key is the index). */
export async function newestInboxItems(db: Database, limit: number) {
  const newest = (table: InboxTable, name: PgColumn) =>
    db
      .select({ reference: table.reference, name, status: table.status, at: table.createdAt })
      .from(table)
      .orderBy(desc(table.id))
      .limit(limit) as Promise<{ reference: string; name: string; status: string; at: Date }[]>;
  const [quote, contact, service, support, career, ewaste, grievance] = await Promise.all([
    newest(quoteRequests, quoteRequests.fullName),
    newest(contactMessages, contactMessages.name),
    newest(serviceRequests, serviceRequests.name),
    newest(supportTickets, supportTickets.name),
    newest(careerApplications, careerApplications.name),
    newest(ewasteSubmissions, ewasteSubmissions.name),
    newest(grievances, grievances.name),
  ]);
  return { quote, contact, service, support, career, ewaste, grievance };
}

type InboxTable =
  | typeof quoteRequests
  | typeof contactMessages
  | typeof serviceRequests
  | typeof supportTickets
  | typeof careerApplications
  | typeof ewasteSubmissions
  | typeof grievances;

/** The latest audit entries with the actor's current name. */
export function latestAuditEntries(db: Database, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      who: users.name,
      role: auditLog.actorRole,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
