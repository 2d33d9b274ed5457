import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { z } from 'zod';
import { article as storefrontArticle, articleCard } from '../content.ts';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';
import { imageReference, SHOWCASE_MESSAGES, showcaseSlug, showcaseTitle } from './showcase-fields.ts';

/**
 * Blog posts and trainings in the back office (/api/admin/content/{kind}, issue #17): one shape, one
 * editor. A post is a draft (no publish time), scheduled (a publish time still to come) or published
 * (its time has come): the storefront shows it from `published_at` on, with no job to run
 * (docs/decisions/0105).
 */

export const ARTICLE_KINDS = ['blogs', 'trainings'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_SUMMARY_MAX = 1_000;
export const ARTICLE_BODY_MAX = 100_000;
export const ARTICLE_SEO_TITLE_MAX = 160;
export const ARTICLE_SEO_TEXT_MAX = 320;

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** One post of each kind, as a sentence names it. */
export const ARTICLE_NOUN: Record<ArticleKind, { one: string; many: string; entity: string; storefront: string }> = {
  blogs: { one: 'blog post', many: 'blog posts', entity: 'blog', storefront: '/blogs' },
  trainings: { one: 'training', many: 'trainings', entity: 'training', storefront: '/trainings' },
};

export const CONTENT_MESSAGES = {
  ...SHOWCASE_MESSAGES,
  summaryRequired: 'Please write a short summary (it is shown on the list page).',
  summaryTooLong: `The summary must be at most ${ARTICLE_SUMMARY_MAX.toLocaleString('en-US')} characters.`,
  bodyRequired: 'Please write the text of the post.',
  bodyTooLong: `The text is too long (at most ${ARTICLE_BODY_MAX.toLocaleString('en-US')} characters of HTML).`,
  seoTitle: `The SEO title must be at most ${ARTICLE_SEO_TITLE_MAX} characters.`,
  seoDescription: `The SEO description must be at most ${ARTICLE_SEO_TEXT_MAX} characters.`,
  status: 'Choose draft, scheduled or published.',
  publishAt: 'Give the date and time to publish, in Nepal time (YYYY-MM-DDTHH:mm).',
  publishAtPast: 'A scheduled time must be in the future; to show it now, choose Published.',
  notArticle: 'There is no such post.',
  slugTaken: (slug: string) => `Another post already uses the slug "${slug}".`,
  created: (title: string) => `${title} is added.`,
  savedAs: (title: string, status: ArticleStatus) =>
    status === 'draft'
      ? `${title} is saved as a draft: the storefront does not show it.`
      : status === 'scheduled'
        ? `${title} is saved and scheduled: the storefront shows it from its publish time.`
        : `${title} is saved and published: the storefront shows it now.`,
} as const;
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

const optionalText = (max: number, message: string) =>
  text(message)
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' ? null : v));

/** POST /api/admin/content/{kind} and POST /api/admin/content/{kind}/{id}: the whole post. */
export const articleBody = z
  .object({
    title: showcaseTitle,
    slug: showcaseSlug,
    image: imageReference,
    summary: text(M.summaryRequired).trim().min(1, M.summaryRequired).max(ARTICLE_SUMMARY_MAX, M.summaryTooLong),
    /** HTML from the rich-text editor; the server sanitises it before it is stored. */
    body: text(M.bodyRequired).max(ARTICLE_BODY_MAX, M.bodyTooLong),
    seo_title: optionalText(ARTICLE_SEO_TITLE_MAX, M.seoTitle),
    seo_description: optionalText(ARTICLE_SEO_TEXT_MAX, M.seoDescription),
    status: z.enum(ARTICLE_STATUSES, { error: M.status }),
    /** Only for 'scheduled': when, in Nepal time. */
    publish_at: text(M.publishAt).trim().nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'scheduled') return;
    if (!body.publish_at || instantFromNepalInput(body.publish_at) === null) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: M.publishAt });
    }
  });
export type ArticleBody = z.input<typeof articleBody>;
export type ArticleInput = z.output<typeof articleBody>;

const articleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  /** ISO instant; null for a draft. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleListResponse = z.object({ result: resultSuccess, articles: z.array(articleRow) });
export type ArticleListResponse = z.infer<typeof articleListResponse>;

/** One change of the post, from the audit log: newest first. */
const historyEntry = z.object({
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
