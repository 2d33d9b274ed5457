import { z } from 'zod';
import { pathSegment } from './text.ts';
import { emailAddress, optionalText, personName, phoneNumber } from './inbound-form-fields.ts';
import { FORM_LIMITS, FORM_MESSAGES } from './inbound-form-messages.ts';

/** /career and /career/{careerId}: GET /api/careers, GET /api/careers/{slug}. */
export const careerCard = z.object({
  title: z.string(),
  slug: z.string(),
  location: z.string(),
  employmentType: z.string(),
  summary: z.string(),
  deadline: z.string().nullable().describe('YYYY-MM-DD'),
});
export type CareerCard = z.infer<typeof careerCard>;

export const careerListResponse = z.object({ result: z.literal('success'), careers: z.array(careerCard) });
export type CareerListResponse = z.infer<typeof careerListResponse>;

export const careerDetailResponse = z.object({
  result: z.literal('success'),
  career: careerCard.extend({
    description: z.string().describe('Sanitized HTML'),
    /** False once its deadline day (Nepal) has passed: the page says so and an application is refused. */
    applications_open: z.boolean(),
  }),
});
export type CareerDetailResponse = z.infer<typeof careerDetailResponse>;

export const careerParams = z.object({ careerId: pathSegment().max(200) });

/** POST /api/careers/{slug}/applications: multipart with the `cv` file (PDF, DOC or DOCX). */
export const careerApplicationFields = z.object({
  name: personName,
  email: emailAddress,
  phone: phoneNumber(FORM_MESSAGES.phoneRequired),
  cover_letter: optionalText(FORM_LIMITS.messageMax),
});

// The thanks lives with the form's texts (zod-free), where the Nepali table finds it too.
export { careerApplicationThanks } from './inbound-form-messages.ts';
