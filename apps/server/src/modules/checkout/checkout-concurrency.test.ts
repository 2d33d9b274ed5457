import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';
import { testEngine } from '../../test/test-database.ts';

/**
 * Races on the money path. PGlite is one connection and cannot race (TOOLCHAIN.md): these run
 * on PostgreSQL, which CI always does.
 */
describe.skipIf(testEngine() !== 'postgres')('checkout under concurrency (PostgreSQL)', () => {
  const shop = commerceTestApp();

  const customer = () => createSignedInUser(shop.t.database.db);
  const statusesOf = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
  const expectOnly200And409 = (statuses: number[]) => expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);

  it('100 checkouts spending one Rs 1,000 wallet: exactly the affordable orders, never below zero', async () => {
    const me = await customer();
    await fundWallet(shop.t, me.user.id, 1000_00);
    const p = await createProduct(shop.t.database.db, { pricePaisa: 300_00, stock: 1000 });
    const claim = checkoutPayload({ wallet_amount: 300, total_amount: 0 });
    let placed = 0;
    // 100 at once on one bag, then rounds of 10 at once, the bag refilled between rounds.
    for (const round of [100, 10, 10, 10, 10, 10]) {
      await shop.api.addToBag(me.auth, p.slug);
      const statuses = statusesOf(await Promise.all(Array.from({ length: round }, () => shop.api.checkout(me.auth, claim))));
      expectOnly200And409(statuses);
      placed += statuses.filter((s) => s === 200).length;
      const balance = await shop.read.balance(me.user.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(await shop.read.ledgerSum(me.user.id)).toBe(balance);
    }
    // Rs 1,000 pays for three orders of Rs 300; the fourth claim of Rs 300 finds Rs 100.
    expect(placed).toBe(3);
    expect(await shop.read.ordersOf(me.user.id)).toHaveLength(3);
    expect(await shop.read.balance(me.user.id)).toBe(100_00);
    expect(await shop.read.stock(p.id)).toBe(997);
  });

  it('a coupon with a usage limit of 1 submitted by 50 customers at once: one redemption', async () => {
    const c = await createCoupon(shop.t.database.db, { value: 100_00, usageLimit: 1 });
    const p = await createProduct(shop.t.database.db, { pricePaisa: 1000_00, stock: 100 });
    const people = await Promise.all(Array.from({ length: 50 }, () => customer()));
    for (const who of people) await shop.api.addToBag(who.auth, p.slug);
    const answers = await Promise.all(
      people.map((who) => shop.api.checkout(who.auth, checkoutPayload({ coupon_code: c.code, coupon_amount: 100, total_amount: 900 }))),
    );
    const statuses = statusesOf(answers);
    expectOnly200And409(statuses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().errorMessage === 'This coupon has been fully redeemed.')).toBe(
      true,
    );
    expect(await shop.read.couponUsed(c.id)).toBe(1);
    expect(await shop.read.redemptions(c.id)).toHaveLength(1);
  });

  it('one bag with a coupon submitted 50 times at once: one order, one redemption', async () => {
    const me = await customer();
    const c = await createCoupon(shop.t.database.db, { value: 100_00, usageLimit: 10, perUserLimit: 1 });
    const p = await createProduct(shop.t.database.db, { pricePaisa: 1000_00, stock: 100 });
    await shop.api.addToBag(me.auth, p.slug, 2);
    const statuses = statusesOf(
      await Promise.all(
        Array.from({ length: 50 }, () =>
          shop.api.checkout(me.auth, checkoutPayload({ coupon_code: c.code, coupon_amount: 100, total_amount: 1900 })),
        ),
      ),
    );
    expectOnly200And409(statuses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await shop.read.ordersOf(me.user.id)).toHaveLength(1);
    expect(await shop.read.redemptions(c.id)).toHaveLength(1);
    expect(await shop.read.stock(p.id)).toBe(98);
  });

  it('50 customers checking out at once: 50 tax invoices numbered with no gap and no repeat (decision 0122)', async () => {
    const db = shop.t.database.db;
    const p = await createProduct(db, { pricePaisa: 1_130_00, stock: 100, hsCode: '85258900' });
    const people = await Promise.all(Array.from({ length: 50 }, () => customer()));
    for (const who of people) expect((await shop.api.addToBag(who.auth, p.slug)).statusCode).toBe(200);
    const before = await db.execute<{ n: number }>(
      sql`select coalesce(max(sequence), 0)::int as n from tax_documents where kind = 'invoice'`,
    );
    const first = (before as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    const answers = await Promise.all(people.map((who) => shop.api.checkout(who.auth, checkoutPayload({ total_amount: 1130 }))));
    expect(statusesOf(answers)).toEqual(Array.from({ length: 50 }, () => 200));
    const issued = await db.execute<{ sequence: number; number: string; order_number: string; fiscal_year: string }>(
      sql`select d.sequence, d.number, o.order_number, d.fiscal_year from tax_documents d join orders o on o.id = d.order_id
          where d.kind = 'invoice' and d.sequence > ${first} order by d.sequence`,
    );
    const rows = (issued as unknown as { rows: { sequence: number; number: string; order_number: string; fiscal_year: string }[] }).rows;
    // One invoice per placed order, numbered first+1 … first+50: nothing skipped, nothing twice.
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => first + i + 1));
    expect(new Set(rows.map((r) => r.order_number))).toEqual(new Set(answers.map((a) => a.json().order_name)));
    for (const r of rows) expect(r.number).toBe(`${r.fiscal_year}-${String(r.sequence).padStart(6, '0')}`);
    const counter = await db.execute<{ n: number }>(
      sql`select last_number as n from tax_document_counters where kind = 'invoice' and fiscal_year = ${rows[0]?.fiscal_year ?? ''}`,
    );
    expect((counter as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(first + 50);
  });

  it('5 in stock, 50 customers ordering 1 at once: exactly 5 orders, stock 0', async () => {
    const p = await createProduct(shop.t.database.db, { pricePaisa: 250_00, stock: 5 });
    const people = await Promise.all(Array.from({ length: 50 }, () => customer()));
    // The bag allows what is in stock now; all 50 bag it before anyone checks out.
    for (const who of people) expect((await shop.api.addToBag(who.auth, p.slug)).statusCode).toBe(200);
    const statuses = statusesOf(
      await Promise.all(people.map((who) => shop.api.checkout(who.auth, checkoutPayload({ total_amount: 250 })))),
    );
    expectOnly200And409(statuses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(await shop.read.stock(p.id)).toBe(0);
  });

  it("a row held longer than the lock wait → 409 'Please try again.', nothing written", async () => {
    const me = await customer();
    await fundWallet(shop.t, me.user.id, 500_00);
    const p = await createProduct(shop.t.database.db, { pricePaisa: 700_00, stock: 10 });
    await shop.api.addToBag(me.auth, p.slug);
    // Another session (say, staff adjusting the wallet) holds the wallet row for longer than checkout waits.
    const answer = await shop.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from wallets where user_id = ${me.user.id} for update`);
      return shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 500, total_amount: 200 }));
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ result: 'error', errorMessage: 'Please try again.' });
    expect(await shop.read.ordersOf(me.user.id)).toEqual([]);
    expect((await shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 500, total_amount: 200 }))).statusCode).toBe(200);
  });

  it('one Idempotency-Key sent 20 times at once: one order, identical answers', async () => {
    const me = await customer();
    await fundWallet(shop.t, me.user.id, 200_00);
    const p = await createProduct(shop.t.database.db, { pricePaisa: 700_00, stock: 10 });
    await shop.api.addToBag(me.auth, p.slug);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 200, total_amount: 500 }), 'same-submit-7'),
      ),
    );
    expect(statusesOf(answers)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await shop.read.ordersOf(me.user.id)).toHaveLength(1);
    expect(await shop.read.balance(me.user.id)).toBe(0);
    expect(await shop.read.ledgerSum(me.user.id)).toBe(0);
    expect(await shop.read.stock(p.id)).toBe(9);
  });
});
