/** The messages of the text rule (zod-free, so the browser may import them). */
export const TEXT_MESSAGES = {
  unstorable: 'Please remove the invisible control characters from this field.',
  notFound: 'Not found.',
} as const;
