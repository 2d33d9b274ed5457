import { z } from 'zod';
import { nepaliTexts } from './nepali-version.ts';
import { text } from './text.ts';
import { MAX_PAGE, SEARCH_MAX_LENGTH } from './listing-limits.ts';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * The shop's read-only content (SPEC §3, §7): blogs, trainings, FAQs, content pages and services.
 * Every HTML field (description, content) is sanitized by the server before it leaves.
 */

/** An empty query parameter (an empty search box submits `search=`) counts as absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** ?search=&page= of the blog and training lists. */
export const articleListQuery = z.object({
  search: z.preprocess(
    blankToUndefined,
    text().trim().max(SEARCH_MAX_LENGTH, `Search must be ${SEARCH_MAX_LENGTH} characters or fewer.`).optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `Page must be a whole number from 1 to ${MAX_PAGE}.` })
      .int(`Page must be a whole number from 1 to ${MAX_PAGE}.`)
      .min(1, `Page must be a whole number from 1 to ${MAX_PAGE}.`)
      .max(MAX_PAGE, `Page must be a whole number from 1 to ${MAX_PAGE}.`)
      .default(1),
  ),
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;
/** The same as sent in a query string (the schema's preprocessing types its input as unknown). */
export type ArticleListParams = { [K in keyof ArticleListQuery]?: string };

export const pagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** A blog post or training in a list. */
export const articleCard = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  date: z.string().describe('Publication date, YYYY-MM-DD'),
  summary: z.string(),
});
export type ArticleCard = z.infer<typeof articleCard>;

/** A blog post or training in the sidebar's recent list. */
export const recentArticle = articleCard.pick({ title: true, slug: true, image: true, date: true });
export type RecentArticle = z.infer<typeof recentArticle>;

/** A whole blog post or training. */
export const article = articleCard.extend({
  description: z.string().describe('Sanitized HTML'),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type Article = z.infer<typeof article>;

/** GET /api/blogs */
export const blogListResponse = z.object({
  result: resultSuccess,
  blogs: z.array(articleCard),
  recentBlogs: z.array(recentArticle),
  pagination,
});
export type BlogListResponse = z.infer<typeof blogListResponse>;

/** GET /api/blogs/{blogId} */
export const blogResponse = z.object({ result: resultSuccess, blog: article, blogs: z.array(articleCard) });
export type BlogResponse = z.infer<typeof blogResponse>;

/** GET /api/trainings */
export const trainingListResponse = z.object({
  result: resultSuccess,
  trainings: z.array(articleCard),
  relatedTrainings: z.array(recentArticle),
  pagination,
});
export type TrainingListResponse = z.infer<typeof trainingListResponse>;

/** GET /api/trainings/{trainingId} */
export const trainingResponse = z.object({ result: resultSuccess, training: article, trainings: z.array(articleCard) });
export type TrainingResponse = z.infer<typeof trainingResponse>;

export const faq = z.object({ question: z.string(), answer: z.string().describe('Sanitized HTML') });
export type Faq = z.infer<typeof faq>;

/** GET /api/faqs, in the shop's order. */
export const faqListResponse = z.object({ result: resultSuccess, faqs: z.array(faq) });
export type FaqListResponse = z.infer<typeof faqListResponse>;

export const contentPage = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string().describe('Sanitized HTML'),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
  /** The Nepali title and text (sanitised HTML) staff gave; each missing one shows the English (decision 0127). */
  ne: nepaliTexts.pick({ title: true, content: true }),
});
export type ContentPage = z.infer<typeof contentPage>;

/** GET /api/pages/{slug} */
export const pageResponse = z.object({ result: resultSuccess, page: contentPage });
export type PageResponse = z.infer<typeof pageResponse>;

export const serviceCard = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  summary: z.string(),
  starting_price: rupees.nullable().describe('Starting price in rupees; null when quoted per site'),
});
export type ServiceCard = z.infer<typeof serviceCard>;

export const service = serviceCard.extend({
  description: z.string().describe('Sanitized HTML'),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
});
export type Service = z.infer<typeof service>;

/** GET /api/services, in the shop's order. */
export const serviceListResponse = z.object({ result: resultSuccess, services: z.array(serviceCard) });
export type ServiceListResponse = z.infer<typeof serviceListResponse>;

/** GET /api/services/{serviceId}, with the other services. */
export const serviceResponse = z.object({ result: resultSuccess, service, services: z.array(serviceCard) });
export type ServiceResponse = z.infer<typeof serviceResponse>;
