import { z } from 'zod';
import { contentPage } from '../content.ts';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';
import { historyEntry, optionalText, publishingFields, publishingRow, requirePublishTime } from './content.ts';
import { PAGE_CONTENT_MAX, PAGE_MESSAGES as P, PAGE_SEO_KEYWORDS_MAX, PAGE_TITLE_MAX } from './content-faq-page-messages.ts';
import { ARTICLE_SEO_TEXT_MAX, ARTICLE_SEO_TITLE_MAX, ARTICLE_SLUG_MAX, CONTENT_MESSAGES as M } from './content-messages.ts';
import { SLUG_PATTERN } from './taxonomy.ts';

export * from './content-faq-page-messages.ts';

/**
 * Content pages in the back office (/api/admin/content/pages, issue #17): about, the policies, the
 * seller disclosure and any page the shop adds, served at /pages/{slug}; draft / scheduled /
 * published as articles are. The pages the footer links to keep their slug and stay published
 * (docs/decisions/0108).
 */

/** POST /api/admin/content/pages and POST /api/admin/content/pages/{id}: the whole page. */
export const pageBody = z
  .object({
    title: text(M.titleRequired).trim().min(1, M.titleRequired).max(PAGE_TITLE_MAX, M.titleTooLong),
    /** Empty or left out: made from the title (on an edit, left out keeps the current one). */
    slug: text(M.slug)
      .trim()
      .max(ARTICLE_SLUG_MAX, M.slug)
      .refine((v) => v === '' || SLUG_PATTERN.test(v), M.slug)
      .optional(),
    /** HTML from the rich-text editor; the server sanitises it before it is stored. */
    content: text(P.contentRequired).max(PAGE_CONTENT_MAX, P.contentTooLong),
    seo_title: optionalText(ARTICLE_SEO_TITLE_MAX, M.seoTitle),
    seo_description: optionalText(ARTICLE_SEO_TEXT_MAX, M.seoDescription),
    seo_keyword: optionalText(PAGE_SEO_KEYWORDS_MAX, P.seoKeywords),
    ...publishingFields,
  })
  .superRefine(requirePublishTime);
export type PageBody = z.input<typeof pageBody>;
export type PageInput = z.output<typeof pageBody>;

const pageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** The footer links to it: its slug is fixed and it stays published. */
  in_footer: z.boolean(),
  ...publishingRow,
});
export type PageRow = z.infer<typeof pageRow>;

export const pageAdminListResponse = z.object({ result: resultSuccess, pages: z.array(pageRow) });
export type PageAdminListResponse = z.infer<typeof pageAdminListResponse>;

export const pageDetail = pageRow.extend({
  /** Sanitised HTML. */
  content: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
  history: z.array(historyEntry),
});
export type PageDetail = z.infer<typeof pageDetail>;
export const pageDetailResponse = z.object({ result: resultSuccess, page: pageDetail });
export type PageDetailResponse = z.infer<typeof pageDetailResponse>;
export const pageWriteResponse = pageDetailResponse.extend({ message: z.string() });
export type PageWriteResponse = z.infer<typeof pageWriteResponse>;

/** GET /api/admin/content/pages/{id}/preview: the page as /pages/{slug} will show it, drafts too. */
export const pagePreviewResponse = z.object({ result: resultSuccess, page: contentPage });
export type PagePreviewResponse = z.infer<typeof pagePreviewResponse>;
