import type { CartLine } from '@suraksha/contracts/cart';
import { formatRupees } from '../../lib/money.ts';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { CartSummary } from './cart-summary.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useBag } from './use-bag.ts';
import './cart.css';
import { PageFrame } from '../../ui/page-frame.tsx';
import { loginBackTo } from '../../lib/session/login-path.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';

/** The same placeholder the product cards show for a product without a photo. */
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** The bag (/carts): only for a signed-in customer; the token lives in the browser, so the guard runs there. */
export function CartPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const { bag, busyLine, setQuantity, remove } = useBag();
  const { t } = useTranslation();
  const href = useLocalisedPath();

  useEffect(() => {
    // Back to this very page after signing in, in its language (the sign-in page itself too).
    if (status === 'visitor') navigate(href(loginBackTo(href('/carts'))), { replace: true });
  }, [status, navigate, href]);

  return (
    <PageFrame title={t('bag.title')}>
      {bag === null ? (
        <div className="cart-page__loading" role="status" aria-label={t('bag.loading')}>
          <span className="spinner-border" aria-hidden="true" />
        </div>
      ) : bag.carts.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('bag.empty')}</p>
          <Link to={href('/products')} className="btn btn-outline-primary">
            {t('bag.browseProducts')}
          </Link>
        </div>
      ) : (
        <div className="row g-4">
          <div className="col-lg-8">
            <ul className="cart-lines" aria-label={t('bag.items')}>
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
  const { t } = useTranslation();
  const href = useLocalisedPath()(`/products/${line.product_slug}`);
  const name = line.product_name;
  return (
    <li className="cart-line" data-testid="cart-line" aria-busy={busy}>
      <Link to={href} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <img src={line.image ?? PLACEHOLDER_IMAGE} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className="cart-line__details">
        <Link to={href} className="cart-line__name">
          {name}
        </Link>
        <p className="cart-line__price">
          <span className="visually-hidden">{t('bag.line.unitPrice')} </span>
          {formatRupees(line.price)}
        </p>
      </div>
      <QuantityStepper quantity={line.qty} label={name} disabled={busy} onChange={onQuantity} />
      <p className="cart-line__total" data-testid="line-total">
        <span className="visually-hidden">{t('bag.line.lineTotal')} </span>
        {formatRupees(line.line_total)}
      </p>
      <button
        type="button"
        className="btn btn-link text-danger cart-line__remove"
        onClick={onRemove}
        disabled={busy}
        aria-label={t('bag.line.removeLabel', { name })}
      >
        {t('bag.line.remove')}
      </button>
    </li>
  );
}
