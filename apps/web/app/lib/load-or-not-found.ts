import { data } from 'react-router';
import { ApiError } from './api-client.ts';

// Loader helpers: an unknown slug is the site's 404 page with a real 404 status.

export const notFound = () => data(null, { status: 404 });

/** The call's answer; its 404 (an unknown or inactive slug) becomes the 404 page. */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
