import {
  staffEnrolBody,
  staffEnrolResponse,
  staffLoginBody,
  staffLoginResponse,
  staffLogoutResponse,
  staffMeResponse,
} from '@suraksha/contracts/admin/staff-auth';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../platform/errors.ts';
import { accountKey, clientIp, countFailure, ensureNotBlocked } from '../../platform/rate-limit.ts';
import { readCookie } from '../../platform/cookies.ts';
import { staffContext, userAgentOf } from '../../platform/request-context.ts';
import {
  clearedStaffSessionCookie,
  presentedSessionValue,
  requireStaffSession,
  sessionIdOf,
  signedInStaff,
  staffCookie,
  staffCookieName,
  staffSessionCookie,
} from '../../platform/staff-auth.ts';
import { STAFF_LIMITS as L } from './rate-limits.ts';
import {
  BAD_STAFF_CREDENTIALS,
  ENROLMENT_ENDED,
  ENROLMENT_TTL_MS,
  type SignInSource,
  confirmEnrolment,
  profileOf,
  signInStaff,
  signOutStaff,
} from './sign-in-service.ts';

const { 400: badRequest, 401: unauthorized, 429: tooMany } = errorResponses;
const forbidden = errorEnvelope;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** The cookie of an enrolment in flight, beside the session cookie (never one itself). */
const ENROL_COOKIE = 'suraksha_staff_enrol';

function sourceOf(request: FastifyRequest): SignInSource {
  const presented = presentedSessionValue(request);
  return {
    db: request.server.db,
    ip: request.ip,
    userAgent: userAgentOf(request),
    requestId: String(request.id),
    presentedSessionId: presented ? sessionIdOf(presented) : null,
    secretKey: request.server.staffSecretKey,
  };
}

function setSession(reply: FastifyReply, value: string) {
  const { config } = reply.server;
  reply.header('set-cookie', [staffSessionCookie(config, value), staffCookie(config, ENROL_COOKIE, '', 0)]);
}

/** /api/admin/auth/*: sign in (with TOTP), confirm a TOTP enrolment, sign out everywhere, who am I. */
export async function staffAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  r.post(
    '/admin/auth/login',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in: e-mail, password and a TOTP code (or a recovery code). Sets the session cookie. A staff member without TOTP gets an enrolment instead (confirm with POST /admin/auth/enrol)',
        body: staffLoginBody,
        response: { 200: staffLoginResponse, 400: badRequest, 401: unauthorized, 403: forbidden, 429: tooMany },
      },
    },
    async (request, reply) => {
      const counters = [
        [L.loginFailuresPerIp, clientIp(request)],
        [L.loginFailuresPerAccount, accountKey(request.body.email)],
      ] as const;
      await ensureNotBlocked(request, counters);
      const outcome = await signInStaff(sourceOf(request), request.body);
      if (outcome.kind === 'refused') {
        await countFailure(request, counters);
        throw new UnauthorizedError(BAD_STAFF_CREDENTIALS);
      }
      if (outcome.kind === 'enrol') {
        reply.header('set-cookie', staffCookie(config, ENROL_COOKIE, outcome.ticket, ENROLMENT_TTL_MS / 1000));
        return { result: 'success' as const, status: 'enrol' as const, otpauth_uri: outcome.otpauthUri, secret: outcome.secret };
      }
      setSession(reply, outcome.sessionValue);
      return { result: 'success' as const, status: 'signed_in' as const, staff: outcome.staff };
    },
  );

  r.post(
    '/admin/auth/enrol',
    {
      schema: {
        tags,
        summary:
          'Confirm a TOTP enrolment with the first code of the authenticator: signs in and returns ten single-use recovery codes, shown this once',
        body: staffEnrolBody,
        response: { 200: staffEnrolResponse, 400: badRequest, 401: unauthorized, 403: forbidden, 429: tooMany },
      },
    },
    async (request, reply) => {
      const ticket = readCookie(request.headers.cookie, staffCookieName(config, ENROL_COOKIE)) ?? null;
      const counters = [
        [L.enrolFailuresPerIp, clientIp(request)],
        [L.enrolFailuresPerTicket, accountKey(ticket ?? '')],
      ] as const;
      await ensureNotBlocked(request, counters);
      const outcome = await confirmEnrolment(sourceOf(request), ticket, request.body.code);
      if (outcome.kind === 'refused') {
        await countFailure(request, counters);
        throw new UnauthorizedError(ENROLMENT_ENDED);
      }
      setSession(reply, outcome.sessionValue);
      return { result: 'success' as const, status: 'signed_in' as const, staff: outcome.staff, recovery_codes: outcome.recoveryCodes };
    },
  );

  r.post(
    '/admin/auth/logout',
    {
      onRequest: requireStaffSession,
      schema: {
        tags,
        summary: 'Sign out everywhere: every session of this staff member ends',
        security,
        response: { 200: staffLogoutResponse, 401: unauthorized, 403: forbidden },
      },
    },
    async (request, reply) => {
      await signOutStaff(staffContext(request));
      reply.header('set-cookie', clearedStaffSessionCookie(config));
      return { result: 'success' as const, message: 'You have been signed out on every device.' };
    },
  );

  r.get(
    '/admin/auth/me',
    {
      onRequest: requireStaffSession,
      schema: {
        tags,
        summary: 'The signed-in staff member, their role and every permission it grants',
        security,
        response: { 200: staffMeResponse, 401: unauthorized },
      },
    },
    (request) => ({ result: 'success' as const, staff: profileOf(signedInStaff(request)) }),
  );
}
