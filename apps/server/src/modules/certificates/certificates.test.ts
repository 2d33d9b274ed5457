import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificate } from '../../test/factories/catalogue-pages.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ url, headers: apiHeaders });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/certificates', () => {
  it('answers an empty list (the page then says Coming Soon)', async () => {
    const res = await get('/api/certificates');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', certificates: [] });
  });

  it('lists title, slug and image in the shop’s order', async () => {
    const db = t.database.db;
    await createCertificate(db, { title: 'VAT Registration', slug: 'vat', image: '/media/certificates/vat.svg', position: 5 });
    await createCertificate(db, { title: 'Hikvision Distributor', slug: 'hikvision', image: null, position: 1 });
    expect((await get('/api/certificates')).json()).toEqual({
      result: 'success',
      certificates: [
        { title: 'Hikvision Distributor', slug: 'hikvision', image: null },
        { title: 'VAT Registration', slug: 'vat', image: '/media/certificates/vat.svg' },
      ],
    });
  });

  it('needs the API key', async () => {
    const res = await t.app.inject({ url: '/api/certificates' });
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toBe('error');
  });
});
