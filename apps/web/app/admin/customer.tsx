import type { CustomerDetail } from '@suraksha/contracts/admin/customers';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { toast } from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../lib/api-errors.ts';
import { formatRupees } from '../lib/money.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { CustomerActions } from './customer-actions.tsx';
import { CustomerWalletForm } from './customer-wallet-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { PhoneLink } from '../ui/phone-link.tsx';

export const meta = () => [{ title: 'Customer — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const BACK = (
  <Link to="/admin/customers" className="small">
    ← Back to the customers
  </Link>
);

/** /admin/customers/{customerId}: one customer — profile and account actions, wallet and ledger, orders, referrals, requests and tickets. */
export default function AdminCustomer() {
  const customerId = useParams().customerId ?? '';
  return <CustomerScreen key={customerId} customerId={customerId} />;
}

function CustomerScreen({ customerId }: { customerId: string }) {
  const { api } = useStaffSession();
  const [loaded, replace] = useAdminAnswer('the customer', customerId, async (id) => (await api.customers.get(id)).customer);

  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading the customer…
      </p>
    );
  }
  if (loaded.kind === 'refused' && loaded.status === 404) {
    return (
      <>
        <h1 className="h3 mb-3">Customer not found</h1>
        <p>There is no such customer. Find them in the list of customers.</p>
        {BACK}
      </>
    );
  }
  if (loaded.kind === 'refused') {
    return (
      <>
        <h1 className="h3 mb-3">Customer</h1>
        <p className="alert alert-warning" role="alert">
          {loaded.message}
        </p>
        {BACK}
      </>
    );
  }
  const reload = () =>
    api.customers.get(loaded.value.id).then(
      (answer) => replace(answer.customer),
      (error: unknown) => toast.error(errorMessageOf(error)),
    );
  return <CustomerPage customer={loaded.value} onChanged={replace} onReload={reload} />;
}

function CustomerPage({
  customer,
  onChanged,
  onReload,
}: {
  customer: CustomerDetail;
  onChanged: (customer: CustomerDetail) => void;
  onReload: () => void;
}) {
  const { can } = useStaffSession();
  return (
    <article className="admin-order">
      {BACK}
      <header className="admin-order__head">
        <h1 className="h3 mb-0">{customer.name}</h1>
        {customer.disabled_at ? (
          <span className="badge fs-6 text-bg-danger">Disabled</span>
        ) : (
          <span className="badge fs-6 text-bg-success">Active</span>
        )}
      </header>

      <section className="admin-order__box" aria-labelledby="customer-profile-title">
        <h2 id="customer-profile-title" className="h6">
          Profile
        </h2>
        <dl className="admin-facts">
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>{' '}
            {customer.verified_at ? (
              <span className="small text-body-secondary">verified {readableTimeInNepal(customer.verified_at)}</span>
            ) : (
              <span className="badge text-bg-warning">Not verified</span>
            )}
          </dd>
          <dt>Phone</dt>
          <dd>{customer.phone ? <PhoneLink phone={customer.phone} /> : '—'}</dd>
          <dt>Joined</dt>
          <dd>{readableTimeInNepal(customer.joined_at)}</dd>
          <dt>Signs in with</dt>
          <dd>{customer.signs_in_with_google ? 'Google (and a password if one is set)' : 'E-mail and password'}</dd>
          <dt>Referral code</dt>
          <dd className="font-monospace">{customer.referral_code}</dd>
          <dt>Orders</dt>
          <dd>
            {customer.orders_count} · {formatRupees(customer.total_spent)} spent (orders not cancelled)
          </dd>
          {customer.disabled_at && (
            <>
              <dt>Disabled</dt>
              <dd>{readableTimeInNepal(customer.disabled_at)}</dd>
            </>
          )}
        </dl>
        {can('customers.manage') && <CustomerActions customer={customer} onChanged={onChanged} />}
      </section>

      <section className="admin-order__box" aria-labelledby="customer-wallet-title">
        <h2 id="customer-wallet-title" className="h6">
          Wallet: <span data-testid="wallet-balance">{formatRupees(customer.wallet.balance)}</span>
        </h2>
        {can('wallet.adjust') && <CustomerWalletForm customerId={customer.id} onAdjusted={onReload} />}
        <Ledger customer={customer} />
      </section>

      <div className="admin-order__grid">
        <Orders customer={customer} />
        <Referrals customer={customer} />
        <Submissions customer={customer} />
      </div>
    </article>
  );
}

function Ledger({ customer }: { customer: CustomerDetail }) {
  const { ledger } = customer.wallet;
  if (ledger.length === 0) return <p className="mb-0 text-body-secondary">No wallet movements yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle admin-table mb-0" aria-label="Wallet ledger">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Why</th>
            <th scope="col">Order</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((line) => (
            <tr key={line.id}>
              <td>{readableTimeInNepal(line.at)}</td>
              <td className={`text-end ${line.kind === 'credit' ? 'text-success' : 'text-danger'}`}>
                {line.kind === 'credit' ? '+' : '−'}
                {formatRupees(line.amount)}
              </td>
              <td>
                {line.reason}
                {line.note && <span className="d-block small">“{line.note}”</span>}
              </td>
              <td>
                {line.order_number ? (
                  <Link className="font-monospace" to={`/admin/orders/${encodeURIComponent(line.order_number)}`}>
                    {line.order_number}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td>{line.by ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Orders({ customer }: { customer: CustomerDetail }) {
  return (
    <section className="admin-order__box" aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title" className="h6">
        Orders
      </h2>
      {customer.orders.length === 0 ? (
        <p className="mb-0 text-body-secondary">No orders yet.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label="Orders">
          {customer.orders.map((order) => (
            <li key={order.order_number} className="mb-1">
              <Link className="font-monospace" to={`/admin/orders/${encodeURIComponent(order.order_number)}`}>
                {order.order_number}
              </Link>{' '}
              <span className={`badge text-bg-${statusTone(order.status)}`}>{order.status}</span> {formatRupees(order.total)}
              <span className="d-block small text-body-secondary">{readableTimeInNepal(order.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Referrals({ customer }: { customer: CustomerDetail }) {
  const { invited_by, invited, rewards } = customer.referrals;
  return (
    <section className="admin-order__box" aria-labelledby="customer-referrals-title">
      <h2 id="customer-referrals-title" className="h6">
        Referrals
      </h2>
      <p className="mb-2">
        Invited by:{' '}
        {invited_by ? (
          <Link to={`/admin/customers/${invited_by.id}`}>{invited_by.name}</Link>
        ) : (
          <span className="text-body-secondary">nobody</span>
        )}
      </p>
      <p className="mb-2">Rewards earned: {formatRupees(rewards)}</p>
      {invited.length === 0 ? (
        <p className="mb-0 text-body-secondary">Has invited nobody yet.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label="Invited">
          {invited.map((friend) => (
            <li key={friend.id}>
              <Link to={`/admin/customers/${friend.id}`}>{friend.name}</Link> · {friend.status}
              {friend.rewarded_at && (
                <span className="small text-body-secondary"> · rewarded {readableTimeInNepal(friend.rewarded_at)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Submissions({ customer }: { customer: CustomerDetail }) {
  const lists = [
    { title: 'Service requests', rows: customer.service_requests },
    { title: 'Support tickets', rows: customer.support_tickets },
  ];
  return (
    <section className="admin-order__box" aria-labelledby="customer-filed-title">
      <h2 id="customer-filed-title" className="h6">
        Requests and tickets
      </h2>
      {lists.map(({ title, rows }) => (
        <div key={title}>
          <h3 className="h6 mt-2">{title}</h3>
          {rows.length === 0 ? (
            <p className="small text-body-secondary">None.</p>
          ) : (
            <ul className="list-unstyled" aria-label={title}>
              {rows.map((row) => (
                <li key={row.reference}>
                  <span className="font-monospace">{row.reference}</span> · {row.title ?? '—'} · {row.status}
                  <span className="d-block small text-body-secondary">{readableTimeInNepal(row.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
