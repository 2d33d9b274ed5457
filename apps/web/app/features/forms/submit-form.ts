import type { SubmissionReceived } from '@suraksha/contracts/inbound-form-fields';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { ApiError, callApi } from '../../lib/api-client.ts';

export const OFFLINE_MESSAGE = 'Could not reach the shop. Please check your connection and try again.';

/** What sending a form came to: the server's thanks, its refusal (a message per field), or no answer. */
export type FormOutcome =
  | { kind: 'sent'; message: string; reference: string }
  | { kind: 'refused'; status: number; fields: Partial<Record<string, string>>; messages: string[] }
  | { kind: 'failed'; message: string };

/**
 * POSTs a form: multipart when it carries a file (`body` a FormData), JSON otherwise. The server
 * is the judge of every field; its messages come back one per field.
 */
export async function submitForm(api: ApiTransport, path: string, body: FormData | Record<string, string>, token?: string | null): Promise<FormOutcome> {
  try {
    const sent = await callApi<SubmissionReceived>(api, { method: 'POST', path, body, token: token ?? null });
    return { kind: 'sent', message: sent.message, reference: sent.reference };
  } catch (error) {
    if (error instanceof ApiError && error.envelope && error.status < 500) {
      const fields = error.envelope.message ?? {};
      const messages = Object.values(fields);
      return { kind: 'refused', status: error.status, fields, messages: messages.length > 0 ? messages : [error.envelope.errorMessage] };
    }
    console.error(`The form ${path} could not be sent.`, error);
    return { kind: 'failed', message: error instanceof ApiError && error.envelope ? error.envelope.errorMessage : OFFLINE_MESSAGE };
  }
}

/** The text fields of a form as an object (for the JSON forms). */
export function textValuesOf(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}
