import { z } from 'zod';
import { text } from './text.ts';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-messages.ts';

/**
 * Accounts (SPEC §2 auth routes, §3 User, §7 profile, callback and verification calls).
 * Request objects strip unknown keys: role, email_verified_at, amount or referral_code sent
 * where they do not belong are ignored (no mass assignment).
 */

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const accountEmail = text('Please enter your e-mail address.')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'The e-mail address is too long.')
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }));

/** A new password: 8–128 characters, never trimmed or truncated. Common passwords are refused by the server. */
export const newPassword = text('Please enter a password.')
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A password being checked: only bounded, so a megabyte string never reaches argon2. */
const givenPassword = text('Please enter your password.')
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX_LENGTH * 4, 'The password is too long.');

export const personName = text('Please enter your name.')
  .trim()
  .min(1, 'Please enter your name.')
  .max(NAME_MAX_LENGTH, `The name must be at most ${NAME_MAX_LENGTH} characters.`);

/** Nepali mobiles (98XXXXXXXX) and landlines with area codes; spaces, dashes and a leading + allowed. */
export const phoneNumber = text('Please enter your phone number.')
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Please enter a valid phone number.');

export const verificationCode = text(ACCOUNT_MESSAGES.emptyCode)
  .trim()
  .min(1, ACCOUNT_MESSAGES.emptyCode)
  .regex(/^[0-9]{6}$/, 'The verification code is 6 digits.');

const confirmed = <T extends { password: string; password_confirmation: string }>(body: T) => body.password === body.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: ACCOUNT_MESSAGES.passwordMismatch };

export const registerBody = z
  .object({
    name: personName,
    email: accountEmail,
    phone: phoneNumber,
    password: newPassword,
    password_confirmation: text('Please confirm the password.').max(PASSWORD_MAX_LENGTH * 4),
    referral_code: text('This referral code is not valid.')
      .trim()
      .max(32, 'This referral code is not valid.')
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .refine(confirmed, mismatch);
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({ email: accountEmail, password: givenPassword });
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: accountEmail });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    email: accountEmail,
    code: verificationCode,
    password: newPassword,
    password_confirmation: text('Please confirm the password.').max(PASSWORD_MAX_LENGTH * 4),
  })
  .refine(confirmed, mismatch);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    current_password: givenPassword,
    password: newPassword,
    password_confirmation: text('Please confirm the password.').max(PASSWORD_MAX_LENGTH * 4),
  })
  .refine(confirmed, mismatch);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const updateProfileBody = z.object({ name: personName, phone: phoneNumber });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** SPEC §7 sends the e-mail; a signed-in caller's own address is used whatever is sent. */
export const resendVerificationBody = z.object({ email: accountEmail.optional() });
export type ResendVerificationBody = z.input<typeof resendVerificationBody>;
export const verifyEmailBody = z.object({ code: verificationCode });
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;

/** SPEC §3 User, as GET /api/customer/profile shows it. */
export const accountUser = z.object({
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable().describe('ISO timestamp; null until the e-mail address is verified'),
  amount: rupees.describe('Wallet balance in rupees'),
  referral_code: z.string(),
  phone: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUser>;

export const tokenFields = {
  access_token: z.string().describe('Opaque bearer token'),
  expires_in: z.number().int().describe('Seconds until the token expires'),
};

export const loginResponse = z.object({ result: resultSuccess, ...tokenFields });
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /api/auth/callback (SPEC §7: access_token, expires_in). */
export const googleCallbackResponse = z.object({ result: resultSuccess, ...tokenFields });
export type GoogleCallbackResponse = z.infer<typeof googleCallbackResponse>;

export const profileResponse = z.object({ result: resultSuccess, user: accountUser });
export type ProfileResponse = z.infer<typeof profileResponse>;

export const updateProfileResponse = z.object({ result: resultSuccess, message: z.string(), user: accountUser });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/** Success of an action whose only news is a sentence (verification, reset, logout…). */
export const messageResponse = z.object({ result: resultSuccess, message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * POST /api/auth/register: one sentence, the same for a new address and a taken one (decision 0083),
 * and no sign-in: the browser then signs in with the password it just sent.
 */
export const registerResponse = messageResponse;
export type RegisterResponse = MessageResponse;

/** What the sign-in screens may offer. */
export const authOptionsResponse = z.object({ result: resultSuccess, google: z.boolean() });
export type AuthOptionsResponse = z.infer<typeof authOptionsResponse>;

export const referralStatusLabel = z.enum(['Registered', 'Verified', 'Rewarded']);

/** GET /api/customer/wallet-refer: the two tabs of Earn & Refer (SPEC §2); amount and code come with the profile. */
export const walletReferResponse = z.object({
  result: resultSuccess,
  /** Your Community: the people who joined with the customer's referral code. */
  referrals: z.array(z.object({ name: z.string(), joined_on: z.string().describe('YYYY-MM-DD'), status: referralStatusLabel })),
  /** Redeemed Coupon: coupons the customer used at checkout. */
  redeemed_coupons: z.array(
    z.object({ code: z.string(), title: z.string(), amount: rupees, date: z.string().describe('YYYY-MM-DD'), order_name: z.string() }),
  ),
});
export type WalletReferResponse = z.infer<typeof walletReferResponse>;

/**
 * POST (SPEC §7) and GET /api/customer/myorders: the signed-in customer's orders, newest first,
 * as the My Orders table lists them (SPEC §3 Order). One order's invoice: orders.ts.
 */
export const myOrdersResponse = z.object({
  result: resultSuccess,
  orders: z.array(
    z.object({
      slug: z.string().describe('The order number, used in /dashboard/my-orders/{slug}'),
      order_name: z.string(),
      date: z.string().describe('YYYY-MM-DD'),
      created_date: z.string().describe('ISO timestamp'),
      method: z.string(),
      status: z.string(),
      total: rupees,
    }),
  ),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

/** GET /api/customer/service-requests: My Service, the customer's service requests, newest first. */
export const myServiceRequestsResponse = z.object({
  result: resultSuccess,
  service_requests: z.array(
    z.object({
      reference: z.string(),
      service: z.string().nullable(),
      status: z.enum(['New', 'In progress', 'Closed']),
      created_date: z.string().describe('YYYY-MM-DD'),
      preferred_date: z.string().nullable(),
    }),
  ),
});
export type MyServiceRequestsResponse = z.infer<typeof myServiceRequestsResponse>;
