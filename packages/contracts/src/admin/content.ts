import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { z } from 'zod';
import { article as storefrontArticle, articleCard } from '../content.ts';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_SEO_TEXT_MAX,
  ARTICLE_SEO_TITLE_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_STATUSES,
  type ArticleStatus,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  CONTENT_MESSAGES,
} from './content-messages.ts';
import { imageReferenceSaying } from './showcase-fields.ts';
import { SLUG_PATTERN } from './taxonomy.ts';

export * from './content-messages.ts';

/**
 * Blog posts and trainings in the back office (/api/admin/content/{kind}, issue #17): one shape, one
 * editor. A post is a draft (no publish time), scheduled (a publish time still to come) or published
 * (its time has come): the storefront shows it from `published_at` on, with no job to run
 * (docs/decisions/0106).
 */

const M = CONTENT_MESSAGES;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** Nepal keeps one offset all year: UTC+5:45. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/** A datetime-local value (YYYY-MM-DDTHH:mm, seconds optional) read as Nepal time; null when it is not one. */
export function instantFromNepalInput(value: string): Date | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match || !isCalendarDate(match[1] as string)) return null;
  const [h, m, s] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (h > 23 || m > 59 || s > 59) return null;
  const [year, month, day] = (match[1] as string).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, h, m, s) - NEPAL_OFFSET_MS);
}

/** An optional text field: empty or left out is null. */
export const optionalText = (max: number, message: string) =>
  text(message)
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' ? null : v));

/**
 * Draft, scheduled or published and, when scheduled, the Nepal time it goes live: the fields every
 * kind of content the back office publishes shares (articles, FAQs, pages).
 */
export const publishingFields = {
  status: z.enum(ARTICLE_STATUSES, { error: M.status }),
  /** Only for 'scheduled': when, in Nepal time. */
  publish_at: text(M.publishAt).trim().nullable().optional(),
};

/** A body with `publishingFields` scheduled must say when: its `superRefine`. */
export function requirePublishTime(body: { status: ArticleStatus; publish_at?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (body.status !== 'scheduled') return;
  if (!body.publish_at || instantFromNepalInput(body.publish_at) === null) {
    ctx.addIssue({ code: 'custom', path: ['publish_at'], message: M.publishAt });
  }
}

/** A published item's status and times, as every list of the back office shows them. */
export const publishingRow = {
  status: z.enum(ARTICLE_STATUSES),
  /** ISO instant; null for a draft. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
};

/** Title, slug, summary and rich text: what a post, a service and a job opening are written with. */
export const entryFields = {
  title: text(M.titleRequired).trim().min(1, M.titleRequired).max(ARTICLE_TITLE_MAX, M.titleTooLong),
  /** Empty or left out: made from the title (on an edit, left out keeps the current one). */
  slug: text(M.slug)
    .trim()
    .max(ARTICLE_SLUG_MAX, M.slug)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), M.slug)
    .optional(),
  summary: text(M.summaryRequired).trim().min(1, M.summaryRequired).max(ARTICLE_SUMMARY_MAX, M.summaryTooLong),
  /** HTML from the rich-text editor; the server sanitises it before it is stored. */
  body: text(M.bodyRequired).max(ARTICLE_BODY_MAX, M.bodyTooLong),
};

/** POST /api/admin/content/{kind} and POST /api/admin/content/{kind}/{id}: the whole post. */
export const articleBody = z
  .object({
    ...entryFields,
    image: imageReferenceSaying(M.image),
    seo_title: optionalText(ARTICLE_SEO_TITLE_MAX, M.seoTitle),
    seo_description: optionalText(ARTICLE_SEO_TEXT_MAX, M.seoDescription),
    ...publishingFields,
  })
  .superRefine(requirePublishTime);
export type ArticleBody = z.input<typeof articleBody>;
export type ArticleInput = z.output<typeof articleBody>;

const articleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  ...publishingRow,
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleListResponse = z.object({ result: resultSuccess, articles: z.array(articleRow) });
export type ArticleListResponse = z.infer<typeof articleListResponse>;

/** One change of a post (FAQ, page), from the audit log: newest first. */
export const historyEntry = z.object({
  at: z.string(),
  action: z.string(),
  staff: z.string().nullable(),
  status: z.string().nullable(),
});
export type ArticleHistoryEntry = z.infer<typeof historyEntry>;

export const articleDetail = articleRow.extend({
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  history: z.array(historyEntry),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleDetailResponse = z.object({ result: resultSuccess, article: articleDetail });
export type ArticleDetailResponse = z.infer<typeof articleDetailResponse>;
export const articleWriteResponse = articleDetailResponse.extend({ message: z.string() });
export type ArticleWriteResponse = z.infer<typeof articleWriteResponse>;

/** GET /api/admin/content/{kind}/{id}/preview: the post as the storefront will show it, drafts too. */
export const articlePreviewResponse = z.object({ result: resultSuccess, article: storefrontArticle, others: z.array(articleCard) });
export type ArticlePreviewResponse = z.infer<typeof articlePreviewResponse>;
