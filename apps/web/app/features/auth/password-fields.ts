import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@suraksha/contracts/account-messages';
import { useTranslation } from '../../i18n/react.tsx';

// A new password and its confirmation, as the reset and change-password forms ask for them, with the
// bounds the server holds a password to.

const NEW_PASSWORD_FIELD = {
  name: 'password',
  type: 'password',
  autoComplete: 'new-password',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  required: true,
} as const;

const CONFIRM_PASSWORD_FIELD = {
  name: 'password_confirmation',
  type: 'password',
  autoComplete: 'new-password',
  required: true,
} as const;

/** Both fields, labelled in the page's language. */
export function useNewPasswordFields() {
  const { t } = useTranslation();
  return {
    newPassword: { ...NEW_PASSWORD_FIELD, label: t('auth.password.new') },
    confirmPassword: { ...CONFIRM_PASSWORD_FIELD, label: t('auth.password.confirm') },
  };
}
