import { z } from 'zod';
import { rupees } from '../catalog.ts';
import { resultSuccess } from '../error-envelope.ts';

/** The shop's settings the owner changes from the back office (decision 0090). */

export const SALES_WALLET_LIMIT_MESSAGE = 'Enter the limit in rupees: 0 or more, at most two decimals, at most Rs 1,00,00,000.';

export const shopSettingsResponse = z.object({
  result: resultSuccess,
  settings: z.object({
    /** The largest wallet credit or debit one adjustment by the sales role may make. */
    sales_wallet_limit: rupees,
  }),
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

export const salesWalletLimitBody = z.object({
  sales_wallet_limit: z
    .number({ error: SALES_WALLET_LIMIT_MESSAGE })
    .min(0, SALES_WALLET_LIMIT_MESSAGE)
    .max(1_00_00_000, SALES_WALLET_LIMIT_MESSAGE)
    .multipleOf(0.01, SALES_WALLET_LIMIT_MESSAGE),
});
export type SalesWalletLimitBody = z.input<typeof salesWalletLimitBody>;
