import type { StockReason } from '@suraksha/contracts/admin/stock';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';

export interface StockCause {
  reason: StockReason;
  /** What caused it, e.g. the order number or the import's id. */
  reference?: string;
  /** The staff member who made the change. */
  actorId?: number;
}

/**
 * Says why the stock changes that follow in this transaction happen: the trigger on products
 * (migration 0020) writes each change to stock_movements with this cause, and refuses a change
 * without one. The settings are transaction-local, so `tx` must be a transaction; call it again
 * before changes with another cause.
 */
export async function withStockReason(tx: Database, cause: StockCause): Promise<void> {
  await tx.execute(sql`select
    set_config('suraksha.stock_reason', ${cause.reason}, true),
    set_config('suraksha.stock_reference', ${cause.reference ?? ''}, true),
    set_config('suraksha.stock_actor', ${cause.actorId === undefined ? '' : String(cause.actorId)}, true)`);
}
