import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { z } from 'zod';
import { pageParam, withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';
import { choiceParam } from './query-params.ts';

/** The back office's customers (issue #15): the list, one customer's page, and what staff may do to the account. */

export const CUSTOMER_SORTS = [
  'joined_desc',
  'joined_asc',
  'name_asc',
  'name_desc',
  'spent_desc',
  'spent_asc',
  'orders_desc',
  'orders_asc',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMERS_PER_PAGE = 25;
export const CUSTOMER_SEARCH_MAX = 100;
/** How much of a customer's story the page shows: the newest orders and ledger lines. */
export const CUSTOMER_ORDERS_SHOWN = 50;
export const CUSTOMER_LEDGER_SHOWN = 100;
export const DISABLE_REASON_MAX = 300;

export const CUSTOMER_MESSAGES = {
  notFound: 'There is no such customer.',
  disableReasonRequired: 'Please give the reason for disabling the account.',
  disableReasonTooLong: `The reason must be at most ${DISABLE_REASON_MAX} characters.`,
  disabled: 'The account is disabled: every sign-in of it has ended, and it cannot sign in until it is enabled.',
  alreadyDisabled: 'The account is already disabled.',
  enabled: 'The account is enabled: the customer can sign in again.',
  alreadyEnabled: 'The account is not disabled.',
  verificationSent: 'A new verification code was mailed to the customer.',
  alreadyVerified: "The customer's e-mail address is already verified.",
  passwordResetSent: 'A password reset code was mailed to the customer, the same mail as their own "Forgot password".',
} as const;

const searchParam = text()
  .optional()
  .transform((v, ctx) => {
    const term = withoutControlCharacters(v ?? '').trim();
    if (term.length > CUSTOMER_SEARCH_MAX) {
      ctx.addIssue({ code: 'custom', message: `The search must be at most ${CUSTOMER_SEARCH_MAX} characters.` });
      return z.NEVER;
    }
    return term === '' ? undefined : term;
  })
  .describe('Part of the customer’s name, e-mail or phone');

/** GET /api/admin/customers query. */
export const customerListQuery = z.object({
  q: searchParam,
  verified: choiceParam(['yes', 'no'] as const, 'verified filter'),
  state: choiceParam(['active', 'disabled'] as const, 'account filter'),
  sort: choiceParam(CUSTOMER_SORTS, 'sort'),
  page: pageParam,
});
export type CustomerListQuery = z.output<typeof customerListQuery>;
export type CustomerListQueryParams = z.input<typeof customerListQuery>;

export const customerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Every order placed, cancelled ones too. */
  orders: z.number().int(),
  /** Rupees: the totals of the orders that are not cancelled (delivered and still in progress). */
  total_spent: z.number(),
  /** Rupees. */
  wallet: z.number(),
  verified: z.boolean(),
  disabled: z.boolean(),
  joined_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerListResponse = z.object({
  result: z.literal('success'),
  customers: z.array(customerRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerListResponse = z.infer<typeof customerListResponse>;

const submissionRow = z.object({
  reference: z.string(),
  status: z.string(),
  /** The service asked for, or the ticket's subject. */
  title: z.string().nullable(),
  created_at: z.string(),
});

/** One customer as the back office opens them. */
export const customerDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  verified_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  joined_at: z.string(),
  signs_in_with_google: z.boolean(),
  referral_code: z.string(),
  orders_count: z.number().int(),
  total_spent: z.number(),
  /** The newest 50, newest first. */
  orders: z.array(
    z.object({
      order_number: z.string(),
      created_at: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number(),
      wallet: z.number(),
    }),
  ),
  wallet: z.object({
    balance: z.number(),
    /** The newest 100 lines, newest first; `by` names the staff member of an adjustment. */
    ledger: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        kind: z.enum(['credit', 'debit']),
        amount: z.number(),
        reason: z.string(),
        note: z.string().nullable(),
        order_number: z.string().nullable(),
        by: z.string().nullable(),
      }),
    ),
  }),
  referrals: z.object({
    invited_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    invited: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        status: z.enum(['registered', 'verified', 'rewarded']),
        joined_at: z.string(),
        rewarded_at: z.string().nullable(),
      }),
    ),
    /** Rupees credited to this customer's wallet for referrals. */
    rewards: z.number(),
  }),
  service_requests: z.array(submissionRow),
  support_tickets: z.array(submissionRow),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

export const customerDetailResponse = z.object({ result: z.literal('success'), customer: customerDetail });
export type CustomerDetailResponse = z.infer<typeof customerDetailResponse>;

/** POST /api/admin/customers/{customerId}/disable: why (the audit log and the next staff member read it). */
export const customerDisableBody = z.object({
  reason: text(CUSTOMER_MESSAGES.disableReasonRequired)
    .trim()
    .min(1, CUSTOMER_MESSAGES.disableReasonRequired)
    .max(DISABLE_REASON_MAX, CUSTOMER_MESSAGES.disableReasonTooLong),
});
export type CustomerDisableBody = z.input<typeof customerDisableBody>;

/** The answer of every account action: the server's sentence, and the customer as it is now. */
export const customerActionResponse = customerDetailResponse.extend({ message: z.string() });
export type CustomerActionResponse = z.infer<typeof customerActionResponse>;
