import { ADMIN_SEARCH_PER_GROUP, type AdminSearchResponse } from '@suraksha/contracts/admin/search';
import { paisaToRupees } from '@suraksha/domain/money';
import { can } from '@suraksha/domain/permissions';
import type { Database } from '../../platform/database.ts';
import { searchCustomers, searchOrders, searchProducts } from './search-repo.ts';

/** The ⌘K search for a staff member of `role` (issue #15): only the groups the role may read are searched and sent. */
export async function adminSearch(db: Database, role: string, term: string): Promise<AdminSearchResponse> {
  const limit = ADMIN_SEARCH_PER_GROUP;
  const [orders, customers, products] = await Promise.all([
    can(role, 'orders.read') ? searchOrders(db, term, limit) : undefined,
    can(role, 'customers.read') ? searchCustomers(db, term, limit) : undefined,
    can(role, 'catalogue.read') ? searchProducts(db, term, limit) : undefined,
  ]);
  return {
    result: 'success',
    ...(orders && {
      orders: orders.map((o) => ({
        order_number: o.orderNumber,
        customer: o.customer,
        status: o.status,
        total: paisaToRupees(o.totalPaisa),
        created_at: o.createdAt.toISOString(),
      })),
    }),
    ...(customers && { customers }),
    ...(products && {
      products: products.map(({ onRequest, pricePaisa, offerPricePaisa, ...product }) => {
        // What one sells for today, as a package's screen adds up its items; none when quoted on request.
        const each = offerPricePaisa ?? pricePaisa;
        return { ...product, price: onRequest || each <= 0 ? null : paisaToRupees(each) };
      }),
    }),
  };
}
