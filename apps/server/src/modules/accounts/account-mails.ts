import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * The account mails. Plain text only: every mail client shows it, and short lines keep the code
 * on one line in the message source. The code is never put in the subject (lock screens show it).
 */

const signature = 'Suraksha — security products in Nepal';

export function verificationCodeMail(to: { name: string; email: string }, code: string, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    template: 'email-verification',
    subject: 'Verify your e-mail address for Suraksha',
    text: [
      `Namaste ${to.name},`,
      '',
      `Your verification code is ${code}`,
      '',
      'It is valid for 10 minutes. Enter it on the verification page:',
      `${publicUrl}/email/verify`,
      '',
      'If you did not create an account at Suraksha, you can ignore this mail.',
      '',
      signature,
    ].join('\n'),
  };
}

export function passwordResetMail(to: { name: string; email: string }, code: string, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    template: 'password-reset',
    subject: 'Reset your Suraksha password',
    text: [
      `Namaste ${to.name},`,
      '',
      `Your password reset code is ${code}`,
      '',
      'It is valid for 10 minutes. Enter it with your new password at:',
      `${publicUrl}/forget-password`,
      '',
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
      '',
      signature,
    ].join('\n'),
  };
}

/**
 * Sent instead of a verification code when someone registers with an address that already has an
 * account (decision 0083): the register answer cannot say so, this mail tells the only person who
 * should know.
 */
export function registrationAttemptMail(to: { name: string; email: string }, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    template: 'registration-attempt',
    subject: 'Someone tried to register at Suraksha with your e-mail address',
    text: [
      `Namaste ${to.name},`,
      '',
      'Someone just tried to create a Suraksha account with this e-mail address. It already has',
      'an account, so nothing was created and nothing about your account has changed.',
      '',
      'If it was you, log in here:',
      `${publicUrl}/login`,
      '',
      'Forgotten your password? Set a new one here:',
      `${publicUrl}/forget-password`,
      '',
      'If it was not you, you can ignore this mail: nobody can sign in without your password.',
      '',
      signature,
    ].join('\n'),
  };
}

/** Sent when a Google sign-in takes over an account whose e-mail address had never been verified. */
export function googleTakeoverMail(to: { name: string; email: string }, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    template: 'google-linked',
    subject: 'Your Suraksha account now signs in with Google',
    text: [
      `Namaste ${to.name},`,
      '',
      'You signed in to Suraksha with the Google account of this e-mail address.',
      'The account at Suraksha with this address had never been verified, so to keep it safe',
      'we removed the password that had been set on it, signed out every device using it, and',
      'started it afresh: the name, phone, bag, wishlist and referral put in it are gone.',
      '',
      'Keep signing in with Google, or set a new password here:',
      `${publicUrl}/forget-password`,
      '',
      'If you did not just sign in with Google, please reply to this mail.',
      '',
      signature,
    ].join('\n'),
  };
}
