import type { ApiTransport } from '@suraksha/contracts/transport';
import { data } from 'react-router';
import { ApiError, callApi } from '../../lib/api-client.ts';

// Loader helpers of the catalogue routes: an unknown slug, or a page past the end, is the site's 404 page with status 404.

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

/** A listing page number past the last page is a page that does not exist (page 1 always exists, even empty). */
export function assertPageExists(page: number, totalPages: number): void {
  if (page > 1 && page > totalPages) throw notFound();
}

/** One path segment of the API: the slug is encoded so "/" or "?" in it cannot change the call. */
export function slugSegment(slug: string): string {
  return encodeURIComponent(slug);
}
