import type { ChangePasswordBody } from '@suraksha/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { accountMeta } from '../features/auth/account-meta.ts';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useNewPasswordFields } from '../features/auth/password-fields.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-change-password';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.changePassword.metaTitle'));

/** A new password; the server ends every other sign-in of the account. */
export default function DashboardChangePassword() {
  const { customer } = useAuth();
  const { t } = useTranslation();
  const myAccount = useMyAccountCrumb();
  const { newPassword, confirmPassword } = useNewPasswordFields();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = Object.fromEntries(new FormData(formElement)) as ChangePasswordBody;
    setBusy(true);
    setErrors({});
    try {
      const answer = await customer.profile.changePassword(body);
      toast.success(answer.message);
      formElement.reset();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('account.changePassword.title')} parents={[myAccount]} intro={<p>{t('account.changePassword.intro')}</p>} />
      <form className="dashboard-form" onSubmit={submit} noValidate>
        <FormField
          name="current_password"
          label={t('account.changePassword.current')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <FormField {...newPassword} error={errors.password} />
        <FormField {...confirmPassword} error={errors.password_confirmation} />
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={busy}>
          {busy && <SmallSpinner />} {t('account.changePassword.submit')}
        </button>
      </form>
    </>
  );
}
