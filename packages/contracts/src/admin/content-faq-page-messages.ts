// Zod-free, so the back office's pages can import these values (content-faqs.ts and content-pages.ts have the schemas).

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
export const PAGE_TITLE_MAX = 160;
export const PAGE_CONTENT_MAX = 200_000;
export const PAGE_SEO_KEYWORDS_MAX = 320;
/** More FAQs than a page can usefully show; the order call refuses a longer list. */
export const FAQ_ORDER_MAX = 1_000;

export const FAQ_MESSAGES = {
  questionRequired: 'Please write the question.',
  questionTooLong: `The question must be at most ${FAQ_QUESTION_MAX} characters.`,
  answerRequired: 'Please write the answer.',
  answerTooLong: `The answer is too long (at most ${FAQ_ANSWER_MAX.toLocaleString('en-US')} characters of HTML).`,
  notFaq: 'There is no such FAQ.',
  order: 'Send the ids of the FAQs in their new order, each once.',
  orderStale:
    'The list of FAQs has changed since this page loaded (someone added one, or the order named one twice): reload and order them again.',
  orderSaved: 'The new order is saved: /faqs shows it now.',
  reorderHint:
    'Drag a question by its handle, or use Move up and Move down: /faqs shows the new order at once. Drafts and scheduled ones keep their place.',
} as const;

export const PAGE_MESSAGES = {
  contentRequired: 'Please write the text of the page.',
  contentTooLong: `The text is too long (at most ${PAGE_CONTENT_MAX.toLocaleString('en-US')} characters of HTML).`,
  seoKeywords: `The SEO keywords must be at most ${PAGE_SEO_KEYWORDS_MAX} characters.`,
  notPage: 'There is no such page.',
  slugTaken: (slug: string) => `Another page already uses the slug "${slug}".`,
  footerSlug: (slug: string) =>
    `The shop's footer links to /pages/${slug}, so its slug stays "${slug}". Change its title and text instead, or create a new page.`,
  footerHidden: (title: string) =>
    `The shop's footer links to ${title}, so it stays published: edit its text instead of taking it off the storefront.`,
  footerHint: 'The footer links to this page: its slug is fixed and it stays published.',
} as const;
