// Limits and texts of the product comparison, shared by the API and the browser (no zod here).

/** Products side by side: four columns still fit a laptop screen and stay readable on a phone. */
export const COMPARE_LIMIT = 4;

/** The query parameter of /compare and GET /api/compare: product slugs joined by commas. */
export const COMPARE_PARAM = 'products';

/** A slug of the list: no spaces, commas or control characters, at most 200 characters. */
export const COMPARE_SLUG = /^[^\s\p{Cc},]{1,200}$/u;

export const COMPARE_MESSAGES = {
  tooMany: `You can compare up to ${COMPARE_LIMIT} products. Remove one to add another.`,
  badSlug: 'That is not a product link we can compare.',
  added: 'Added to compare',
  removed: 'Removed from compare',
} as const;

/** The distinct slugs of a `products` parameter, in their order ("a,b,,a" → a, b). */
export function compareSlugs(param: string | null | undefined): string[] {
  if (!param) return [];
  return [
    ...new Set(
      param
        .split(',')
        .map((slug) => slug.trim())
        .filter((slug) => slug !== ''),
    ),
  ];
}
