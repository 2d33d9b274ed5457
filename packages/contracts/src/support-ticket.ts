import { z } from 'zod';
import { text } from './text.ts';
import { emailAddress, optionalText, personName, phoneNumber, requiredText } from './inbound-form-fields.ts';
import { FORM_LIMITS, FORM_MESSAGES } from './inbound-form-messages.ts';

/**
 * /support-ticket: POST /api/support-tickets (multipart, optional `attachment` image or PDF)
 * opens a ticket and answers its number; POST /api/support-tickets/status looks one up by
 * number and e-mail.
 */
export const supportTicketFields = z.object({
  name: personName,
  email: emailAddress,
  phone: phoneNumber(FORM_MESSAGES.phoneRequired),
  order_number: optionalText(FORM_LIMITS.orderNumberMax),
  subject: requiredText(FORM_MESSAGES.subjectRequired, FORM_LIMITS.subjectMax),
  message: text(FORM_MESSAGES.messageRequired)
    .trim()
    .min(1, FORM_MESSAGES.messageRequired)
    .min(FORM_LIMITS.messageMin, FORM_MESSAGES.messageShort)
    .max(FORM_LIMITS.messageMax, FORM_MESSAGES.tooLong(FORM_LIMITS.messageMax)),
});

// The thanks lives with the form's texts (zod-free), where the Nepali table finds it too.
export { supportTicketThanks } from './inbound-form-messages.ts';

export const ticketStatusRequest = z.object({
  ticket_number: requiredText(FORM_MESSAGES.ticketNumberRequired, FORM_LIMITS.ticketNumberMax),
  email: emailAddress,
});
export type TicketStatusRequest = z.input<typeof ticketStatusRequest>;

export const ticketStatusResponse = z.object({
  result: z.literal('success'),
  ticket: z.object({
    ticketNumber: z.string(),
    subject: z.string(),
    status: z.enum(['new', 'in_progress', 'closed']),
    statusLabel: z.string(),
    openedAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
    /** The shop's replies from the back office's inbox, oldest first (internal notes are never here). */
    replies: z.array(z.object({ body: z.string(), at: z.string().describe('ISO 8601') })),
  }),
});
export type TicketStatusResponse = z.infer<typeof ticketStatusResponse>;
