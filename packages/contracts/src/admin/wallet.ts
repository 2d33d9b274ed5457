import { z } from 'zod';
import { text } from '../text.ts';

/** A staff member's wallet adjustment (issue #15): credit or debit, with the reason, through the ledger. */

export const WALLET_ADJUST_MESSAGES = {
  kind: 'Choose credit or debit.',
  amount: 'Enter the amount in rupees: more than 0, at most two decimals.',
  reasonRequired: 'Please give the reason for the adjustment.',
  reasonTooLong: 'The reason must be at most 300 characters.',
  overLimit: (limit: string) => `Your role may adjust a wallet by at most ${limit} at a time.`,
  short: (balance: string) => `The wallet holds only ${balance}: a debit cannot take it below zero.`,
  notCustomer: 'There is no such customer.',
} as const;

export const walletAdjustBody = z.object({
  kind: z.enum(['credit', 'debit'], { error: WALLET_ADJUST_MESSAGES.kind }),
  amount: z
    .number({ error: WALLET_ADJUST_MESSAGES.amount })
    .positive(WALLET_ADJUST_MESSAGES.amount)
    .max(1_00_00_000, WALLET_ADJUST_MESSAGES.amount)
    .multipleOf(0.01, WALLET_ADJUST_MESSAGES.amount),
  reason: text(WALLET_ADJUST_MESSAGES.reasonRequired)
    .trim()
    .min(1, WALLET_ADJUST_MESSAGES.reasonRequired)
    .max(300, WALLET_ADJUST_MESSAGES.reasonTooLong),
});
export type WalletAdjustBody = z.input<typeof walletAdjustBody>;

export const walletAdjustResponse = z.object({
  result: z.literal('success'),
  message: z.string(),
  /** The balance after the adjustment, in rupees. */
  balance: z.number(),
});
export type WalletAdjustResponse = z.infer<typeof walletAdjustResponse>;
