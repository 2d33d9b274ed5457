// What the accounts API and screens say, exactly (SPEC §8). No zod here, so the browser can import
// these texts without the schema library.

export const ACCOUNT_MESSAGES = {
  resendSuccess: 'A fresh verification code has been sent to your email address.',
  verified: 'Your e-mail address has been verified.',
  emptyCode: 'Please enter your verification code.',
  logout: 'You are successfully logout',
  passwordMismatch: 'The password confirmation does not match.',
  forgotSent: 'If an account exists for that e-mail address, we have sent it a code to reset the password.',
  passwordReset: 'Your password has been reset. Please log in with the new password.',
  passwordChanged: 'Your password has been changed.',
  profileUpdated: 'Your profile has been updated.',
  /** Register's one answer, for a new address and a taken one alike (decision 0083). */
  registered: 'Please check your e-mail to continue: we have sent a message to this address.',
  /** A customer call an unverified account may not make yet (403; decision 0082). */
  verifyFirst: 'Please verify your e-mail address first: enter the 6-digit code we sent to it.',
  /** Sign-in (password or Google) of an account the shop has disabled (decision 0094). */
  accountDisabled: 'This account has been disabled. Please contact the shop.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; argon2 hashes the whole of it (nothing is truncated). */
export const PASSWORD_MAX_LENGTH = 128;
