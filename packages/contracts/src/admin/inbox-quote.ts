import { z } from 'zod';
import { text } from '../text.ts';
import { PRODUCT_RUPEES_MAX } from './product-list.ts';
import { rupeesAsPaisa } from './product-editor.ts';

/**
 * A priced quote answering a quote request (issue #17, decision 0110): lines from the catalogue,
 * each a quantity and a unit price, a validity in days and a note; the server prices it, renders
 * the PDF and mails it to the customer.
 */

export const QUOTE_LINES_MAX = 50;
export const QUOTE_QUANTITY_MAX = 10_000;
export const QUOTE_VALID_DAYS = { min: 1, max: 90, default: 15 } as const;
export const QUOTE_NOTE_MAX = 2000;

export const QUOTE_MESSAGES = {
  lines: 'Add at least one product to the quote.',
  tooManyLines: `A quote can have at most ${QUOTE_LINES_MAX} lines.`,
  product: 'Choose a product from the catalogue.',
  duplicate: (title: string) => `${title} is on the quote twice: change its quantity instead.`,
  unknownProduct: (id: number) => `There is no product ${id} in the catalogue.`,
  inactiveProduct: (title: string) => `${title} is not sold any more (inactive): take it off the quote.`,
  quantity: `The quantity must be a whole number from 1 to ${QUOTE_QUANTITY_MAX.toLocaleString('en-US')}.`,
  unitPrice: `The unit price must be in rupees: more than 0, at most two decimals, at most ${PRODUCT_RUPEES_MAX.toLocaleString('en-IN')}.`,
  validDays: `The quote must be valid for ${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max} days.`,
  noteTooLong: `The note must be at most ${QUOTE_NOTE_MAX.toLocaleString('en-US')} characters.`,
  notAQuoteRequest: 'Only a quote request can be answered with a priced quote.',
  closed: 'This request is closed: reopen it (status in progress) before sending a quote.',
  noQuote: 'There is no such quote.',
  sent: (number: string, version: number, email: string) => `Quote ${number} (version ${version}) queued for ${email} with its PDF.`,
} as const;

const line = z.object({
  product_id: z.number({ error: QUOTE_MESSAGES.product }).int(QUOTE_MESSAGES.product).positive(QUOTE_MESSAGES.product),
  quantity: z
    .number({ error: QUOTE_MESSAGES.quantity })
    .int(QUOTE_MESSAGES.quantity)
    .min(1, QUOTE_MESSAGES.quantity)
    .max(QUOTE_QUANTITY_MAX, QUOTE_MESSAGES.quantity),
  /** Rupees (a number or "8500.50"); becomes paisa. */
  unit_price: rupeesAsPaisa(QUOTE_MESSAGES.unitPrice).transform((paisa, ctx): number => {
    if (paisa !== null) return paisa;
    ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.unitPrice });
    return z.NEVER;
  }),
});

/** POST /api/admin/inbox/quote/:reference/quotes: the lines and terms; totals are the server's. */
export const inboxQuoteBody = z.object({
  lines: z.array(line, { error: QUOTE_MESSAGES.lines }).min(1, QUOTE_MESSAGES.lines).max(QUOTE_LINES_MAX, QUOTE_MESSAGES.tooManyLines),
  valid_days: z
    .number({ error: QUOTE_MESSAGES.validDays })
    .int(QUOTE_MESSAGES.validDays)
    .min(QUOTE_VALID_DAYS.min, QUOTE_MESSAGES.validDays)
    .max(QUOTE_VALID_DAYS.max, QUOTE_MESSAGES.validDays),
  note: text(QUOTE_MESSAGES.noteTooLong)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(QUOTE_NOTE_MAX, QUOTE_MESSAGES.noteTooLong))
    .nullish(),
});
export type InboxQuoteBody = z.input<typeof inboxQuoteBody>;
export type InboxQuoteRequest = z.output<typeof inboxQuoteBody>;

/** A quote as the detail page lists it: every version sent, newest last, with its PDF. */
export const inboxQuote = z.object({
  number: z.string(),
  version: z.number().int(),
  /** Rupees: the sum of the lines, computed by the server. */
  total: z.number(),
  /** YYYY-MM-DD, the last day (Nepal) the prices hold. */
  valid_until: z.string(),
  lines: z.array(z.object({ title: z.string(), sku: z.string(), quantity: z.number().int(), unit_price: z.number(), amount: z.number() })),
  note: z.string().nullable(),
  by: z.string().nullable(),
  created_at: z.string(),
  pdf: z.object({ name: z.string(), url: z.string() }),
});
export type InboxQuote = z.infer<typeof inboxQuote>;
