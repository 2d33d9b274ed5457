import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { checkoutPayload, commerceTestApp } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';

/** Decision 0129: a checkout answers, records and mails in the language of the page it came from. */
const shop = commerceTestApp();
const NEPALI = { 'accept-language': 'ne' };

const customer = () => createSignedInUser(shop.t.database.db, { name: 'Sita Sharma' });
const mailsOfOrder = (orderId: number) =>
  shop.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(desc(mailOutbox.id));
const languageOf = async (userId: number) =>
  (await shop.t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language;

describe('a checkout in the reader’s language', () => {
  it('answers a bad field in Nepali when asked in Nepali, and in the SPEC’s English otherwise', async () => {
    const me = await customer();
    const bad = checkoutPayload({ phone: '12', state: '' });

    const nepali = await shop.api.post('checkout/update', bad, me.auth, NEPALI);
    expect(nepali.statusCode).toBe(400);
    expect(nepali.json()).toEqual({
      result: 'error',
      errorMessage: 'कृपया चिन्ह लगाइएका फिल्डहरू सच्याउनुहोस्।',
      message: {
        phone: 'कृपया सही नेपाली फोन नम्बर लेख्नुहोस्, जस्तै 9801234567 वा 01-4123456।',
        state: 'कृपया आफ्नो प्रदेश छान्नुहोस्।',
      },
    });
    expect(String(nepali.headers.vary)).toMatch(/accept-language/i);

    const english = await shop.api.post('checkout/update', bad, me.auth);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      result: 'error',
      errorMessage: 'Please correct the highlighted fields.',
      message: { phone: CHECKOUT_MESSAGES.phone, state: CHECKOUT_MESSAGES.state },
    });
    // A browser's own list, Nepali not first: English.
    const browser = await shop.api.post('checkout/update', bad, me.auth, { 'accept-language': 'en-US,en;q=0.9,ne;q=0.5' });
    expect(browser.json().errorMessage).toBe('Please correct the highlighted fields.');
  });

  it('answers a refused checkout (409, a returned result) and a signed-out caller (401) in Nepali', async () => {
    const me = await customer();
    const empty = await shop.api.post('checkout/update', checkoutPayload(), me.auth, NEPALI);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ result: 'error', errorMessage: 'तपाईंको झोला खाली छ।' });
    const anonymous = await shop.api.post('checkout/update', checkoutPayload(), {}, NEPALI);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ result: 'error', errorMessage: 'अगाडि बढ्न कृपया लगइन गर्नुहोस्।' });
  });

  it('places an order from /ne in Nepali: the answer, the order’s and the customer’s language, a Nepali mail with /ne links', async () => {
    const me = await customer();
    const camera = await createProduct(shop.t.database.db, { title: 'Hikvision DS-2CD1043G2', pricePaisa: 4500_00, stock: 5 });
    const added = await shop.api.post('carts/create', { product_slug: camera.slug, quantity: 2 }, me.auth, NEPALI);
    expect(added.json()).toMatchObject({ result: 'success', message: 'झोलामा थपियो!' });

    const res = await shop.api.post('checkout/update', checkoutPayload({ total_amount: 9000 }), me.auth, NEPALI);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`धन्यवाद! तपाईंको अर्डर ${body.order_name} राखिएको छ।`);

    const [order] = await shop.t.database.db.select().from(orders).where(eq(orders.orderNumber, body.order_name));
    expect(order?.language).toBe('ne');
    expect(await languageOf(me.user.id)).toBe('ne');

    const mails = await mailsOfOrder(order?.id as number);
    const placed = mails.find((m) => m.template === 'order-placed');
    expect(placed?.subject).toBe(`तपाईंको Suraksha अर्डर ${body.order_name}`);
    expect(placed?.text.split('\n')).toEqual([
      'नमस्ते Sita Sharma ज्यू,',
      '',
      `तपाईंको अर्डर ${body.order_name} का लागि धन्यवाद। पठाउनुअघि पुष्टि गर्न हामी तपाईंलाई फोन गर्नेछौं।`,
      '',
      '2 × Hikvision DS-2CD1043G2: Rs 9,000.00',
      '',
      'उप-जम्मा: Rs 9,000.00',
      'ढुवानी: Rs 0.00',
      'डेलिभरीमा तिर्नुपर्ने जम्मा: Rs 9,000.00',
      'भुक्तानी: क्यास अन डेलिभरी (सामान पाएपछि नगद भुक्तानी)',
      '',
      'डेलिभरी ठेगाना:',
      'Sita Sharma',
      'Kalanki Chowk, Ward 14',
      'Kathmandu 44600',
      'Bagmati (Province 3), Nepal',
      'फोन: 980-1234567',
      '',
      `आफ्नो इमेल र अर्डर नम्बर ${body.order_name} प्रयोग गरेर जुनसुकै बेला /ne/order-tracking मा अर्डर ट्र्याक गर्नुहोस्।`,
    ]);
    // The shop's own notice stays English.
    expect(mails.find((m) => m.template === 'order-new')?.text).toContain('Total to pay on delivery: Rs 9,000.00');

    // Its status mails follow the order's language, the link on the Nepali My Orders.
    const cancelled = await shop.t.app.inject({
      method: 'POST',
      url: `/api/customer/myorders/${body.order_name}/cancel`,
      headers: { ...apiHeaders, ...me.auth, ...NEPALI },
      payload: { reason: 'अर्कै ठाउँबाट किनें' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const status = (await mailsOfOrder(order?.id as number)).find((m) => m.template === 'order-status');
    expect(status?.subject).toBe(`अर्डर ${body.order_name}: रद्द भयो`);
    expect(status?.text).toContain('तपाईंको अर्डर रद्द गरिएको छ।');
    expect(status?.text).toContain(`/ne/dashboard/my-orders/${body.order_name}`);
  });

  it('places an English order with the English mail exactly as before, and the customer reads English again', async () => {
    const me = await customer();
    await shop.t.database.db.update(users).set({ language: 'ne' }).where(eq(users.id, me.user.id));
    const nvr = await createProduct(shop.t.database.db, { title: 'Dahua NVR 8ch', pricePaisa: 12999_50, stock: 2 });
    await shop.api.addToBag(me.auth, nvr.slug, 1);

    const res = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 12999.5 }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(CHECKOUT_MESSAGES.placed(body.order_name));

    const [order] = await shop.t.database.db.select().from(orders).where(eq(orders.orderNumber, body.order_name));
    expect(order?.language).toBe('en');
    expect(await languageOf(me.user.id)).toBe('en');
    const placed = (await mailsOfOrder(order?.id as number)).find((m) => m.template === 'order-placed');
    expect(placed?.subject).toBe(`Your Suraksha order ${body.order_name}`);
    expect(placed?.text).toBe(
      [
        'Namaste Sita Sharma,',
        '',
        `thank you for your order ${body.order_name}. We will call you to confirm it before it ships.`,
        '',
        '1 × Dahua NVR 8ch: Rs 12,999.50',
        '',
        'Subtotal: Rs 12,999.50',
        'Shipping: Rs 0.00',
        'Total to pay on delivery: Rs 12,999.50',
        'Payment: Cash On Delivery',
        '',
        'Delivery to:',
        'Sita Sharma',
        'Kalanki Chowk, Ward 14',
        'Kathmandu 44600',
        'Bagmati (Province 3), Nepal',
        'Phone: 980-1234567',
        '',
        `Track it any time at /order-tracking with your e-mail and the order number ${body.order_name}.`,
      ].join('\n'),
    );
  });
});
