import { VAT_RATE_PERCENT } from '@suraksha/domain/vat';
import type { OrderDetail } from '@suraksha/contracts/admin/order-desk';
import { localPlaceLine } from '@suraksha/domain/nepal-address-line';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { toast } from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../ui/placeholder-image.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderBuyerPan } from './order-buyer-pan.tsx';
import { OrderCod } from './order-cod.tsx';
import { OrderPrintButtons } from './order-print-buttons.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { PhoneLink } from '../ui/phone-link.tsx';

export const meta = () => [{ title: 'Order — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const BACK = (
  <Link to="/admin/orders" className="small">
    ← Back to the orders
  </Link>
);

/** /admin/orders/{orderNumber}: one order to work from — its lines and money, who and where, its story, and the moves this role may make. */
export default function AdminOrder() {
  const orderNumber = useParams().orderNumber ?? '';
  // Another order starts from "loading" again, not from the last one's page.
  return <OrderScreen key={orderNumber} orderNumber={orderNumber} />;
}

function OrderScreen({ orderNumber }: { orderNumber: string }) {
  const { api } = useStaffSession();
  const [loaded, replace] = useAdminAnswer('the order', orderNumber, async (number) => (await api.orders.get(number)).order);

  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading order {orderNumber}…
      </p>
    );
  }
  if (loaded.kind === 'refused' && loaded.status === 404) {
    return (
      <>
        <h1 className="h3 mb-3">Order not found</h1>
        <p>There is no order {orderNumber}. Check the number, or find the order on the desk.</p>
        {BACK}
      </>
    );
  }
  if (loaded.kind === 'refused') {
    return (
      <>
        <h1 className="h3 mb-3">Order {orderNumber}</h1>
        <p className="alert alert-warning" role="alert">
          {loaded.message}
        </p>
        {BACK}
      </>
    );
  }
  return <OrderPage order={loaded.value} onMoved={replace} />;
}

function OrderPage({ order, onMoved }: { order: OrderDetail; onMoved: (order: OrderDetail) => void }) {
  return (
    <article className="admin-order">
      {BACK}
      <header className="admin-order__head">
        <h1 className="h3 mb-0 font-monospace">{order.order_number}</h1>
        <span className={`badge fs-6 text-bg-${statusTone(order.status)}`} data-testid="order-status">
          {order.status}
        </span>
      </header>
      <p className="text-body-secondary">
        Placed {readableTimeInNepal(order.created_at)} · {order.payment_method}
      </p>

      <section className="admin-order__box" aria-labelledby="order-actions-title">
        <h2 id="order-actions-title" className="h6">
          Actions
        </h2>
        <OrderActions order={order} onMoved={onMoved} />
      </section>

      <PrintBox orderNumber={order.order_number} />
      <OrderBuyerPan order={order} onChanged={onMoved} />

      <section className="admin-order__box" aria-labelledby="order-cod-title">
        <h2 id="order-cod-title" className="h6">
          Cash on delivery
        </h2>
        <OrderCod order={order} onRecorded={onMoved} />
      </section>

      <div className="admin-order__grid">
        <OrderLines order={order} />
        <CustomerAndAddress order={order} />
        <OrderTimeline order={order} onNoted={onMoved} />
      </div>
    </article>
  );
}

function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <section className="admin-order__box admin-order__lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="h6">
        Items
      </h2>
      <div className="table-responsive">
        <table className="table align-middle admin-table mb-2" aria-label="Items">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col" className="text-end">
                Qty
              </th>
              <th scope="col" className="text-end">
                Unit price
              </th>
              <th scope="col" className="text-end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              // Two lines may be the same product (another colour or size): the position tells them apart.
              <tr key={`${index}-${item.name}`}>
                <td>
                  <img
                    src={item.image ?? PRODUCT_PLACEHOLDER_IMAGE}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="admin-order__image"
                  />
                </td>
                <td>{item.name}</td>
                <td className="font-monospace small">{item.sku ?? '—'}</td>
                <td className="text-end">{item.quantity}</td>
                <td className="text-end">{formatRupees(item.unit_price)}</td>
                <td className="text-end">{formatRupees(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin-order__money" aria-label="Money">
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{formatRupees(order.shipping)}</dd>
        {(order.coupon > 0 || order.coupon_code) && (
          <>
            <dt>Coupon{order.coupon_code && <span className="font-monospace"> {order.coupon_code}</span>}</dt>
            <dd>−{formatRupees(order.coupon)}</dd>
          </>
        )}
        {(order.vat_added ?? 0) > 0 && (
          <>
            <dt>VAT ({VAT_RATE_PERCENT}%)</dt>
            <dd data-testid="order-vat-added">{formatRupees(order.vat_added ?? 0)}</dd>
          </>
        )}
        {order.wallet > 0 && (
          <>
            <dt>Wallet</dt>
            <dd>−{formatRupees(order.wallet)}</dd>
          </>
        )}
        <dt className="admin-order__total">Total</dt>
        <dd className="admin-order__total">{formatRupees(order.total)}</dd>
      </dl>
    </section>
  );
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}; please select it and copy it.`);
  }
}

function CustomerAndAddress({ order }: { order: OrderDetail }) {
  const { can } = useStaffSession();
  const { customer, address } = order;
  // Ward, local level and district (decision 0119) sit between the street and the city, as a courier reads them.
  const place = [address.street, localPlaceLine(address), address.city, address.state, address.postal, address.country]
    .filter(Boolean)
    .join(', ');
  const label = [address.full_name, address.company, place, formatPhone(address.phone)].filter(Boolean).join('\n');
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
  return (
    <section className="admin-order__box" aria-labelledby="order-customer-title">
      <h2 id="order-customer-title" className="h6">
        Customer
      </h2>
      <p className="mb-1">{can('customers.read') ? <Link to={`/admin/customers/${customer.id}`}>{customer.name}</Link> : customer.name}</p>
      <p className="mb-1">
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
      </p>
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <PhoneLink phone={customer.phone} aria-label={`Call ${formatPhone(customer.phone)}`} />
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void copy(formatPhone(customer.phone), 'Phone number')}
        >
          Copy phone
        </button>
      </p>

      <h3 className="h6 mt-3">Deliver to</h3>
      <address className="admin-order__address mb-2">
        {address.full_name}
        {address.company && (
          <>
            <br />
            {address.company}
          </>
        )}
        <br />
        {place}
        <br />
        <PhoneLink phone={address.phone} aria-label={`Call ${formatPhone(address.phone)}`} />
        {address.email !== customer.email && (
          <>
            <br />
            {address.email}
          </>
        )}
      </address>
      <p className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copy(label, 'Address')}>
          Copy address
        </button>
        <a className="btn btn-sm btn-outline-secondary" href={`tel:${address.phone}`}>
          Call
        </a>
        <a className="btn btn-sm btn-outline-secondary" href={map} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
        </a>
      </p>
    </section>
  );
}

/** The order's invoice and packing slip, for a role with orders.print. */
function PrintBox({ orderNumber }: { orderNumber: string }) {
  const { can } = useStaffSession();
  if (!can('orders.print')) return null;
  return (
    <section className="admin-order__box" aria-labelledby="order-print-title">
      <h2 id="order-print-title" className="h6">
        Print
      </h2>
      <OrderPrintButtons numbers={[orderNumber]} />
    </section>
  );
}
