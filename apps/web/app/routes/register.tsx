import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@suraksha/contracts/account-messages';
import type { RegisterBody } from '@suraksha/contracts/accounts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { EnsureAuthProvider, useAuth } from '../lib/session/auth-provider.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account — Suraksha' }, { name: 'robots', content: 'noindex' }];

function RegisterPage() {
  const auth = useAuth();
  const api = useStoreApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const registering = useRef(false);

  useEffect(() => {
    if (auth.status === 'signed-in' && !registering.current) navigate('/dashboard', { replace: true });
  }, [auth.status, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as RegisterBody;
    setBusy(true);
    setErrors({});
    registering.current = true;
    try {
      // Register answers one sentence whether or not the address has an account (decision 0083);
      // the password just typed then signs in: a new account goes on to verify its address.
      const { message } = await api.accounts.register(form);
      toast.success(message);
      const issued = await api.accounts.login({ email: form.email, password: form.password }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      });
      if (!issued) {
        // The address had an account with another password: its owner has been mailed how to log in.
        navigate('/login', { replace: true });
        return;
      }
      await auth.signIn(issued);
      navigate('/email/verify', { replace: true });
    } catch (err) {
      registering.current = false;
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create an account" lead="See prices, save a wishlist, order with Cash on Delivery and earn with referrals.">
      <form onSubmit={submit} noValidate>
        <FormField name="name" label="Full name" autoComplete="name" required error={errors.name} />
        <FormField name="email" label="E-mail address" type="email" autoComplete="email" required error={errors.email} />
        <FormField
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="98XXXXXXXX"
          required
          error={errors.phone}
        />
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={errors.password}
          hint="At least 8 characters; a few words together are easy to remember and hard to guess."
        />
        <FormField
          name="password_confirmation"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
        />
        <FormField
          name="referral_code"
          label="Referral code (optional)"
          defaultValue={params.get('ref') ?? ''}
          autoCapitalize="characters"
          error={errors.referral_code}
        />
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
          {busy && <SmallSpinner />} Create account
        </button>
      </form>
      <div className="auth-links">
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </div>
    </AuthCard>
  );
}

export default function Register() {
  return (
    <EnsureAuthProvider>
      <RegisterPage />
    </EnsureAuthProvider>
  );
}
