import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { users } from '../schema/accounts.ts';
import { products } from '../schema/catalog.ts';
import { demoOrderNumbersReport } from './demo-orders.ts';
import { seedDemoShop, type SeedConfig } from './seed-demo-shop.ts';

/**
 * Any fixed 64-bit number works as long as nothing else locks it; this one spells
 * "SURAKSHA-SEED" loosely and is only used here.
 */
const SEED_LOCK_KEY = 5_727_265_573_481_001n;

async function shopHasData(db: Database): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  if (product) return true;
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user !== undefined;
}

/**
 * Seeds the demo shop when the database has neither products nor users; returns
 * whether it did. Safe when several processes start at once: the check and the
 * seed run in one transaction behind an advisory lock, so the second process waits,
 * then sees the first one's rows and skips. Once it has seeded, it prints the demo order numbers
 * (every entry point seeds through here, so a fresh start always shows them).
 */
export async function seedDemoShopIfEmpty(
  db: Database,
  config: SeedConfig,
  report: (text: string) => void = (text) => console.error(text), // stderr, as the seed CLI logs its progress
): Promise<boolean> {
  // The common case (a shop that already exists) answers without taking the lock.
  if (await shopHasData(db)) return false;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await shopHasData(tx)) return false;
    await seedDemoShop(tx, config);
    return true;
  });
  if (seeded) report(demoOrderNumbersReport());
  return seeded;
}
