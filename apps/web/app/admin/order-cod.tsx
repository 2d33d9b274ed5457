import { COD_MESSAGES, type OrderDetail } from '@suraksha/contracts/admin/order-desk';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { cashIsCollectable } from '@suraksha/domain/order-status';
import { type FormEvent, useRef, useState } from 'react';
import { formatRupees } from '../lib/money.ts';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { useStaffSession } from './staff-session.tsx';

/**
 * The cash on delivery of one order: what was recorded (how much, by whom, when, why it differs), or,
 * for a role with orders.cod once the order is on its way, the form to record it. The amount starts
 * at the order's total; a different sum needs a note (the server says so too).
 */
export function OrderCod({ order, onRecorded }: { order: OrderDetail; onRecorded: (order: OrderDetail) => void }) {
  const { api, can } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  if (order.cod) {
    return (
      <p className="mb-0" data-testid="cod-recorded">
        {formatRupees(order.cod.amount)} received by {order.cod.by}, {readableTimeInNepal(order.cod.at)}
        {order.cod.note && <span className="d-block small text-body-secondary">{order.cod.note}</span>}
      </p>
    );
  }
  if (!cashIsCollectable(order.status)) return <p className="mb-0 text-body-secondary">{COD_MESSAGES.notYet}</p>;
  // The order is on its way, but this role does not take cash.
  if (!can('orders.cod')) return <p className="mb-0 text-body-secondary">Not recorded yet.</p>;

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number(String(form.get('amount') ?? '').trim());
    const note = String(form.get('note') ?? '').trim();
    setBusy(true);
    const sent = await sendWithToasts(
      'cash on delivery',
      () => api.orders.recordCod(order.order_number, note ? { amount, note } : { amount }),
      ['amount', 'note'],
      setErrors,
    );
    setBusy(false);
    if (sent) onRecorded(sent.order);
  }

  return (
    <form ref={formRef} onSubmit={record} noValidate aria-label="Record the cash received" className="row g-2 align-items-end">
      <FormField
        className="col-sm-4"
        name="amount"
        label="Cash received (Rs)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        defaultValue={String(order.total)}
        error={errors.amount}
      />
      <FormField
        className="col-sm-5"
        name="note"
        label="Note"
        mark="optional"
        maxLength={500}
        hint="Needed when the cash differs from the total."
        error={errors.note}
      />
      <div className="col-sm-3">
        <SubmitButton busy={busy} label="Record cash" className="w-100 mb-3" />
      </div>
    </form>
  );
}
