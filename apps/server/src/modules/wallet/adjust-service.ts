import { WALLET_ADJUST_MESSAGES, type WalletAdjustBody, type WalletAdjustResponse } from '@suraksha/contracts/admin/wallet';
import { formatPaisa, paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import { walletAdjustmentLimit } from '@suraksha/domain/permissions';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { walletLedger, wallets } from '../../db/schema/wallet.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { salesWalletLimitPaisa } from '../settings/repo.ts';
import { lockWallet } from './repo.ts';

/** The ledger's code for a staff member's adjustment; the staff member's own words go in its note. */
const ADJUSTMENT = 'adjustment';

/**
 * A staff member credits or debits a customer's wallet (issue #15): at most the role's limit (the
 * sales role: the shop's setting), never below zero, through the ledger, audited, in one
 * transaction that takes the wallet's lock first — the lock checkout takes first too, so an
 * adjustment and a checkout at the same moment queue up and the ledger stays equal to the balance.
 */
export async function adjustWallet(
  ctx: RequestContext<StaffActor>,
  customerId: number,
  body: WalletAdjustBody,
): Promise<WalletAdjustResponse> {
  const { staff } = ctx.actor;
  const amountPaisa = rupeesToPaisa(body.amount);
  const limit = walletAdjustmentLimit(staff.role, await salesWalletLimitPaisa(ctx.db));
  if (amountPaisa > limit) throw new ForbiddenError(WALLET_ADJUST_MESSAGES.overLimit(formatPaisa(limit)));
  const [customer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')))
    .limit(1);
  if (!customer) throw new NotFoundError(WALLET_ADJUST_MESSAGES.notCustomer);

  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockWallet(tx, customerId);
    if (body.kind === 'debit' && before < amountPaisa) throw new ConflictError(WALLET_ADJUST_MESSAGES.short(formatPaisa(before)));
    const delta = body.kind === 'credit' ? amountPaisa : -amountPaisa;
    const [row] = await tx
      .update(wallets)
      .set({ balancePaisa: sql`${wallets.balancePaisa} + ${delta}`, updatedAt: sql`now()` })
      .where(eq(wallets.userId, customerId))
      .returning({ balance: wallets.balancePaisa });
    await tx.insert(walletLedger).values({
      userId: customerId,
      kind: body.kind,
      amountPaisa,
      reason: ADJUSTMENT,
      note: body.reason,
      actorId: staff.id,
    });
    const balance = row?.balance ?? before + delta;
    await audit(tx, auditContextOf(ctx), {
      action: 'wallet.adjust',
      entity: 'wallet',
      entityId: customerId,
      before: { balance: paisaToRupees(before) },
      after: { balance: paisaToRupees(balance), kind: body.kind, amount: body.amount, reason: body.reason },
    });
    return balance;
  });
  const verb = body.kind === 'credit' ? 'credited to' : 'debited from';
  return {
    result: 'success',
    message: `${formatPaisa(amountPaisa)} ${verb} the wallet; it now holds ${formatPaisa(after)}.`,
    balance: paisaToRupees(after),
  };
}
