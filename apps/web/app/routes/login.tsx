import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { EnsureAuthProvider, useAuth } from '../lib/session/auth-provider.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField } from '../ui/form-field.tsx';
import { GoogleButton } from '../features/auth/google-button.tsx';
import { safeRedirect } from '../features/auth/safe-redirect.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { loaderApi } from '../lib/api-context.ts';
import type { Route } from './+types/login';

export async function loader({ context }: Route.LoaderArgs) {
  // Without the options the page still works: it simply offers no Google button.
  const options = await loaderApi(context)
    .accounts.options()
    .catch((err: unknown) => {
      console.error('Could not load the sign-in options.', err);
      return null;
    });
  return { google: options?.google ?? false };
}

export const meta: Route.MetaFunction = () => [{ title: 'Login — Suraksha' }, { name: 'robots', content: 'noindex' }];

function LoginPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth();
  const api = useStoreApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const next = safeRedirect(params.get('redirectTo'));

  // Already signed in (or just signed in): on to the dashboard, which checks verification.
  useEffect(() => {
    if (auth.status === 'signed-in') navigate(next, { replace: true });
  }, [auth.status, navigate, next]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const issued = await api.accounts.login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
      await auth.signIn(issued);
      toast.success('You are successfully logged in.');
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Login" lead="Sign in to see prices, your bag, wishlist and orders.">
      <form onSubmit={submit} noValidate>
        <FormField name="email" label="E-mail address" type="email" autoComplete="email" required error={errors.email} />
        <FormField name="password" label="Password" type="password" autoComplete="current-password" required error={errors.password} />
        <div className="mb-3 text-end">
          <Link to="/forget-password">Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
          {busy && <SmallSpinner />} Login
        </button>
      </form>
      {loaderData.google && (
        <>
          <div className="auth-divider">or</div>
          <GoogleButton />
        </>
      )}
      <div className="auth-links">
        <p>
          New to Suraksha? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}

export default function Login(props: Route.ComponentProps) {
  return (
    <EnsureAuthProvider>
      <LoginPage {...props} />
    </EnsureAuthProvider>
  );
}
