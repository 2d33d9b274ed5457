import { toast } from 'react-hot-toast';
import { ApiError } from './api-client.ts';

export type FieldErrors = Record<string, string>;

/** The one sentence for a call that got no answer from the shop. */
export const OFFLINE_MESSAGE = 'Could not reach the shop. Please check your connection and try again.';

/** The per-field messages of a failed call (400 with `message`), else none. */
export function fieldErrorsOf(err: unknown): FieldErrors {
  return err instanceof ApiError ? (err.envelope?.message ?? {}) : {};
}

/** The sentence to show for a failed call: the server's errorMessage, or a network failure. */
export function errorMessageOf(err: unknown): string {
  if (err instanceof ApiError) return err.envelope?.errorMessage ?? OFFLINE_MESSAGE;
  return OFFLINE_MESSAGE;
}

/** SPEC §8: a result 'error' is shown as an error toast (the form also marks each field). */
export function toastApiError(err: unknown) {
  toast.error(errorMessageOf(err));
}
