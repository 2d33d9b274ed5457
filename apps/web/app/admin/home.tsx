import {
  DASHBOARD_MESSAGES,
  type DashboardPeriod,
  type DashboardResponse,
  INBOX_KIND_LABELS,
  PENDING_TOO_LONG_HOURS,
} from '@suraksha/contracts/admin/dashboard';
import { readableDate, readableTimeInNepal } from '@suraksha/domain/nepal-time';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { AnswerPending } from './answer-pending.tsx';
import { orderDeskHref } from './order-desk-url.ts';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Home — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** How long ago, in whole hours up to two days, then in days. */
export function waitedFor(iso: string, now: number = Date.now()): string {
  const hours = Math.floor((now - new Date(iso).getTime()) / 3_600_000);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

/** /admin: the day at a glance. The server sends only the sections this role may read; the page shows what came. */
export default function AdminHome() {
  const { api } = useStaffSession();
  const [loaded] = useAdminAnswer('the back-office home', 'home', () => api.dashboard());
  const home = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <>
      <h1 className="h3 mb-3">Home</h1>
      <AnswerPending answer={loaded} loading="Loading the day…" />
      {home && <Dashboard home={home} />}
    </>
  );
}

function Dashboard({ home }: { home: DashboardResponse }) {
  const { can } = useStaffSession();
  const { orders, low_stock, inbox, activity } = home;
  if (!orders && !low_stock && !inbox && !activity) return <p className="admin-empty">{DASHBOARD_MESSAGES.nothingToShow}</p>;
  return (
    <div className="admin-home">
      {orders && (
        <>
          <Row xs={1} md={2} className="g-3 mb-3">
            <Col>
              <PeriodCard title={`Today · ${readableDate(orders.today.from)}`} period={orders.today} />
            </Col>
            <Col>
              <PeriodCard title={`This week · from ${readableDate(orders.week.from)}`} period={orders.week} />
            </Col>
          </Row>
          <Row xs={1} md={2} className="g-3 mb-3">
            <Col>
              <Card as="section" aria-label="Waiting too long" className="h-100">
                <Card.Body>
                  <Card.Title as="h2" className="h6">
                    Pending over {PENDING_TOO_LONG_HOURS} hours
                  </Card.Title>
                  <p className="admin-home__figure">
                    <Link to={orderDeskHref({}, { status: 'Pending Order', sort: 'oldest' })}>{orders.overdue.count}</Link>
                  </p>
                  {orders.overdue.oldest.length === 0 ? (
                    <p className="text-body-secondary mb-0">{DASHBOARD_MESSAGES.nothingOverdue}</p>
                  ) : (
                    <ul className="list-unstyled mb-0">
                      {orders.overdue.oldest.map((o) => (
                        <li key={o.order_number}>
                          <Link className="font-monospace" to={`/admin/orders/${o.order_number}`}>
                            {o.order_number}
                          </Link>{' '}
                          · {o.customer} · waiting {waitedFor(o.created_at)}
                        </li>
                      ))}
                    </ul>
                  )}
                </Card.Body>
              </Card>
            </Col>
            <Col>
              <Card as="section" aria-label="Cash to collect" className="h-100">
                <Card.Body>
                  <Card.Title as="h2" className="h6">
                    Cash to collect
                  </Card.Title>
                  <p className="admin-home__figure">{formatRupees(orders.cod_due.amount)}</p>
                  <p className="mb-0">
                    {orders.cod_due.count} orders On Way or Delivered with no cash recorded
                    {can('orders.cod') && (
                      <>
                        {' '}
                        · <Link to="/admin/cod">COD report</Link>
                      </>
                    )}
                  </p>
                </Card.Body>
              </Card>
            </Col>
          </Row>
        </>
      )}
      <Row xs={1} lg={2} className="g-3">
        {low_stock && (
          <Col>
            <Card as="section" aria-label="Low stock" className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h6">
                  Low stock · {low_stock.count} products at {low_stock.at_most} or fewer
                </Card.Title>
                {low_stock.products.length === 0 ? (
                  <p className="text-body-secondary mb-0">{DASHBOARD_MESSAGES.nothingLow}</p>
                ) : (
                  <Table size="sm" className="mb-0 admin-table">
                    <thead>
                      <tr>
                        <th scope="col">Product</th>
                        <th scope="col">SKU</th>
                        <th scope="col">Stock</th>
                      </tr>
                    </thead>
                    <tbody>
                      {low_stock.products.map((p) => (
                        <tr key={p.id}>
                          <td>
                            <a href={`/products/${encodeURIComponent(p.slug)}`}>{p.title}</a>
                          </td>
                          <td className="font-monospace">{p.sku}</td>
                          <td>{p.stock}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
              </Card.Body>
            </Card>
          </Col>
        )}
        {inbox && (
          <Col>
            <Card as="section" aria-label="Inbox" className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h6">
                  Newest in the inbox
                </Card.Title>
                {inbox.length === 0 ? (
                  <p className="text-body-secondary mb-0">{DASHBOARD_MESSAGES.inboxEmpty}</p>
                ) : (
                  <ul className="list-unstyled mb-0">
                    {inbox.map((item) => (
                      <li key={`${item.kind}-${item.reference}`}>
                        <strong>{INBOX_KIND_LABELS[item.kind]}</strong> · {item.name} ·{' '}
                        <span className="font-monospace">{item.reference}</span> ·{' '}
                        <span className="text-body-secondary">{readableTimeInNepal(item.at)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card.Body>
            </Card>
          </Col>
        )}
        {activity && (
          <Col lg={12}>
            <Card as="section" aria-label="Recent activity">
              <Card.Body>
                <Card.Title as="h2" className="h6">
                  Recent activity · <Link to="/admin/audit">the audit log</Link>
                </Card.Title>
                {activity.length === 0 ? (
                  <p className="text-body-secondary mb-0">{DASHBOARD_MESSAGES.noActivity}</p>
                ) : (
                  <Table size="sm" responsive className="mb-0 admin-table">
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Who</th>
                        <th scope="col">Action</th>
                        <th scope="col">On</th>
                      </tr>
                    </thead>
                    <tbody>
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
                    </tbody>
                  </Table>
                )}
              </Card.Body>
            </Card>
          </Col>
        )}
      </Row>
    </div>
  );
}

/** A span's orders and revenue, and each status with a link to the desk's tab for those days. */
function PeriodCard({ title, period }: { title: string; period: DashboardPeriod }) {
  return (
    <Card as="section" aria-label={title} className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {title}
        </Card.Title>
        <p className="admin-home__figure">
          {period.orders} orders · {formatRupees(period.revenue)}
        </p>
        <Table size="sm" className="mb-0 admin-table">
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {period.by_status.map((s) => (
              <tr key={s.status}>
                <td>
                  <Link to={orderDeskHref({}, { status: s.status, from: period.from, to: period.to })}>{s.status}</Link>
                </td>
                <td>{s.orders}</td>
                <td>{formatRupees(s.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
