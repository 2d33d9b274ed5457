// Loader helpers of the catalogue routes (an unknown slug: loadOrNotFound in lib/load-or-not-found.ts).

/**
 * The status of a product listing's page. A page number past the last page (page 1 always exists, even
 * empty) is shown as the listing with its empty state, 'No item found', and links back to the pages that
 * exist (SPEC §8: lists show empty-state text instead of errors); it answers 404 so search engines drop it.
 */
export function listingPageStatus(page: number, totalPages: number): ResponseInit {
  return { status: page > 1 && page > totalPages ? 404 : 200 };
}

/** One path segment of a page URL: the slug is encoded so "/" or "?" in it cannot change the link. */
export function slugSegment(slug: string): string {
  return encodeURIComponent(slug);
}
