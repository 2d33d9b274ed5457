import type { CartLine } from '@suraksha/contracts/cart';
import { formatRupees } from '../../lib/money.ts';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { CartSummary } from './cart-summary.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useBag } from './use-bag.ts';
import './cart.css';
import { PageFrame } from '../../ui/page-frame.tsx';
import { loginBackTo } from '../../lib/session/login-path.ts';

/** The same placeholder the product cards show for a product without a photo. */
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** The bag (/carts): only for a signed-in customer; the token lives in the browser, so the guard runs there. */
export function CartPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const { bag, busyLine, setQuantity, remove } = useBag();

  useEffect(() => {
    if (status === 'visitor') navigate(loginBackTo('/carts'), { replace: true });
  }, [status, navigate]);

  return (
    <PageFrame title="Shopping Bag">
      {bag === null ? (
        <div className="cart-page__loading" role="status" aria-label="Loading your bag">
          <span className="spinner-border" aria-hidden="true" />
        </div>
      ) : bag.carts.length === 0 ? (
        <div className="cart-page__empty">
          <p>No item found</p>
          <Link to="/products" className="btn btn-outline-primary">
            Browse products
          </Link>
        </div>
      ) : (
        <div className="row g-4">
          <div className="col-lg-8">
            <ul className="cart-lines" aria-label="Items in your bag">
              {bag.carts.map((line) => (
                <BagLine
                  key={line.slug}
                  line={line}
                  busy={busyLine === line.slug}
                  onQuantity={(q) => void setQuantity(line.slug, q)}
                  onRemove={() => void remove(line.slug)}
                />
              ))}
            </ul>
          </div>
          <div className="col-lg-4">
            <CartSummary bag={bag} />
          </div>
        </div>
      )}
    </PageFrame>
  );
}

interface BagLineProps {
  line: CartLine;
  busy: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

function BagLine({ line, busy, onQuantity, onRemove }: BagLineProps) {
  const href = `/products/${line.product_slug}`;
  return (
    <li className="cart-line" data-testid="cart-line" aria-busy={busy}>
      <Link to={href} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <img src={line.image ?? PLACEHOLDER_IMAGE} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className="cart-line__details">
        <Link to={href} className="cart-line__name">
          {line.product_name}
        </Link>
        <p className="cart-line__price">
          <span className="visually-hidden">Unit price </span>
          {formatRupees(line.price)}
        </p>
      </div>
      <QuantityStepper quantity={line.qty} label={line.product_name} disabled={busy} onChange={onQuantity} />
      <p className="cart-line__total" data-testid="line-total">
        <span className="visually-hidden">Line total </span>
        {formatRupees(line.line_total)}
      </p>
      <button
        type="button"
        className="btn btn-link text-danger cart-line__remove"
        onClick={onRemove}
        disabled={busy}
        aria-label={`Remove ${line.product_name}`}
      >
        Remove
      </button>
    </li>
  );
}
