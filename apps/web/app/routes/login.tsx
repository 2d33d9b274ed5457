import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
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

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('auth.login.metaTitle'));

function LoginPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth();
  const api = useStoreApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Onwards in the language of this login page: a reader of /ne/login stays in /ne.
  const next = href(safeRedirect(params.get('redirectTo')));

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
      toast.success(t('auth.login.loggedIn'));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <form onSubmit={submit} noValidate>
        <FormField name="email" label={t('auth.login.email')} type="email" autoComplete="email" required error={errors.email} />
        <FormField
          name="password"
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="mb-3 text-end">
          <Link to={href('/forget-password')}>{t('auth.login.forgot')}</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
          {busy && <SmallSpinner />} {t('auth.login.submit')}
        </button>
      </form>
      {loaderData.google && (
        <>
          <div className="auth-divider">{t('auth.login.or')}</div>
          <GoogleButton />
        </>
      )}
      <div className="auth-links">
        <p>
          {t('auth.login.newHere')} <Link to={href('/register')}>{t('auth.login.createAccount')}</Link>
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
