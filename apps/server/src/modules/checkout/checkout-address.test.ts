import { NEPAL_ADDRESS_MESSAGES } from '@suraksha/contracts/nepal-address';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { shippingAddresses } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { checkoutPayload, commerceTestApp } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';

/** District, local level and ward at checkout (issue #19, decision 0119): stored, shown, and refused when they do not fit. */
const shop = commerceTestApp();

const kathmandu = { state: 'Bagmati (Province 3)', district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', ward: 14 };

async function customerWithBag() {
  const me = await createSignedInUser(shop.t.database.db, { name: 'Sita Sharma' });
  const p = await createProduct(shop.t.database.db, { pricePaisa: 100_00, stock: 5 });
  await shop.api.addToBag(me.auth, p.slug);
  return me;
}

describe('checkout with district, municipality and ward', () => {
  it('stores the parts by their names in the data, and the invoice and mail show them', async () => {
    const me = await customerWithBag();
    const res = await shop.api.checkout(
      me.auth,
      checkoutPayload({ ...kathmandu, district: 'KATHMANDU', municipality: 'काठमाडौं महानगरपालिका', ward: '14', total_amount: 100 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const orderNumber = res.json().order_name as string;
    const [order] = await shop.read.ordersOf(me.user.id);
    const [stored] = await shop.t.database.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.orderId, order?.id as number));
    expect(stored).toMatchObject(kathmandu);

    const invoice = await shop.t.app.inject({
      method: 'GET',
      url: `/api/customer/myorders/${orderNumber}`,
      headers: { ...apiHeaders, ...me.auth },
    });
    expect(invoice.json().shipping).toMatchObject(kathmandu);
    expect(invoice.json().order.address).toContain('Ward 14, Kathmandu Metropolitan City, Kathmandu District');
    const mails = await shop.t.database.db.select({ to: mailOutbox.to, text: mailOutbox.text }).from(mailOutbox);
    expect(mails.find((m) => m.to === me.user.email)?.text).toContain('Ward 14, Kathmandu Metropolitan City, Kathmandu District');
  });

  it('an old client that sends only the SPEC fields still checks out; the new parts stay empty', async () => {
    const me = await customerWithBag();
    expect((await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 100 }))).statusCode).toBe(200);
    const [order] = await shop.read.ordersOf(me.user.id);
    const [stored] = await shop.t.database.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.orderId, order?.id as number));
    expect(stored).toMatchObject({ state: 'Bagmati (Province 3)', city: 'Kathmandu', district: null, municipality: null, ward: null });
  });

  it.each([
    [
      'a district not in the province',
      { ...kathmandu, state: 'Koshi (Province 1)', municipality: undefined, ward: undefined },
      ['district'],
    ],
    ['a municipality not in the district', { ...kathmandu, municipality: 'Pokhara Metropolitan City', ward: undefined }, ['municipality']],
    ['a municipality without its district', { ...kathmandu, district: undefined, ward: undefined }, ['municipality']],
    ['a ward above the most a local level has', { ...kathmandu, ward: 34 }, ['ward']],
    ['a ward that is no number', { ...kathmandu, ward: 'ten' }, ['ward']],
    ['ward 0', { ...kathmandu, ward: 0 }, ['ward']],
    ['a ward without its municipality', { ...kathmandu, municipality: undefined }, ['ward']],
  ])('%s → 400 with a message under that field, and no order', async (_case, parts, fields) => {
    const me = await customerWithBag();
    const res = await shop.api.checkout(me.auth, checkoutPayload({ ...parts, total_amount: 100 }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.result).toBe('error');
    expect(body.message).toEqual(
      Object.fromEntries(fields.map((f) => [f, NEPAL_ADDRESS_MESSAGES[f as keyof typeof NEPAL_ADDRESS_MESSAGES]])),
    );
    expect(await shop.read.ordersOf(me.user.id)).toEqual([]);
  });

  it('the address check refuses the same combinations', async () => {
    const me = await customerWithBag();
    const address = { phone: '9801234567', city: 'Town', street: 'Main Road', country: 'Nepal' };
    const good = await shop.api.post('address/check', { ...address, ...kathmandu }, me.auth);
    expect(good.statusCode, good.body).toBe(200);
    const bad = await shop.api.post('address/check', { ...address, ...kathmandu, state: 'Gandaki' }, me.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ district: NEPAL_ADDRESS_MESSAGES.district });
  });
});
