import { DEFAULT_LANGUAGE, type Language, localisedPath } from '@suraksha/domain/site-languages';
import { mailText } from '../mail/mail-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * The account mails, in the account's language (decision 0129): a Nepali mail's links open the
 * Nepali pages. Plain text only: every mail client shows it, and short lines keep the code on one
 * line in the message source. The code is never put in the subject (lock screens show it).
 */

type Addressee = { name: string; email: string; language?: Language | undefined };

/** The texts of a mail to `to` and its links, both in their language. */
function writerFor(to: Addressee, publicUrl: string) {
  const language = to.language ?? DEFAULT_LANGUAGE;
  return { t: mailText(language), link: (path: string) => `${publicUrl}${localisedPath(path, language)}` };
}

export function verificationCodeMail(to: Addressee, code: string, publicUrl: string): OutgoingMail {
  const { t, link } = writerFor(to, publicUrl);
  return {
    to: to.email,
    template: 'email-verification',
    subject: t('verification.subject'),
    text: [
      t('greeting', { name: to.name }),
      '',
      t('verification.code', { code }),
      '',
      t('verification.where'),
      link('/email/verify'),
      '',
      t('verification.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}

export function passwordResetMail(to: Addressee, code: string, publicUrl: string): OutgoingMail {
  const { t, link } = writerFor(to, publicUrl);
  return {
    to: to.email,
    template: 'password-reset',
    subject: t('passwordReset.subject'),
    text: [
      t('greeting', { name: to.name }),
      '',
      t('passwordReset.code', { code }),
      '',
      t('passwordReset.where'),
      link('/forget-password'),
      '',
      t('passwordReset.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/**
 * Sent instead of a verification code when someone registers with an address that already has an
 * account (decision 0083): the register answer cannot say so, this mail tells the only person who
 * should know.
 */
export function registrationAttemptMail(to: Addressee, publicUrl: string): OutgoingMail {
  const { t, link } = writerFor(to, publicUrl);
  return {
    to: to.email,
    template: 'registration-attempt',
    subject: t('registrationAttempt.subject'),
    text: [
      t('greeting', { name: to.name }),
      '',
      t('registrationAttempt.what'),
      '',
      t('registrationAttempt.login'),
      link('/login'),
      '',
      t('registrationAttempt.forgotten'),
      link('/forget-password'),
      '',
      t('registrationAttempt.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** Sent when a Google sign-in takes over an account whose e-mail address had never been verified. */
export function googleTakeoverMail(to: Addressee, publicUrl: string): OutgoingMail {
  const { t, link } = writerFor(to, publicUrl);
  return {
    to: to.email,
    template: 'google-linked',
    subject: t('googleLinked.subject'),
    text: [
      t('greeting', { name: to.name }),
      '',
      t('googleLinked.what'),
      '',
      t('googleLinked.setPassword'),
      link('/forget-password'),
      '',
      t('googleLinked.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}
