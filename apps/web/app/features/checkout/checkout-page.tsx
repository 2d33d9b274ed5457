import { TAX_DOCUMENT_MESSAGES } from '@suraksha/contracts/tax-document-messages';
import type { CheckoutResponse } from '@suraksha/contracts/checkout';
import { COUNTRY_NEPAL, PAYMENT_CASH_ON_DELIVERY } from '@suraksha/contracts/checkout-messages';
import { formatRupees } from '../../lib/money.ts';
import { townOf } from '@suraksha/domain/nepal-address-line';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { FormField, SelectField } from '../../ui/form-field.tsx';
import { type NepalAddress, NepalAddressSelects } from '../../lib/nepal-address/nepal-address-selects.tsx';
import { OrderSummary } from './order-summary.tsx';
import { type AddressForm, useCheckout } from './use-checkout.ts';
import './checkout.css';
import { PageFrame } from '../../ui/page-frame.tsx';
import { loginBackTo } from '../../lib/session/login-path.ts';

const ORDERS_PAGE = '/dashboard/my-orders';

/**
 * /checkouts (SPEC §2 cart group, §4, §5): a signed-in customer's delivery address, Cash On
 * Delivery, wallet and coupon once each, and the order summary as the server priced it.
 */
export function CheckoutPage({ onPlaced }: { onPlaced?: (answer: CheckoutResponse) => void }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const messageText = useMessageText();
  const checkout = useCheckout((answer) => {
    onPlaced?.(answer);
    navigate(href(ORDERS_PAGE));
  });
  const { status, user, bag, form, setField, setFields, applied, errors, busy, formRef } = checkout;
  const [couponCode, setCouponCode] = useState('');

  useEffect(() => {
    if (status === 'visitor') navigate(href(loginBackTo(href('/checkouts'))), { replace: true });
    // The server takes orders from verified customers only (SPEC §6, decision 0082).
    else if (user && !user.email_verified_at) navigate(href('/email/verify'), { replace: true });
  }, [status, user, navigate, href]);

  /** Checkout sits under the bag in the breadcrumbs. */
  const bagCrumb = { title: t('bag.title'), to: href('/carts') };

  const field = (name: keyof AddressForm) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  /** The selects' choice; a municipality fills the city unless the buyer wrote their own. */
  function chooseAddress(next: NepalAddress) {
    const autoCity = form.city === '' || (form.municipality !== '' && form.city === townOf(form.municipality));
    const city = next.municipality !== '' && autoCity ? townOf(next.municipality) : form.city;
    setFields({ state: next.province, district: next.district, municipality: next.municipality, ward: next.ward, city });
  }

  function placeOrder(e: FormEvent) {
    e.preventDefault();
    void checkout.submit();
  }

  if (bag === null || !user) {
    return (
      <PageFrame title={t('checkout.title')} parents={[bagCrumb]}>
        <div className="checkout-page__loading" role="status" aria-label={t('checkout.loading')}>
          <span className="spinner-border" aria-hidden="true" />
        </div>
      </PageFrame>
    );
  }
  if (bag.carts.length === 0) {
    return (
      <PageFrame title={t('checkout.title')} parents={[bagCrumb]}>
        <div className="checkout-page__empty">
          <p>{t('checkout.empty')}</p>
          <Link to={href('/products')} className="btn btn-outline-primary">
            {t('checkout.browseProducts')}
          </Link>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('checkout.title')} parents={[bagCrumb]}>
      <form ref={formRef} className="row g-4" onSubmit={placeOrder} noValidate>
        <div className="col-lg-7">
          <fieldset className="checkout-card">
            <legend className="checkout-card__title">{t('checkout.delivery.legend')}</legend>
            <div className="row">
              <FormField
                className="col-md-6"
                name="full_name"
                label={t('checkout.delivery.fullName')}
                value={user.name}
                readOnly
                error={errors.full_name}
              />
              <FormField className="col-md-6" name="email" label={t('checkout.delivery.email')} type="email" value={user.email} readOnly />
              <FormField className="col-md-6" label={t('checkout.delivery.company')} autoComplete="organization" {...field('company')} />
              <FormField
                className="col-md-6"
                label={t('checkout.delivery.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                {...field('phone')}
              />
              <FormField
                className="col-md-6"
                label={messageText(TAX_DOCUMENT_MESSAGES.buyerPanLabel)}
                inputMode="numeric"
                maxLength={9}
                {...field('buyer_pan')}
              />
              <NepalAddressSelects
                className="col-md-6"
                provinceField={{ name: 'state', label: t('checkout.address.province') }}
                value={{ province: form.state, district: form.district, municipality: form.municipality, ward: form.ward }}
                onChange={chooseAddress}
                errors={errors}
              />
              <FormField
                className="col-md-6"
                label={t('checkout.delivery.city')}
                autoComplete="address-level2"
                required
                {...field('city')}
              />
              <FormField
                className="col-12"
                label={t('checkout.delivery.street')}
                autoComplete="street-address"
                required
                {...field('street')}
              />
              <SelectField
                className="col-md-6"
                label={t('checkout.delivery.country')}
                options={[{ value: COUNTRY_NEPAL, label: messageText(COUNTRY_NEPAL) }]}
                {...field('country')}
              />
              <FormField
                className="col-md-6"
                label={t('checkout.delivery.postal')}
                inputMode="numeric"
                autoComplete="postal-code"
                {...field('postal')}
              />
            </div>
          </fieldset>
          <fieldset className="checkout-card">
            <legend className="checkout-card__title">{t('checkout.payment')}</legend>
            <div className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name="payment"
                id="payment-cod"
                value={PAYMENT_CASH_ON_DELIVERY}
                checked
                readOnly
              />
              <label className="form-check-label" htmlFor="payment-cod">
                {messageText(PAYMENT_CASH_ON_DELIVERY)}
              </label>
            </div>
            {errors.payment && <p className="text-danger small mb-0">{errors.payment}</p>}
          </fieldset>
        </div>
        <div className="col-lg-5">
          <OrderSummary bag={bag} applied={applied} />
          <div className="checkout-card">
            <label htmlFor="coupon-code" className="form-label">
              {t('checkout.coupon.label')}
            </label>
            <div className="input-group mb-3">
              <input
                id="coupon-code"
                className="form-control"
                value={couponCode}
                onChange={(e) => setCouponCode(e.target.value)}
                autoCapitalize="characters"
                autoComplete="off"
              />
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={busy !== null || couponCode.trim() === ''}
                onClick={() => void checkout.applyCoupon(couponCode)}
              >
                {t('checkout.coupon.apply')}
              </button>
            </div>
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span>
                {t('checkout.wallet.balance')} <strong data-testid="wallet-balance">{formatRupees(user.amount)}</strong>
              </span>
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={busy !== null}
                onClick={() => void checkout.applyWallet()}
              >
                {t('checkout.wallet.apply')}
              </button>
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy !== null} aria-busy={busy === 'submit'}>
            {busy === 'submit' ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
