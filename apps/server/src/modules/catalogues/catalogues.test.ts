import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/factories/catalogue-pages.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ url, headers: apiHeaders });
const PDF = Buffer.from('%PDF-1.4\n% a tiny test catalogue\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/catalogues', () => {
  it('answers an empty list before any catalogue exists', async () => {
    const res = await get('/api/catalogues');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', catalogues: [] });
  });

  it('lists title, slug and image in the shop’s order, and nothing else', async () => {
    const db = t.database.db;
    await createCatalogue(db, { title: 'Dahua Catalogue', slug: 'dahua', image: '/media/catalogues/dahua.svg', position: 2 });
    await createCatalogue(db, { title: 'Hikvision Catalogue', slug: 'hikvision', image: null, position: 1 });
    const res = await get('/api/catalogues');
    expect(res.json()).toEqual({
      result: 'success',
      catalogues: [
        { title: 'Hikvision Catalogue', slug: 'hikvision', image: null },
        { title: 'Dahua Catalogue', slug: 'dahua', image: '/media/catalogues/dahua.svg' },
      ],
    });
  });
});

describe('GET /api/catalogues/{slug}', () => {
  beforeAll(async () => {
    const db = t.database.db;
    await createCatalogue(db, {
      title: 'ZKTeco Catalogue',
      slug: 'zkteco',
      image: '/media/catalogues/zkteco.svg',
      pdfUrl: '/media/catalogues/zkteco.pdf',
    });
    await createCatalogue(db, { title: 'Brand site', slug: 'elsewhere', pdfUrl: 'https://brand.example/catalogue.pdf' });
    await createCatalogue(db, { title: 'Unsafe', slug: 'unsafe', pdfUrl: 'javascript:alert(1)' });
    await createCatalogue(db, { title: 'Not uploaded', slug: 'no-pdf', pdfUrl: null });
    await createCatalogue(db, { title: 'File lost', slug: 'lost', pdfUrl: '/media/catalogues/lost.pdf' });
    const folder = path.join(t.config.DATA_DIR, 'media', 'catalogues');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'zkteco.pdf'), PDF);
  });

  it('gives the PDF to view and the download link', async () => {
    const res = await get('/api/catalogues/zkteco');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      catalogue: {
        title: 'ZKTeco Catalogue',
        slug: 'zkteco',
        image: '/media/catalogues/zkteco.svg',
        pdf_url: '/media/catalogues/zkteco.pdf',
        download_url: '/catalogues/zkteco/download',
      },
    });
  });

  it('never links a PDF address that is not the web or our own media', async () => {
    expect((await get('/api/catalogues/unsafe')).json().catalogue).toMatchObject({ pdf_url: null, download_url: null });
    expect((await get('/api/catalogues/no-pdf')).json().catalogue).toMatchObject({ pdf_url: null, download_url: null });
    expect((await get('/api/catalogues/elsewhere')).json().catalogue).toMatchObject({
      pdf_url: 'https://brand.example/catalogue.pdf',
      download_url: '/catalogues/elsewhere/download',
    });
  });

  it.each(['no-such-catalogue', 'zkteco%00', 'zk%0Ateco', '%E2%80%AE'])('answers %s with the 404 envelope', async (slug) => {
    const res = await get(`/api/catalogues/${slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Catalogue not found.' });
  });

  it('needs the API key like every call', async () => {
    expect((await t.app.inject({ url: '/api/catalogues' })).statusCode).toBe(401);
  });
});

describe('GET /catalogues/{slug}/download', () => {
  it('sends the PDF as an attachment named after the catalogue, without an API key (a plain link)', async () => {
    const res = await t.app.inject({ url: '/catalogues/zkteco/download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="zkteco.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('sends the buyer to a PDF kept on another site', async () => {
    const res = await t.app.inject({ url: '/catalogues/elsewhere/download' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://brand.example/catalogue.pdf');
  });

  it.each(['no-such-catalogue', 'unsafe', 'no-pdf', 'lost', 'zkteco%00'])('answers %s with the 404 envelope', async (slug) => {
    const res = await t.app.inject({ url: `/catalogues/${slug}/download` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Catalogue not found.' });
  });
});
