import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { z } from 'zod';
import { withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';

/**
 * The back office's ⌘K search (issue #15): a few orders, customers and products matching what staff
 * type. Each group is sent only to a role that may read it (orders.read, customers.read,
 * catalogue.read); a missing group means "not yours".
 */

export const ADMIN_SEARCH_MIN = 2;
export const ADMIN_SEARCH_MAX = 100;
/** How many matches each group shows. */
export const ADMIN_SEARCH_PER_GROUP = 5;

export const ADMIN_SEARCH_MESSAGES = {
  tooShort: `Type at least ${ADMIN_SEARCH_MIN} characters to search.`,
  tooLong: `The search must be at most ${ADMIN_SEARCH_MAX} characters.`,
  placeholder: 'Search orders, customers and products…',
  nothing: 'Nothing matches.',
  searching: 'Searching…',
} as const;

/** GET /api/admin/search query. */
export const adminSearchQuery = z.object({
  q: text(ADMIN_SEARCH_MESSAGES.tooShort)
    .optional()
    .transform((v, ctx) => {
      const term = withoutControlCharacters(v ?? '').trim();
      if (term.length < ADMIN_SEARCH_MIN) {
        ctx.addIssue({ code: 'custom', message: ADMIN_SEARCH_MESSAGES.tooShort });
        return z.NEVER;
      }
      if (term.length > ADMIN_SEARCH_MAX) {
        ctx.addIssue({ code: 'custom', message: ADMIN_SEARCH_MESSAGES.tooLong });
        return z.NEVER;
      }
      return term;
    })
    .describe('An order number, part of a customer’s name, e-mail or phone, or of a product’s title or SKU'),
});
export type AdminSearchQuery = z.output<typeof adminSearchQuery>;

export const adminSearchResponse = z.object({
  result: z.literal('success'),
  /** orders.read */
  orders: z
    .array(
      z.object({
        order_number: z.string(),
        customer: z.string(),
        status: z.enum(ORDER_STATUSES),
        total: z.number(),
        created_at: z.string(),
      }),
    )
    .optional(),
  /** customers.read */
  customers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string().nullable() })).optional(),
  /** catalogue.read */
  products: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        sku: z.string(),
        slug: z.string(),
        active: z.boolean(),
        /** What one sells for today (the offer price when there is one); null when quoted on request. A package's screen adds these up. */
        price: z.number().nullable(),
      }),
    )
    .optional(),
});
export type AdminSearchResponse = z.infer<typeof adminSearchResponse>;

/** Where each kind of match leads in the web app. */
export const adminSearchHref = {
  order: (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`,
  customer: (id: number) => `/admin/customers/${id}`,
  /** The product editor (drafts have no storefront page). */
  product: (id: number) => `/admin/products/${id}`,
} as const;
