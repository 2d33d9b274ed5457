import {
  ARTICLE_KINDS,
  ARTICLE_NOUN,
  articleBody,
  articleDetailResponse,
  articleListResponse,
  articlePreviewResponse,
  articleWriteResponse,
  CONTENT_MESSAGES as M,
} from '@suraksha/contracts/admin/content';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import {
  afterWrite,
  idOf as idOfSaying,
  listRefusals,
  readRefusals as reads,
  writeRefusals as refusals,
  security,
  tags,
} from './admin-route-parts.ts';
import { createArticle, getArticleForStaff, listArticlesForStaff, previewArticle, updateArticle } from './article-desk-service.ts';

const params = z.object({ articleId: pathSegment(M.notArticle) });
const idOf = (segment: string) => idOfSaying(segment, M.notArticle);

/**
 * /api/admin/content/blogs and /api/admin/content/trainings (issue #17): content.write lists, reads,
 * previews and writes. Each write commits with its audit row, then clears the storefront's caches,
 * so a published change shows at once (decision 0098).
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('content.write');
  const changed = afterWrite(app);

  for (const kind of ARTICLE_KINDS) {
    const noun = ARTICLE_NOUN[kind];
    const base = `/admin/content/${kind}`;
    r.get(
      base,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: `Every ${noun.one}, drafts and scheduled ones too, with its status`,
          response: { 200: articleListResponse, ...listRefusals },
        },
      },
      () => listArticlesForStaff(app.db, kind),
    );
    r.post(
      base,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: `A new ${noun.one}: draft, scheduled (a Nepal time ahead) or published; body sanitised; audited`,
          body: articleBody,
          response: { 200: articleWriteResponse, ...refusals },
        },
      },
      (request) => changed(createArticle(staffContext(request), kind, request.body)),
    );
    r.get(
      `${base}/:articleId`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: `One ${noun.one} with its sanitised body and its change history from the audit log`,
          params,
          response: { 200: articleDetailResponse, ...reads },
        },
      },
      (request) => getArticleForStaff(app.db, kind, idOf(request.params.articleId)),
    );
    r.get(
      `${base}/:articleId/preview`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: `The ${noun.one} as the storefront will show it, whatever its status (staff only)`,
          params,
          response: { 200: articlePreviewResponse, ...reads },
        },
      },
      (request) => previewArticle(app.db, kind, idOf(request.params.articleId)),
    );
    r.post(
      `${base}/:articleId`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: `The whole ${noun.one} (slug left out: unchanged); audited; the storefront shows a published change at once`,
          params,
          body: articleBody,
          response: { 200: articleWriteResponse, ...refusals },
        },
      },
      (request) => changed(updateArticle(staffContext(request), kind, idOf(request.params.articleId), request.body)),
    );
  }
}
