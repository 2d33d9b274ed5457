import { DASHBOARD_MESSAGES, type DashboardResponse } from '@suraksha/contracts/admin/dashboard';
import { readableDate } from '@suraksha/domain/nepal-time';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AnswerPending } from './answer-pending.tsx';
import { ActivityCard, CashToCollectCard, InboxCard, LowStockCard, OverdueCard, PeriodCard } from './home-cards.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Home — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

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
              <OverdueCard overdue={orders.overdue} />
            </Col>
            <Col>
              <CashToCollectCard due={orders.cod_due} reportLink={can('orders.cod')} />
            </Col>
          </Row>
        </>
      )}
      <Row xs={1} lg={2} className="g-3">
        {low_stock && (
          <Col>
            <LowStockCard lowStock={low_stock} />
          </Col>
        )}
        {inbox && (
          <Col>
            <InboxCard inbox={inbox} />
          </Col>
        )}
        {activity && (
          <Col lg={12}>
            <ActivityCard activity={activity} />
          </Col>
        )}
      </Row>
    </div>
  );
}
