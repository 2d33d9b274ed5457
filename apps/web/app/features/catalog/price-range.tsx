import { PRICE_SLIDER_MIN, SEARCH_DEFAULT_MAX_PRICE } from '@suraksha/domain/constants';
import { formatRupees } from '../../lib/money.ts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LoginLink } from '../../lib/session/login-link.tsx';

/**
 * Who may move the slider: a customer; a visitor (price bounds are a customer privilege, decision
 * 0012) is offered a sign-in; 'waiting' while the customer's own answer (with the ceiling) loads.
 */
export type PriceAccess = 'customer' | 'visitor' | 'waiting';

/** The visitor's way to a price filter: sign in, then come back to this very search. */
export function LoginToFilterByPrice() {
  const { t } = useTranslation();
  return <LoginLink>{t('catalogue.filters.loginToFilter')}</LoginLink>;
}

interface PriceRangeProps {
  idPrefix: string;
  /** The search's highest price (rupees); 0 while the server sends none. */
  maxAmount: number;
  /** The chosen upper bound from the URL, if any. */
  value: string | undefined;
  access: PriceAccess;
  /** Called when the buyer lets go of the slider (JavaScript only; without it the form's button applies). */
  onCommit?: (form: HTMLFormElement | null) => void;
}

/**
 * SPEC §5: a slider from 0 to maxAmount (200000 while there is none) with its value label always
 * shown. Its ceiling goes along as max_amount, so a slider left at the top filters nothing.
 */
export function PriceRange({ idPrefix, maxAmount, value, access, onCommit }: PriceRangeProps) {
  // Whole rupees, rounded up: step 1 reaches the very top, and the top covers the dearest product.
  const ceiling = maxAmount > 0 ? Math.ceil(maxAmount) : SEARCH_DEFAULT_MAX_PRICE;
  // A visitor's bound is not applied (decision 0012), so the slider does not pretend it is.
  const chosen = value === undefined || access === 'visitor' ? ceiling : Math.min(Math.round(Number(value)), ceiling);
  const { t } = useTranslation();
  const [current, setCurrent] = useState(chosen);
  const id = `${idPrefix}-price`;
  const commit = (event: { currentTarget: HTMLInputElement }) => onCommit?.(event.currentTarget.form);
  return (
    <fieldset className="facet">
      <legend className="facet__heading">{t('catalogue.filters.price')}</legend>
      {access === 'customer' && <input type="hidden" name="max_amount" value={ceiling} />}
      <label htmlFor={id} className="price-range__label">
        {t('catalogue.filters.upTo')} <output htmlFor={id}>{formatRupees(current)}</output>
      </label>
      <input
        id={id}
        type="range"
        className="form-range"
        name="max_price"
        min={PRICE_SLIDER_MIN}
        max={ceiling}
        step={1}
        value={current}
        onChange={(event) => setCurrent(Number(event.currentTarget.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        disabled={access !== 'customer'}
      />
      <div className="price-range__ends" aria-hidden="true">
        <span>{formatRupees(PRICE_SLIDER_MIN)}</span>
        <span>{formatRupees(ceiling)}</span>
      </div>
      {/* One line kept in every state, so the sign-in offer appearing moves nothing below it. */}
      <p className="price-range__note">{access === 'visitor' && <LoginToFilterByPrice />}</p>
    </fieldset>
  );
}
