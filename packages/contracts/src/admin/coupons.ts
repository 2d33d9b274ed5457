import { normalizeCouponCode } from '@suraksha/domain/checkout-totals';
import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { z } from 'zod';
import { pageParam, withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';
import { choiceParam } from './query-params.ts';

/** The back office's coupons (issue #16): the list with usage figures, one coupon, create, edit, pause and resume. */

export const COUPON_SORTS = [
  'created_desc',
  'created_asc',
  'code_asc',
  'code_desc',
  'ends_asc',
  'ends_desc',
  'redemptions_desc',
  'redemptions_asc',
  'discount_desc',
  'discount_asc',
] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
/** What a coupon is doing now: paused by staff, not started, over, used up, or running. */
export const COUPON_STATES = ['active', 'paused', 'scheduled', 'expired', 'used_up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** How the back office names each state. */
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};
export const COUPON_VISIBILITIES = ['public', 'private'] as const;
export const COUPONS_PER_PAGE = 25;
export const COUPON_SEARCH_MAX = 40;
/** The newest redemptions a coupon's page shows. */
export const COUPON_REDEMPTIONS_SHOWN = 20;
export const COUPON_CODE_MIN = 4;
export const COUPON_CODE_MAX = 32;
export const COUPON_TITLE_MAX = 120;
/** Rs 1 crore: more than any order of this shop. */
export const COUPON_RUPEES_MAX = 1_00_00_000;
export const COUPON_LIMIT_MAX = 1_000_000;

export const COUPON_ADMIN_MESSAGES = {
  notFound: 'There is no such coupon.',
  code: `The code must be ${COUPON_CODE_MIN}–${COUPON_CODE_MAX} letters, digits or dashes (spaces are removed, letters become capitals).`,
  duplicateCode: (code: string) => `Another coupon already has the code ${code}.`,
  codeLocked: 'The code cannot change once an order has used the coupon: its invoices show the code.',
  titleRequired: 'Please give the coupon a title (the public coupons page shows it).',
  titleTooLong: `The title must be at most ${COUPON_TITLE_MAX} characters.`,
  kind: 'Choose an amount in rupees or a percentage.',
  percent: 'The percentage must be a whole number from 1 to 100.',
  amount: 'Enter the amount in rupees: more than 0, at most two decimals.',
  maxDiscount: 'Enter the largest discount in rupees (more than 0, at most two decimals), or leave it empty.',
  minOrder: 'Enter the minimum order in rupees (0 or more, at most two decimals).',
  startsAt: 'Enter when the coupon starts: a date (2026-12-01) or a date and time in Nepal (2026-12-01T10:00).',
  endsAt: 'Enter when the coupon ends: a date (2026-12-31) or a date and time in Nepal (2026-12-31T18:00).',
  window: 'The coupon must end after it starts.',
  usageLimit: `The total limit must be a whole number from 1 to ${COUPON_LIMIT_MAX.toLocaleString('en-US')}, or empty for no limit.`,
  usageBelowUsed: (used: number) => `The coupon has been used ${used} times: the total limit cannot be lower.`,
  perCustomerLimit: `The per-customer limit must be a whole number from 1 to ${COUPON_LIMIT_MAX.toLocaleString('en-US')}, or empty for no limit.`,
  public: 'Choose whether the coupon is listed on the public coupons page.',
  created: (code: string) => `Coupon ${code} created.`,
  saved: (code: string) => `Coupon ${code} saved.`,
  paused: (code: string) => `Coupon ${code} is paused: checkout refuses it until it is resumed.`,
  alreadyPaused: 'The coupon is already paused.',
  resumed: (code: string) => `Coupon ${code} is running again.`,
  notPaused: 'The coupon is not paused.',
} as const;

/** A coupon code as the storefront matches it (capitals, no whitespace), or undefined when left empty. */
const couponCodeField = text(COUPON_ADMIN_MESSAGES.code)
  .nullable()
  .optional()
  .transform((v, ctx): string | undefined => {
    const code = normalizeCouponCode(withoutControlCharacters(v ?? ''));
    if (code === '') return undefined;
    if (code.length < COUPON_CODE_MIN || code.length > COUPON_CODE_MAX || !/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(code)) {
      ctx.addIssue({ code: 'custom', message: COUPON_ADMIN_MESSAGES.code });
      return z.NEVER;
    }
    return code;
  });

const searchParam = text()
  .optional()
  .transform((v, ctx) => {
    const term = normalizeCouponCode(withoutControlCharacters(v ?? ''));
    if (term.length > COUPON_SEARCH_MAX) {
      ctx.addIssue({ code: 'custom', message: `The search must be at most ${COUPON_SEARCH_MAX} characters.` });
      return z.NEVER;
    }
    return term === '' ? undefined : term;
  })
  .describe('Part of the coupon code (case and spaces do not matter)');

/** GET /api/admin/coupons query. */
export const couponListQuery = z.object({
  q: searchParam,
  state: choiceParam(COUPON_STATES, 'state filter'),
  visibility: choiceParam(COUPON_VISIBILITIES, 'visibility filter'),
  sort: choiceParam(COUPON_SORTS, 'sort'),
  page: pageParam,
});
export type CouponListQuery = z.output<typeof couponListQuery>;
export type CouponListQueryParams = z.input<typeof couponListQuery>;

/** What a coupon has done: redemptions of orders not cancelled (a cancel gives its redemption back). */
export const couponFigures = z.object({
  redemptions: z.number().int(),
  /** Rupees taken off those orders. */
  discount_given: z.number(),
  /** Orders placed with the coupon and not cancelled. */
  orders: z.number().int(),
  /** Rupees: what those orders come to. */
  orders_total: z.number(),
});
export type CouponFigures = z.infer<typeof couponFigures>;

export const couponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Rupees for 'amount', whole percent for 'percent'. */
  value: z.number(),
  /** Rupees; null: no cap. */
  max_discount: z.number().nullable(),
  min_order: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  public: z.boolean(),
  paused_at: z.string().nullable(),
  state: z.enum(COUPON_STATES),
  created_at: z.string(),
  figures: couponFigures,
});
export type CouponRow = z.infer<typeof couponRow>;

export const couponListResponse = z.object({
  result: z.literal('success'),
  coupons: z.array(couponRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CouponListResponse = z.infer<typeof couponListResponse>;

export const couponDetail = couponRow.extend({
  /** False once an order used the coupon: its invoices show the code. */
  code_editable: z.boolean(),
  /** The newest redemptions, newest first. */
  redemptions: z.array(
    z.object({
      order_number: z.string(),
      customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
      amount: z.number(),
      at: z.string(),
    }),
  ),
});
export type CouponDetail = z.infer<typeof couponDetail>;

export const couponDetailResponse = z.object({ result: z.literal('success'), coupon: couponDetail });
export type CouponDetailResponse = z.infer<typeof couponDetailResponse>;

/** The answer of every write: the server's sentence and the coupon as it is now. */
export const couponChangeResponse = couponDetailResponse.extend({ message: z.string() });
export type CouponChangeResponse = z.infer<typeof couponChangeResponse>;

/** Rupees with at most two decimals, within [min, COUPON_RUPEES_MAX]; `min` 0 admits zero, else more than 0. */
const rupeesField = (message: string, allowZero: boolean) =>
  z
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) && n <= COUPON_RUPEES_MAX, message)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);

const limitField = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(COUPON_LIMIT_MAX, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * A moment of the validity window as staff type it, in Nepal: a date (a start is its first
 * instant, an end its last) or a date and time (YYYY-MM-DDTHH:mm, as a datetime-local field sends).
 */
export function parseNepalMoment(value: string): { day: string; minutes: number | null } | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match || !isCalendarDate(match[1] as string)) return null;
  if (match[2] === undefined) return { day: match[1] as string, minutes: null };
  const [h, m] = [Number(match[2]), Number(match[3])];
  if (h > 23 || m > 59) return null;
  return { day: match[1] as string, minutes: h * 60 + m };
}

const momentField = (message: string) => text(message).refine((v) => parseNepalMoment(v) !== null, message);

/** POST /api/admin/coupons and POST /api/admin/coupons/{couponId}: the coupon's terms. */
export const couponBody = z
  .object({
    /** Omitted or empty on create: a readable random code is made. */
    code: couponCodeField,
    title: text(COUPON_ADMIN_MESSAGES.titleRequired)
      .trim()
      .min(1, COUPON_ADMIN_MESSAGES.titleRequired)
      .max(COUPON_TITLE_MAX, COUPON_ADMIN_MESSAGES.titleTooLong),
    kind: z.enum(['amount', 'percent'], { error: COUPON_ADMIN_MESSAGES.kind }),
    /** Rupees for 'amount', a whole percent (1–100) for 'percent'. */
    value: z.number({ error: COUPON_ADMIN_MESSAGES.amount }),
    max_discount: rupeesField(COUPON_ADMIN_MESSAGES.maxDiscount, false)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    min_order: rupeesField(COUPON_ADMIN_MESSAGES.minOrder, true)
      .optional()
      .transform((v) => v ?? 0),
    starts_at: momentField(COUPON_ADMIN_MESSAGES.startsAt),
    ends_at: momentField(COUPON_ADMIN_MESSAGES.endsAt),
    usage_limit: limitField(COUPON_ADMIN_MESSAGES.usageLimit),
    per_customer_limit: limitField(COUPON_ADMIN_MESSAGES.perCustomerLimit),
    public: z.boolean({ error: COUPON_ADMIN_MESSAGES.public }),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && !(Number.isInteger(body.value) && body.value >= 1 && body.value <= 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_ADMIN_MESSAGES.percent });
    }
    if (body.kind === 'amount' && !rupeesField(COUPON_ADMIN_MESSAGES.amount, false).safeParse(body.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_ADMIN_MESSAGES.amount });
    }
    const start = parseNepalMoment(body.starts_at);
    const end = parseNepalMoment(body.ends_at);
    if (start && end) {
      const startKey = `${start.day}:${String(start.minutes ?? 0).padStart(4, '0')}`;
      const endKey = `${end.day}:${String(end.minutes ?? 24 * 60).padStart(4, '0')}`;
      if (endKey <= startKey) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: COUPON_ADMIN_MESSAGES.window });
    }
  });
export type CouponBody = z.input<typeof couponBody>;
export type CouponTermsInput = z.output<typeof couponBody>;
