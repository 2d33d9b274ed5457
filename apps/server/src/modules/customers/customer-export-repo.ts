import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CustomerListQuery } from '@suraksha/contracts/admin/customers';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { wallets } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';
import { customerColumns, listConditions, walletBalance } from './customer-desk-repo.ts';

/**
 * The customers CSV's reads (issue #16): the list's search and filters (listConditions), newest
 * first by id, a batch at a time by keyset; each batch's order figures are summed for its own
 * customers only (never a pass over every order per batch).
 */

/** Up to `limit` customers under the query after the customer `afterId`, with their wallet balance. */
export function findCustomersForExport(db: Database, query: CustomerListQuery, afterId: number | undefined, limit: number) {
  return db
    .select({
      ...customerColumns,
      walletPaisa: walletBalance(),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(and(listConditions(query), afterId === undefined ? undefined : lt(users.id, afterId)))
    .orderBy(desc(users.id))
    .limit(limit);
}

/**
 * These customers' orders: every order counts, the money only of orders not cancelled (as the
 * customers page counts them, decision 0094). Customers without orders are absent.
 */
export function findOrderFigures(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: orders.userId,
      placed: count(),
      spentPaisa: sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${orders.status} <> 'Cancelled'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
}
