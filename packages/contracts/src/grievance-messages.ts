import { FORM_LIMITS, FORM_MESSAGES } from './inbound-form-messages.ts';

// The complaint form (/grievance, decision 0128): its fields, categories, limits and texts, shared by
// the API and the browser (no zod here, so the storefront may import it).

/** What a complaint is about: the storefront shows each in the reader's language, the inbox in English. */
export const GRIEVANCE_CATEGORIES = ['delivery', 'product_warranty', 'refund_return', 'pricing_invoice', 'privacy', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_CATEGORY_LABELS: Readonly<Record<GrievanceCategory, string>> = {
  delivery: 'Delivery',
  product_warranty: 'Product or warranty',
  refund_return: 'Refund or return',
  pricing_invoice: 'Pricing or invoice',
  privacy: 'Privacy',
  other: 'Other',
};

export const GRIEVANCE_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 5000,
  orderNumberMax: FORM_LIMITS.orderNumberMax,
} as const;

export const GRIEVANCE_MESSAGES = {
  categoryRequired: 'Please choose what your complaint is about.',
  descriptionRequired: 'Please describe your complaint.',
  descriptionShort: `Please describe your complaint in at least ${GRIEVANCE_LIMITS.descriptionMin} characters.`,
  descriptionLong: `The description must be at most ${GRIEVANCE_LIMITS.descriptionMax} characters.`,
  attachmentType: FORM_MESSAGES.attachmentType,
  /** The back office: a complaint is closed only once it has been answered. */
  closeUnanswered: 'Answer this complaint before closing it.',
} as const;

/** Every field the form sends, in the order it shows them (and the server reports their problems). */
export const GRIEVANCE_FIELDS = ['name', 'phone', 'email', 'order_number', 'category', 'description', 'attachment'] as const;

/** The API's thanks (the storefront shows its own text, in the reader's language, beside the reference). */
export function grievanceThanks(reference: string): string {
  return `Your complaint ${reference} is registered. Keep this reference: our grievance officer will answer by e-mail.`;
}

/** Where the storefront's form lives; the footer's disclosure and the seller page link here. */
export const GRIEVANCE_PATH = '/grievance';
