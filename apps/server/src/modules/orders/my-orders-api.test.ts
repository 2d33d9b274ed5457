import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, auth: object = {}, payload?: object) =>
  t.app.inject({ method, url, headers: { ...apiHeaders, ...auth }, payload });

async function customerWithOrder(overrides: Parameters<typeof createOrder>[1] = {}) {
  const me = await createSignedInUser(t.database.db, { passwordHash: null });
  const placed = await createOrder(t.database.db, { userId: me.user.id, email: me.user.email, ...overrides });
  return { me, ...placed };
}

describe('POST /api/customer/myorders', () => {
  it("answers {result, orders} with only the customer's own orders, as GET does", async () => {
    const { me, order } = await customerWithOrder({ status: 'Shipping' });
    await customerWithOrder();
    const posted = await call('POST', '/api/customer/myorders', me.auth, {});
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({
      result: 'success',
      orders: [
        {
          slug: order.orderNumber,
          order_name: order.orderNumber,
          date: expect.any(String),
          created_date: order.createdAt.toISOString(),
          method: 'Cash On Delivery',
          status: 'Shipping',
          total: 21999.5,
        },
      ],
    });
    expect((await call('GET', '/api/customer/myorders', me.auth)).json()).toEqual(posted.json());
    expect((await call('POST', '/api/customer/myorders', me.auth)).statusCode).toBe(200);
  });

  it('needs a sign-in and a JSON object body', async () => {
    expect((await call('POST', '/api/customer/myorders', {}, {})).statusCode).toBe(401);
    const { me } = await customerWithOrder();
    expect((await call('POST', '/api/customer/myorders', me.auth, [1, 2])).statusCode).toBe(400);
  });
});

describe('GET /api/customer/myorders/{orderId}', () => {
  it('shows the order, its items and its shipping address', async () => {
    const { me, order } = await customerWithOrder({ status: 'Confirm' });
    const res = await call('GET', `/api/customer/myorders/${order.orderNumber}`, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      order: {
        slug: order.orderNumber,
        order_name: order.orderNumber,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        created_date: order.createdAt.toISOString(),
        updated_date: order.updatedAt.toISOString(),
        method: 'Cash On Delivery',
        status: 'Confirm',
        subtotal: 21999.5,
        shipping: 0,
        discount: 0,
        coupon_code: null,
        coupon: 0,
        wallet: 0,
        total: 21999.5,
        address: 'Kalanki Chowk, Ward 14, Kathmandu, Bagmati Province 44600, Nepal',
        phone_number: '+9779801234567',
        email: me.user.email,
      },
      orders: [
        {
          name: 'Hikvision 4MP Dome Camera',
          image: '/media/products/hikvision-4mp-dome.svg',
          color: null,
          size: null,
          quantity: 2,
          price: 4500,
          amount: 9000,
        },
        { name: 'Dahua 8-Channel NVR', image: null, color: null, size: null, quantity: 1, price: 12999.5, amount: 12999.5 },
      ],
      shipping: {
        full_name: 'Sita Sharma',
        company: null,
        email: me.user.email,
        phone: '+9779801234567',
        street: 'Kalanki Chowk, Ward 14',
        city: 'Kathmandu',
        state: 'Bagmati Province',
        // An order placed without district, municipality and ward (and every order before them) shows null.
        district: null,
        municipality: null,
        ward: null,
        country: 'Nepal',
        postal: '44600',
      },
      // Its tax invoice, as printed (decision 0122); tax-documents.test.ts reads it line by line.
      tax_documents: [
        expect.objectContaining({ kind: 'invoice', title: 'TAX INVOICE', number: expect.stringMatching(/^\d{4}\/\d{2}-\d{6}$/) }),
      ],
    });
    // Internal columns never leave the server.
    expect(res.body).not.toMatch(/"id"|user_id|userId|idempotency|request_hash/);
  });

  it('finds the order by its number in any case', async () => {
    const { me, order } = await customerWithOrder();
    expect((await call('GET', `/api/customer/myorders/${order.orderNumber.toLowerCase()}`, me.auth)).statusCode).toBe(200);
  });

  it("answers another customer's order with the same 404 as an unknown one, and none of its data", async () => {
    const { order } = await customerWithOrder();
    const { me: stranger } = await customerWithOrder();
    const theirs = await call('GET', `/api/customer/myorders/${order.orderNumber}`, stranger.auth);
    const unknown = await call('GET', '/api/customer/myorders/SRK-NOSUCH00', stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ result: 'error', errorMessage: 'Order not found.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
    expect(theirs.body).not.toContain('Kalanki Chowk');
    // The serial id is not an order id either.
    expect((await call('GET', `/api/customer/myorders/${order.id}`, stranger.auth)).statusCode).toBe(404);
  });

  it('needs a sign-in; an absurd id is not found either', async () => {
    const { me, order } = await customerWithOrder();
    const anonymous = await call('GET', `/api/customer/myorders/${order.orderNumber}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(order.orderNumber);
    const absurd = await call('GET', `/api/customer/myorders/${'X'.repeat(300)}`, me.auth);
    expect(absurd.statusCode).toBe(404);
    expect(absurd.json().result).toBe('error');
  });

  it('shows the coupon code and the wallet deduction an order used', async () => {
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: `WELCOME-${Date.now()}`,
        title: 'Welcome',
        slug: `welcome-${Date.now()}`,
        kind: 'amount',
        value: 500_00,
        startsAt: new Date('2026-01-01'),
        endsAt: new Date('2027-01-01'),
      })
      .returning();
    const { me, order } = await customerWithOrder({
      couponId: coupon?.id ?? null,
      couponPaisa: 500_00,
      walletPaisa: 1_000_00,
      totalPaisa: 21_999_50 - 1_500_00,
    });
    const res = await call('GET', `/api/customer/myorders/${order.orderNumber}`, me.auth);
    expect(res.json().order).toMatchObject({ coupon_code: coupon?.code, coupon: 500, wallet: 1000, total: 20499.5 });
  });
});

describe('GET /api/customer/myorders/{orderId}/invoice.pdf', () => {
  it('is a PDF with the seller, the order number, every item and the same totals as the screen', async () => {
    const { me, order } = await customerWithOrder({ status: 'Delivered' });
    const res = await call('GET', `/api/customer/myorders/${order.orderNumber}/invoice.pdf`, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const line of [
      'Suraksha Security Pvt. Ltd.',
      'Kalanki, Kathmandu',
      'PAN/VAT No.: 609871234',
      'TAX INVOICE',
      `Order No.: ${order.orderNumber}`,
      'Sita Sharma',
      'Kalanki Chowk, Ward 14',
      'Hikvision 4MP Dome Camera',
      'Dahua 8-Channel NVR',
      'Rs 4,500.00',
      'Rs 12,999.50',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Invoice No\.: \d{4}\/\d{2}-\d{6}\n/);
    // The totals block, in order: Subtotal, Shipping Rs 0.00, Discount Rs 0.00, the VAT split, Total.
    expect(text).toContain(
      [
        'Subtotal',
        'Rs 21,999.50',
        'Shipping',
        'Rs 0.00',
        'Discount',
        'Rs 0.00',
        'Taxable amount',
        'Rs 19,468.58',
        'VAT (13%)',
        'Rs 2,530.92',
        'Total',
        'Rs 21,999.50',
      ].join('\n'),
    );
    expect(text).toContain('In words: Rupees Twenty-One Thousand Nine Hundred Ninety-Nine and Fifty Paisa Only');
  });

  it("is 404 for another customer's order and 401 without a sign-in", async () => {
    const { order } = await customerWithOrder();
    const { me: stranger } = await customerWithOrder();
    const theirs = await call('GET', `/api/customer/myorders/${order.orderNumber}/invoice.pdf`, stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect((await call('GET', `/api/customer/myorders/${order.orderNumber}/invoice.pdf`)).statusCode).toBe(401);
  });

  it('prints a cancelled order as its unchanged invoice, then the credit note that reverses it', async () => {
    const { me, order } = await customerWithOrder();
    const before = (await call('GET', `/api/customer/myorders/${order.orderNumber}`, me.auth)).json().tax_documents;
    const cancel = await call('POST', `/api/customer/myorders/${order.orderNumber}/cancel`, me.auth, { reason: 'Bought it elsewhere' });
    expect(cancel.statusCode).toBe(200);
    const after = (await call('GET', `/api/customer/myorders/${order.orderNumber}`, me.auth)).json().tax_documents;
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({ kind: 'credit_note', title: 'CREDIT NOTE', number: expect.stringMatching(/^CN-\d{4}\/\d{2}-\d{6}$/) });
    expect(after[1].facts).toContainEqual({ label: 'Reason', value: 'Bought it elsewhere' });
    expect(after[1].facts[1]).toMatchObject({ label: 'Against invoice', value: expect.stringContaining(before[0].number) });
    const pdf = pdfText((await call('GET', `/api/customer/myorders/${order.orderNumber}/invoice.pdf`, me.auth)).rawPayload);
    expect(pdf.indexOf('TAX INVOICE')).toBeLessThan(pdf.indexOf('CREDIT NOTE'));
    expect(pdf).toContain(`Credit Note No.: ${after[1].number}`);
  });
});

describe('OpenAPI', () => {
  it('documents the orders, invoice and refers calls from their contracts', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/customer/myorders'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/customer/myorders'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/customer/myorders/{orderId}'].get.responses['404']).toBeDefined();
    expect(Object.keys(doc.paths['/api/customer/myorders/{orderId}/invoice.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    expect(JSON.stringify(doc.paths['/api/customer/refers'].post.responses['200'])).toContain('it holds referred users, not orders');
  });
});
