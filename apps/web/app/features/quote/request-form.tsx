import { QUOTE_USER_TYPES } from '@suraksha/contracts/quote-request-messages';
import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid.ts';
import { FormField, SelectField, TextAreaField } from '../../ui/form-field.tsx';
import type { QuoteValues } from './quote-values.ts';
import type { RequestFormState } from './use-request-form.ts';
import './quote.css';

type TextField = Exclude<keyof QuoteValues, 'type'>;

/**
 * The Request Form (SPEC §2, §4, §5): User Type Single → full name, e-mail, phone, address;
 * Company → full name, company name, e-mail, phone, address; the message always. Required fields
 * carry an asterisk; the browser checks nothing (noValidate) — the server answers per field.
 */
export function RequestForm({ form, submitLabel }: { form: RequestFormState; submitLabel?: string }) {
  const { t } = useTranslation();
  const message = useMessageText();
  // The dialog and the page may both hold a Request Form: ids unique per form.
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.errors);
  const company = form.values.type === 'Company';
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }
  // React renders the server's messages as text: HTML a sender typed never becomes markup.
  const fieldError = (error: string | undefined) => (error === undefined ? undefined : message(error));
  const field = (name: TextField) => ({
    idPrefix,
    name,
    value: form.values[name],
    error: fieldError(form.errors[name]),
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
  });
  return (
    <form ref={formRef} className="request-form" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <SelectField
        idPrefix={idPrefix}
        name="type"
        label={t('catalogue.quote.userType')}
        mark="required"
        options={QUOTE_USER_TYPES.map((type) => ({ value: type, label: t(`catalogue.quote.userTypes.${type}`) }))}
        value={form.values.type}
        onChange={(e) => form.change('type', e.target.value)}
      />
      <div className="request-form__grid">
        <FormField {...field('full_name')} mark="required" label={t('catalogue.quote.fullName')} autoComplete="name" />
        {company && (
          <FormField {...field('company_name')} mark="required" label={t('catalogue.quote.companyName')} autoComplete="organization" />
        )}
        <FormField {...field('email_address')} mark="required" label={t('catalogue.quote.email')} type="email" autoComplete="email" />
        <FormField {...field('phone_number')} mark="required" label={t('catalogue.quote.phone')} type="tel" autoComplete="tel" />
        <FormField {...field('address')} mark="required" label={t('catalogue.quote.address')} autoComplete="street-address" />
      </div>
      <TextAreaField {...field('message')} label={t('catalogue.quote.message')} rows={4} />
      <button type="submit" className="btn btn-primary request-form__submit" disabled={form.busy}>
        {form.busy && <span className="spinner-border spinner-border-sm me-2" role="status" aria-label={t('catalogue.quote.sending')} />}
        {submitLabel ?? t('catalogue.quote.submit')}
      </button>
    </form>
  );
}
