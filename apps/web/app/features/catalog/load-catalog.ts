import type { ApiTransport } from '@suraksha/contracts/transport';
import { data } from 'react-router';
import { ApiError, callApi } from '../../lib/api-client.ts';

// Loader helpers of the catalogue routes: an unknown slug is the site's 404 page with status 404.

export const notFound = () => data(null, { status: 404 });

/** GET `path` of the API; its 404 (unknown or inactive slug) becomes the 404 page. */
export async function loadOrNotFound<T>(api: ApiTransport, path: string): Promise<T> {
  try {
    return await callApi<T>(api, { method: 'GET', path });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * The status of a product listing's page. A page number past the last page (page 1 always exists, even
 * empty) is shown as the listing with its empty state, 'No item found', and links back to the pages that
 * exist (SPEC §8: lists show empty-state text instead of errors); it answers 404 so search engines drop it.
 */
export function listingPageStatus(page: number, totalPages: number): ResponseInit {
  return { status: page > 1 && page > totalPages ? 404 : 200 };
}

/** One path segment of the API: the slug is encoded so "/" or "?" in it cannot change the call. */
export function slugSegment(slug: string): string {
  return encodeURIComponent(slug);
}
