import {
  articleListQuery,
  blogListResponse,
  blogResponse,
  faqListResponse,
  pageResponse,
  serviceListResponse,
  serviceResponse,
  trainingListResponse,
  trainingResponse,
} from '@suraksha/contracts/content';
import { PAGE_NOT_FOUND } from '@suraksha/contracts/page-messages';
import { errorEnvelope } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathSegment } from '@suraksha/contracts/text';
import { getBlog, getFaqs, getPage, getService, getServices, getTraining, listBlogs, listTrainings } from './service.ts';

// No length limit of our own: Fastify's router refuses params over 100 characters with the 404 envelope.
// Text we cannot store is not found either (decision 0080).
const slug = (notFound: string) => pathSegment(notFound).min(1, notFound);
const tags = ['content'];

/** The shop's read-only public content (SPEC §7): blogs, trainings, FAQs, pages, services. */
export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Published blog posts, newest first; search on title and summary',
        querystring: articleListQuery,
        response: { 200: blogListResponse, 400: errorEnvelope },
      },
    },
    (request) => listBlogs(app.db, request.query),
  );
  r.get(
    '/blogs/:blogId',
    {
      schema: {
        tags,
        summary: 'One blog post and three other recent posts',
        params: z.object({ blogId: slug('Blog not found.') }),
        response: { 200: blogResponse, 404: errorEnvelope },
      },
    },
    (request) => getBlog(app.db, request.params.blogId),
  );

  r.get(
    '/trainings',
    {
      schema: {
        tags,
        summary: 'Published trainings, newest first; search on title and summary',
        querystring: articleListQuery,
        response: { 200: trainingListResponse, 400: errorEnvelope },
      },
    },
    (request) => listTrainings(app.db, request.query),
  );
  r.get(
    '/trainings/:trainingId',
    {
      schema: {
        tags,
        summary: 'One training and three other recent trainings',
        params: z.object({ trainingId: slug('Training not found.') }),
        response: { 200: trainingResponse, 404: errorEnvelope },
      },
    },
    (request) => getTraining(app.db, request.params.trainingId),
  );

  r.get('/faqs', { schema: { tags, summary: 'Questions and answers in the shop’s order', response: { 200: faqListResponse } } }, () =>
    getFaqs(app.db),
  );

  r.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: 'A content page (about, policies…) with its SEO fields',
        params: z.object({ slug: slug(PAGE_NOT_FOUND) }),
        response: { 200: pageResponse, 404: errorEnvelope },
      },
    },
    (request) => getPage(app.db, request.params.slug),
  );

  r.get(
    '/services',
    { schema: { tags, summary: 'Published installation and maintenance services', response: { 200: serviceListResponse } } },
    () => getServices(app.db),
  );
  r.get(
    '/services/:serviceId',
    {
      schema: {
        tags,
        summary: 'One service and the other services',
        params: z.object({ serviceId: slug('Service not found.') }),
        response: { 200: serviceResponse, 404: errorEnvelope },
      },
    },
    (request) => getService(app.db, request.params.serviceId),
  );
}
