import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { z } from 'zod';
import { careerDetailResponse } from '../careers.ts';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';
import { entryFields, historyEntry, publishingFields, publishingRow, requirePublishTime } from './content.ts';

/**
 * Job openings in the back office (/api/admin/content/careers, issue #17, decision 0109): written like
 * blog posts (rich text, draft / scheduled / published by `published_at`) with a place, a kind of
 * employment and an optional deadline — the last Nepal day applications are taken.
 */

export const CAREER_LOCATION_MAX = 120;
export const CAREER_EMPLOYMENT_MAX = 60;

export const CAREER_MESSAGES = {
  locationRequired: 'Please say where the job is (e.g. Kathmandu).',
  locationTooLong: `The location must be at most ${CAREER_LOCATION_MAX} characters.`,
  employmentRequired: 'Please say the kind of employment (e.g. Full time).',
  employmentTooLong: `The kind of employment must be at most ${CAREER_EMPLOYMENT_MAX} characters.`,
  deadline: 'Give the deadline as a date (YYYY-MM-DD), the last day applications are taken in Nepal, or leave it empty.',
  notCareer: 'There is no such job opening.',
  slugTaken: (slug: string) => `Another job opening already uses the slug "${slug}".`,
  closedOn: (title: string, deadline: string) => `Applications for ${title} closed on ${deadline}; we cannot take new ones.`,
} as const;

const M = CAREER_MESSAGES;

/** POST /api/admin/content/careers and POST /api/admin/content/careers/{id}: the whole opening. */
export const careerBody = z
  .object({
    ...entryFields,
    location: text(M.locationRequired).trim().min(1, M.locationRequired).max(CAREER_LOCATION_MAX, M.locationTooLong),
    employment_type: text(M.employmentRequired).trim().min(1, M.employmentRequired).max(CAREER_EMPLOYMENT_MAX, M.employmentTooLong),
    /** The last day applications are taken (Nepal); empty or null: no deadline. */
    deadline: text(M.deadline)
      .trim()
      .refine((v) => v === '' || isCalendarDate(v), M.deadline)
      .nullable()
      .optional()
      .transform((v) => (v === null || v === undefined || v === '' ? null : v)),
    ...publishingFields,
  })
  .superRefine(requirePublishTime);
export type CareerBody = z.input<typeof careerBody>;
export type CareerInput = z.output<typeof careerBody>;

const careerRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  location: z.string(),
  employment_type: z.string(),
  /** YYYY-MM-DD, the last day applications are taken; null: none. */
  deadline: z.string().nullable(),
  /** Days from today (Nepal) to the deadline: 0 on its day; null without one; below 0 once closed. */
  days_to_deadline: z.number().int().nullable(),
  /** Past its deadline: off the storefront's list, applications refused. */
  closed: z.boolean(),
  ...publishingRow,
});
export type CareerRow = z.infer<typeof careerRow>;

/** GET /api/admin/content/careers: every opening, drafts, scheduled and closed ones too. */
export const adminCareerListResponse = z.object({ result: resultSuccess, careers: z.array(careerRow) });
export type AdminCareerListResponse = z.infer<typeof adminCareerListResponse>;

export const careerDetail = careerRow.extend({
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  history: z.array(historyEntry),
});
export type AdminCareerDetail = z.infer<typeof careerDetail>;

export const careerDeskResponse = z.object({ result: resultSuccess, career: careerDetail });
export type CareerDeskResponse = z.infer<typeof careerDeskResponse>;
export const careerWriteResponse = careerDeskResponse.extend({ message: z.string() });
export type CareerWriteResponse = z.infer<typeof careerWriteResponse>;

/** GET /api/admin/content/careers/{id}/preview: the storefront's shape, whatever the status. */
export const careerPreviewResponse = careerDetailResponse;
export type CareerPreviewResponse = z.infer<typeof careerPreviewResponse>;
