import { DEFAULT_SALES_WALLET_LIMIT_PAISA } from '@suraksha/domain/permissions';
import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema/settings.ts';
import type { Database } from '../../platform/database.ts';

/** The keys of shop_settings; each has its default in code, used while the owner has set nothing. */
export const SETTING_KEYS = {
  /** The largest wallet credit or debit one adjustment by the sales role may make, in paisa. */
  salesWalletLimitPaisa: 'sales_wallet_limit_paisa',
} as const;

/** The sales role's wallet limit (paisa): the owner's setting, else Rs 5,000. Read by the wallet adjustments. */
export async function salesWalletLimitPaisa(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_KEYS.salesWalletLimitPaisa));
  const value = row?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_SALES_WALLET_LIMIT_PAISA;
}

/** Sets the sales role's wallet limit (paisa); the owner's call (settings.manage). */
export async function setSalesWalletLimitPaisa(db: Database, paisa: number, staffId: number) {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError('the limit is a whole, non-negative number of paisa');
  await db
    .insert(shopSettings)
    .values({ key: SETTING_KEYS.salesWalletLimitPaisa, value: paisa, updatedBy: staffId })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: paisa, updatedBy: staffId, updatedAt: new Date() } });
}
