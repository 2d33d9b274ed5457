import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@suraksha/contracts/account-messages';

// A new password and its confirmation, as the reset and change-password forms ask for them, with the
// bounds the server holds a password to.

export const NEW_PASSWORD_FIELD = {
  name: 'password',
  label: 'New password',
  type: 'password',
  autoComplete: 'new-password',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  required: true,
} as const;

export const CONFIRM_PASSWORD_FIELD = {
  name: 'password_confirmation',
  label: 'Confirm new password',
  type: 'password',
  autoComplete: 'new-password',
  required: true,
} as const;
