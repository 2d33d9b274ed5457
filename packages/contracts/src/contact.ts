import { z } from 'zod';
import { text } from './text.ts';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-messages.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * The contact form of /contact-us (SPEC §2; its call is "not shown" in §7, so it follows the
 * other forms: POST /api/contact → result and message, per-field messages on error).
 * Fields are plain text: HTML in them is kept as typed and never rendered as HTML.
 */

/** Empty or blank optional fields count as not given. */
const optionalText = (max: number, tooLong: string) =>
  text(tooLong)
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/**
 * The shape of the form. The server adds the Nepali phone rule (packages/domain/nepal-phone.ts)
 * to `phone`; contracts import nothing else of the project.
 */
export const contactRequest = z.object({
  name: text(CONTACT_MESSAGES.nameRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .min(CONTACT_LIMITS.nameMin, CONTACT_MESSAGES.nameShort)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameLong),
  email: text(CONTACT_MESSAGES.emailRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailLong)
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  phone: optionalText(CONTACT_LIMITS.phoneMax, CONTACT_MESSAGES.phoneInvalid).describe('Optional; a Nepali mobile or landline'),
  subject: optionalText(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectLong),
  message: text(CONTACT_MESSAGES.messageRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageLong),
});
export type ContactRequest = z.input<typeof contactRequest>;

/** POST /api/contact on success: the message to show and the reference the sender can quote. */
export const contactResponse = z.object({
  result: resultSuccess,
  message: z.string(),
  reference: z.string().describe('C- and 6 characters, e.g. C-7QK4M2'),
});
export type ContactResponse = z.infer<typeof contactResponse>;

// The thanks lives with the form's texts (zod-free), where the Nepali table finds it too.
export { contactThanks } from './contact-messages.ts';
