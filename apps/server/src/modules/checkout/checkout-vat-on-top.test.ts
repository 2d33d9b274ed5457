import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders } from '../../db/schema/orders.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { DEFAULT_SELLER_INFORMATION, SELLER_INFORMATION_KEY } from '../settings/seller-information-repo.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';

/** prices_include_vat = false: the bag, the quotes and the checkout add VAT 13% on top (decision 0131). */
const shop = commerceTestApp();
const db = () => shop.t.database.db;

async function setPricesIncludeVat(pricesIncludeVat: boolean) {
  const value = { ...DEFAULT_SELLER_INFORMATION, prices_include_vat: pricesIncludeVat };
  await db()
    .insert(shopSettings)
    .values({ key: SELLER_INFORMATION_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
}
afterEach(() => setPricesIncludeVat(true));

const myOrder = async (auth: object, number: string) =>
  (await shop.t.app.inject({ method: 'GET', url: `/api/customer/myorders/${number}`, headers: { ...apiHeaders, ...auth } })).json();
const totalsOf = (document: { totals: { label: string; amount: string }[] }) => document.totals.map((t) => `${t.label}: ${t.amount}`);

describe('checkout with VAT on top of the prices', () => {
  it('adds VAT to the bag, the coupon and wallet quotes and the order; the invoice prints the same amounts', async () => {
    await setPricesIncludeVat(false);
    const me = await createSignedInUser(db(), { name: 'Sita Sharma' });
    await fundWallet(shop.t, me.user.id, 1000_00);
    const camera = await createProduct(db(), { title: 'Dome Camera', pricePaisa: 1000_00, stock: 5 });
    const cable = await createProduct(db(), { title: 'Cable', pricePaisa: 250_50, stock: 10 });
    await shop.api.addToBag(me.auth, camera.slug, 2);
    await shop.api.addToBag(me.auth, cable.slug, 3);
    const coupon = await createCoupon(db(), { kind: 'amount', value: 100_00, minOrderPaisa: 0 });

    // Rs 2,000 × 13% = Rs 260; Rs 751.50 × 13% = Rs 97.695, half-up Rs 97.70.
    expect(await shop.api.bag(me.auth)).toMatchObject({ cartSubTotal: 2751.5, vatAmount: 357.7, totalAmount: 3109.2 });
    // A client still holding the total without VAT is looking at another bag: 409, the bag as it is.
    const stale = await shop.api.applyWallet(me.auth, 2751.5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().cart).toMatchObject({ vatAmount: 357.7, totalAmount: 3109.2 });

    // The coupon lowers the taxable amount: VAT 357.70 − 13.00.
    expect((await shop.api.applyCoupon(me.auth, coupon.code, 3109.2)).json()).toEqual({
      result: 'success',
      message: 'Coupon applied.',
      couponAmount: 100,
      vatAmount: 344.7,
      totalAmount: 2996.2,
    });
    expect((await shop.api.applyWallet(me.auth, 3109.2, coupon.code)).json()).toEqual({
      result: 'success',
      message: 'Wallet applied.',
      walletAmount: 1000,
      vatAmount: 344.7,
      totalAmount: 1996.2,
    });

    // The total without VAT is refused with the SPEC's message; the server's total is placed.
    const withoutVat = await shop.api.checkout(
      me.auth,
      checkoutPayload({ coupon_code: coupon.code, coupon_amount: 100, wallet_amount: 1000, total_amount: 1651.5 }),
    );
    expect(withoutVat.statusCode).toBe(409);
    expect(withoutVat.json().errorMessage).toBe(CHECKOUT_MESSAGES.totalsChanged);
    const placed = await shop.api.checkout(
      me.auth,
      checkoutPayload({ coupon_code: coupon.code, coupon_amount: 100, wallet_amount: 1000, total_amount: 1996.2 }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().totalAmount).toBe(1996.2);
    const orderNumber: string = placed.json().order_name;

    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      subtotalPaisa: 2751_50,
      couponPaisa: 100_00,
      walletPaisa: 1000_00,
      pricesIncludeVat: false,
      vatAddedPaisa: 344_70,
      totalPaisa: 1996_20,
    });
    expect(await shop.read.balance(me.user.id)).toBe(0);
    // The order desk shows the VAT added beside the other amounts.
    const manager = await createSignedInStaff(db(), 'manager');
    const desk = await shop.t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: { ...apiHeaders, ...manager.headers } });
    expect(desk.json().order).toMatchObject({ subtotal: 2751.5, coupon: 100, vat_added: 344.7, wallet: 1000, total: 1996.2 });

    const [invoice] = (await myOrder(me.auth, orderNumber)).tax_documents;
    const printed = [
      'Subtotal: Rs 2,751.50',
      'Shipping: Rs 0.00',
      'Discount: Rs 0.00',
      `Coupon (${coupon.code}): -Rs 100.00`,
      'Taxable amount: Rs 2,651.50',
      'VAT (13%): Rs 344.70',
      'Total: Rs 2,996.20',
      'Paid from wallet: -Rs 1,000.00',
      'Amount to pay: Rs 1,996.20',
    ];
    expect(totalsOf(invoice)).toEqual(printed);
    expect(invoice.footnotes[0]).toBe('Prices exclude VAT; 13% VAT is added to the taxable amount.');

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'order-placed'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain('VAT (13%): Rs 344.70\nWallet: -Rs 1,000.00\nTotal to pay on delivery: Rs 1,996.20');

    // The owner turns the setting back on: this order and its invoice stay as they were paid.
    await setPricesIncludeVat(true);
    const again = await myOrder(me.auth, orderNumber);
    expect(totalsOf(again.tax_documents[0])).toEqual(printed);
    const [unchanged] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(unchanged).toMatchObject({ pricesIncludeVat: false, vatAddedPaisa: 344_70, totalPaisa: 1996_20 });

    // Its credit note follows the order's recorded mode too, not the setting of the moment.
    const cancelled = await shop.t.app.inject({
      method: 'POST',
      url: `/api/customer/myorders/${orderNumber}/cancel`,
      headers: { ...apiHeaders, ...me.auth },
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const creditNote = (await myOrder(me.auth, orderNumber)).tax_documents[1];
    expect(creditNote.kind).toBe('credit_note');
    expect(totalsOf(creditNote)).toEqual([...printed.slice(0, 7), 'Credited to buyer: Rs 2,996.20']);
  });

  it('lets the wallet pay the VAT as well, to a total of Rs 0.00', async () => {
    await setPricesIncludeVat(false);
    const me = await createSignedInUser(db());
    await fundWallet(shop.t, me.user.id, 5000_00);
    const nvr = await createProduct(db(), { title: 'NVR', pricePaisa: 999_99, stock: 2 });
    await shop.api.addToBag(me.auth, nvr.slug, 1);
    // Rs 999.99 × 13% = Rs 129.9987: Rs 130.00.
    expect((await shop.api.applyWallet(me.auth, 1129.99)).json()).toMatchObject({ walletAmount: 1129.99, vatAmount: 130, totalAmount: 0 });
    const placed = await shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 1129.99, total_amount: 0 }));
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await shop.read.ordersOf(me.user.id);
    expect(order).toMatchObject({ walletPaisa: 1129_99, vatAddedPaisa: 130_00, totalPaisa: 0 });
    expect(await shop.read.balance(me.user.id)).toBe(5000_00 - 1129_99);
  });

  it('with the default (prices include VAT) answers and records as before: no vatAmount, nothing added', async () => {
    const me = await createSignedInUser(db());
    const p = await createProduct(db(), { pricePaisa: 1130_00, stock: 2 });
    await shop.api.addToBag(me.auth, p.slug, 1);
    const bag = await shop.api.bag(me.auth);
    expect(bag).toMatchObject({ cartSubTotal: 1130, totalAmount: 1130 });
    expect(bag).not.toHaveProperty('vatAmount');
    const placed = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 1130 }));
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await shop.read.ordersOf(me.user.id);
    expect(order).toMatchObject({ pricesIncludeVat: true, vatAddedPaisa: 0, totalPaisa: 1130_00 });
    const manager = await createSignedInStaff(db(), 'manager');
    const desk = await shop.t.app.inject({
      url: `/api/admin/orders/${placed.json().order_name}`,
      headers: { ...apiHeaders, ...manager.headers },
    });
    expect(desk.json().order).not.toHaveProperty('vat_added');
    const [invoice] = (await myOrder(me.auth, placed.json().order_name)).tax_documents;
    expect(totalsOf(invoice)).toContain('VAT (13%): Rs 130.00');
    expect(totalsOf(invoice)).toContain('Total: Rs 1,130.00');
  });
});
