// Limits and texts of the Request Form (SPEC §2, §4, §5), shared by the API and the browser (no zod here).

export const QUOTE_USER_TYPES = ['Single', 'Company'] as const;
export type QuoteUserType = (typeof QUOTE_USER_TYPES)[number];

/** The fields of SPEC §3's request form payload, in the order the server reports them. */
export const QUOTE_REQUEST_FIELDS = ['type', 'full_name', 'company_name', 'email_address', 'phone_number', 'address', 'message'] as const;
export type QuoteRequestField = (typeof QUOTE_REQUEST_FIELDS)[number];

export const QUOTE_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  companyNameMax: 150,
  emailMax: 254,
  phoneMax: 30,
  addressMax: 300,
  messageMax: 2000,
} as const;

export const QUOTE_MESSAGES = {
  typeRequired: 'Please choose a user type: Single or Company.',
  fullNameRequired: 'Please enter your full name.',
  fullNameShort: `The full name must be at least ${QUOTE_LIMITS.fullNameMin} characters.`,
  fullNameLong: `The full name must be at most ${QUOTE_LIMITS.fullNameMax} characters.`,
  companyNameRequired: 'Please enter your company name.',
  companyNameLong: `The company name must be at most ${QUOTE_LIMITS.companyNameMax} characters.`,
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailLong: 'The e-mail address is too long.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.',
  addressRequired: 'Please enter your address.',
  addressLong: `The address must be at most ${QUOTE_LIMITS.addressMax} characters.`,
  messageLong: `The message must be at most ${QUOTE_LIMITS.messageMax} characters.`,
  productNotFound: 'Product not found.',
} as const;

export function quoteThanks(reference: string): string {
  return `Thank you! Your request has been received and our team will contact you soon. Your reference is ${reference}.`;
}
