import { CANCEL_REASON_MAX } from '@suraksha/contracts/order-messages';
import type { CancelOrderResponse } from '@suraksha/contracts/orders';
import { customerCanCancel } from '@suraksha/domain/order-status';
import { useEffect, useEffectEvent, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { useFormSubmission } from '../../lib/use-form-submission.ts';
import { TextAreaField } from '../../ui/form-field.tsx';
import { SmallSpinner } from '../../ui/spinner.tsx';
import '../../styles/storefront-overlays.css';

interface Props {
  orderNumber: string;
  status: string;
  /** The order's status once the shop has cancelled it ('Cancelled'). */
  onCancelled: (status: string) => void;
}

/**
 * The customer's own cancel (docs/decisions/0065): a button while the order may still be
 * cancelled, opening a dialog that asks why and confirms. The server judges the reason and
 * whether the order can still go; its answers come as toasts and under the field.
 */
export function CancelOrder({ orderNumber, status, onCancelled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!customerCanCancel(status)) return null;
  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {t('account.cancel.button')}
      </button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby="cancel-order-title" centered>
        <Modal.Header closeButton>
          <Modal.Title id="cancel-order-title">{t('account.cancel.title', { order: orderNumber })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <CancelForm
            orderNumber={orderNumber}
            onKeep={() => setOpen(false)}
            onCancelled={(cancelled) => {
              setOpen(false);
              onCancelled(cancelled.status);
            }}
          />
        </Modal.Body>
      </Modal>
    </>
  );
}

/** Mounted while the dialog is open: a reopened dialog starts with an empty reason. */
function CancelForm({
  orderNumber,
  onKeep,
  onCancelled,
}: {
  orderNumber: string;
  onKeep: () => void;
  onCancelled: (cancelled: CancelOrderResponse) => void;
}) {
  const { customer } = useAuth();
  const { t } = useTranslation();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => customer.myOrders.cancel(orderNumber, { reason: String(data.get('reason') ?? '') }),
    what: 'order cancel',
    fields: ['reason'],
  });
  // Once per answer, whatever the parent passes on its next render.
  const reportCancelled = useEffectEvent((cancelled: CancelOrderResponse) => onCancelled(cancelled));
  useEffect(() => {
    if (sent) reportCancelled(sent);
  }, [sent]);
  return (
    <form {...form} aria-busy={busy}>
      <p>{t('account.cancel.lead')}</p>
      <TextAreaField
        name="reason"
        idPrefix="cancel-order"
        label={t('account.cancel.reason')}
        mark="required"
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        error={errors.reason}
      />
      <div className="d-flex gap-2 justify-content-end mt-3">
        <button type="button" className="btn btn-outline-secondary" onClick={onKeep} disabled={busy}>
          {t('account.cancel.keep')}
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? <SmallSpinner /> : null} {t('account.cancel.submit')}
        </button>
      </div>
    </form>
  );
}
