import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';
import { likeEscaped, searchCondition } from '../orders/order-desk-repo.ts';
import { phoneSearchDigits } from '@suraksha/domain/nepal-phone';

/** The ⌘K search's queries (issue #15): a few of each, the newest or best-known first. */

/** Orders as the order desk's search finds them (order number, the name shipped to, e-mail, phone), newest first. */
export function searchOrders(db: Database, term: string, limit: number) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      customer: orders.customerName,
      status: orders.status,
      totalPaisa: orders.totalPaisa,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(searchCondition(term))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Customer accounts (never staff) by part of the name, e-mail or phone (as typed, or its digits in E.164), newest first. */
export function searchCustomers(db: Database, term: string, limit: number) {
  const like = `%${likeEscaped(term)}%`;
  const digits = phoneSearchDigits(term);
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        or(
          ilike(users.name, like),
          ilike(users.email, like),
          ilike(users.phone, like),
          digits === null ? undefined : ilike(users.phone, `%${likeEscaped(digits)}%`),
        ),
      ),
    )
    .orderBy(desc(users.id))
    .limit(limit);
}

/** Products by part of the title or SKU, active ones first. */
export function searchProducts(db: Database, term: string, limit: number) {
  const like = `%${likeEscaped(term)}%`;
  return db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      slug: products.slug,
      active: products.active,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
    })
    .from(products)
    .where(or(ilike(products.title, like), ilike(products.sku, like)))
    .orderBy(desc(products.active), products.title)
    .limit(limit);
}
