import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { WALLET_ADJUST_MESSAGES } from '@suraksha/contracts/admin/wallet';
import { type FormEvent, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { useStaffSession } from './staff-session.tsx';

/**
 * A staff member's wallet credit or debit (wallet.adjust): amount in rupees and a required reason,
 * through the ledger on the server (never below zero, at most the role's limit: the server says).
 * After it, `onAdjusted` fetches the ledger again.
 */
export function CustomerWalletForm({ customerId, onAdjusted }: { customerId: number; onAdjusted: () => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function adjust(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const kind = data.get('kind') === 'debit' ? 'debit' : 'credit';
    const amountText = String(data.get('amount') ?? '').trim();
    const reason = String(data.get('reason') ?? '').trim();
    // Refused here what the server would refuse anyway, so nothing is sent.
    const early: Record<string, string> = {};
    if (!(Number(amountText) > 0)) early.amount = WALLET_ADJUST_MESSAGES.amount;
    if (reason === '') early.reason = WALLET_ADJUST_MESSAGES.reasonRequired;
    if (Object.keys(early).length > 0) {
      setErrors(early);
      return;
    }
    setBusy(true);
    const adjusted = await sendWithToasts(
      'wallet adjustment',
      () => api.customers.adjustWallet(customerId, { kind, amount: Number(amountText), reason }),
      ['kind', 'amount', 'reason'],
      setErrors,
    );
    setBusy(false);
    if (adjusted) {
      form.reset();
      onAdjusted();
    }
  }

  return (
    <form ref={formRef} onSubmit={adjust} noValidate aria-label="Adjust the wallet" className="row g-2 align-items-end">
      <fieldset className="col-sm-3 mb-3">
        <legend className="form-label fs-6">Adjustment</legend>
        <div className="form-check">
          <input className="form-check-input" type="radio" name="kind" id="wallet-kind-credit" value="credit" defaultChecked />
          <label className="form-check-label" htmlFor="wallet-kind-credit">
            Credit
          </label>
        </div>
        <div className="form-check">
          <input className="form-check-input" type="radio" name="kind" id="wallet-kind-debit" value="debit" />
          <label className="form-check-label" htmlFor="wallet-kind-debit">
            Debit
          </label>
        </div>
      </fieldset>
      <FormField
        className="col-sm-3"
        name="amount"
        idPrefix="wallet"
        label="Amount (Rs)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        error={errors.amount}
      />
      <TextAreaField
        className="col-sm-6"
        name="reason"
        idPrefix="wallet"
        label="Reason"
        mark="required"
        rows={2}
        maxLength={300}
        error={errors.reason}
      />
      <div className="col-12">
        <SubmitButton busy={busy} label="Adjust wallet" className="mb-3" />
      </div>
    </form>
  );
}
