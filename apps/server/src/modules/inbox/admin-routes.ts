import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  INBOX_MESSAGES,
  inboxAssignBody,
  inboxChangeResponse,
  inboxCountResponse,
  inboxDetailResponse,
  inboxListQuery,
  inboxListResponse,
  inboxNoteBody,
  inboxReplyBody,
  inboxStatusBody,
} from '@suraksha/contracts/admin/inbox';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { attachmentPreview } from './attachment-preview.ts';
import {
  addInboxNote,
  assignInboxItem,
  inboxAttachment,
  inboxCount,
  inboxDetail,
  inboxKindOf,
  inboxList,
  replyToInboxItem,
  setInboxStatus,
} from './inbox-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound } = errorResponses;
const itemParams = z.object({ kind: pathSegment(INBOX_MESSAGES.notFound), reference: pathSegment(INBOX_MESSAGES.notFound) });
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const writeResponses = { 200: inboxChangeResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound };

/**
 * /api/admin/inbox (issue #17): the six inbound forms in one list, one item, and assigning, status
 * and notes. Reading needs inbox.read, every change inbox.reply (sales, managers, the owner; editors
 * and warehouse see nothing). Only GET and POST (decision 0081); every write audited in its transaction.
 */
export async function inboxAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/inbox',
    {
      onRequest: requirePermission('inbox.read'),
      schema: {
        tags,
        summary:
          'Quote requests, service requests, e-waste pickups, support tickets, contact messages and job applications in one list, newest first, a page at a time; filter by kind, status, assignee, Nepal days and unread; search reference, name, e-mail, phone and text',
        security,
        querystring: inboxListQuery,
        response: { 200: inboxListResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => inboxList(staffContext(request), request.query),
  );

  r.get(
    '/admin/inbox/count',
    {
      onRequest: requirePermission('inbox.read'),
      schema: {
        tags,
        summary: 'How many items are new, and how many open items nobody has opened yet: the admin menu’s badge',
        security,
        response: { 200: inboxCountResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    () => inboxCount(app.db),
  );

  r.get(
    '/admin/inbox/:kind/:reference',
    {
      onRequest: requirePermission('inbox.read'),
      schema: {
        tags,
        summary:
          'One item as sent (every field), the customer account and orders its e-mail matches, its attachment link and its thread; the first opening marks it read (audited)',
        security,
        params: itemParams,
        response: { 200: inboxDetailResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    (request) => inboxDetail(staffContext(request), inboxKindOf(request.params.kind), request.params.reference),
  );

  r.get(
    '/admin/inbox/:kind/:reference/attachment',
    {
      onRequest: requirePermission('inbox.read'),
      schema: {
        tags,
        summary:
          'The file the sender attached (billing card, ticket file, CV), always as a download (Content-Disposition: attachment, nosniff, no script may run): never rendered by the browser',
        security,
        params: itemParams,
        response: {
          200: z.any().describe('The file as application/octet-stream, always an attachment'),
          401: unauthorized,
          403: errorEnvelope,
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      const { folder, file, downloadName } = await inboxAttachment(
        staffContext(request),
        inboxKindOf(request.params.kind),
        request.params.reference,
      );
      // The stored name is ours (a UUID and an extension), but basename keeps it inside the folder whatever the row says.
      const data = await readFile(path.join(app.config.DATA_DIR, 'uploads', folder, path.basename(file))).catch(() => {
        throw new NotFoundError('The attached file is missing.');
      });
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${downloadName.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  r.get(
    '/admin/inbox/:kind/:reference/attachment/preview',
    {
      onRequest: requirePermission('inbox.read'),
      schema: {
        tags,
        summary:
          'An image attachment (billing card, ticket photo) re-encoded to a fresh WebP with its metadata stripped, to show on the item page; 415 when the file’s bytes are not an image (a PDF, HTML named .jpg…): download it instead',
        security,
        params: itemParams,
        response: {
          200: z.any().describe('image/webp, nosniff'),
          401: unauthorized,
          403: errorEnvelope,
          404: notFound,
          415: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { folder, file, downloadName } = await inboxAttachment(
        staffContext(request),
        inboxKindOf(request.params.kind),
        request.params.reference,
      );
      const data = await readFile(path.join(app.config.DATA_DIR, 'uploads', folder, path.basename(file))).catch(() => {
        throw new NotFoundError('The attached file is missing.');
      });
      const preview = await attachmentPreview(data);
      if (!preview) throw new AppError(415, 'This file is not an image that can be shown: download it instead.');
      return reply
        .header('content-type', 'image/webp')
        .header('content-disposition', `inline; filename="${downloadName.replace(/[^\w.-]/g, '_').replace(/\.\w+$/, '')}-preview.webp"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(preview);
    },
  );

  r.post(
    '/admin/inbox/:kind/:reference/assign',
    {
      onRequest: requirePermission('inbox.reply'),
      schema: {
        tags,
        summary: 'Assign the item to a staff member who answers the inbox (or to nobody: null); in the thread and audited',
        security,
        params: itemParams,
        body: inboxAssignBody,
        response: writeResponses,
      },
    },
    (request) =>
      assignInboxItem(staffContext(request), inboxKindOf(request.params.kind), request.params.reference, request.body.assignee_id),
  );

  r.post(
    '/admin/inbox/:kind/:reference/status',
    {
      onRequest: requirePermission('inbox.reply'),
      schema: {
        tags,
        summary: 'Move the item to new, in progress or closed; in the thread and audited (a support ticket’s look-up shows the status)',
        security,
        params: itemParams,
        body: inboxStatusBody,
        response: writeResponses,
      },
    },
    (request) => setInboxStatus(staffContext(request), inboxKindOf(request.params.kind), request.params.reference, request.body.status),
  );

  r.post(
    '/admin/inbox/:kind/:reference/notes',
    {
      onRequest: requirePermission('inbox.reply'),
      schema: {
        tags,
        summary: 'An internal note on the item (staff only, never sent); in the thread and audited',
        security,
        params: itemParams,
        body: inboxNoteBody,
        response: writeResponses,
      },
    },
    (request) => addInboxNote(staffContext(request), inboxKindOf(request.params.kind), request.params.reference, request.body.body),
  );

  r.post(
    '/admin/inbox/:kind/:reference/replies',
    {
      onRequest: requirePermission('inbox.reply'),
      schema: {
        tags,
        summary:
          'Reply to the sender by e-mail (plain text, through the outbox); kept in the thread as public, so a support ticket’s look-up shows it; a new item moves to in progress; audited',
        security,
        params: itemParams,
        body: inboxReplyBody,
        response: writeResponses,
      },
    },
    (request) => replyToInboxItem(staffContext(request), inboxKindOf(request.params.kind), request.params.reference, request.body.body),
  );
}
