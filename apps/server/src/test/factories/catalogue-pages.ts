import { packageItems, packages } from '../../db/schema/catalog.ts';
import { catalogues, certificates } from '../../db/schema/content.ts';
import { coupons } from '../../db/schema/coupons.ts';
import type { Database } from '../../platform/database.ts';

// Test-data factories for catalogues, certificates, coupons and packages: one row each, defaults + overrides.

let sequence = 0;
const next = () => ++sequence;

export async function createCatalogue(db: Database, overrides: Partial<typeof catalogues.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(catalogues)
    .values({
      title: `Catalogue ${n}`,
      slug: `catalogue-${n}`,
      image: `/media/catalogues/catalogue-${n}.svg`,
      pdfUrl: `/media/catalogues/catalogue-${n}.pdf`,
      position: n,
      ...overrides,
    })
    .returning();
  return row as typeof catalogues.$inferSelect;
}

export async function createCertificate(db: Database, overrides: Partial<typeof certificates.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(certificates)
    .values({
      title: `Certificate ${n}`,
      slug: `certificate-${n}`,
      image: `/media/certificates/certificate-${n}.svg`,
      position: n,
      ...overrides,
    })
    .returning();
  return row as typeof certificates.$inferSelect;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A public coupon running from yesterday to next month, 1 of 100 uses taken. */
export async function createCoupon(db: Database, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const n = next();
  const now = Date.now();
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${n}-ABCD`,
      title: `Coupon ${n}`,
      slug: `test${n}-abcd`,
      image: `/media/coupons/test${n}-abcd.svg`,
      kind: 'amount',
      value: 500_00,
      minOrderPaisa: 5000_00,
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 30 * DAY_MS),
      usageLimit: 100,
      usedCount: 1,
      perUserLimit: 1,
      public: true,
      ...overrides,
    })
    .returning();
  return row as typeof coupons.$inferSelect;
}

/** A package of the given products (id and quantity), priced Rs 10,000 unless overridden. */
export async function createPackage(
  db: Database,
  items: readonly { productId: number; quantity: number }[],
  overrides: Partial<typeof packages.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(packages)
    .values({
      title: `Package ${n}`,
      slug: `package-${n}`,
      image: `/media/packages/package-${n}.svg`,
      summary: `Summary of package ${n}.`,
      description: `<p>Description of package ${n}.</p>`,
      pricePaisa: 10_000_00,
      ...overrides,
    })
    .returning();
  const created = row as typeof packages.$inferSelect;
  if (items.length > 0) await db.insert(packageItems).values(items.map((item) => ({ packageId: created.id, ...item })));
  return created;
}
