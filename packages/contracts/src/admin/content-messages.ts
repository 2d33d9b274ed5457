// Zod-free, so the back office's pages can import these values (contracts/admin/content.ts has the schemas).

/** The kinds of post the back office edits: each its own table and storefront section. */
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

export const ARTICLE_TITLE_MAX = 160;
export const ARTICLE_SLUG_MAX = 120;

export const CONTENT_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title must be at most ${ARTICLE_TITLE_MAX} characters.`,
  slug: `A slug uses lowercase letters, digits and single hyphens (at most ${ARTICLE_SLUG_MAX} characters), e.g. "choosing-a-dvr".`,
  slugHint: 'Made from the title when left empty.',
  image: 'Give the image as a path under /media (e.g. /media/blogs/cover.webp) or an https:// address, or leave it empty.',
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
