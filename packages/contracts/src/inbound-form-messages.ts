// Limits and texts of the e-waste, service request, support ticket and career forms, shared by
// the API and the browser (no zod here). The contact form keeps its own (contact-messages.ts).

export const FORM_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  shortTextMax: 100,
  addressMax: 250,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  remarksMax: 2000,
  orderNumberMax: 40,
  ticketNumberMax: 20,
  /** Every uploaded file: CV, billing card, ticket attachment. */
  fileMaxBytes: 5 * 1024 * 1024,
} as const;

/** What a form's file field offers to pick: the kinds the server accepts (FORM_MESSAGES.attachmentType). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export const FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameShort: `The name must be at least ${FORM_LIMITS.nameMin} characters.`,
  nameLong: `The name must be at most ${FORM_LIMITS.nameMax} characters.`,
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailLong: 'The e-mail address is too long.',
  mobileRequired: 'Please enter your mobile number.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.',
  stateRequired: 'Please choose your province.',
  provinceRequired: 'Please choose your province.',
  cityRequired: 'Please enter your city.',
  districtRequired: 'Please enter your district.',
  addressRequired: 'Please enter your address.',
  productNameRequired: 'Please enter the product name.',
  purchaseDateRequired: 'Please enter the purchase date.',
  purchaseDateInvalid: 'Please enter the purchase date as a date, e.g. 2025-06-30.',
  purchaseDateFuture: 'The purchase date cannot be in the future.',
  preferredDateInvalid: 'Please enter the preferred date as a date, e.g. 2026-12-01.',
  preferredDatePast: 'The preferred date cannot be in the past.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter your message.',
  messageShort: `The message must be at least ${FORM_LIMITS.messageMin} characters.`,
  ticketNumberRequired: 'Please enter your ticket number.',
  tooLong: (max: number) => `This must be at most ${max} characters.`,
  fileTooLarge: 'The file must be at most 5 MB.',
  billingCardType: 'The billing card must be a JPEG, PNG or WebP image or a PDF.',
  attachmentType: 'The attachment must be a JPEG, PNG or WebP image or a PDF.',
  cvRequired: 'Please attach your CV.',
  cvType: 'The CV must be a PDF, DOC or DOCX file.',
  fileUnreadable: 'The file could not be read. Please attach another copy.',
} as const;

/** A ticket's status as the look-up names it (the API's `statusLabel`). */
export const TICKET_STATUS_LABELS = { new: 'Open', in_progress: 'In progress', closed: 'Closed' } as const;

/** The one answer to a wrong ticket number, a wrong e-mail, or both: nobody learns which tickets exist. */
export const TICKET_NOT_FOUND = 'No ticket matches this ticket number and e-mail address.';

// Each form's fields in the order it shows them (and the server reports their problems).

/** Every field the form sends, in the order the server reports problems. */
export const EWASTE_FIELDS = [
  'name',
  'email',
  'state',
  'district',
  'municipality',
  'ward',
  'mobile_number',
  'city',
  'address',
  'landmark',
  'product_name',
  'serial_number',
  'purchase_date',
  'billing_card',
  'remarks',
] as const;

export const SERVICE_REQUEST_FIELDS = [
  'name',
  'phone',
  'email',
  'province',
  'district',
  'municipality',
  'ward',
  'address',
  'preferred_date',
  'message',
] as const;

export const SUPPORT_TICKET_FIELDS = ['name', 'email', 'phone', 'order_number', 'subject', 'message', 'attachment'] as const;

export const CAREER_APPLICATION_FIELDS = ['name', 'email', 'phone', 'cover_letter', 'cv'] as const;

// What each form answers once sent, with the reference the sender can quote.

export function careerApplicationThanks(reference: string, title: string): string {
  return `Thank you for applying for ${title}. We will contact you if you are shortlisted. Your reference is ${reference}.`;
}

export function supportTicketThanks(reference: string): string {
  return `Your ticket ${reference} is open. Keep this number: with your e-mail address it shows the ticket's status.`;
}

export function ewasteThanks(reference: string): string {
  return `Thank you! We have received your e-waste request and will contact you to arrange the pickup. Your reference is ${reference}.`;
}

export function serviceRequestThanks(reference: string): string {
  return `Thank you! Our service team will call you to confirm the visit. Your reference is ${reference}.`;
}
