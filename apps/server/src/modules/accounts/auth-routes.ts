import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import {
  authOptionsResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
} from '@suraksha/contracts/accounts';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomerBeforeVerification, signedIn } from '../../platform/auth.ts';
import { requestLanguage } from '../../platform/answer-language.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { accountKey, clientIp, consume, countFailure, ensureNotBlocked } from '../../platform/rate-limit.ts';
import { googleEnabled } from './google-sign-in.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { ACCOUNT_LIMITS as L } from './rate-limits.ts';
import { registerCustomer } from './registration-service.ts';
import { BAD_CREDENTIALS, login, logout } from './session-service.ts';

const { 400: badRequest, 401: unauthorized, 429: tooMany } = errorResponses;
const tags = ['accounts'];

/** /api/auth/*: register, login, logout, forgot and reset password, and what sign-in offers. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  r.get(
    '/auth/options',
    {
      schema: { tags, summary: 'Which sign-in methods the screens offer (Google when configured)', response: { 200: authOptionsResponse } },
    },
    () => ({
      result: 'success' as const,
      google: googleEnabled(config),
    }),
  );

  r.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary:
          'Create a customer account (unverified; a verification code is mailed). The same answer for a taken address, whose owner is mailed instead (decision 0083); sign in with POST /auth/login next',
        body: registerBody,
        response: { 200: registerResponse, 400: badRequest, 429: tooMany },
      },
    },
    async (request) => {
      const { body } = request;
      await consume(request, [
        [L.registerPerIp, clientIp(request)],
        [L.registerPerAccount, accountKey(body.email)],
      ]);
      return { result: 'success' as const, message: await registerCustomer(app.db, config, body, requestLanguage(request)) };
    },
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (403 for an account the shop has disabled)',
        body: loginBody,
        response: { 200: loginResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 429: tooMany },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const counters = [
        [L.loginFailuresPerIp, clientIp(request)],
        [L.loginFailuresPerAccount, accountKey(email)],
      ] as const;
      await ensureNotBlocked(request, counters);
      const token = await login(app.db, config, email, password);
      if (!token) {
        await countFailure(request, counters);
        throw new UnauthorizedError(BAD_CREDENTIALS);
      }
      return { result: 'success' as const, ...token };
    },
  );

  r.post(
    '/auth/logout',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        summary: 'End this sign-in (the token stops working)',
        security: [{ apiKey: [], bearer: [] }],
        response: { 200: messageResponse, 401: unauthorized },
      },
    },
    async (request) => {
      await logout(app.db, signedIn(request).tokenId);
      return { result: 'success' as const, message: ACCOUNT_MESSAGES.logout };
    },
  );

  r.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code (the same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: { 200: messageResponse, 400: badRequest, 429: tooMany },
      },
    },
    async (request) => {
      await consume(request, [
        [L.forgotPerIp, clientIp(request)],
        [L.forgotPerAccount, accountKey(request.body.email)],
      ]);
      return { result: 'success' as const, message: await requestPasswordReset(app.db, config, request.body.email) };
    },
  );

  r.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed code; every sign-in of the account ends',
        body: resetPasswordBody,
        response: { 200: messageResponse, 400: badRequest, 429: tooMany },
      },
    },
    async (request) => {
      await consume(request, [
        [L.resetPerIp, clientIp(request)],
        [L.resetPerAccount, accountKey(request.body.email)],
      ]);
      return { result: 'success' as const, message: await resetPassword(app.db, request.body) };
    },
  );
}
