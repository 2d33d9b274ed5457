import type { CartState } from '@suraksha/contracts/cart';
import { formatRupees } from '../../lib/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useVatAddedLine } from '../../lib/vat-added.ts';

/** The bag's totals as the server computed them, and the way on to checkout. */
export function CartSummary({ bag }: { bag: CartState }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const rows: [string, string, number, string?][] = [
    ['subtotal', t('bag.summary.subtotal'), bag.cartSubTotal],
    ['discount', t('bag.summary.discount'), bag.discountAmount],
    ['cashback', t('bag.summary.cashback'), bag.cashbackAmount],
  ];
  const vat = useVatAddedLine(bag.vatAmount);
  if (vat) rows.push(['vat', vat.label, vat.amount, 'cart-vat']);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('bag.summary.title')}
      </h2>
      <dl className="cart-summary__rows">
        {rows.map(([key, label, amount, testId]) => (
          <div key={key} className="cart-summary__row">
            <dt>{label}</dt>
            <dd data-testid={testId}>{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{t('bag.summary.total')}</dt>
          <dd data-testid="cart-total">{formatRupees(bag.totalAmount)}</dd>
        </div>
      </dl>
      <Link to={href('/checkouts')} className="btn btn-primary w-100">
        {t('bag.summary.checkout')}
      </Link>
    </aside>
  );
}
