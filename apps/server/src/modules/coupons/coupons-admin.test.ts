import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { checkoutPayload, commerceClient, ledgerReads } from '../../test/commerce.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The back office's coupons (issue #16): list with figures, one coupon, create (typed or generated
// code), edit, pause and resume — each write audited in its transaction, and checkout follows at once.

let t: TestApp;
type Headers = Record<string, string>;
let manager: { headers: Headers; user: { id: number } };
let shop: ReturnType<typeof commerceClient>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createSignedInStaff(db(), 'manager');
  shop = commerceClient(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = manager.headers) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const post = (url: string, payload: object = {}, headers: Headers = manager.headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });

/** A code no other test's coupons carry. */
const tag = () => `ZQ${randomBytes(3).toString('hex').toUpperCase()}`;

const terms = (overrides: Record<string, unknown> = {}) => ({
  title: 'Dashain offer',
  kind: 'amount',
  value: 250,
  min_order: 1000,
  starts_at: '2026-01-01',
  ends_at: '2099-12-31T18:00',
  usage_limit: 100,
  per_customer_limit: 1,
  public: true,
  ...overrides,
});

const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

/** A customer with Rs 6,000 in the bag. */
async function shopper() {
  const me = await createSignedInUser(db());
  const p = await createProduct(db(), { pricePaisa: 3000_00, stock: 10 });
  await shop.addToBag(me.auth, p.slug, 2);
  return me;
}

/** A real checkout of a Rs 6,000 bag with the coupon; the order number. */
async function checkoutWith(code: string, discount: number) {
  const me = await shopper();
  const res = await shop.checkout(me.auth, checkoutPayload({ coupon_code: code, coupon_amount: discount, total_amount: 6000 - discount }));
  expect(res.statusCode, res.body).toBe(200);
  return { me, orderNumber: res.json().order_name as string };
}

describe('POST /api/admin/coupons', () => {
  it('creates a coupon with a typed code, stored as the storefront matches it (capitals, no spaces), audited', async () => {
    const code = tag();
    const res = await post('/api/admin/coupons', terms({ code: ` ${code.toLowerCase().slice(0, 4)} ${code.slice(4).toLowerCase()}-x ` }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`Coupon ${code}-X created.`);
    expect(body.coupon).toMatchObject({
      code: `${code}-X`,
      title: 'Dashain offer',
      kind: 'amount',
      value: 250,
      max_discount: null,
      min_order: 1000,
      // Nepal is UTC+5:45: the first day starts at 18:15 UTC the day before; a time is Nepal time.
      starts_at: '2025-12-31T18:15:00.000Z',
      ends_at: '2099-12-31T12:15:00.000Z',
      usage_limit: 100,
      per_customer_limit: 1,
      public: true,
      paused_at: null,
      state: 'active',
      code_editable: true,
      figures: { redemptions: 0, discount_given: 0, orders: 0, orders_total: 0 },
      redemptions: [],
    });
    const [row] = await db().select().from(coupons).where(eq(coupons.id, body.coupon.id));
    expect(row).toMatchObject({ value: 250_00, minOrderPaisa: 1000_00, usedCount: 0 });
    const [entry] = await auditOf('coupon.create', body.coupon.id);
    expect(entry).toMatchObject({ actorId: manager.user.id, actorRole: 'manager', entity: 'coupon', before: null });
    expect(entry?.after).toMatchObject({ coupon_code: `${code}-X`, value: 250, kind: 'amount', public: true });

    // The customer's code case and spaces do not matter either.
    const me = await shopper();
    const applied = await shop.applyCoupon(me.auth, `${code.toLowerCase()}-x`, 6000);
    expect(applied.json()).toEqual({ result: 'success', message: 'Coupon applied.', couponAmount: 250, totalAmount: 5750 });
  });

  it('omitting the code makes a readable random one, unique each time; a date-only end lasts the whole Nepal day', async () => {
    const made = await Promise.all(
      [1, 2, 3].map(() => post('/api/admin/coupons', terms({ kind: 'percent', value: 10, max_discount: 500, ends_at: '2099-12-31' }))),
    );
    const codes = made.map((res) => res.json().coupon.code as string);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(codes).size).toBe(3);
    expect(made[0]?.json().coupon).toMatchObject({ kind: 'percent', value: 10, max_discount: 500, ends_at: '2099-12-31T18:14:59.999Z' });
  });

  it('a code taken → 409 naming the code, and nothing is written', async () => {
    const existing = await createCoupon(db());
    const before = await db().select().from(coupons);
    const res = await post('/api/admin/coupons', terms({ code: existing.code.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    const message = `Another coupon already has the code ${existing.code}.`;
    expect(res.json()).toEqual({ result: 'error', errorMessage: message, message: { code: message } });
    expect(await db().select().from(coupons)).toHaveLength(before.length);
  });

  it.each([
    ['code', { code: 'A!' }, 'The code must be 4–32 letters, digits or dashes (spaces are removed, letters become capitals).'],
    ['title', { title: '  ' }, 'Please give the coupon a title (the public coupons page shows it).'],
    ['title', { title: 'x'.repeat(121) }, 'The title must be at most 120 characters.'],
    ['kind', { kind: 'free' }, 'Choose an amount in rupees or a percentage.'],
    ['value', { kind: 'percent', value: 0 }, 'The percentage must be a whole number from 1 to 100.'],
    ['value', { kind: 'percent', value: 101 }, 'The percentage must be a whole number from 1 to 100.'],
    ['value', { kind: 'percent', value: 12.5 }, 'The percentage must be a whole number from 1 to 100.'],
    ['value', { value: 0 }, 'Enter the amount in rupees: more than 0, at most two decimals.'],
    ['value', { value: 10.005 }, 'Enter the amount in rupees: more than 0, at most two decimals.'],
    ['value', { value: '250' }, 'Enter the amount in rupees: more than 0, at most two decimals.'],
    ['max_discount', { max_discount: -1 }, 'Enter the largest discount in rupees (more than 0, at most two decimals), or leave it empty.'],
    ['min_order', { min_order: -5 }, 'Enter the minimum order in rupees (0 or more, at most two decimals).'],
    [
      'starts_at',
      { starts_at: '2026-02-30' },
      'Enter when the coupon starts: a date (2026-12-01) or a date and time in Nepal (2026-12-01T10:00).',
    ],
    ['ends_at', { ends_at: 'tomorrow' }, 'Enter when the coupon ends: a date (2026-12-31) or a date and time in Nepal (2026-12-31T18:00).'],
    ['ends_at', { starts_at: '2026-05-02T10:00', ends_at: '2026-05-02T09:00' }, 'The coupon must end after it starts.'],
    ['usage_limit', { usage_limit: 0 }, 'The total limit must be a whole number from 1 to 1,000,000, or empty for no limit.'],
    [
      'per_customer_limit',
      { per_customer_limit: 1.5 },
      'The per-customer limit must be a whole number from 1 to 1,000,000, or empty for no limit.',
    ],
    ['public', { public: 'yes' }, 'Choose whether the coupon is listed on the public coupons page.'],
  ] as const)('a bad %s → 400 with its message under the field, nothing written', async (field, overrides, message) => {
    const count = (await db().select().from(coupons)).length;
    const res = await post('/api/admin/coupons', terms(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message[field]).toBe(message);
    expect(await db().select().from(coupons)).toHaveLength(count);
  });

  it('the editor, sales and warehouse may read coupons but not create them (403, nothing written)', async () => {
    for (const role of ['editor', 'sales', 'warehouse'] as const) {
      const staff = await createSignedInStaff(db(), role);
      expect((await get('/api/admin/coupons', staff.headers)).statusCode).toBe(200);
      const code = tag();
      expect((await post('/api/admin/coupons', terms({ code }), staff.headers)).statusCode).toBe(403);
      expect(await db().select().from(coupons).where(eq(coupons.code, code))).toEqual([]);
    }
  });
});

describe('POST /api/admin/coupons/:couponId', () => {
  it('changes the terms, audited before/after; orders already placed keep what they were charged', async () => {
    const c = await createCoupon(db(), { value: 300_00 });
    const { orderNumber } = await checkoutWith(c.code, 300);
    const res = await post(
      `/api/admin/coupons/${c.id}`,
      terms({ value: 450, title: 'Tihar offer', min_order: 0, usage_limit: null, per_customer_limit: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Coupon ${c.code} saved.`,
      coupon: { code: c.code, value: 450, title: 'Tihar offer', usage_limit: null },
    });
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ couponPaisa: 300_00, totalPaisa: 5700_00 });
    expect((await get(`/api/admin/coupons/${c.id}`)).json().coupon.figures).toEqual({
      redemptions: 1,
      discount_given: 300,
      orders: 1,
      orders_total: 5700,
    });
    const [entry] = await auditOf('coupon.update', c.id);
    expect(entry?.before).toMatchObject({ coupon_code: c.code, value: 300, title: c.title });
    expect(entry?.after).toMatchObject({ coupon_code: c.code, value: 450, title: 'Tihar offer' });
    // The next customer gets the new terms at once.
    const me = await shopper();
    expect((await shop.applyCoupon(me.auth, c.code, 6000)).json()).toMatchObject({ couponAmount: 450 });
  });

  it('a window sent back as the page showed it keeps its stored instants; other fields change', async () => {
    const startsAt = new Date('2026-03-01T04:30:17.250Z');
    const c = await createCoupon(db(), { startsAt });
    // 04:30:17 UTC is 10:15 in Nepal.
    const res = await post(`/api/admin/coupons/${c.id}`, terms({ starts_at: '2026-03-01T10:15', title: 'Renamed' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.startsAt.toISOString()).toBe(startsAt.toISOString());
    expect(row?.title).toBe('Renamed');
  });

  it('the code is fixed once an order used it, a taken code → 409, a limit below the uses → 409; nothing changes', async () => {
    const used = await createCoupon(db(), { value: 100_00 });
    await checkoutWith(used.code, 100);
    const locked = await post(`/api/admin/coupons/${used.id}`, terms({ code: tag() }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toEqual({
      code: 'The code cannot change once an order has used the coupon: its invoices show the code.',
    });
    expect((await get(`/api/admin/coupons/${used.id}`)).json().coupon).toMatchObject({ code: used.code, code_editable: false });

    const other = await createCoupon(db());
    const fresh = await createCoupon(db());
    expect((await post(`/api/admin/coupons/${fresh.id}`, terms({ code: other.code }))).statusCode).toBe(409);

    const busy = await createCoupon(db(), { usageLimit: 10, usedCount: 4 });
    const below = await post(`/api/admin/coupons/${busy.id}`, terms({ usage_limit: 3 }));
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toEqual({ usage_limit: 'The coupon has been used 4 times: the total limit cannot be lower.' });
    const [row] = await db().select().from(coupons).where(eq(coupons.id, busy.id));
    expect(row?.usageLimit).toBe(10);
    expect(await auditOf('coupon.update', busy.id)).toEqual([]);

    // An unused coupon's code may change.
    const renamed = tag();
    expect((await post(`/api/admin/coupons/${fresh.id}`, terms({ code: renamed }))).json().coupon.code).toBe(renamed);
  });

  it('an unknown or malformed id → 404', async () => {
    expect((await post('/api/admin/coupons/99999999', terms())).statusCode).toBe(404);
    expect((await get('/api/admin/coupons/abc')).statusCode).toBe(404);
  });
});

describe('pause and resume', () => {
  it('a paused coupon is refused by coupons/apply and checkout and leaves the public grid; resumed, it works again', async () => {
    const c = await createCoupon(db(), { value: 200_00, public: true });
    const me = await shopper();
    const listed = async () =>
      ((await t.app.inject({ method: 'POST', url: '/api/coupons', headers: apiHeaders })).json().coupons as { code: string }[]).some(
        (x) => x.code === c.code,
      );
    expect(await listed()).toBe(true);

    const paused = await post(`/api/admin/coupons/${c.id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      message: `Coupon ${c.code} is paused: checkout refuses it until it is resumed.`,
      coupon: { state: 'paused' },
    });
    const refused = await shop.applyCoupon(me.auth, c.code, 6000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      result: 'error',
      errorMessage: 'This coupon is not available right now.',
      message: { coupon_code: 'This coupon is not available right now.' },
    });
    const checkout = await shop.checkout(me.auth, checkoutPayload({ coupon_code: c.code, coupon_amount: 200, total_amount: 5800 }));
    expect(checkout.statusCode).toBe(409);
    expect(await ledgerReads(t).ordersOf(me.user.id)).toEqual([]);
    expect(await listed()).toBe(false);
    expect((await post(`/api/admin/coupons/${c.id}/pause`)).statusCode).toBe(409);
    const [pauseEntry] = await auditOf('coupon.pause', c.id);
    expect(pauseEntry).toMatchObject({ actorId: manager.user.id, before: { coupon_code: c.code, paused_at: null } });

    const resumed = await post(`/api/admin/coupons/${c.id}/resume`);
    expect(resumed.json()).toMatchObject({ message: `Coupon ${c.code} is running again.`, coupon: { state: 'active', paused_at: null } });
    expect((await shop.applyCoupon(me.auth, c.code, 6000)).json()).toMatchObject({ couponAmount: 200 });
    expect(await listed()).toBe(true);
    expect((await post(`/api/admin/coupons/${c.id}/resume`)).statusCode).toBe(409);
    expect(await auditOf('coupon.resume', c.id)).toHaveLength(1);
  });

  it('the editor cannot pause (403, nothing changes)', async () => {
    const c = await createCoupon(db());
    const editor = await createSignedInStaff(db(), 'editor');
    expect((await post(`/api/admin/coupons/${c.id}/pause`, {}, editor.headers)).statusCode).toBe(403);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.pausedAt).toBeNull();
  });
});

describe('GET /api/admin/coupons', () => {
  it('figures follow real checkouts; a cancelled order gives its redemption back and leaves the figures', async () => {
    const c = await createCoupon(db(), { code: `${tag()}-FIG`, slug: `fig-${tag().toLowerCase()}`, value: 500_00 });
    const first = await checkoutWith(c.code, 500);
    await checkoutWith(c.code, 500);
    const third = await checkoutWith(c.code, 500);
    expect((await get(`/api/admin/coupons?q=${c.code.toLowerCase()}`)).json().coupons[0].figures).toEqual({
      redemptions: 3,
      discount_given: 1500,
      orders: 3,
      orders_total: 16500,
    });
    const cancel = await post(`/api/admin/orders/${third.orderNumber}/status`, { to: 'Cancelled', reason: 'Customer changed their mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const detail = (await get(`/api/admin/coupons/${c.id}`)).json().coupon;
    expect(detail.figures).toEqual({ redemptions: 2, discount_given: 1000, orders: 2, orders_total: 11000 });
    expect(detail.redemptions).toHaveLength(2);
    expect(detail.redemptions.map((r: { order_number: string }) => r.order_number)).not.toContain(third.orderNumber);
    expect(detail.redemptions.at(-1)).toMatchObject({
      order_number: first.orderNumber,
      customer: { id: first.me.user.id, email: first.me.user.email },
      amount: 500,
    });
    expect(await ledgerReads(t).couponUsed(c.id)).toBe(2);
  });

  it('searches by code, filters by state and visibility, sorts and pages', async () => {
    const word = tag();
    const DAY = 24 * 60 * 60 * 1000;
    const make = (suffix: string, overrides: Parameters<typeof createCoupon>[1] = {}) =>
      createCoupon(db(), { code: `${word}-${suffix}`, slug: `${word}-${suffix}`.toLowerCase(), ...overrides });
    const active = await make('ACTIVE');
    const paused = await make('PAUSED', { pausedAt: new Date() });
    const scheduled = await make('SOON', { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 9 * DAY) });
    const expired = await make('OVER', { startsAt: new Date(Date.now() - 9 * DAY), endsAt: new Date(Date.now() - DAY), public: false });
    const usedUp = await make('GONE', { usageLimit: 2, usedCount: 2 });
    const codesOf = async (query: string) =>
      ((await get(`/api/admin/coupons?q=${word}${query}`)).json().coupons as { code: string }[]).map((c) => c.code);

    expect(await codesOf('&sort=code_asc')).toEqual([active, usedUp, expired, paused, scheduled].map((c) => c.code));
    expect(await codesOf('&state=active')).toEqual([active.code]);
    expect(await codesOf('&state=paused')).toEqual([paused.code]);
    expect(await codesOf('&state=scheduled')).toEqual([scheduled.code]);
    expect(await codesOf('&state=expired')).toEqual([expired.code]);
    expect(await codesOf('&state=used_up')).toEqual([usedUp.code]);
    expect(await codesOf('&visibility=private')).toEqual([expired.code]);
    expect(await codesOf('&visibility=public&sort=ends_asc')).toEqual([scheduled, active, paused, usedUp].map((c) => c.code));
    const states = (await get(`/api/admin/coupons?q=${word}&sort=code_asc`)).json().coupons.map((c: { state: string }) => c.state);
    expect(states).toEqual(['active', 'used_up', 'expired', 'paused', 'scheduled']);
    const res = await get(`/api/admin/coupons?q=${word.toLowerCase()}&page=1`);
    expect(res.json()).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect((await get(`/api/admin/coupons?q=${word}&page=2`)).json()).toMatchObject({ coupons: [], total: 5, page: 2 });
  });

  it('a bad filter or sort → 400 with its message', async () => {
    const res = await get('/api/admin/coupons?state=sleeping');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.state).toBe('The state filter must be one of active, paused, scheduled, expired, used_up.');
    expect((await get('/api/admin/coupons?sort=price')).statusCode).toBe(400);
  });
});
