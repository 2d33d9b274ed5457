import { showcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import type { ShowcaseDesk, ShowcaseRow } from './showcase-desk.ts';

// What the packages, catalogues and certificates admin routes share (decision 0101).

/** A numeric id from the path; anything else names nothing (404 with `unknown`). */
export function idOf(segment: string, unknown: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new NotFoundError(unknown);
  return Number(segment);
}

/** Wraps a write: once it has committed, the storefront's caches are told (decision 0098), then it answers. */
export function announcing(app: FastifyInstance) {
  return async <T>(answer: Promise<T>): Promise<T> => {
    const done = await answer;
    app.catalogueChanges.changed();
    return done;
  };
}

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const refusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

export interface ShowcaseRoutesSpec<Row extends ShowcaseRow, Body extends { title: string; slug?: string | undefined }> {
  /** The list's noun in the URL and in answers: 'catalogue' → /admin/catalogues, `{ catalogue }`, `{ catalogues }`. */
  one: 'catalogue' | 'certificate';
  desk: ShowcaseDesk<Row, Body>;
  notFound: string;
  body: z.ZodType<Body>;
  /** The answers' schemas, from the list's contract. */
  answers: { list: z.ZodType; write: z.ZodType; order: z.ZodType };
  summaries: { list: string; create: string; order: string; edit: string; activate: string; deactivate: string };
}

/**
 * /api/admin/{catalogues|certificates} (issue #16, decision 0101): catalogue.read lists,
 * catalogue.write changes. Each write commits with its audit row, then clears the storefront's caches.
 */
export function showcaseAdminRoutes<Row extends ShowcaseRow, Body extends { title: string; slug?: string | undefined }>(
  app: FastifyInstance,
  spec: ShowcaseRoutesSpec<Row, Body>,
) {
  const { one, desk, answers, summaries } = spec;
  const many = `${one}s`;
  const base = `/admin/${many}`;
  const param = `${one}Id`;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('catalogue.write');
  const changed = announcing(app);
  const params = z.object({ [param]: pathSegment(spec.notFound) });
  const idIn = (path: Record<string, string>) => idOf(path[param] ?? '', spec.notFound);
  // The body schema ran before the handler; Fastify's generic inference cannot see through `Body`.
  const bodyOf = (request: { body: unknown }) => request.body as Body;
  const written = async (answer: Promise<{ message: string; row: Row }>) => {
    const { message, row } = await changed(answer);
    return { result: 'success' as const, message, [one]: row };
  };

  r.get(
    base,
    {
      onRequest: requirePermission('catalogue.read'),
      schema: { tags, security, summary: summaries.list, response: { 200: answers.list, 401: unauthorized, 403: errorEnvelope } },
    },
    async () => ({ result: 'success' as const, [many]: await desk.list(app.db) }),
  );
  r.post(
    base,
    {
      onRequest: write,
      schema: { tags, security, summary: summaries.create, body: spec.body, response: { 200: answers.write, ...refusals } },
    },
    (request) => written(desk.create(staffContext(request), bodyOf(request))),
  );
  r.post(
    `${base}/order`,
    {
      onRequest: write,
      schema: { tags, security, summary: summaries.order, body: showcaseOrderBody, response: { 200: answers.order, ...refusals } },
    },
    async (request) => {
      const { message, rows } = await changed(desk.order(staffContext(request), request.body.ids));
      return { result: 'success' as const, message, [many]: rows };
    },
  );
  r.post(
    `${base}/:${param}`,
    {
      onRequest: write,
      schema: { tags, security, summary: summaries.edit, params, body: spec.body, response: { 200: answers.write, ...refusals } },
    },
    (request) => written(desk.edit(staffContext(request), idIn(request.params), bodyOf(request))),
  );
  for (const active of [false, true]) {
    r.post(
      `${base}/:${param}/${active ? 'activate' : 'deactivate'}`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: active ? summaries.activate : summaries.deactivate,
          params,
          response: { 200: answers.write, ...refusals },
        },
      },
      (request) => written(desk.setActive(staffContext(request), idIn(request.params), active)),
    );
  }
}
