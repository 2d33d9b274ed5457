import type { OrderDeskQuery, OrderDeskResponse } from '@suraksha/contracts/admin/order-desk';
import { ORDER_DESK_PER_PAGE } from '@suraksha/contracts/admin/order-desk';
import { paisaToRupees } from '@suraksha/domain/money';
import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import type { Database } from '../../platform/database.ts';
import { countDeskOrdersByStatus, findDeskOrders } from './order-desk-repo.ts';

/** The order desk's list: one page under the query, how many match, and the count of every status tab. */
export async function orderDesk(db: Database, query: OrderDeskQuery): Promise<OrderDeskResponse> {
  const [rows, byStatus] = await Promise.all([findDeskOrders(db, query), countDeskOrdersByStatus(db, query)]);
  // The tabs' counts already say how many match: the open tab's, or all of them.
  const total = query.status ? (byStatus.get(query.status) ?? 0) : [...byStatus.values()].reduce((sum, n) => sum + n, 0);
  return {
    result: 'success',
    orders: rows.map((row) => ({
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      customer_name: row.customerName,
      email: row.email,
      phone: row.phone,
      province: row.province,
      items: Number(row.items),
      coupon: paisaToRupees(row.couponPaisa),
      wallet: paisaToRupees(row.walletPaisa),
      total: paisaToRupees(row.totalPaisa),
    })),
    pagination: { page: query.page, perPage: ORDER_DESK_PER_PAGE, total, totalPages: Math.max(1, Math.ceil(total / ORDER_DESK_PER_PAGE)) },
    counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, byStatus.get(status) ?? 0])) as OrderDeskResponse['counts'],
  };
}
