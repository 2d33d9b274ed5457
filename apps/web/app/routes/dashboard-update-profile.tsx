import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { accountMeta } from '../features/auth/account-meta.ts';
import { type FieldErrors, fieldErrorsOf, toastApiError } from '../lib/api-errors.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { FormField } from '../ui/form-field.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import { SavedAddressForm } from '../features/auth/saved-address-form.tsx';
import type { Route } from './+types/dashboard-update-profile';
import { formatPhone } from '@suraksha/domain/nepal-phone';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.updateProfile.metaTitle'));

export default function DashboardUpdateProfile() {
  const { user, customer, setUser } = useAuth();
  const { t } = useTranslation();
  const myAccount = useMyAccountCrumb();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  if (!user) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const answer = await customer.profile.update({ name: String(form.get('name') ?? ''), phone: String(form.get('phone') ?? '') });
      setUser(answer.user);
      toast.success(answer.message);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toastApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('account.updateProfile.title')} parents={[myAccount]} />
      <form className="dashboard-form" onSubmit={submit} noValidate>
        <FormField
          name="name"
          label={t('account.updateProfile.name')}
          autoComplete="name"
          defaultValue={user.name}
          required
          error={errors.name}
        />
        <FormField
          name="phone"
          label={t('account.updateProfile.phone')}
          type="tel"
          autoComplete="tel"
          defaultValue={user.phone ? formatPhone(user.phone) : ''}
          required
          error={errors.phone}
        />
        <FormField
          name="email"
          label={t('account.updateProfile.email')}
          type="email"
          value={user.email}
          readOnly
          disabled
          hint={t('account.updateProfile.emailHint')}
        />
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={busy}>
          {busy && <SmallSpinner />} {t('account.updateProfile.save')}
        </button>
      </form>
      <SavedAddressForm />
    </>
  );
}
