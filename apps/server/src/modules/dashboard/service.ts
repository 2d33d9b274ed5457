import { DASHBOARD_LIST, type DashboardPeriod, type DashboardResponse, PENDING_TOO_LONG_HOURS } from '@suraksha/contracts/admin/dashboard';
import { INBOX_KINDS } from '@suraksha/contracts/admin/inbox-kinds';
import { paisaToRupees } from '@suraksha/domain/money';
import { dayInNepal, endOfNepalDay, startOfNepalDay, weekStartInNepal } from '@suraksha/domain/nepal-time';
import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { can } from '@suraksha/domain/permissions';
import type { Database } from '../../platform/database.ts';
import { codToCollect, latestAuditEntries, lowStockProducts, newestInboxItems, ordersByStatusSince, overduePendingOrders } from './repo.ts';

type StatusRows = Awaited<ReturnType<typeof ordersByStatusSince>>;

/** One period's figures from the per-status rows: every status listed (0 when none), revenue without cancelled orders. */
function periodOf(
  from: string,
  to: string,
  rows: { status: (typeof ORDER_STATUSES)[number]; orders: number; paisa: number }[],
): DashboardPeriod {
  const byStatus = ORDER_STATUSES.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, orders: row?.orders ?? 0, paisa: row?.paisa ?? 0 };
  });
  const kept = byStatus.filter((s) => s.status !== 'Cancelled');
  return {
    from,
    to,
    orders: byStatus.reduce((sum, s) => sum + s.orders, 0),
    revenue: paisaToRupees(kept.reduce((sum, s) => sum + s.paisa, 0)),
    by_status: byStatus.map((s) => ({ status: s.status, orders: s.orders, revenue: paisaToRupees(s.paisa) })),
  };
}

async function orderFigures(db: Database, now: Date): Promise<NonNullable<DashboardResponse['orders']>> {
  const today = dayInNepal(now);
  const weekFrom = weekStartInNepal(today);
  const [rows, overdue, cod] = await Promise.all([
    ordersByStatusSince(db, startOfNepalDay(weekFrom), startOfNepalDay(today), endOfNepalDay(today)),
    overduePendingOrders(db, new Date(now.getTime() - PENDING_TOO_LONG_HOURS * 3_600_000), DASHBOARD_LIST.overdue),
    codToCollect(db),
  ]);
  const week = (r: StatusRows[number]) => ({ status: r.status, orders: r.orders, paisa: Number(r.totalPaisa) });
  const day = (r: StatusRows[number]) => ({ status: r.status, orders: r.todayOrders, paisa: Number(r.todayPaisa) });
  return {
    today: periodOf(today, today, rows.map(day)),
    week: periodOf(weekFrom, today, rows.map(week)),
    overdue: {
      count: overdue.count,
      oldest: overdue.oldest.map((o) => ({ order_number: o.orderNumber, customer: o.customer, created_at: o.createdAt.toISOString() })),
    },
    cod_due: { count: cod.count, amount: paisaToRupees(cod.totalPaisa) },
  };
}

async function inbox(db: Database): Promise<NonNullable<DashboardResponse['inbox']>> {
  const newest = await newestInboxItems(db, DASHBOARD_LIST.inbox);
  return INBOX_KINDS.flatMap((kind) => newest[kind].map((item) => ({ kind, ...item })))
    .toSorted((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, DASHBOARD_LIST.inbox)
    .map((item) => ({ kind: item.kind, reference: item.reference, name: item.name, status: item.status, at: item.at.toISOString() }));
}

/**
 * The back-office home for a staff member of `role` at `now` (issue #15): only the sections the role
 * may read are asked of the database and sent, so nothing leaks to a role that may not see it.
 */
export async function dashboard(db: Database, role: string, now: Date = new Date()): Promise<DashboardResponse> {
  const [orders, lowStock, inboxItems, activity] = await Promise.all([
    can(role, 'orders.read') ? orderFigures(db, now) : undefined,
    can(role, 'catalogue.read') ? lowStockProducts(db, DASHBOARD_LIST.lowStock) : undefined,
    can(role, 'inbox.read') ? inbox(db) : undefined,
    can(role, 'audit.read') ? latestAuditEntries(db, DASHBOARD_LIST.activity) : undefined,
  ]);
  return {
    result: 'success',
    ...(orders && { orders }),
    ...(lowStock && {
      low_stock: {
        count: lowStock.count,
        products: lowStock.lowest.map((p) => ({
          id: p.id,
          title: p.title,
          sku: p.sku,
          slug: p.slug,
          stock: p.stock,
          low_stock_at: p.lowStockAt,
        })),
      },
    }),
    ...(inboxItems && { inbox: inboxItems }),
    ...(activity && {
      activity: activity.map((a) => ({
        id: a.id,
        at: a.at.toISOString(),
        who: a.who,
        role: a.role,
        action: a.action,
        entity: a.entity,
        entity_id: a.entityId,
      })),
    }),
  };
}
