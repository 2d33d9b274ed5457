import {
  FAQ_MESSAGES as F,
  faqAdminListResponse,
  faqBody,
  faqDetailResponse,
  faqOrderBody,
  faqOrderResponse,
  faqWriteResponse,
} from '@suraksha/contracts/admin/content-faqs';
import {
  PAGE_MESSAGES as P,
  pageAdminListResponse,
  pageBody,
  pageDetailResponse,
  pagePreviewResponse,
  pageWriteResponse,
} from '@suraksha/contracts/admin/content-pages';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { afterWrite, idOf, listRefusals, readRefusals, security, tags, writeRefusals } from './admin-route-parts.ts';
import { createFaq, getFaqForStaff, listFaqsForStaff, orderFaqs, updateFaq } from './faq-desk-service.ts';
import { createPage, getPageForStaff, listPagesForStaff, previewPage, updatePage } from './page-desk-service.ts';

const faqParams = z.object({ faqId: pathSegment(F.notFaq) });
const pageParams = z.object({ pageId: pathSegment(P.notPage) });

/**
 * /api/admin/content/faqs and /api/admin/content/pages (issue #17, decision 0108): content.write
 * lists, reads, writes (and orders FAQs, previews pages). Each write commits with its audit row,
 * then clears the storefront's caches, so a published change shows at once (decision 0098).
 */
export async function faqPageAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('content.write');
  const changed = afterWrite(app);
  const faqId = (segment: string) => idOf(segment, F.notFaq);
  const pageId = (segment: string) => idOf(segment, P.notPage);

  r.get(
    '/admin/content/faqs',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every FAQ, drafts and scheduled ones too, in the storefront’s order',
        response: { 200: faqAdminListResponse, ...listRefusals },
      },
    },
    () => listFaqsForStaff(app.db),
  );
  r.post(
    '/admin/content/faqs',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A new FAQ, last in order: draft, scheduled or published; answer sanitised; audited',
        body: faqBody,
        response: { 200: faqWriteResponse, ...writeRefusals },
      },
    },
    (request) => changed(createFaq(staffContext(request), request.body)),
  );
  r.post(
    '/admin/content/faqs/order',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every FAQ in a new order: each id once, exactly today’s FAQs (else 409); audited',
        body: faqOrderBody,
        response: { 200: faqOrderResponse, ...writeRefusals },
      },
    },
    (request) => changed(orderFaqs(staffContext(request), request.body.ids)),
  );
  r.get(
    '/admin/content/faqs/:faqId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One FAQ with its sanitised answer and its change history from the audit log',
        params: faqParams,
        response: { 200: faqDetailResponse, ...readRefusals },
      },
    },
    (request) => getFaqForStaff(app.db, faqId(request.params.faqId)),
  );
  r.post(
    '/admin/content/faqs/:faqId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The whole FAQ; audited; the storefront shows a published change at once',
        params: faqParams,
        body: faqBody,
        response: { 200: faqWriteResponse, ...writeRefusals },
      },
    },
    (request) => changed(updateFaq(staffContext(request), faqId(request.params.faqId), request.body)),
  );

  r.get(
    '/admin/content/pages',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every content page, drafts and scheduled ones too, with its status',
        response: { 200: pageAdminListResponse, ...listRefusals },
      },
    },
    () => listPagesForStaff(app.db),
  );
  r.post(
    '/admin/content/pages',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A new content page at /pages/{slug}: draft, scheduled or published; text sanitised; audited',
        body: pageBody,
        response: { 200: pageWriteResponse, ...writeRefusals },
      },
    },
    (request) => changed(createPage(staffContext(request), request.body)),
  );
  r.get(
    '/admin/content/pages/:pageId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One content page with its sanitised text and its change history from the audit log',
        params: pageParams,
        response: { 200: pageDetailResponse, ...readRefusals },
      },
    },
    (request) => getPageForStaff(app.db, pageId(request.params.pageId)),
  );
  r.get(
    '/admin/content/pages/:pageId/preview',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The page as /pages/{slug} will show it, whatever its status (staff only)',
        params: pageParams,
        response: { 200: pagePreviewResponse, ...readRefusals },
      },
    },
    (request) => previewPage(app.db, pageId(request.params.pageId)),
  );
  r.post(
    '/admin/content/pages/:pageId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The whole page (slug left out: unchanged; a footer page keeps its slug and stays published, else 409); audited',
        params: pageParams,
        body: pageBody,
        response: { 200: pageWriteResponse, ...writeRefusals },
      },
    },
    (request) => changed(updatePage(staffContext(request), pageId(request.params.pageId), request.body)),
  );
}
