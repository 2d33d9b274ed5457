import { CHECKOUT_LIMITS } from '@suraksha/contracts/checkout-messages';
import type { SavedAddress } from '@suraksha/contracts/saved-address';
import { SAVED_ADDRESS_MESSAGES } from '@suraksha/contracts/saved-address-messages';
import { townOf } from '@suraksha/domain/nepal-address-line';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../../lib/api-errors.ts';
import { type NepalAddress, NO_NEPAL_ADDRESS, NepalAddressSelects } from '../../lib/nepal-address/nepal-address-selects.tsx';
import { savedAddressFields } from '../../lib/nepal-address/saved-address-fields.ts';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { SmallSpinner } from '../../ui/spinner.tsx';

interface Typed {
  place: NepalAddress;
  city: string;
  street: string;
  postal: string;
}

const EMPTY: Typed = { place: NO_NEPAL_ADDRESS, city: '', street: '', postal: '' };

function typedOf(saved: SavedAddress): Typed {
  const { state: province, district, municipality, ward, city, street, postal } = savedAddressFields(saved);
  return { place: { province, district, municipality, ward }, city, street, postal };
}

/**
 * The customer's delivery address on the profile (issue #19, decision 0119): province → district →
 * municipality → ward, city, street and postal code, saved once and offered at every checkout.
 */
export function SavedAddressForm() {
  const { customer } = useAuth();
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    let current = true;
    customer.address
      .get()
      .then((answer) => current && answer.address && setTyped(typedOf(answer.address)))
      .catch((err: unknown) => console.error('Could not load the saved address.', err));
    return () => {
      current = false;
    };
  }, [customer]);

  /** A municipality fills the city unless the customer wrote their own. */
  function choose(place: NepalAddress) {
    setTyped((now) => {
      const autoCity = now.city === '' || (now.place.municipality !== '' && now.city === townOf(now.place.municipality));
      return { ...now, place, city: place.municipality !== '' && autoCity ? townOf(place.municipality) : now.city };
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { place } = typed;
      const answer = await customer.address.save({
        state: place.province,
        district: place.district,
        municipality: place.municipality,
        ward: place.ward,
        city: typed.city,
        street: typed.street,
        postal: typed.postal,
      });
      if (answer.address) setTyped(typedOf(answer.address));
      toast.success(messageText(SAVED_ADDRESS_MESSAGES.saved));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: 'city' | 'street' | 'postal') => ({
    name,
    value: typed[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setTyped((now) => ({ ...now, [name]: e.target.value })),
  });

  return (
    <form className="dashboard-form mt-4" onSubmit={submit} noValidate aria-labelledby="saved-address-title">
      <h2 id="saved-address-title" className="h5">
        {t('account.address.title')}
      </h2>
      <p className="text-muted small">{t('account.address.lead')}</p>
      <NepalAddressSelects
        provinceField={{ name: 'state', label: t('account.address.province') }}
        value={typed.place}
        onChange={choose}
        errors={errors}
      />
      <FormField label={t('account.address.city')} autoComplete="address-level2" maxLength={CHECKOUT_LIMITS.cityMax} {...text('city')} />
      <FormField
        label={t('account.address.street')}
        autoComplete="street-address"
        maxLength={CHECKOUT_LIMITS.streetMax}
        {...text('street')}
      />
      <FormField label={t('account.address.postal')} mark="optional" inputMode="numeric" autoComplete="postal-code" {...text('postal')} />
      <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={busy}>
        {busy && <SmallSpinner />} {t('account.address.save')}
      </button>
    </form>
  );
}
