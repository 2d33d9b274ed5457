import type { MessageResponse, ResetPasswordBody } from '@suraksha/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { AuthCard, LOGIN_CRUMB } from '../features/auth/auth-card.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { CONFIRM_PASSWORD_FIELD, NEW_PASSWORD_FIELD } from '../features/auth/password-fields.ts';
import type { Route } from './+types/forget-password';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password — Suraksha' }, { name: 'robots', content: 'noindex' }];

/** Two steps: ask for a code by e-mail, then set a new password with it. */
export default function ForgetPassword() {
  const api = useStoreApi();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function send(call: () => Promise<MessageResponse>) {
    setBusy(true);
    setErrors({});
    try {
      return await call();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function askForCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('email') ?? '');
    const answer = await send(() => api.accounts.forgotPassword({ email: address }));
    if (!answer) return;
    toast.success(answer.message);
    setEmail(address.trim());
  }

  async function resetPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const answer = await send(() => api.accounts.resetPassword({ ...form, email } as ResetPasswordBody));
    if (!answer) return;
    toast.success(answer.message);
    navigate('/login', { replace: true });
  }

  if (email === null) {
    return (
      <AuthCard
        title="Forgot password"
        parents={[LOGIN_CRUMB]}
        lead="Enter the e-mail address of your account and we will send you a code to set a new password."
      >
        <form onSubmit={askForCode} noValidate>
          <FormField name="email" label="E-mail address" type="email" autoComplete="email" required error={errors.email} />
          <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
            {busy && <SmallSpinner />} Send code
          </button>
        </form>
        <div className="auth-links">
          <p>
            Remembered it? <Link to="/login">Login</Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      parents={[LOGIN_CRUMB]}
      crumb="Forgot password"
      lead={
        <>
          Enter the 6-digit code we sent to <strong>{email}</strong> and choose a new password.
        </>
      }
    >
      <form onSubmit={resetPassword} noValidate>
        <FormField
          name="code"
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]{6}"
          required
          error={errors.code ?? errors.email}
        />
        <FormField {...NEW_PASSWORD_FIELD} error={errors.password} />
        <FormField {...CONFIRM_PASSWORD_FIELD} error={errors.password_confirmation} />
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
          {busy && <SmallSpinner />} Set new password
        </button>
      </form>
      <div className="auth-links">
        <button type="button" className="btn btn-link" onClick={() => setEmail(null)}>
          Use another e-mail address or send a new code
        </button>
      </div>
    </AuthCard>
  );
}
