import { ApiError } from './api-client.ts';

/**
 * SPEC §8: when a list cannot be loaded (the database is down, the call failed), the failure is logged
 * and the page shows the list's empty state ('No item found', 'Coming Soon') instead of an error page.
 * A 4xx is an answer about the request, not a failure: it goes on to the caller (a 404 is the 404 page).
 */
export async function listOrEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<{ list: T; failed: boolean }> {
  try {
    return { list: await load(), failed: false };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    console.error(`Could not load the ${what}; showing it empty.`, error);
    return { list: empty, failed: true };
  }
}

/** A page showing a list it could not load answers 503: the page cache (decision 0016) and search engines leave it. */
export const listStatus = (failed: boolean): ResponseInit => ({ status: failed ? 503 : 200 });
