import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../account-messages.ts';
import { accountEmail } from '../accounts.ts';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';

/**
 * The back office's sign-in calls (/api/admin/auth/*, decision 0090). The session is an httpOnly
 * cookie: no answer here carries a token. Unknown keys are stripped (no mass assignment).
 */

export const STAFF_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** A TOTP code: 6 digits (spaces allowed, as apps show "123 456"). */
export const totpCode = text(STAFF_CODE_MESSAGE)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, STAFF_CODE_MESSAGE));

/** An optional field of the sign-in form: left empty, it was not given. */
const blankIsAbsent = (v: string) => (v === '' ? undefined : v);

export const staffLoginBody = z.object({
  email: accountEmail,
  password: text('Please enter your password.')
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH * 4, 'The password is too long.'),
  /** The authenticator's code; left out (or empty) at the first sign-in, which starts the enrolment. */
  code: text(STAFF_CODE_MESSAGE)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^([0-9]{6})?$/, STAFF_CODE_MESSAGE))
    .transform(blankIsAbsent)
    .optional(),
  /** Instead of a code, one of the ten recovery codes (each works once). */
  recovery_code: text('Enter one of your recovery codes.')
    .trim()
    .max(40, 'That is not a recovery code.')
    .transform(blankIsAbsent)
    .optional(),
});
export type StaffLoginBody = z.input<typeof staffLoginBody>;

export const staffEnrolBody = z.object({ code: totpCode });
export type StaffEnrolBody = z.input<typeof staffEnrolBody>;

/** The signed-in staff member and everything their role may do (the screens hide the rest). */
export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffSignedInResponse = z.object({ result: resultSuccess, status: z.literal('signed_in'), staff: staffMember });

/** A first sign-in: scan the URI (as a QR code) or type the secret, then confirm with POST /admin/auth/enrol. */
export const staffEnrolmentResponse = z.object({
  result: resultSuccess,
  status: z.literal('enrol'),
  otpauth_uri: z.string(),
  secret: z.string(),
});

export const staffLoginResponse = z.discriminatedUnion('status', [staffSignedInResponse, staffEnrolmentResponse]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** Signed in; the ten recovery codes are shown this once and never again. */
export const staffEnrolResponse = staffSignedInResponse.extend({ recovery_codes: z.array(z.string()) });
export type StaffEnrolResponse = z.infer<typeof staffEnrolResponse>;

export const staffMeResponse = z.object({ result: resultSuccess, staff: staffMember });
export type StaffMeResponse = z.infer<typeof staffMeResponse>;

export const staffLogoutResponse = z.object({ result: resultSuccess, message: z.string() });
