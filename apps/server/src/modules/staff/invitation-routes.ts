import { staffInvitationAcceptBody, staffInvitationAcceptResponse, staffInvitationResponse } from '@suraksha/contracts/admin/staff';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIp, consume } from '../../platform/rate-limit.ts';
import { userAgentOf } from '../../platform/request-context.ts';
import { STAFF_LIMITS as L } from './rate-limits.ts';
import { acceptInvitation, invitationOf } from './invitation-service.ts';

const { 400: badRequest, 404: notFound, 429: tooMany } = errorResponses;
const tags = ['admin'];
const params = z.object({ token: pathSegment() });

/**
 * /api/admin/auth/invitations/{token}: how an invited staff member arrives. No session (they have
 * none yet) and no permission: the one-time token in the link is the proof. Limited per address.
 */
export async function staffInvitationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/auth/invitations/:token',
    {
      schema: {
        tags,
        summary: 'Who an invitation link invites (name, e-mail, role); 404 for an unknown link, 410 for one used or expired',
        params,
        response: { 200: staffInvitationResponse, 404: notFound, 410: errorEnvelope, 429: tooMany },
      },
    },
    async (request) => {
      await consume(request, [[L.invitationLookupsPerIp, clientIp(request)]]);
      return invitationOf(request.server.db, request.params.token);
    },
  );

  r.post(
    '/admin/auth/invitations/:token/accept',
    {
      schema: {
        tags,
        summary:
          "Set the invited person's password (the customers' password rules) and use the invitation up; then they sign in at /admin/login and enrol TOTP",
        params,
        body: staffInvitationAcceptBody,
        response: {
          200: staffInvitationAcceptResponse,
          400: badRequest,
          403: errorEnvelope,
          404: notFound,
          410: errorEnvelope,
          429: tooMany,
        },
      },
    },
    async (request) => {
      await consume(request, [[L.invitationAcceptsPerIp, clientIp(request)]]);
      const context = { ip: request.ip, userAgent: userAgentOf(request), requestId: String(request.id) };
      return acceptInvitation(request.server.db, context, request.params.token, request.body.password);
    },
  );
}
