import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';
import { text } from './text.ts';
import { TAX_DOCUMENT_MESSAGES } from './tax-document-messages.ts';

/**
 * The tax invoice and credit notes of an order (issue #19, decision 0122), as printed: the server
 * builds every line from the document's snapshot (packages/domain tax-document.ts) and the printable
 * page shows these strings as they are, like the PDF, so the two cannot differ.
 */

/** The buyer's PAN, optional: empty means none. */
export const buyerPan = text(TAX_DOCUMENT_MESSAGES.buyerPan)
  .trim()
  .refine((value) => value === '' || /^\d{9}$/.test(value), TAX_DOCUMENT_MESSAGES.buyerPan)
  .nullish()
  .transform((value) => (value ? value : undefined))
  .describe("The buyer's 9-digit PAN for the tax invoice; optional");

export const taxDocumentView = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  title: z.string(),
  number: z.string().describe('e.g. 2082/83-000123, or CN-2082/83-000004 for a credit note'),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  seller: z.array(z.string()),
  buyerTitle: z.string(),
  buyer: z.array(z.string()),
  columns: z.array(z.object({ label: z.string(), align: z.enum(['left', 'right']) })),
  rows: z.array(z.array(z.string())),
  totals: z.array(z.object({ label: z.string(), amount: z.string(), grand: z.boolean() })),
  words: z.string(),
  footnotes: z.array(z.string()),
});
export type TaxDocumentViewBody = z.infer<typeof taxDocumentView>;

/** Staff set or clear the buyer PAN of an order; the invoice already issued keeps what it printed. */
export const buyerPanBody = z.object({ buyer_pan: buyerPan });
export const buyerPanResponse = z.object({ result: resultSuccess, message: z.string(), buyer_pan: z.string().nullable() });
export type BuyerPanResponse = z.infer<typeof buyerPanResponse>;
