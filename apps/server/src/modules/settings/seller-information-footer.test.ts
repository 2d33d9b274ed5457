import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content.ts';
import { pageRows } from '../../db/seed/pages.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_SELLER_INFORMATION } from './seller-information-repo.ts';

/** The footer cached as production runs it (CATALOG_CACHE_SECONDS=60; tests default to 0). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  await t.database.db.insert(pages).values(pageRows());
});
afterAll(() => t.close());

const footerSeller = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/footer', headers: apiHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().seller;
};

describe('the seller information in the footer of every page', () => {
  it('is the saved one at once: a save forgets the cached footer', async () => {
    expect(await footerSeller()).toEqual(DEFAULT_SELLER_INFORMATION);
    // A second read is served from memory.
    expect((await footerSeller()).business_name).toBe(DEFAULT_SELLER_INFORMATION.business_name);
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const renamed = {
      ...DEFAULT_SELLER_INFORMATION,
      business_name: 'Suraksha Security Nepal Pvt. Ltd.',
      commerce_registration_number: 'DoCSCP 2082/0999',
      grievance_officer_phone: '9841 234 567',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/seller-information',
      headers: { ...apiHeaders, ...owner.headers },
      payload: renamed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await footerSeller()).toEqual({ ...renamed, grievance_officer_phone: '+9779841234567' });
  });
});
