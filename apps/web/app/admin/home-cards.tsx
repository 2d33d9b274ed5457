import {
  DASHBOARD_MESSAGES,
  type DashboardPeriod,
  type DashboardResponse,
  PENDING_TOO_LONG_HOURS,
} from '@suraksha/contracts/admin/dashboard';
import { INBOX_KIND_LABELS } from '@suraksha/contracts/admin/inbox-kinds';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { inboxItemHref } from './inbox-url.ts';
import { orderDeskHref } from './order-desk-url.ts';

type OrderFigures = NonNullable<DashboardResponse['orders']>;
type LowStock = NonNullable<DashboardResponse['low_stock']>;
type InboxItem = NonNullable<DashboardResponse['inbox']>[number];
type ActivityEntry = NonNullable<DashboardResponse['activity']>[number];

/** How long ago, in whole hours up to two days, then in days. */
export function waitedFor(iso: string, now: number = Date.now()): string {
  const hours = Math.floor((now - new Date(iso).getTime()) / 3_600_000);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

/** One section of the home: a card named by `label` (its region's name) under the heading `title`. */
function HomeCard({ label, title, children }: { label: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" aria-label={label} className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

/** The list in `children`, or the muted `note` in its place when there is nothing to list. */
function ListOrNote({ empty, note, children }: { empty: boolean; note: string; children: ReactNode }) {
  return empty ? <p className="text-body-secondary mb-0">{note}</p> : children;
}

/** A small table of the home: a header row of `headings` over the rows in `children`. */
function HomeTable({ headings, responsive, children }: { headings: readonly string[]; responsive?: boolean; children: ReactNode }) {
  return (
    <Table size="sm" responsive={responsive} className="mb-0 admin-table">
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** A span's orders and revenue, and each status with a link to the desk's tab for those days. */
export function PeriodCard({ title, period }: { title: string; period: DashboardPeriod }) {
  return (
    <HomeCard label={title} title={title}>
      <p className="admin-home__figure">
        {period.orders} orders · {formatRupees(period.revenue)}
      </p>
      <HomeTable headings={['Status', 'Orders', 'Revenue']}>
        {period.by_status.map((s) => (
          <tr key={s.status}>
            <td>
              <Link to={orderDeskHref({}, { status: s.status, from: period.from, to: period.to })}>{s.status}</Link>
            </td>
            <td>{s.orders}</td>
            <td>{formatRupees(s.revenue)}</td>
          </tr>
        ))}
      </HomeTable>
    </HomeCard>
  );
}

/** How many orders have waited too long, linked to the desk oldest first, and the oldest few. */
export function OverdueCard({ overdue }: { overdue: OrderFigures['overdue'] }) {
  return (
    <HomeCard label="Waiting too long" title={`Pending over ${PENDING_TOO_LONG_HOURS} hours`}>
      <p className="admin-home__figure">
        <Link to={orderDeskHref({}, { status: 'Pending Order', sort: 'oldest' })}>{overdue.count}</Link>
      </p>
      <ListOrNote empty={overdue.oldest.length === 0} note={DASHBOARD_MESSAGES.nothingOverdue}>
        <ul className="list-unstyled mb-0">
          {overdue.oldest.map((o) => (
            <li key={o.order_number}>
              <Link className="font-monospace" to={`/admin/orders/${o.order_number}`}>
                {o.order_number}
              </Link>{' '}
              · {o.customer} · waiting {waitedFor(o.created_at)}
            </li>
          ))}
        </ul>
      </ListOrNote>
    </HomeCard>
  );
}

/** Cash on delivery out with the couriers; `reportLink` for a role that may open the COD report. */
export function CashToCollectCard({ due, reportLink }: { due: OrderFigures['cod_due']; reportLink: boolean }) {
  return (
    <HomeCard label="Cash to collect" title="Cash to collect">
      <p className="admin-home__figure">{formatRupees(due.amount)}</p>
      <p className="mb-0">
        {due.count} orders On Way or Delivered with no cash recorded
        {reportLink && (
          <>
            {' '}
            · <Link to="/admin/cod">COD report</Link>
          </>
        )}
      </p>
    </HomeCard>
  );
}

/** The products at or under their own low-stock threshold, most short first, each linked to its stock history; the count to the whole list. */
export function LowStockCard({ lowStock }: { lowStock: LowStock }) {
  return (
    <HomeCard
      label="Low stock"
      title={
        <>
          Low stock · <Link to="/admin/stock">{lowStock.count === 1 ? '1 product' : `${lowStock.count} products`}</Link> at or under their
          threshold
        </>
      }
    >
      <ListOrNote empty={lowStock.products.length === 0} note={DASHBOARD_MESSAGES.nothingLow}>
        <HomeTable headings={['Product', 'SKU', 'Stock', 'Low at']}>
          {lowStock.products.map((p) => (
            <tr key={p.id}>
              <td>
                <Link to={`/admin/stock/${p.id}`}>{p.title}</Link>
              </td>
              <td className="font-monospace">{p.sku}</td>
              <td>{p.stock}</td>
              <td>{p.low_stock_at}</td>
            </tr>
          ))}
        </HomeTable>
      </ListOrNote>
    </HomeCard>
  );
}

/** The newest messages, requests and tickets that came in. */
export function InboxCard({ inbox }: { inbox: readonly InboxItem[] }) {
  return (
    <HomeCard label="Inbox" title="Newest in the inbox">
      <ListOrNote empty={inbox.length === 0} note={DASHBOARD_MESSAGES.inboxEmpty}>
        <ul className="list-unstyled mb-0">
          {inbox.map((item) => (
            <li key={`${item.kind}-${item.reference}`}>
              <strong>{INBOX_KIND_LABELS[item.kind]}</strong> · {item.name} ·{' '}
              <Link className="font-monospace" to={inboxItemHref(item)}>
                {item.reference}
              </Link>{' '}
              · <span className="text-body-secondary">{readableTimeInNepal(item.at)}</span>
            </li>
          ))}
        </ul>
      </ListOrNote>
    </HomeCard>
  );
}

/** The latest entries of the audit log, an order's entry linked to the order. */
export function ActivityCard({ activity }: { activity: readonly ActivityEntry[] }) {
  return (
    <HomeCard
      label="Recent activity"
      title={
        <>
          Recent activity · <Link to="/admin/audit">the audit log</Link>
        </>
      }
    >
      <ListOrNote empty={activity.length === 0} note={DASHBOARD_MESSAGES.noActivity}>
        <HomeTable headings={['When', 'Who', 'Action', 'On']} responsive>
          {activity.map((a) => (
            <tr key={a.id}>
              <td>{readableTimeInNepal(a.at)}</td>
              <td>
                {a.who ?? '—'}
                {a.role && <span className="text-body-secondary text-capitalize"> · {a.role}</span>}
              </td>
              <td className="font-monospace">{a.action}</td>
              <td>
                {a.entity}{' '}
                {a.entity === 'order' && a.entity_id ? (
                  <Link className="font-monospace" to={`/admin/orders/${a.entity_id}`}>
                    {a.entity_id}
                  </Link>
                ) : (
                  a.entity_id
                )}
              </td>
            </tr>
          ))}
        </HomeTable>
      </ListOrNote>
    </HomeCard>
  );
}
