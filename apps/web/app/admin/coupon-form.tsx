import { sendWithToasts } from '../lib/send-with-toasts.ts';
import {
  COUPON_ADMIN_MESSAGES,
  COUPON_TITLE_MAX,
  type CouponBody,
  type CouponChangeResponse,
  type CouponDetail,
} from '@suraksha/contracts/admin/coupons';
import { nepalDateTimeInput } from '@suraksha/domain/nepal-time';
import { type FormEvent, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { useStaffSession } from './staff-session.tsx';

const FIELDS = [
  'code',
  'title',
  'kind',
  'value',
  'max_discount',
  'min_order',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
  'public',
] as const;

type Errors = Partial<Record<string, string>>;

/** A number field: empty → null; anything else as typed (NaN stays NaN, for the check below). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body the form's fields make. */
function bodyOf(data: FormData): CouponBody {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    code: text('code'),
    title: text('title'),
    kind: text('kind') === 'percent' ? 'percent' : 'amount',
    value: numberOrNull(text('value')) ?? Number.NaN,
    max_discount: numberOrNull(text('max_discount')),
    min_order: numberOrNull(text('min_order')) ?? 0,
    starts_at: text('starts_at'),
    ends_at: text('ends_at'),
    usage_limit: numberOrNull(text('usage_limit')),
    per_customer_limit: numberOrNull(text('per_customer_limit')),
    public: data.get('public') === 'on',
  };
}

const isLimit = (n: number | null | undefined) => n === null || n === undefined || (Number.isInteger(n) && n >= 1);

/** What the server would refuse anyway, found before sending (the same messages); the server stays the judge. */
export function earlyCouponErrors(body: CouponBody): Errors {
  const errors: Errors = {};
  if (body.title.trim() === '') errors.title = COUPON_ADMIN_MESSAGES.titleRequired;
  if (body.kind === 'percent' && !(Number.isInteger(body.value) && body.value >= 1 && body.value <= 100)) {
    errors.value = COUPON_ADMIN_MESSAGES.percent;
  }
  if (body.kind === 'amount' && !(body.value > 0)) errors.value = COUPON_ADMIN_MESSAGES.amount;
  if (body.max_discount !== null && body.max_discount !== undefined && !(body.max_discount > 0)) {
    errors.max_discount = COUPON_ADMIN_MESSAGES.maxDiscount;
  }
  if (body.min_order !== undefined && !(body.min_order >= 0)) errors.min_order = COUPON_ADMIN_MESSAGES.minOrder;
  if (body.starts_at === '') errors.starts_at = COUPON_ADMIN_MESSAGES.startsAt;
  if (body.ends_at === '') errors.ends_at = COUPON_ADMIN_MESSAGES.endsAt;
  else if (body.starts_at !== '' && body.ends_at <= body.starts_at) errors.ends_at = COUPON_ADMIN_MESSAGES.window;
  if (!isLimit(body.usage_limit)) errors.usage_limit = COUPON_ADMIN_MESSAGES.usageLimit;
  if (!isLimit(body.per_customer_limit)) errors.per_customer_limit = COUPON_ADMIN_MESSAGES.perCustomerLimit;
  return errors;
}

/**
 * A coupon's terms: code (typed, or left empty for a generated one), title, amount or percent,
 * minimum order, validity window in Nepal time, limits, public or private. Without
 * catalogue.prices the fields are read-only and there is no save button.
 */
export function CouponForm({ coupon, onSaved }: { coupon: CouponDetail | null; onSaved: (answer: CouponChangeResponse) => void }) {
  const { api, can } = useStaffSession();
  const editable = can('catalogue.prices');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [kind, setKind] = useState<'amount' | 'percent'>(coupon?.kind ?? 'amount');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(new FormData(event.currentTarget));
    const early = earlyCouponErrors(body);
    if (Object.keys(early).length > 0) {
      setErrors(early);
      return;
    }
    setBusy(true);
    const saved = await sendWithToasts(
      'coupon',
      () => (coupon ? api.coupons.update(coupon.id, body) : api.coupons.create(body)),
      FIELDS,
      setErrors,
    );
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const codeLocked = coupon !== null && !coupon.code_editable;
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={coupon ? 'Coupon terms' : 'New coupon'}>
      <fieldset disabled={!editable} className="row g-3">
        <FormField
          className="col-sm-6"
          name="code"
          idPrefix="coupon"
          label="Code"
          mark={coupon ? undefined : 'optional'}
          defaultValue={coupon?.code ?? ''}
          readOnly={codeLocked}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          hint={
            codeLocked
              ? COUPON_ADMIN_MESSAGES.codeLocked
              : coupon
                ? 'Letters, digits and dashes; spaces are removed and letters become capitals.'
                : 'Leave empty for a readable random code. Spaces are removed and letters become capitals.'
          }
          error={errors.code}
        />
        <FormField
          className="col-sm-6"
          name="title"
          idPrefix="coupon"
          label="Title"
          mark="required"
          defaultValue={coupon?.title ?? ''}
          maxLength={COUPON_TITLE_MAX}
          hint="Shown on the public coupons page."
          error={errors.title}
        />
        <fieldset className="col-sm-4">
          <legend className="form-label fs-6">Discount</legend>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="kind"
              id="coupon-kind-amount"
              value="amount"
              checked={kind === 'amount'}
              onChange={() => setKind('amount')}
            />
            <label className="form-check-label" htmlFor="coupon-kind-amount">
              Amount in rupees
            </label>
          </div>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="kind"
              id="coupon-kind-percent"
              value="percent"
              checked={kind === 'percent'}
              onChange={() => setKind('percent')}
            />
            <label className="form-check-label" htmlFor="coupon-kind-percent">
              Percentage
            </label>
          </div>
        </fieldset>
        <FormField
          className="col-sm-4"
          name="value"
          idPrefix="coupon"
          label={kind === 'percent' ? 'Percent off' : 'Amount off (Rs)'}
          mark="required"
          type="number"
          inputMode="decimal"
          step={kind === 'percent' ? '1' : '0.01'}
          min={kind === 'percent' ? '1' : '0.01'}
          max={kind === 'percent' ? '100' : undefined}
          defaultValue={coupon ? String(coupon.value) : ''}
          error={errors.value}
        />
        <FormField
          className="col-sm-4"
          name="max_discount"
          idPrefix="coupon"
          label="Largest discount (Rs)"
          mark="optional"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          defaultValue={coupon?.max_discount === null || coupon === null ? '' : String(coupon.max_discount)}
          hint="A cap for a percentage; empty for none."
          error={errors.max_discount}
        />
        <FormField
          className="col-sm-4"
          name="min_order"
          idPrefix="coupon"
          label="Minimum order (Rs)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          defaultValue={coupon ? String(coupon.min_order) : '0'}
          error={errors.min_order}
        />
        <FormField
          className="col-sm-4"
          name="starts_at"
          idPrefix="coupon"
          label="Starts (Nepal time)"
          mark="required"
          type="datetime-local"
          defaultValue={coupon ? nepalDateTimeInput(coupon.starts_at) : ''}
          error={errors.starts_at}
        />
        <FormField
          className="col-sm-4"
          name="ends_at"
          idPrefix="coupon"
          label="Ends (Nepal time)"
          mark="required"
          type="datetime-local"
          defaultValue={coupon ? nepalDateTimeInput(coupon.ends_at) : ''}
          error={errors.ends_at}
        />
        <FormField
          className="col-sm-4"
          name="usage_limit"
          idPrefix="coupon"
          label="Total limit"
          mark="optional"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          defaultValue={coupon?.usage_limit === null || coupon === null ? '' : String(coupon.usage_limit)}
          hint="Uses by all customers together; empty for no limit."
          error={errors.usage_limit}
        />
        <FormField
          className="col-sm-4"
          name="per_customer_limit"
          idPrefix="coupon"
          label="Per-customer limit"
          mark="optional"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          defaultValue={coupon?.per_customer_limit === null || coupon === null ? '' : String(coupon.per_customer_limit)}
          hint="Uses by one customer; empty for no limit."
          error={errors.per_customer_limit}
        />
        <div className="col-sm-4 form-check ms-2 align-self-center">
          <input
            className="form-check-input"
            type="checkbox"
            name="public"
            id="coupon-public"
            defaultChecked={coupon?.public ?? true}
            aria-describedby="coupon-public-hint"
          />
          <label className="form-check-label" htmlFor="coupon-public">
            Public
          </label>
          <div id="coupon-public-hint" className="form-text">
            Listed on the public coupons page; a private code works only for those given it.
          </div>
        </div>
      </fieldset>
      {editable && <SubmitButton busy={busy} label={coupon ? 'Save coupon' : 'Create coupon'} className="mt-3" />}
    </form>
  );
}
