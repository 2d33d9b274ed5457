/**
 * Which texts of a product, a category and a content page have a Nepali version, and how long each may be
 * (the English field's limit), and what the API says about them: zod-free, so the back office's form imports them without zod (decision 0127).
 */
export const NEPALI_FIELDS = {
  products: { title: 200, summary: 500, description: 50_000 },
  categories: { title: 120 },
  pages: { title: 160, content: 200_000 },
} as const;
export type NepaliEntity = keyof typeof NEPALI_FIELDS;
/** The fields that hold rich text (sanitised HTML, like their English fields). */
export const NEPALI_RICH_FIELDS: readonly string[] = ['description', 'content'];

export const NEPALI_VERSION_MESSAGES = {
  tooLong: (max: number) => `At most ${max.toLocaleString('en-US')} characters.`,
  notText: 'Send text, or leave it empty to show the English.',
  notFound: 'There is no such item.',
  saved: 'The Nepali version is saved.',
} as const;
