import type { SellerInformation, SellerInformationBody } from '@suraksha/contracts/seller-information';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { type FormEvent, useRef } from 'react';
import type { FieldErrors } from '../lib/send-with-toasts.ts';
import { textValuesOf } from '../lib/submit-form.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';

const TEXT_FIELDS = [
  'business_name',
  'address',
  'phone',
  'email',
  'pan_vat_number',
  'company_registration_number',
  'commerce_registration_number',
  'grievance_officer_name',
  'grievance_officer_phone',
  'grievance_officer_email',
  'return_policy_page',
  'warranty_page',
  'delivery_page',
] as const;
/** Every field, in the order the owner reads them: a refusal's messages come in this order too. */
export const SELLER_INFORMATION_FIELDS = [...TEXT_FIELDS, 'prices_include_vat'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
const LABELS: Record<TextField, string> = {
  business_name: 'Business name (as registered)',
  address: 'Registered address',
  phone: 'Phone',
  email: 'E-mail',
  pan_vat_number: 'PAN/VAT number',
  company_registration_number: 'Company registration no. (Office of the Company Registrar)',
  commerce_registration_number: 'Registration no. with the Department of Commerce, Supplies and Consumer Protection',
  grievance_officer_name: "Grievance officer's name",
  grievance_officer_phone: "Grievance officer's phone",
  grievance_officer_email: "Grievance officer's e-mail",
  return_policy_page: 'Return and refund policy page',
  warranty_page: 'Warranty terms page',
  delivery_page: 'Delivery times page',
};
const PAGE_HINT = 'The page’s address after /pages/, e.g. warranty-policy.';
const HINTS: Partial<Record<TextField, string>> = {
  phone: 'A Nepali mobile or landline number.',
  grievance_officer_phone: 'A Nepali mobile or landline number.',
  pan_vat_number: 'The 9 digits Inland Revenue issued.',
  return_policy_page: PAGE_HINT,
  warranty_page: PAGE_HINT,
  delivery_page: PAGE_HINT,
};
const PHONES: readonly TextField[] = ['phone', 'grievance_officer_phone'];
/** What the switch does (decision 0131): orders already placed keep the way they were priced. */
const PRICES_INCLUDE_VAT_HINT =
  'Ticked: buyers pay the catalogue prices as shown and the invoice takes the VAT out of them. Unticked: the prices are before VAT; the bag, checkout and invoice add 13% VAT on top. Orders already placed keep the way they were priced.';

/**
 * The seller information form (the footer, /pages/seller-information and the tax invoice show it).
 * Every rule is the server's; its message shows under the field it is about.
 */
export function SellerInformationForm({
  seller,
  busy,
  errors,
  onSave,
}: {
  seller: SellerInformation;
  busy: boolean;
  errors: FieldErrors;
  onSave: (body: SellerInformationBody) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave({ ...textValuesOf(form, TEXT_FIELDS), prices_include_vat: form.get('prices_include_vat') === 'on' });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Seller information">
      <div className="row g-3">
        {TEXT_FIELDS.map((name) => (
          <FormField
            key={name}
            className="col-md-6"
            name={name}
            label={LABELS[name]}
            hint={HINTS[name]}
            error={errors[name]}
            idPrefix="seller"
            type={name.endsWith('email') ? 'email' : PHONES.includes(name) ? 'tel' : 'text'}
            defaultValue={PHONES.includes(name) ? formatPhone(seller[name]) : seller[name]}
          />
        ))}
      </div>
      <div className="form-check my-3">
        <input
          className={`form-check-input${errors.prices_include_vat ? ' is-invalid' : ''}`}
          type="checkbox"
          id="seller-prices_include_vat"
          name="prices_include_vat"
          defaultChecked={seller.prices_include_vat}
          aria-describedby="seller-prices_include_vat-hint"
        />
        <label className="form-check-label" htmlFor="seller-prices_include_vat">
          Catalogue prices include 13% VAT
        </label>
        <div id="seller-prices_include_vat-hint" className="form-text">
          {PRICES_INCLUDE_VAT_HINT}
        </div>
        {errors.prices_include_vat && <div className="invalid-feedback d-block">{errors.prices_include_vat}</div>}
      </div>
      <SubmitButton busy={busy} label="Save the seller information" />
    </form>
  );
}
