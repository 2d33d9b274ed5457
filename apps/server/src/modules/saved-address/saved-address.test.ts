import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { NEPAL_ADDRESS_MESSAGES } from '@suraksha/contracts/nepal-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

/** The customer's saved delivery address (issue #19, decision 0119). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (auth: object) => t.app.inject({ method: 'GET', url: '/api/customer/address', headers: { ...apiHeaders, ...auth } });
const save = (auth: object, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/customer/address/save', headers: { ...apiHeaders, ...auth }, payload });

const lalitpur = {
  state: 'Bagmati (Province 3)',
  district: 'Lalitpur',
  municipality: 'Lalitpur Metropolitan City',
  ward: 5,
  city: 'Lalitpur',
  street: 'Pulchowk Road 12',
  postal: '44700',
};

describe('GET /api/customer/address, POST /api/customer/address/save', () => {
  it('is null until saved; a save keeps the names of the data and replaces the address before', async () => {
    const me = await createSignedInUser(t.database.db);
    expect((await read(me.auth)).json()).toEqual({ result: 'success', address: null });

    const first = await save(me.auth, { ...lalitpur, state: 'bagmati', district: 'LALITPUR', ward: '5' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: 'success', address: lalitpur });
    expect((await read(me.auth)).json().address).toEqual(lalitpur);

    const moved = {
      state: 'Gandaki (Province 4)',
      district: null,
      municipality: null,
      ward: null,
      city: 'Pokhara',
      street: 'Lakeside 6',
      postal: null,
    };
    expect(
      (await save(me.auth, { state: 'Gandaki (Province 4)', city: 'Pokhara', street: 'Lakeside 6', postal: '' })).json().address,
    ).toEqual(moved);
    expect((await read(me.auth)).json().address).toEqual(moved);
    // Another customer sees only their own.
    const other = await createSignedInUser(t.database.db);
    expect((await read(other.auth)).json().address).toBeNull();
  });

  it.each([
    ['a district of another province', { ...lalitpur, state: 'Koshi (Province 1)' }, { district: NEPAL_ADDRESS_MESSAGES.district }],
    [
      'a municipality of another district',
      { ...lalitpur, municipality: 'Pokhara Metropolitan City' },
      { municipality: NEPAL_ADDRESS_MESSAGES.municipality },
    ],
    ['ward 40', { ...lalitpur, ward: 40 }, { ward: NEPAL_ADDRESS_MESSAGES.ward }],
    [
      'no province, city or street',
      { postal: '4470' },
      { state: CHECKOUT_MESSAGES.state, city: CHECKOUT_MESSAGES.city, street: CHECKOUT_MESSAGES.street, postal: CHECKOUT_MESSAGES.postal },
    ],
  ])('refuses %s with a message per field, and keeps nothing', async (_case, payload, message) => {
    const me = await createSignedInUser(t.database.db);
    const res = await save(me.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'error', message });
    expect(Object.keys(res.json().message).toSorted()).toEqual(Object.keys(message).toSorted());
    expect((await read(me.auth)).json().address).toBeNull();
  });

  it('needs a signed-in customer', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await save({}, lalitpur)).statusCode).toBe(401);
  });
});
