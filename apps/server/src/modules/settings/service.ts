import { paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { SETTING_KEYS, salesWalletLimitPaisa, setSalesWalletLimitPaisa } from './repo.ts';

/** The shop's settings as the back office shows them (rupees). */
export async function shopSettings(db: Database) {
  return { sales_wallet_limit: paisaToRupees(await salesWalletLimitPaisa(db)) };
}

/** The owner sets the sales role's wallet limit; the change and its audit row commit together. */
export async function changeSalesWalletLimit(ctx: RequestContext<StaffActor>, rupees: number) {
  const paisa = rupeesToPaisa(rupees);
  await ctx.db.transaction(async (tx) => {
    const before = await salesWalletLimitPaisa(tx);
    await setSalesWalletLimitPaisa(tx, paisa, ctx.actor.staff.id);
    await audit(tx, auditContextOf(ctx), {
      action: 'setting.change',
      entity: 'setting',
      entityId: SETTING_KEYS.salesWalletLimitPaisa,
      before: { value_paisa: before },
      after: { value_paisa: paisa },
    });
  });
}
