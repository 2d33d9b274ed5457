import type { QuoteRequestResponse } from '@suraksha/contracts/quote-request';
import { QUOTE_REQUEST_FIELDS, type QuoteRequestField, type QuoteUserType } from '@suraksha/contracts/quote-request-messages';
import type { ApiRequest } from '@suraksha/contracts/transport';
import { ApiError } from '../../lib/api-client.ts';

export type QuoteValues = { type: QuoteUserType } & Record<Exclude<QuoteRequestField, 'type'>, string>;

export const EMPTY_QUOTE: QuoteValues = { type: 'Single', full_name: '', company_name: '', email_address: '', phone_number: '', address: '', message: '' };

export const OFFLINE_MESSAGE = 'Could not reach the shop. Please check your connection and try again.';

/** What sending came to: the server's thanks, its refusal (one message per field, in form order), or no answer. */
export type QuoteOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'refused'; fields: Partial<Record<string, string>>; messages: string[] }
  | { kind: 'failed'; message: string };

type Call = <T>(request: Omit<ApiRequest, 'token'>) => Promise<T>;

/** The Request Form's call: POST /api/products/{slug} for a product, POST /api/quote-requests for a general quote. */
export async function sendQuoteRequest(call: Call, productSlug: string | null, values: QuoteValues): Promise<QuoteOutcome> {
  const path = productSlug === null ? '/quote-requests' : `/products/${encodeURIComponent(productSlug)}`;
  try {
    const sent = await call<QuoteRequestResponse>({ method: 'POST', path, body: values });
    return { kind: 'sent', message: sent.message };
  } catch (error) {
    if (error instanceof ApiError && error.envelope && error.status < 500) {
      const fields = error.envelope.message ?? {};
      const ordered = [...QUOTE_REQUEST_FIELDS.filter((f) => fields[f]), ...Object.keys(fields).filter((f) => !(QUOTE_REQUEST_FIELDS as readonly string[]).includes(f))];
      const messages = ordered.map((f) => fields[f] as string);
      return { kind: 'refused', fields, messages: messages.length > 0 ? messages : [error.envelope.errorMessage] };
    }
    console.error('The quote request could not be sent.', error);
    return { kind: 'failed', message: error instanceof ApiError && error.envelope ? error.envelope.errorMessage : OFFLINE_MESSAGE };
  }
}
