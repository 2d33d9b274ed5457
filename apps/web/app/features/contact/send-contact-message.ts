import type { ContactResponse } from '@suraksha/contracts/contact';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { ApiError, callApi } from '../../lib/api-client.ts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const OFFLINE_MESSAGE = 'Could not reach the shop. Please check your connection and try again.';

/** What sending came to: the server's thanks, its refusal (a message per field), or no answer. */
export type ContactOutcome =
  | { kind: 'sent'; message: string; reference: string }
  | { kind: 'refused'; status: number; fields: Partial<Record<string, string>>; messages: string[] }
  | { kind: 'failed'; message: string };

export function contactValuesOf(form: FormData): ContactValues {
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** POST /api/contact. The server is the judge of every field; its messages come back one per field. */
export async function sendContactMessage(api: ApiTransport, values: ContactValues): Promise<ContactOutcome> {
  try {
    const sent = await callApi<ContactResponse>(api, { method: 'POST', path: '/contact', body: values });
    return { kind: 'sent', message: sent.message, reference: sent.reference };
  } catch (error) {
    if (error instanceof ApiError && error.envelope && error.status < 500) {
      const fields = error.envelope.message ?? {};
      const messages = Object.values(fields);
      return { kind: 'refused', status: error.status, fields, messages: messages.length > 0 ? messages : [error.envelope.errorMessage] };
    }
    console.error('The contact message could not be sent.', error);
    return { kind: 'failed', message: error instanceof ApiError && error.envelope ? error.envelope.errorMessage : OFFLINE_MESSAGE };
  }
}
