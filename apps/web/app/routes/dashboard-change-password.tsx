import type { ChangePasswordBody } from '@suraksha/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { CONFIRM_PASSWORD_FIELD, NEW_PASSWORD_FIELD } from '../features/auth/password-fields.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-change-password';

export const meta: Route.MetaFunction = () => [{ title: 'Change password — Suraksha' }, { name: 'robots', content: 'noindex' }];

/** A new password; the server ends every other sign-in of the account. */
export default function DashboardChangePassword() {
  const { customer } = useAuth();
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
      <PageHeader
        title="Change password"
        parents={[MY_ACCOUNT_CRUMB]}
        intro={<p>Changing the password signs you out on every other device.</p>}
      />
      <form className="dashboard-form" onSubmit={submit} noValidate>
        <FormField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <FormField {...NEW_PASSWORD_FIELD} error={errors.password} />
        <FormField {...CONFIRM_PASSWORD_FIELD} error={errors.password_confirmation} />
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={busy}>
          {busy && <SmallSpinner />} Change password
        </button>
      </form>
    </>
  );
}
