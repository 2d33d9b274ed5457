import { z } from 'zod';
import { text } from './text.ts';
import { resultSuccess } from './error-envelope.ts';
import { QUOTE_LIMITS, QUOTE_MESSAGES, QUOTE_USER_TYPES } from './quote-request-messages.ts';

/**
 * The Request Form (SPEC §2, §3, §5): POST /api/products/{id} for a product, POST /api/quote-requests
 * for a general quote. Fields are plain text: HTML in them is kept as typed and never rendered as HTML.
 * No client-side checks (SPEC §5): the server answers one message per field.
 */

const requiredText = (required: string, max: number, tooLong: string) => text(required).trim().min(1, required).max(max, tooLong);

/** Empty or blank optional fields count as not given. */
const optionalText = (max: number, tooLong: string) =>
  text(tooLong)
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/**
 * The fields without the rules that need more than one field or the project's domain: the server
 * adds the Nepali phone rule (packages/domain/nepal-phone.ts) and `withCompanyRule`.
 */
export const quoteRequestFields = z.object({
  type: z.enum(QUOTE_USER_TYPES, { error: QUOTE_MESSAGES.typeRequired }).describe('User Type: Single or Company'),
  full_name: requiredText(QUOTE_MESSAGES.fullNameRequired, QUOTE_LIMITS.fullNameMax, QUOTE_MESSAGES.fullNameLong).pipe(
    z.string().min(QUOTE_LIMITS.fullNameMin, QUOTE_MESSAGES.fullNameShort),
  ),
  company_name: optionalText(QUOTE_LIMITS.companyNameMax, QUOTE_MESSAGES.companyNameLong).describe(
    'Required when type is Company; ignored for Single',
  ),
  email_address: requiredText(QUOTE_MESSAGES.emailRequired, QUOTE_LIMITS.emailMax, QUOTE_MESSAGES.emailLong).pipe(
    z.email({ error: QUOTE_MESSAGES.emailInvalid }),
  ),
  phone_number: requiredText(QUOTE_MESSAGES.phoneRequired, QUOTE_LIMITS.phoneMax, QUOTE_MESSAGES.phoneInvalid).describe(
    'A Nepali mobile (+977 optional, then 96/97/98 and 8 more digits) or a landline with its area code',
  ),
  address: requiredText(QUOTE_MESSAGES.addressRequired, QUOTE_LIMITS.addressMax, QUOTE_MESSAGES.addressLong),
  message: optionalText(QUOTE_LIMITS.messageMax, QUOTE_MESSAGES.messageLong),
});
export type QuoteRequest = z.input<typeof quoteRequestFields>;

const isCompany = (value: unknown) => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Company';

/**
 * A Company needs its company name. The rule runs even when other fields failed (`when`), so
 * the sender sees every missing field at once.
 */
export function withCompanyRule<T extends z.ZodType<{ type: string; company_name?: string | undefined }>>(schema: T) {
  return schema.refine((v) => v.type !== 'Company' || Boolean(v.company_name), {
    message: QUOTE_MESSAGES.companyNameRequired,
    path: ['company_name'],
    when: (payload) => isCompany(payload.value),
  });
}

/** On success: the server's message to toast and the reference the sender can quote. */
export const quoteRequestResponse = z.object({
  result: resultSuccess,
  message: z.string(),
  reference: z.string().describe('Q- and 6 characters, e.g. Q-7QK4M2'),
});
export type QuoteRequestResponse = z.infer<typeof quoteRequestResponse>;
