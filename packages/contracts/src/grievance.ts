import { z } from 'zod';
import { text } from './text.ts';
import { emailAddress, optionalText, personName, phoneNumber } from './inbound-form-fields.ts';
import { FORM_MESSAGES } from './inbound-form-messages.ts';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from './grievance-messages.ts';

/**
 * /grievance: POST /api/grievances (multipart, optional `attachment` image or PDF) registers a
 * complaint and answers its reference and the time by which the shop must answer (decision 0128).
 * The server adds the Nepali phone rule (packages/domain).
 */
export const grievanceFields = z.object({
  name: personName,
  phone: phoneNumber(FORM_MESSAGES.phoneRequired),
  email: emailAddress,
  order_number: optionalText(GRIEVANCE_LIMITS.orderNumberMax),
  category: z.enum(GRIEVANCE_CATEGORIES, { error: GRIEVANCE_MESSAGES.categoryRequired }),
  description: text(GRIEVANCE_MESSAGES.descriptionRequired)
    .trim()
    .min(1, GRIEVANCE_MESSAGES.descriptionRequired)
    .min(GRIEVANCE_LIMITS.descriptionMin, GRIEVANCE_MESSAGES.descriptionShort)
    .max(GRIEVANCE_LIMITS.descriptionMax, GRIEVANCE_MESSAGES.descriptionLong),
});

export const grievanceReceived = z.object({
  result: z.literal('success'),
  message: z.string(),
  reference: z.string().describe('GRV- and 6 characters, e.g. GRV-7QK4M2'),
  received_at: z.string().describe('ISO 8601'),
  due_at: z.string().describe('ISO 8601: the shop answers by then (the legal response period)'),
});
export type GrievanceReceived = z.infer<typeof grievanceReceived>;
