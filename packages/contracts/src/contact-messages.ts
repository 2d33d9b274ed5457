// Limits and texts of the contact form, shared by the API and the browser (no zod here).

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameShort: `The name must be at least ${CONTACT_LIMITS.nameMin} characters.`,
  nameLong: `The name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailLong: 'The e-mail address is too long.',
  phoneInvalid: 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.',
  subjectLong: `The subject must be at most ${CONTACT_LIMITS.subjectMax} characters.`,
  messageRequired: 'Please enter your message.',
  messageShort: `The message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageLong: `The message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
} as const;

/** The contact form's fields in the order they are shown. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function contactThanks(reference: string): string {
  return `Thank you! We will get back to you soon. Your reference is ${reference}.`;
}
