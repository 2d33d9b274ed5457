import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import { FORM_RESULT_DELAY_MS, VERIFICATION_CODE_LENGTH } from '@suraksha/domain/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Trans, useTranslation } from '../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { useMessageText } from '../i18n/use-message-text.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { errorMessageOf, fieldErrorsOf } from '../lib/api-errors.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { FormField } from '../ui/form-field.tsx';
import { EnsureAuthProvider, useAuth } from '../lib/session/auth-provider.tsx';
import { hasLoginFlag } from '../lib/session/session-storage.ts';
import { loginBackTo } from '../lib/session/login-path.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import type { Route } from './+types/email-verify';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('auth.verify.metaTitle'));

const later = (fn: () => void) => window.setTimeout(fn, FORM_RESULT_DELAY_MS);

/** SPEC §2 /email/verify: the 6-digit code, 'Send Again', Continue. */
function EmailVerifyPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (auth.status === 'loading') return;
    if (!hasLoginFlag() || auth.status === 'visitor') navigate(loginBackTo(href('/email/verify')), { replace: true });
    else if (auth.user?.email_verified_at) navigate(href('/dashboard'), { replace: true });
  }, [auth.status, auth.user, navigate, href]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      toast.error(messageText(ACCOUNT_MESSAGES.emptyCode));
      return;
    }
    setBusy(true);
    try {
      const { message } = await auth.customer.profile.verifyEmail({ code: code.trim() });
      // The user is verified now; the dashboard must not send them back here.
      if (auth.user) auth.setUser({ ...auth.user, email_verified_at: new Date().toISOString() });
      navigate(href('/dashboard'), { replace: true });
      later(() => toast.success(message));
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const message = fields.code ?? errorMessageOf(err);
      later(() => {
        setBusy(false);
        toast.error(message);
      });
    }
  }

  async function sendAgain() {
    setResending(true);
    try {
      const { message } = await auth.customer.profile.resendVerification({ email: auth.user?.email });
      toast.success(message);
    } catch (err) {
      toast.error(errorMessageOf(err));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title={t('auth.verify.title')}
      crumb={t('auth.verify.crumb')}
      lead={
        <>
          {auth.user ? (
            <Trans
              i18nKey="auth.verify.sentTo"
              values={{ length: VERIFICATION_CODE_LENGTH, email: auth.user.email }}
              components={{ strong: <strong /> }}
            />
          ) : (
            t('auth.verify.sentToYou', { length: VERIFICATION_CODE_LENGTH })
          )}{' '}
          {t('auth.verify.notGot')}{' '}
          <button type="button" className="btn btn-link send-again" onClick={sendAgain} disabled={resending || auth.status !== 'signed-in'}>
            {t('auth.verify.sendAgain')}
          </button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <FormField
          className="code-input"
          id="verification-code"
          name="code"
          label={t('auth.verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          pattern="[0-9]*"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
        />
        <button type="submit" className="btn btn-primary btn-submit" disabled={busy || auth.status !== 'signed-in'}>
          {busy && <SmallSpinner />} {t('auth.verify.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

export default function EmailVerify() {
  return (
    <EnsureAuthProvider>
      <EmailVerifyPage />
    </EnsureAuthProvider>
  );
}
