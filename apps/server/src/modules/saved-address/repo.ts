import { eq } from 'drizzle-orm';
import { savedAddresses } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/** Drizzle queries of the saved delivery address. */

const columns = {
  state: savedAddresses.state,
  district: savedAddresses.district,
  municipality: savedAddresses.municipality,
  ward: savedAddresses.ward,
  city: savedAddresses.city,
  street: savedAddresses.street,
  postal: savedAddresses.postal,
};

export type SavedAddressRow = Omit<typeof savedAddresses.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

export async function findSavedAddress(db: Database, userId: number) {
  const [row] = await db.select(columns).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row ?? null;
}

/** Writes the one address of the customer, replacing the one before. */
export async function upsertSavedAddress(db: Database, userId: number, address: SavedAddressRow) {
  const [row] = await db
    .insert(savedAddresses)
    .values({ ...address, userId })
    .onConflictDoUpdate({ target: savedAddresses.userId, set: { ...address, updatedAt: new Date() } })
    .returning(columns);
  if (!row) throw new Error('saved address not written');
  return row;
}
