import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';

/** The checkout issues the order's tax invoice (issue #19, decision 0122). */
const shop = commerceTestApp();

const myOrder = (auth: object, number: string) =>
  shop.t.app.inject({ method: 'GET', url: `/api/customer/myorders/${number}`, headers: { ...apiHeaders, ...auth } });

describe('the tax invoice of a checkout', () => {
  it("prints the buyer's PAN and HS code; a coupon lowers the taxable amount and VAT, the wallet only pays", async () => {
    const me = await createSignedInUser(shop.t.database.db, { name: 'Sita Sharma' });
    await fundWallet(shop.t, me.user.id, 1000_00);
    const camera = await createProduct(shop.t.database.db, { title: 'Dome Camera', pricePaisa: 11_300_00, stock: 5, hsCode: '85258900' });
    const coupon = await createCoupon(shop.t.database.db, { kind: 'amount', value: 1_130_00, minOrderPaisa: 0 });
    await shop.api.addToBag(me.auth, camera.slug, 1);
    const res = await shop.api.checkout(
      me.auth,
      checkoutPayload({ coupon_code: coupon.code, coupon_amount: 1130, wallet_amount: 1000, total_amount: 9170, buyer_pan: ' 301234567 ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = (await myOrder(me.auth, res.json().order_name)).json().tax_documents;
    expect(invoice.buyer).toContain('Buyer PAN: 301234567');
    expect(invoice.rows).toEqual([
      ['1', expect.stringContaining('Dome Camera'), '8525', '1', 'Rs 11,300.00', 'Rs 10,000.00', 'Rs 1,300.00', 'Rs 11,300.00'],
    ]);
    expect(invoice.totals.map((t: { label: string; amount: string }) => `${t.label}: ${t.amount}`)).toEqual([
      'Subtotal: Rs 11,300.00',
      'Shipping: Rs 0.00',
      'Discount: Rs 0.00',
      `Coupon (${coupon.code}): -Rs 1,130.00`,
      'Taxable amount: Rs 9,000.00',
      'VAT (13%): Rs 1,170.00',
      'Total: Rs 10,170.00',
      'Paid from wallet: -Rs 1,000.00',
      'Amount to pay: Rs 9,170.00',
    ]);
    expect(invoice.words).toBe('In words: Rupees Ten Thousand One Hundred Seventy Only');
  });

  it('refuses a PAN that is not 9 digits with a 400 naming the field, and places nothing', async () => {
    const me = await createSignedInUser(shop.t.database.db);
    const p = await createProduct(shop.t.database.db, { pricePaisa: 500_00, stock: 5 });
    await shop.api.addToBag(me.auth, p.slug, 1);
    const res = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 500, buyer_pan: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      result: 'error',
      message: { buyer_pan: 'A PAN is the 9 digits Inland Revenue issued; leave it empty if you have none.' },
    });
    expect(await shop.read.ordersOf(me.user.id)).toEqual([]);
  });
});
