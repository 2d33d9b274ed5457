import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { z } from 'zod';
import { blank } from '../catalog.ts';
import { text } from '../text.ts';

/**
 * The order desk's paper and its inside story (issue #15): invoices and packing slips printed for a
 * selection as one PDF, staff-only notes, and the order's timeline (status moves, notes, mails).
 */

export const ORDER_DOCUMENT_KINDS = ['invoice', 'packing-slip'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
export const ORDER_DOCUMENTS_MAX = 100;

export const ORDER_DOCUMENT_MESSAGES = {
  kind: `The kind must be one of ${ORDER_DOCUMENT_KINDS.join(', ')}.`,
  numbersRequired: 'Please choose the orders to print.',
  tooMany: `At most ${ORDER_DOCUMENTS_MAX} orders at a time.`,
  /** Every order asked for is printed, or none: a stack with a silent gap is worse than a refusal. */
  unknown: (numbers: readonly string[]) =>
    numbers.length === 1 ? `Order ${numbers[0]} was not found.` : `Orders ${numbers.join(', ')} were not found.`,
} as const;

/** GET /api/admin/orders/documents: what to print and for which orders (comma-separated numbers, each once, in the order given). */
export const orderDocumentsQuery = z.object({
  kind: z.enum(ORDER_DOCUMENT_KINDS, { error: ORDER_DOCUMENT_MESSAGES.kind }).describe(`One of ${ORDER_DOCUMENT_KINDS.join(', ')}`),
  numbers: text(ORDER_DOCUMENT_MESSAGES.numbersRequired)
    .optional()
    .transform((v, ctx) => {
      const numbers = blank(v)
        ? []
        : [
            ...new Set(
              String(v)
                .split(',')
                .map((n) => n.trim().toUpperCase())
                .filter(Boolean),
            ),
          ];
      if (numbers.length === 0) {
        ctx.addIssue({ code: 'custom', message: ORDER_DOCUMENT_MESSAGES.numbersRequired });
        return z.NEVER;
      }
      if (numbers.length > ORDER_DOCUMENTS_MAX || numbers.some((n) => n.length > 40)) {
        ctx.addIssue({ code: 'custom', message: ORDER_DOCUMENT_MESSAGES.tooMany });
        return z.NEVER;
      }
      return numbers;
    })
    .describe(`Order numbers, comma-separated, at most ${ORDER_DOCUMENTS_MAX}`),
});
export type OrderDocumentsQuery = z.output<typeof orderDocumentsQuery>;

export const orderDocumentsPdf = z
  .any()
  .describe('One PDF with a document per order, in the order asked for (application/pdf), sent as an attachment');

/** The file a print is saved as: one order names it, a selection counts it. */
export function orderDocumentsFileName(kind: OrderDocumentKind, numbers: readonly string[]): string {
  const what = kind === 'invoice' ? 'invoices' : 'packing-slips';
  if (numbers.length === 1) return `${kind}-${(numbers[0] ?? '').replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
  return `${what}-${numbers.length}-orders.pdf`;
}

export const ORDER_NOTE_MAX = 2000;
export const ORDER_NOTE_MESSAGES = {
  required: 'Please write the note.',
  tooLong: `The note must be at most ${ORDER_NOTE_MAX} characters.`,
  added: 'Note added.',
} as const;

/** POST /api/admin/orders/{orderNumber}/notes: a note for staff only, plain text. */
export const orderNoteBody = z.object({
  note: text(ORDER_NOTE_MESSAGES.required).trim().min(1, ORDER_NOTE_MESSAGES.required).max(ORDER_NOTE_MAX, ORDER_NOTE_MESSAGES.tooLong),
});
export type OrderNoteBody = z.input<typeof orderNoteBody>;

export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;

/** One thing that happened to an order; the timeline lists them oldest first. */
export const orderTimelineEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    at: z.string(),
    from: z.enum(ORDER_STATUSES).nullable(),
    to: z.enum(ORDER_STATUSES),
    /** Null: the customer at checkout, or the shop itself. */
    by: z.string().nullable(),
    by_role: z.string().nullable(),
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.literal('note'), at: z.string(), by: z.string(), by_role: z.string(), note: z.string() }),
  z.object({
    kind: z.literal('mail'),
    /** When it was queued. */
    at: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATES),
    sent_at: z.string().nullable(),
  }),
]);
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;
