import { QUOTE_USER_TYPES } from '@suraksha/contracts/quote-request-messages';
import { type FormEvent, useId } from 'react';
import type { QuoteValues } from './send-quote-request.ts';
import type { RequestFormState } from './use-request-form.ts';
import './quote.css';

interface FieldProps {
  form: RequestFormState;
  name: Exclude<keyof QuoteValues, 'type'>;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
}

function Field({ form, name, label, required = false, type = 'text', multiline = false, autoComplete }: FieldProps) {
  const id = `${useId()}-${name}`;
  const error = form.errors[name];
  const common = {
    id,
    name,
    className: `form-control${error ? ' is-invalid' : ''}`,
    value: form.values[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="request-form__field">
      <label htmlFor={id} className="form-label">
        {label}
        {required && <RequiredMark />}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => form.change(name, e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => form.change(name, e.target.value)} />
      )}
      {/* React renders the server's message as text: HTML a sender typed never becomes markup. */}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

function RequiredMark() {
  return (
    <span className="request-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/**
 * The Request Form (SPEC §2, §4, §5): User Type Single → full name, e-mail, phone, address;
 * Company → full name, company name, e-mail, phone, address; the message always. Required fields
 * carry an asterisk; the browser checks nothing (noValidate) — the server answers per field.
 */
export function RequestForm({ form, submitLabel = 'Submit' }: { form: RequestFormState; submitLabel?: string }) {
  const typeId = `${useId()}-type`;
  const company = form.values.type === 'Company';
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }
  return (
    <form className="request-form" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <div className="request-form__field">
        <label htmlFor={typeId} className="form-label">
          User Type
          <RequiredMark />
        </label>
        <select id={typeId} name="type" className="form-select" value={form.values.type} onChange={(e) => form.change('type', e.target.value)}>
          {QUOTE_USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="request-form__grid">
        <Field form={form} name="full_name" label="Full Name" required autoComplete="name" />
        {company && <Field form={form} name="company_name" label="Company Name" required autoComplete="organization" />}
        <Field form={form} name="email_address" label="E-mail" type="email" required autoComplete="email" />
        <Field form={form} name="phone_number" label="Phone" type="tel" required autoComplete="tel" />
        <Field form={form} name="address" label="Address" required autoComplete="street-address" />
      </div>
      <Field form={form} name="message" label="Message" multiline />
      <button type="submit" className="btn btn-primary request-form__submit" disabled={form.busy}>
        {form.busy && <span className="spinner-border spinner-border-sm me-2" role="status" aria-label="Sending" />}
        {submitLabel}
      </button>
    </form>
  );
}
