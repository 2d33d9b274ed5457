import type { OrderDetail } from '@suraksha/contracts/admin/order-desk';
import { TAX_DOCUMENT_MESSAGES } from '@suraksha/contracts/tax-document-messages';
import { type FormEvent, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { useStaffSession } from './staff-session.tsx';

/**
 * The order's tax invoice number and the buyer's PAN (decision 0122). Staff who move orders may set
 * or clear the PAN while the order is Pending Order; after that the invoice has gone out and the PAN
 * is only shown.
 */
export function OrderBuyerPan({ order, onChanged }: { order: OrderDetail; onChanged: (order: OrderDetail) => void }) {
  const { api, can } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const editable = order.status === 'Pending Order' && can('orders.advance');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pan = String(new FormData(event.currentTarget).get('buyer_pan') ?? '');
    setBusy(true);
    const sent = await sendWithToasts('buyer PAN', () => api.orders.setBuyerPan(order.order_number, pan), ['buyer_pan'], setErrors);
    setBusy(false);
    if (sent) onChanged({ ...order, buyer_pan: sent.buyer_pan });
  }

  return (
    <section className="admin-order__box" aria-labelledby="order-tax-title">
      <h2 id="order-tax-title" className="h6">
        Tax invoice
      </h2>
      <p className="mb-1">
        Invoice No.: <span className="font-monospace">{order.invoice_number ?? '-'}</span>
      </p>
      {editable ? (
        <form onSubmit={save} noValidate aria-label="Buyer PAN" className="d-flex flex-wrap gap-2 align-items-end">
          <FormField
            name="buyer_pan"
            idPrefix="order-buyer-pan"
            label={TAX_DOCUMENT_MESSAGES.buyerPanLabel}
            inputMode="numeric"
            maxLength={9}
            defaultValue={order.buyer_pan ?? ''}
            error={errors.buyer_pan}
          />
          <SubmitButton busy={busy} label="Save PAN" />
        </form>
      ) : (
        <p className="mb-0">Buyer PAN: {order.buyer_pan ?? 'none'}</p>
      )}
    </section>
  );
}
