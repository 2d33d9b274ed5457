import type { CartState } from '@suraksha/contracts/cart';
import { formatRupees } from '../../lib/money.ts';
import { Link } from 'react-router';
import { useVatAddedLine } from '../../lib/vat-added.ts';

/** The bag's totals as the server computed them, and the way on to checkout. */
export function CartSummary({ bag }: { bag: CartState }) {
  const rows: [string, number, string?][] = [
    ['Subtotal', bag.cartSubTotal],
    ['Discount', bag.discountAmount],
    ['Cashback', bag.cashbackAmount],
  ];
  const vat = useVatAddedLine(bag.vatAmount);
  if (vat) rows.push([vat.label, vat.amount, 'cart-vat']);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        {rows.map(([label, amount, testId]) => (
          <div key={label} className="cart-summary__row">
            <dt>{label}</dt>
            <dd data-testid={testId}>{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatRupees(bag.totalAmount)}</dd>
        </div>
      </dl>
      <Link to="/checkouts" className="btn btn-primary w-100">
        Proceed to checkout
      </Link>
    </aside>
  );
}
