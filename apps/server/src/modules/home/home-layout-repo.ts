import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema/settings.ts';
import type { Database } from '../../platform/database.ts';

/** The shop_settings key of the home page's hero texts and sections (decision 0109). */
export const HOME_LAYOUT_KEY = 'home_layout';

/** The stored value as it is (unchecked); undefined while staff have set nothing. */
export async function readStoredHomeLayout(db: Database): Promise<unknown> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, HOME_LAYOUT_KEY));
  return row?.value;
}

export async function writeHomeLayout(db: Database, value: object, staffId: number): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: HOME_LAYOUT_KEY, value, updatedBy: staffId })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedBy: staffId, updatedAt: new Date() } });
}
