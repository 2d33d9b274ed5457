import type { QuoteRequestResponse } from '@suraksha/contracts/quote-request';
import type { QuoteRequestField, QuoteUserType } from '@suraksha/contracts/quote-request-messages';
import type { ApiRequest } from '@suraksha/contracts/transport';

export type QuoteValues = { type: QuoteUserType } & Record<Exclude<QuoteRequestField, 'type'>, string>;

export const EMPTY_QUOTE: QuoteValues = { type: 'Single', full_name: '', company_name: '', email_address: '', phone_number: '', address: '', message: '' };

type Call = <T>(request: Omit<ApiRequest, 'token'>) => Promise<T>;

/** The Request Form's call: POST /api/products/{slug} for a product, POST /api/quote-requests for a general quote. */
export function sendQuoteRequest(call: Call, productSlug: string | null, values: QuoteValues): Promise<QuoteRequestResponse> {
  const path = productSlug === null ? '/quote-requests' : `/products/${encodeURIComponent(productSlug)}`;
  return call<QuoteRequestResponse>({ method: 'POST', path, body: values });
}
