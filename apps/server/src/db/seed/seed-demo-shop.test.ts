import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../../platform/database.ts';
import { users } from '../schema/accounts.ts';
import { DEMO_OWNER_EMAIL, DEMO_TOTP_SECRET } from './demo-people.ts';
import { buildApp } from '../../app.ts';
import { DEMO_API_KEY, loadConfig } from '../../config.ts';
import { demoStaffCode } from '../../modules/staff/staff-otp-cli.ts';
import { openTotpSecret, staffSecretKeyOf } from '../../modules/staff/totp-secret-box.ts';
import { brands, categories, packageItems, packages, products } from '../schema/catalog.ts';
import { blogs, catalogues, faqs, pages, trainings } from '../schema/content.ts';
import { coupons } from '../schema/coupons.ts';
import { orderItems, orders, orderStatus } from '../schema/orders.ts';
import { walletLedger, wallets } from '../schema/wallet.ts';
import { careerList } from '../../modules/careers/service.ts';
import { DEMO_ORDER_NUMBERS } from './demo-orders.ts';
import { mediaFilePath } from './media-files.ts';
import { demoCatalogue } from './product-generator.ts';
import { seedDemoShopIfEmpty } from './seed-if-empty.ts';

const PASSWORD = 'test-demo-password';

describe('demo shop seed', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let seeded: boolean;
  const printed: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-seed-'));
    handle = await openPglite();
    await handle.migrate();
    seeded = await seedDemoShopIfEmpty(handle.db, { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD }, (text) => printed.push(text));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // How long it takes is the bench's to measure (`npm run bench`), not a test's on a shared machine.
  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('prints the demo order numbers, one per status, once it has seeded (the README points to them)', async () => {
    expect(printed).toHaveLength(1);
    for (const status of orderStatus.enumValues) expect(printed[0]).toMatch(new RegExp(`${status}\\s+${DEMO_ORDER_NUMBERS[status]}`));
    expect(await seedDemoShopIfEmpty(handle.db, { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD }, (text) => printed.push(text))).toBe(false);
    expect(printed).toHaveLength(1);
  });

  it('creates real brands, some in the footer', async () => {
    const rows = await handle.db.select().from(brands);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.map((b) => b.title)).toEqual(expect.arrayContaining(['Hikvision', 'Dahua', 'EZVIZ', 'Seagate', 'ZKTeco']));
    expect(rows.some((b) => b.featured)).toBe(true);
    expect(rows.every((b) => b.image && existsSync(mediaFilePath(dataDir, b.image)))).toBe(true);
  });

  it('builds a category tree with featured top-level categories', async () => {
    const rows = await handle.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const children = rows.filter((c) => c.parentId !== null);
    expect(children.length).toBeGreaterThan(5);
    const ids = new Set(rows.map((c) => c.id));
    expect(children.every((c) => ids.has(c.parentId as number))).toBe(true);
    expect(rows.some((c) => c.parentId === null && c.featured)).toBe(true);
  });

  it('creates 300+ products with unique slugs, offers, quotes and images on disk', async () => {
    const rows = await handle.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length);
    expect(rows.some((p) => p.offerPricePaisa !== null && p.offerPricePaisa < p.pricePaisa)).toBe(true);
    expect(rows.some((p) => p.onRequest)).toBe(true);
    expect(rows.every((p) => p.brandId !== null && p.categoryId !== null && p.specs.length > 0)).toBe(true);
    const withFiles = rows.filter((p) => p.image && existsSync(mediaFilePath(dataDir, p.image)));
    expect(withFiles.length).toBeGreaterThanOrEqual(8);
    const svg = readFileSync(mediaFilePath(dataDir, withFiles[0]?.image ?? ''), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="600" height="600" viewBox="0 0 600 600"/);
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
  });

  it('lists each model once, as a real shop does', () => {
    const catalogue = demoCatalogue();
    const models = catalogue.map((p) => `${p.brandSlug} ${p.model}`);
    expect(new Set(models).size).toBe(catalogue.length);
  });

  it('fills every public content section', async () => {
    expect(await handle.db.$count(blogs)).toBeGreaterThanOrEqual(8);
    expect(await handle.db.$count(trainings)).toBeGreaterThanOrEqual(5);
    expect(await handle.db.$count(faqs)).toBeGreaterThanOrEqual(10);
    const slugs = (await handle.db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'about-us',
        'privacy-policy',
        'terms-and-conditions',
        'shipping-policy',
        'return-policy',
        'seller-disclosure',
      ]),
    );
    const [catalogue] = await handle.db.select().from(catalogues).limit(1);
    expect(
      readFileSync(mediaFilePath(dataDir, catalogue?.pdfUrl ?? ''))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await handle.db.$count(coupons, eq(coupons.public, true))).toBeGreaterThanOrEqual(4);
  });

  it('keeps every career open for weeks after the day it is seeded', async () => {
    const { careers } = await careerList(handle.db);
    expect(careers.map((c) => c.slug)).toContain('cctv-installation-technician');
    expect(careers).toHaveLength(4);
    // Deadlines are dates (midnight UTC here); a day of slack for the time zone.
    const inTwoWeeks = Date.now() + 13 * 24 * 3600 * 1000;
    for (const career of careers) expect(Date.parse(career.deadline ?? ''), career.slug).toBeGreaterThanOrEqual(inTwoWeeks);
  });

  it('prices each bundle below the sum of its products', async () => {
    const sums = await handle.db
      .select({
        id: packages.id,
        price: packages.pricePaisa,
        parts: sql<number>`sum(coalesce(${products.offerPricePaisa}, ${products.pricePaisa}) * ${packageItems.quantity})`.mapWith(Number),
      })
      .from(packages)
      .innerJoin(packageItems, eq(packageItems.packageId, packages.id))
      .innerJoin(products, eq(products.id, packageItems.productId))
      .groupBy(packages.id);
    expect(sums.length).toBeGreaterThanOrEqual(3);
    for (const bundle of sums) expect(bundle.price).toBeLessThan(bundle.parts);
  });

  it('creates one staff member per role, enrolled with the demo TOTP secret sealed under the DATA_DIR key (admin@example.com is the owner), and a verified demo customer with the demo password', async () => {
    const staff = await handle.db
      .select({ email: users.email, role: users.role, totpSecret: users.totpSecret })
      .from(users)
      .where(inArray(users.role, ['owner', 'manager', 'sales', 'warehouse', 'editor']))
      .orderBy(asc(users.id));
    expect(staff.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'admin@example.com', role: 'owner' },
      { email: 'manager@example.com', role: 'manager' },
      { email: 'sales@example.com', role: 'sales' },
      { email: 'warehouse@example.com', role: 'warehouse' },
      { email: 'editor@example.com', role: 'editor' },
    ]);
    // Stored sealed (never the secret itself), each with its own nonce, and it opens to the published secret.
    const key = staffSecretKeyOf({ DATA_DIR: dataDir });
    for (const { totpSecret } of staff) {
      expect(totpSecret).not.toContain(DEMO_TOTP_SECRET);
      expect(totpSecret).toMatch(/^v1:/);
      expect(openTotpSecret(totpSecret ?? '', key)).toBe(DEMO_TOTP_SECRET);
    }
    expect(new Set(staff.map((s) => s.totpSecret)).size).toBe(staff.length);
    const [customer] = await handle.db.select().from(users).where(eq(users.email, 'customer@example.com'));
    expect(customer).toMatchObject({ role: 'customer', name: 'Demo Customer', phone: '+9779800000001' });
    expect(customer?.emailVerifiedAt).not.toBeNull();
    expect(await verify(customer?.passwordHash ?? '', PASSWORD)).toBe(true);
    const codes = await handle.db.select({ code: users.referralCode }).from(users);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(await handle.db.$count(users, isNotNull(users.referredById))).toBe(1);
  });

  it('keeps the demo customer wallet equal to its ledger', async () => {
    const [customer] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.com'));
    const [wallet] = await handle.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, customer?.id ?? 0));
    const [ledger] = await handle.db
      .select({
        sum: sql<number>`coalesce(sum(case when ${walletLedger.kind} = 'credit' then ${walletLedger.amountPaisa} else -${walletLedger.amountPaisa} end), 0)`.mapWith(
          Number,
        ),
      })
      .from(walletLedger)
      .where(eq(walletLedger.userId, customer?.id ?? 0));
    expect(wallet?.balancePaisa).toBeGreaterThan(0);
    expect(wallet?.balancePaisa).toBe(ledger?.sum);
  });

  it('has a demo order in every status with consistent amounts', async () => {
    const rows = await handle.db.select().from(orders).orderBy(asc(orders.id));
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(orderStatus.enumValues));
    expect(rows.map((o) => o.orderNumber).toSorted()).toEqual(Object.values(DEMO_ORDER_NUMBERS).toSorted());
    for (const order of rows) {
      expect(order.orderNumber).toMatch(/^SRK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(DEMO_ORDER_NUMBERS[order.status]).toBe(order.orderNumber);
      const items = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(order.subtotalPaisa).toBe(items.reduce((sum, item) => sum + item.amountPaisa, 0));
      expect(order.totalPaisa).toBe(order.subtotalPaisa - order.couponPaisa - order.walletPaisa + order.shippingPaisa);
      expect(order).toMatchObject({ shopCode: '22280', paymentMethod: 'Cash On Delivery' });
    }
  });

  it('lets the demo owner sign in with the code `npm run staff:otp` prints (the secret is sealed under the DATA_DIR key)', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });
    const app = await buildApp({ config, database: handle, web: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'x-api-key': DEMO_API_KEY, origin: config.PUBLIC_URL },
        payload: { email: DEMO_OWNER_EMAIL, password: PASSWORD, code: await demoStaffCode([DEMO_OWNER_EMAIL], true) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'signed_in', staff: { email: DEMO_OWNER_EMAIL, role: 'owner' } });
    } finally {
      await app.close();
    }
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([products, users, orders, brands].map((t) => handle.db.select({ n: count() }).from(t)));
    expect(await seedDemoShopIfEmpty(handle.db, { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD })).toBe(false);
    const after = await Promise.all([products, users, orders, brands].map((t) => handle.db.select({ n: count() }).from(t)));
    expect(after).toEqual(before);
  });

  it('seeds the same catalogue into a fresh database, once when two callers race', async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-seed-'));
    const other = await openPglite();
    try {
      await other.migrate();
      const config = { DATA_DIR: otherDir, DEMO_PASSWORD: PASSWORD };
      const results = await Promise.all([seedDemoShopIfEmpty(other.db, config), seedDemoShopIfEmpty(other.db, config)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const slugsOf = async (db: DatabaseHandle['db']) =>
        (await db.select({ slug: products.slug }).from(products).orderBy(asc(products.slug))).map((p) => p.slug);
      expect(await slugsOf(other.db)).toEqual(await slugsOf(handle.db));
      const numbersOf = async (db: DatabaseHandle['db']) =>
        (await db.select({ n: orders.orderNumber }).from(orders).orderBy(asc(orders.orderNumber))).map((o) => o.n);
      expect(await numbersOf(other.db)).toEqual(await numbersOf(handle.db));
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 60_000);
});
