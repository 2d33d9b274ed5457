import {
  CUSTOMER_MESSAGES,
  type CustomerActionResponse,
  type CustomerDetail,
  DISABLE_REASON_MAX,
} from '@suraksha/contracts/admin/customers';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { submitForm } from '../lib/submit-form.ts';
import { TextAreaField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useStaffSession } from './staff-session.tsx';

type Action = 'disable' | 'enable' | 'verification' | 'password-reset';

/** What each action asks before it is sent: the button, the question, and the button that confirms. */
const ACTIONS: Record<Action, { button: string; question: string; confirm: string; tone: string }> = {
  disable: {
    button: 'Disable account',
    question: 'Disable this account? Every sign-in of it ends at once, and the customer cannot sign in until it is enabled.',
    confirm: 'Disable account',
    tone: 'danger',
  },
  enable: {
    button: 'Enable account',
    question: 'Enable this account? The customer can sign in again.',
    confirm: 'Enable account',
    tone: 'primary',
  },
  verification: {
    button: 'Resend verification',
    question: 'Mail the customer a fresh verification code?',
    confirm: 'Send the code',
    tone: 'primary',
  },
  'password-reset': {
    button: 'Send password reset',
    question: 'Mail the customer a password reset code (the same mail as their own "Forgot password")?',
    confirm: 'Send the reset code',
    tone: 'primary',
  },
};

/**
 * What staff with customers.manage may do to the account: disable (with a reason) or enable, resend
 * the verification code, start a password reset. Each asks first; the server's sentence is shown
 * under the buttons and as a toast, and the page takes the customer the server answers with.
 */
export function CustomerActions({ customer, onChanged }: { customer: CustomerDetail; onChanged: (customer: CustomerDetail) => void }) {
  const { api } = useStaffSession();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();

  const offered: Action[] = [
    customer.disabled_at ? 'enable' : 'disable',
    ...(customer.verified_at ? [] : (['verification'] as const)),
    'password-reset',
  ];

  function send(action: Action, reason: string): Promise<CustomerActionResponse> {
    if (action === 'disable') return api.customers.disable(customer.id, { reason });
    if (action === 'enable') return api.customers.enable(customer.id);
    if (action === 'verification') return api.customers.resendVerification(customer.id);
    return api.customers.startPasswordReset(customer.id);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!asking) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (asking === 'disable' && reason === '') {
      setReasonError(CUSTOMER_MESSAGES.disableReasonRequired);
      return;
    }
    setBusy(true);
    const outcome = await submitForm(() => send(asking, reason), { what: `customer ${asking}`, fields: ['reason'] });
    setBusy(false);
    if (outcome.kind === 'sent') {
      setAsking(null);
      setReasonError(undefined);
      setSaid({ ok: true, text: outcome.sent.message });
      toast.success(outcome.sent.message);
      onChanged(outcome.sent.customer);
      return;
    }
    const message = outcome.kind === 'refused' ? (outcome.messages[0] ?? '') : outcome.message;
    if (outcome.kind === 'refused' && outcome.fields.reason) setReasonError(outcome.fields.reason);
    setSaid({ ok: false, text: message });
    toast.error(message, { id: message });
  }

  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        {offered.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-outline-${ACTIONS[action].tone}`}
            disabled={busy || asking !== null}
            onClick={() => {
              setSaid(null);
              setAsking(action);
            }}
          >
            {ACTIONS[action].button}
          </button>
        ))}
      </div>
      {asking && (
        <form onSubmit={confirm} noValidate aria-label={ACTIONS[asking].button} className="admin-confirm mt-3">
          <p className="mb-2">{ACTIONS[asking].question}</p>
          {asking === 'disable' && (
            <TextAreaField
              name="reason"
              idPrefix="disable-customer"
              label="Reason for disabling"
              mark="required"
              rows={2}
              maxLength={DISABLE_REASON_MAX}
              error={reasonError}
            />
          )}
          <div className="d-flex gap-2 mt-2">
            <button type="submit" className={`btn btn-${ACTIONS[asking].tone}`} disabled={busy}>
              {busy && <SmallSpinner />} {ACTIONS[asking].confirm}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() => {
                setAsking(null);
                setReasonError(undefined);
              }}
            >
              Not now
            </button>
          </div>
        </form>
      )}
      {said && (
        <p className={`mt-3 mb-0 ${said.ok ? 'text-success' : 'text-danger'}`} role="status">
          {said.text}
        </p>
      )}
    </div>
  );
}
