import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { timestamps } from './columns.ts';

/** A line of a customer's bag; `slug` is its public id (SPEC §3 cart line). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_lines_user_product_unique').on(t.userId, t.productId),
    check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const wishlistLines = pgTable(
  'wishlist_lines',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('wishlist_lines_user_product_unique').on(t.userId, t.productId)],
);
