import type { CartState } from '@suraksha/contracts/cart';
import { useTranslation } from '../../i18n/react.tsx';
import { formatRupees } from '../../lib/money.ts';
import type { Applied } from './use-checkout.ts';
import { useVatAddedLine } from '../../lib/vat-added.ts';

/** The order as the server priced it: lines, subtotal, shipping (Rs 0.00), coupon, wallet, total. */
export function OrderSummary({ bag, applied }: { bag: CartState; applied: Applied }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    [t('checkout.summary.subtotal'), formatRupees(bag.cartSubTotal), 'summary-subtotal'],
    [t('checkout.summary.shipping'), formatRupees(0), 'summary-shipping'],
  ];
  if (applied.coupon)
    rows.push([
      t('checkout.summary.coupon', { code: applied.coupon.code.trim().toUpperCase() }),
      `-${formatRupees(applied.coupon.amount)}`,
      'summary-coupon',
    ]);
  // After a coupon the server quoted the VAT on what is left; before, the bag's.
  const vat = useVatAddedLine(applied.vat ?? bag.vatAmount);
  if (vat) rows.push([vat.label, formatRupees(vat.amount), 'summary-vat']);
  if (applied.wallet !== null) rows.push([t('checkout.summary.wallet'), `-${formatRupees(applied.wallet)}`, 'summary-wallet']);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('checkout.summary.title')}
      </h2>
      <ul className="checkout-summary__lines">
        {bag.carts.map((line) => (
          <li key={line.slug} className="checkout-summary__line">
            <span>
              {line.product_name} <span className="text-body-secondary">× {line.qty}</span>
            </span>
            <span>{formatRupees(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__rows">
        {rows.map(([label, amount, testId]) => (
          <div key={testId} className="checkout-summary__row">
            <dt>{label}</dt>
            <dd data-testid={testId}>{amount}</dd>
          </div>
        ))}
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="summary-total">{formatRupees(applied.total ?? bag.totalAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
