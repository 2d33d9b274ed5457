import type { MessageResponse, ResetPasswordBody } from '@suraksha/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Trans, useTranslation } from '../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { AuthCard, useLoginCrumb } from '../features/auth/auth-card.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useNewPasswordFields } from '../features/auth/password-fields.ts';
import type { Route } from './+types/forget-password';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('auth.forgot.metaTitle'));

/** Two steps: ask for a code by e-mail, then set a new password with it. */
export default function ForgetPassword() {
  const api = useStoreApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const loginCrumb = useLoginCrumb();
  const { newPassword, confirmPassword } = useNewPasswordFields();
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
    navigate(href('/login'), { replace: true });
  }

  if (email === null) {
    return (
      <AuthCard title={t('auth.forgot.title')} parents={[loginCrumb]} lead={t('auth.forgot.lead')}>
        <form onSubmit={askForCode} noValidate>
          <FormField name="email" label={t('auth.forgot.email')} type="email" autoComplete="email" required error={errors.email} />
          <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
            {busy && <SmallSpinner />} {t('auth.forgot.sendCode')}
          </button>
        </form>
        <div className="auth-links">
          <p>
            {t('auth.forgot.remembered')} <Link to={href('/login')}>{t('auth.forgot.login')}</Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot.resetTitle')}
      parents={[loginCrumb]}
      crumb={t('auth.forgot.title')}
      lead={<Trans i18nKey="auth.forgot.resetLead" values={{ email }} components={{ strong: <strong /> }} />}
    >
      <form onSubmit={resetPassword} noValidate>
        <FormField
          name="code"
          label={t('auth.forgot.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]{6}"
          required
          error={errors.code ?? errors.email}
        />
        <FormField {...newPassword} error={errors.password} />
        <FormField {...confirmPassword} error={errors.password_confirmation} />
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy}>
          {busy && <SmallSpinner />} {t('auth.forgot.submit')}
        </button>
      </form>
      <div className="auth-links">
        <button type="button" className="btn btn-link" onClick={() => setEmail(null)}>
          {t('auth.forgot.startAgain')}
        </button>
      </div>
    </AuthCard>
  );
}
