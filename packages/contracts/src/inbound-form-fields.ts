import { z } from 'zod';
import { text } from './text.ts';
import { FORM_LIMITS, FORM_MESSAGES } from './inbound-form-messages.ts';

/**
 * Field shapes the e-waste, service, support and career forms share. Multipart forms arrive as
 * strings; a missing field and a blank one mean the same. The server adds the rules that need
 * packages/domain (Nepali phone, province, dates): contracts import nothing else of the project.
 */

export const requiredText = (required: string, max: number) => text(required).trim().min(1, required).max(max, FORM_MESSAGES.tooLong(max));

/** Empty or blank counts as not given. */
export const optionalText = (max: number) =>
  text(FORM_MESSAGES.tooLong(max))
    .trim()
    .max(max, FORM_MESSAGES.tooLong(max))
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

export const personName = text(FORM_MESSAGES.nameRequired)
  .trim()
  .min(1, FORM_MESSAGES.nameRequired)
  .min(FORM_LIMITS.nameMin, FORM_MESSAGES.nameShort)
  .max(FORM_LIMITS.nameMax, FORM_MESSAGES.nameLong);

export const emailAddress = text(FORM_MESSAGES.emailRequired)
  .trim()
  .min(1, FORM_MESSAGES.emailRequired)
  .max(FORM_LIMITS.emailMax, FORM_MESSAGES.emailLong)
  .pipe(z.email({ error: FORM_MESSAGES.emailInvalid }));

/** A phone as typed; the server checks it is Nepali and stores it in E.164 (decision 0120). */
export const phoneNumber = (required: string) =>
  text(required).trim().min(1, required).max(FORM_LIMITS.phoneMax, FORM_MESSAGES.phoneInvalid);

/** Every form's success answer: the message to show and the reference the sender can quote. */
export const submissionReceived = z.object({
  result: z.literal('success'),
  message: z.string(),
  reference: z.string().describe('A letter, a hyphen and 6 characters, e.g. W-7QK4M2'),
});
export type SubmissionReceived = z.infer<typeof submissionReceived>;
