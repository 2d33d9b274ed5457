import {
  STAFF_ADMIN_MESSAGES,
  staffChangeResponse,
  staffInviteBody,
  staffListResponse,
  staffRoleBody,
} from '@suraksha/contracts/admin/staff';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { StaffRole } from '@suraksha/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { changeStaffRole, disableStaff, enableStaff, inviteStaff, listStaff } from './staff-admin-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const params = z.object({ staffId: pathSegment(STAFF_ADMIN_MESSAGES.notStaff) });
const changeResponses = { 200: staffChangeResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/** A staff member's id from the path; anything that is not one is a 404. */
function staffIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new NotFoundError(STAFF_ADMIN_MESSAGES.notStaff);
  return Number(raw);
}

/** /api/admin/staff: the owner's staff accounts (staff.manage): list, invite, change a role, disable, enable. */
export async function staffAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('staff.manage');

  r.get(
    '/admin/staff',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every staff member: role, authenticator set up or not, disabled or not, invitation pending, last sign-in',
        security,
        response: { 200: staffListResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => listStaff(staffContext(request)),
  );

  r.post(
    '/admin/staff/invitations',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Invite a person by e-mail: a staff account that cannot sign in until the one-time link (72 hours) sets its password. Inviting a pending address again replaces its link; an address in use is a 409',
        security,
        body: staffInviteBody,
        response: changeResponses,
      },
    },
    (request) => inviteStaff(staffContext(request), request.body),
  );

  r.post(
    '/admin/staff/:staffId/role',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a staff member's role (from their next request on). Not your own; the shop keeps an active owner",
        security,
        params,
        body: staffRoleBody,
        response: changeResponses,
      },
    },
    (request) => changeStaffRole(staffContext(request), staffIdOf(request.params.staffId), request.body.role as StaffRole),
  );

  r.post(
    '/admin/staff/:staffId/disable',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Disable a staff member: every session of theirs ends and sign-in refuses them. Not yourself; the shop keeps an active owner',
        security,
        params,
        response: changeResponses,
      },
    },
    (request) => disableStaff(staffContext(request), staffIdOf(request.params.staffId)),
  );

  r.post(
    '/admin/staff/:staffId/enable',
    {
      onRequest,
      schema: { tags, summary: 'Let a disabled staff member sign in again', security, params, response: changeResponses },
    },
    (request) => enableStaff(staffContext(request), staffIdOf(request.params.staffId)),
  );
}
