import type { QuoteRequestField, QuoteUserType } from '@suraksha/contracts/quote-request-messages';

/** What the Request Form holds while the buyer fills it in. */
export type QuoteValues = { type: QuoteUserType } & Record<Exclude<QuoteRequestField, 'type'>, string>;

export const EMPTY_QUOTE: QuoteValues = {
  type: 'Single',
  full_name: '',
  company_name: '',
  email_address: '',
  phone_number: '',
  address: '',
  message: '',
};
