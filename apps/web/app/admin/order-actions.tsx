import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { ORDER_MOVE_MESSAGES, type OrderDetail, type OrderMoveResponse } from '@suraksha/contracts/admin/order-desk';
import { CANCEL_REASON_MAX } from '@suraksha/contracts/order-messages';
import { type OrderStatus, isFinalStatus } from '@suraksha/domain/order-status';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { TextAreaField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useStaffSession } from './staff-session.tsx';

const CANCEL_WORDS = {
  action: 'Cancel order',
  form: 'Cancel the order',
  reason: 'Reason for cancelling',
  effect: 'Stock goes back, the wallet amount returns to the customer, and the coupon is released.',
};
const RETURN_WORDS = {
  action: 'Return order',
  form: 'Return the order',
  reason: 'Reason for the return',
  effect: 'The goods come back into stock, the wallet amount returns to the customer, and a credit note reverses the tax invoice.',
};

interface Props {
  order: OrderDetail;
  /** The fresh order the server answers a move with. */
  onMoved: (order: OrderDetail) => void;
}

/**
 * The moves this staff member may make now: one button per status in `order.next` (the server has
 * already narrowed the transition table by role), and a cancel that asks why first. The server's
 * message comes as a toast; its refusals come as toasts and under the reason.
 */
export function OrderActions({ order, onMoved }: Props) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const forward = order.next.filter((status) => status !== 'Cancelled');
  const canCancel = order.next.includes('Cancelled');
  // Cancelling a delivered order takes the goods back (decision 0122): staff call that a return.
  const words = order.status === 'Delivered' ? RETURN_WORDS : CANCEL_WORDS;

  async function move(to: OrderStatus, reason?: string): Promise<OrderMoveResponse | null> {
    setBusy(to);
    const moved = await sendWithToasts(
      'order move',
      () => api.orders.move(order.order_number, reason === undefined ? { to } : { to, reason }),
      ['reason', 'to'],
      setErrors,
    );
    setBusy(null);
    if (moved) onMoved(moved.order);
    return moved;
  }

  /** Refuses here what the server would refuse anyway (an empty or too long reason), so nothing is sent. */
  function refuse(message: string) {
    setErrors({ reason: message });
    toast.error(message, { id: message });
  }

  async function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason === '') return refuse(ORDER_MOVE_MESSAGES.reasonRequired);
    if (reason.length > CANCEL_REASON_MAX) return refuse(ORDER_MOVE_MESSAGES.reasonTooLong);
    if (await move('Cancelled', reason)) setCancelling(false);
  }

  if (order.next.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        {isFinalStatus(order.status) ? `No more moves: the order is ${order.status}.` : `Your role makes no move from ${order.status}.`}
      </p>
    );
  }
  return (
    <div className="admin-order__actions">
      <div className="d-flex flex-wrap gap-2">
        {forward.map((status) => (
          <button key={status} type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void move(status)}>
            {busy === status && <SmallSpinner />} Move to {status}
          </button>
        ))}
        {canCancel && !cancelling && (
          <button type="button" className="btn btn-outline-danger" disabled={busy !== null} onClick={() => setCancelling(true)}>
            {words.action}
          </button>
        )}
      </div>
      {canCancel && cancelling && (
        <form ref={formRef} onSubmit={cancel} noValidate aria-label={words.form} className="admin-order__cancel mt-3">
          <p className="small mb-2">{words.effect}</p>
          <TextAreaField
            name="reason"
            idPrefix="cancel-order"
            label={words.reason}
            mark="required"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            error={errors.reason}
          />
          <div className="d-flex gap-2 mt-2">
            <button type="submit" className="btn btn-danger" disabled={busy !== null}>
              {busy === 'Cancelled' && <SmallSpinner />} {words.action}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy !== null}
              onClick={() => {
                setCancelling(false);
                setErrors({});
              }}
            >
              Keep order
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
