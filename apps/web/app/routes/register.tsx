import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@suraksha/contracts/account-messages';
import type { RegisterBody } from '@suraksha/contracts/accounts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { ApiError } from '../lib/api-client.ts';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { EnsureAuthProvider, useAuth } from '../lib/session/auth-provider.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('auth.register.metaTitle'));

function RegisterPage() {
  const auth = useAuth();
  const api = useStoreApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const registering = useRef(false);

  useEffect(() => {
    if (auth.status === 'signed-in' && !registering.current) navigate(href('/dashboard'), { replace: true });
  }, [auth.status, navigate, href]);

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
        navigate(href('/login'), { replace: true });
        return;
      }
      await auth.signIn(issued);
      navigate(href('/email/verify'), { replace: true });
    } catch (err) {
      registering.current = false;
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.register.title')} lead={t('auth.register.lead')}>
      <form onSubmit={submit} noValidate>
        <FormField name="name" label={t('auth.register.name')} autoComplete="name" required error={errors.name} />
        <FormField name="email" label={t('auth.register.email')} type="email" autoComplete="email" required error={errors.email} />
        <FormField
          name="phone"
          label={t('auth.register.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="98XXXXXXXX"
          required
          error={errors.phone}
        />
        <FormField
          name="password"
          label={t('auth.register.password')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={errors.password}
          hint={t('auth.register.passwordHint')}
        />
        <FormField
          name="password_confirmation"
          label={t('auth.register.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
        />
        <FormField
          name="referral_code"
          label={t('auth.register.referralCode')}
          defaultValue={params.get('ref') ?? ''}
          autoCapitalize="characters"
          error={errors.referral_code}
        />
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
          {busy && <SmallSpinner />} {t('auth.register.submit')}
        </button>
      </form>
      <div className="auth-links">
        <p>
          {t('auth.register.haveAccount')} <Link to={href('/login')}>{t('auth.register.login')}</Link>
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
