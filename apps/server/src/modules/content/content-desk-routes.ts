import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { type RequestContext, type StaffActor, staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { afterWrite, idOf, listRefusals, readRefusals, security, tags, writeRefusals } from './admin-route-parts.ts';

/** One kind of publishable content in the back office: its address, contracts and service calls. */
export interface ContentDesk<Body extends z.ZodType> {
  /** e.g. '/admin/content/services'. */
  base: string;
  /** As a sentence names one: 'service'. */
  noun: string;
  /** The 404's message. */
  notFound: string;
  body: Body;
  listResponse: z.ZodType;
  detailResponse: z.ZodType;
  writeResponse: z.ZodType;
  previewResponse: z.ZodType;
  list: (db: Database) => Promise<unknown>;
  get: (db: Database, id: number) => Promise<unknown>;
  preview: (db: Database, id: number) => Promise<unknown>;
  create: (ctx: RequestContext<StaffActor>, input: z.output<Body>) => Promise<unknown>;
  update: (ctx: RequestContext<StaffActor>, id: number, input: z.output<Body>) => Promise<unknown>;
}

/**
 * The routes of one kind (decision 0109; blog posts and trainings keep theirs from 0106): content.write
 * lists, reads, previews and writes. Each write commits with its audit row, then clears the
 * storefront's caches, so a published change shows at once (decision 0098). Returns the hook that
 * clears them, for a kind's own extra routes.
 */
export function registerContentDesk<Body extends z.ZodType>(app: FastifyInstance, desk: ContentDesk<Body>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('content.write');
  const params = z.object({ entryId: pathSegment(desk.notFound) });
  const id = (segment: string) => idOf(segment, desk.notFound);
  const changed = afterWrite(app);
  const schema = { tags, security };

  r.get(
    desk.base,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `Every ${desk.noun}, drafts and scheduled ones too, with its status`,
        response: { 200: desk.listResponse, ...listRefusals },
      },
    },
    () => desk.list(app.db),
  );
  r.post(
    desk.base,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `A new ${desk.noun}: draft, scheduled (a Nepal time ahead) or published; text sanitised; audited`,
        body: desk.body,
        response: { 200: desk.writeResponse, ...writeRefusals },
      },
    },
    (request) => changed(desk.create(staffContext(request), request.body as z.output<Body>)),
  );
  r.get(
    `${desk.base}/:entryId`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `One ${desk.noun} with its sanitised text and its change history from the audit log`,
        params,
        response: { 200: desk.detailResponse, ...readRefusals },
      },
    },
    (request) => desk.get(app.db, id(request.params.entryId)),
  );
  r.get(
    `${desk.base}/:entryId/preview`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `The ${desk.noun} as the storefront will show it, whatever its status (staff only)`,
        params,
        response: { 200: desk.previewResponse, ...readRefusals },
      },
    },
    (request) => desk.preview(app.db, id(request.params.entryId)),
  );
  r.post(
    `${desk.base}/:entryId`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `The whole ${desk.noun} (slug left out: unchanged); audited; a published change shows at once`,
        params,
        body: desk.body,
        response: { 200: desk.writeResponse, ...writeRefusals },
      },
    },
    (request) => changed(desk.update(staffContext(request), id(request.params.entryId), request.body as z.output<Body>)),
  );
  return changed;
}
