import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import {
  changePasswordBody,
  messageResponse,
  profileResponse,
  resendVerificationBody,
  updateProfileBody,
  updateProfileResponse,
  verifyEmailBody,
} from '@suraksha/contracts/accounts';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalCustomer, requireCustomer, requireCustomerBeforeVerification, signedIn } from '../../platform/auth.ts';
import { ValidationError } from '../../platform/errors.ts';
import { accountKey, clientIp, consume, countFailure, ensureNotBlocked } from '../../platform/rate-limit.ts';
import { resendVerificationCode, verifyEmail } from './email-verification-service.ts';
import { changePassword, getProfile, updateProfile } from './profile-service.ts';
import { ACCOUNT_LIMITS as L } from './rate-limits.ts';

const { 400: badRequest, 401: unauthorized, 429: tooMany } = errorResponses;
const tags = ['accounts'];
const security = [{ apiKey: [], bearer: [] }];

/** /api/customer/*: the signed-in customer's profile, password, e-mail verification and referrals. */
export async function customerAccountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  r.get(
    '/customer/profile',
    {
      // Open before verification: the browser needs it to know the address is still unverified.
      onRequest: requireCustomerBeforeVerification,
      schema: { tags, security, summary: 'The signed-in user (SPEC §3 User)', response: { 200: profileResponse, 401: unauthorized } },
    },
    async (request) => ({ result: 'success' as const, user: await getProfile(app.db, signedIn(request).id) }),
  );

  r.post(
    '/customer/profile/update',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Change name and phone',
        body: updateProfileBody,
        response: { 200: updateProfileResponse, 400: badRequest, 401: unauthorized },
      },
    },
    async (request) => ({
      result: 'success' as const,
      message: ACCOUNT_MESSAGES.profileUpdated,
      user: await updateProfile(app.db, signedIn(request).id, request.body),
    }),
  );

  r.post(
    '/customer/password/change',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Change the password; every other sign-in of the account ends',
        body: changePasswordBody,
        response: { 200: messageResponse, 400: badRequest, 401: unauthorized, 429: tooMany },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const counters = [[L.passwordChangePerAccount, `user-${user.id}`]] as const;
      await ensureNotBlocked(request, counters);
      if ((await changePassword(app.db, user, request.body)) === 'wrong-current') {
        await countFailure(request, counters);
        throw new ValidationError({ current_password: 'The current password is incorrect.' });
      }
      return { result: 'success' as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  const resendSchema = {
    tags,
    summary: "'Send Again': a fresh verification code (signed in: to the user's own address)",
    body: resendVerificationBody,
    response: { 200: messageResponse, 400: badRequest, 401: unauthorized, 429: tooMany },
  };
  const resend = async (request: FastifyRequest<{ Body: { email?: string | undefined } }>) => {
    const user = request.user;
    const email = user?.email ?? request.body.email;
    if (!email) throw new ValidationError({ email: 'Please enter your e-mail address.' });
    await consume(request, [
      [L.resendPerIp, clientIp(request)],
      [L.resendPerAccount, accountKey(email)],
    ]);
    const message = await resendVerificationCode(app.db, config, user ? { user } : { email });
    return { result: 'success' as const, message };
  };
  // SPEC §7 spells it 'notiication'; the correct spelling is accepted too.
  r.post('/customer/email/verification-notiication', { preHandler: optionalCustomer, schema: resendSchema }, resend);
  r.post('/customer/email/verification-notification', { preHandler: optionalCustomer, schema: { ...resendSchema, hide: true } }, resend);

  r.post(
    '/customer/email/verify',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'Verify the e-mail address with the mailed 6-digit code',
        body: verifyEmailBody,
        response: { 200: messageResponse, 400: badRequest, 401: unauthorized, 429: tooMany },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await consume(request, [
        [L.verifyPerIp, clientIp(request)],
        [L.verifyPerAccount, `user-${user.id}`],
      ]);
      return { result: 'success' as const, message: await verifyEmail(app.db, user, request.body.code) };
    },
  );
}
