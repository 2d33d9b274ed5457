import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';
import { historyEntry, publishingFields, publishingRow, requirePublishTime } from './content.ts';
import { FAQ_ANSWER_MAX, FAQ_MESSAGES as M, FAQ_ORDER_MAX, FAQ_QUESTION_MAX } from './content-faq-page-messages.ts';

export * from './content-faq-page-messages.ts';

/**
 * FAQs in the back office (/api/admin/content/faqs, issue #17): a plain-text question, a rich-text
 * answer (sanitised by the server), draft / scheduled / published as articles are, and one order
 * for the whole list (docs/decisions/0108).
 */

/** POST /api/admin/content/faqs and POST /api/admin/content/faqs/{id}: the whole FAQ. */
export const faqBody = z
  .object({
    question: text(M.questionRequired).trim().min(1, M.questionRequired).max(FAQ_QUESTION_MAX, M.questionTooLong),
    /** HTML from the rich-text editor; the server sanitises it before it is stored. */
    answer: text(M.answerRequired).max(FAQ_ANSWER_MAX, M.answerTooLong),
    ...publishingFields,
  })
  .superRefine(requirePublishTime);
export type FaqBody = z.input<typeof faqBody>;
export type FaqInput = z.output<typeof faqBody>;

const faqRow = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  ...publishingRow,
});
export type FaqRow = z.infer<typeof faqRow>;

/** Every FAQ, drafts and scheduled ones too, in the storefront's order. */
export const faqAdminListResponse = z.object({ result: resultSuccess, faqs: z.array(faqRow) });
export type FaqAdminListResponse = z.infer<typeof faqAdminListResponse>;

export const faqDetail = faqRow.extend({ history: z.array(historyEntry) });
export type FaqDetail = z.infer<typeof faqDetail>;
export const faqDetailResponse = z.object({ result: resultSuccess, faq: faqDetail });
export type FaqDetailResponse = z.infer<typeof faqDetailResponse>;
export const faqWriteResponse = faqDetailResponse.extend({ message: z.string() });
export type FaqWriteResponse = z.infer<typeof faqWriteResponse>;

/** POST /api/admin/content/faqs/order: every FAQ's id, each once, in the new order. */
export const faqOrderBody = z.object({
  ids: z
    .array(z.number({ error: M.order }).int(M.order).positive(M.order), { error: M.order })
    .min(1, M.order)
    .max(FAQ_ORDER_MAX, M.order),
});
export type FaqOrderBody = z.input<typeof faqOrderBody>;
export const faqOrderResponse = faqAdminListResponse.extend({ message: z.string() });
export type FaqOrderResponse = z.infer<typeof faqOrderResponse>;
