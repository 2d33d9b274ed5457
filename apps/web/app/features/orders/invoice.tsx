import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { INVOICE_SELLER } from '@suraksha/domain/constants';
import { orderTotalLines } from '@suraksha/domain/invoice';
import { formatRupees, keepTogether } from '../../lib/money.ts';
import { localPlaceLine } from '@suraksha/domain/nepal-address-line';
import { readableDate, readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { LabelledCell } from '../../ui/labelled-cell.tsx';
import './invoice.css';
import { formatPhone } from '@suraksha/domain/nepal-phone';

/** The same placeholder the product cards show for a product without a photo. */
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/**
 * The invoice of one order (SPEC §2 /dashboard/my-orders/{orderId}): the seller in Kalanki,
 * Kathmandu, the order, where it goes, its items and the totals block — the same lines the
 * PDF prints (packages/domain invoice.ts). `actions` (print, download) are hidden on paper.
 */
export function Invoice({ invoice, actions }: { invoice: MyOrderResponse; actions?: React.ReactNode }) {
  const { order, orders: items, shipping } = invoice;
  const totals = orderTotalLines(order);
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <div>
          <p className="invoice__seller">{INVOICE_SELLER.name}</p>
          <address className="invoice__address">
            {INVOICE_SELLER.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>Phone: {INVOICE_SELLER.phone}</span>
            <span>E-mail: {INVOICE_SELLER.email}</span>
            <span>PAN/VAT No.: {INVOICE_SELLER.panVat}</span>
          </address>
        </div>
        <div className="invoice__facts">
          <h1 id="invoice-title" className="invoice__title">
            Invoice
          </h1>
          <dl>
            <dt>Invoice No.</dt>
            <dd data-testid="invoice-number">{order.order_name}</dd>
            <dt>Order date</dt>
            <dd>{readableTimeInNepal(order.created_date)}</dd>
            <dt>Invoice date</dt>
            <dd>{readableDate(order.date)}</dd>
            <dt>Payment</dt>
            <dd>{order.method}</dd>
            <dt>Status</dt>
            <dd>
              <span className={`badge text-bg-${statusTone(order.status)}`}>{order.status}</span>
            </dd>
          </dl>
        </div>
      </header>

      {actions ? <div className="invoice__actions">{actions}</div> : null}

      <section className="invoice__ship-to" aria-labelledby="ship-to">
        <h2 id="ship-to" className="invoice__subtitle">
          Ship to
        </h2>
        {shipping ? (
          <address className="invoice__address">
            <span>{shipping.full_name}</span>
            {shipping.company ? <span>{shipping.company}</span> : null}
            <span>{shipping.street}</span>
            {localPlaceLine(shipping) ? <span>{localPlaceLine(shipping)}</span> : null}
            <span>
              {shipping.city}, {shipping.state}
              {shipping.postal ? ` ${shipping.postal}` : ''}
            </span>
            <span>{shipping.country}</span>
            <span>Phone: {formatPhone(shipping.phone)}</span>
            <span>E-mail: {shipping.email}</span>
          </address>
        ) : (
          <address className="invoice__address">
            <span>{order.address}</span>
            <span>Phone: {formatPhone(order.phone_number)}</span>
          </address>
        )}
      </section>

      <div className="table-responsive">
        <table className="table invoice__items stacked-table align-middle">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Color</th>
              <th scope="col">Size</th>
              <th scope="col" className="text-end">
                Qty
              </th>
              <th scope="col" className="text-end">
                Price
              </th>
              <th scope="col" className="text-end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={`${item.name}-${i}`}>
                <LabelledCell label="Item">
                  <div className="invoice__item">
                    <img src={item.image ?? PLACEHOLDER_IMAGE} alt="" width={48} height={48} loading="lazy" className="invoice__image" />
                    <span>{item.name}</span>
                  </div>
                </LabelledCell>
                <LabelledCell label="Color">{item.color ?? '-'}</LabelledCell>
                <LabelledCell label="Size">{item.size ?? '-'}</LabelledCell>
                <LabelledCell label="Qty" className="text-end">
                  {item.quantity}
                </LabelledCell>
                <LabelledCell label="Price" className="text-end text-nowrap">
                  {formatRupees(item.price)}
                </LabelledCell>
                <LabelledCell label="Amount" className="text-end text-nowrap">
                  {formatRupees(item.amount)}
                </LabelledCell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="invoice__totals" data-testid="invoice-totals">
        {totals.map((line) => (
          <div key={line.label} className={line.grand ? 'invoice__total invoice__total--grand' : 'invoice__total'}>
            <dt>{line.label}</dt>
            <dd>{keepTogether(line.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="invoice__note">{INVOICE_SELLER.vatNote} Thank you for shopping with Suraksha. Keep this invoice for warranty claims.</p>
    </article>
  );
}
