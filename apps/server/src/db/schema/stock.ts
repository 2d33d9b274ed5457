import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Every change to a product's stock, written by a trigger on products (migration 0020, decision
 * 0099): the rows of one product add up to its stock. The reason comes from the transaction
 * (modules/stock/stock-reason.ts); a change without one is refused, so no code path can move stock
 * silently.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Pieces added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** One of STOCK_REASONS (packages/contracts). */
    reason: text('reason').notNull(),
    /** What caused it: an order number, an import's id. */
    reference: text('reference'),
    /** The staff member, when a person made the change. */
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);
