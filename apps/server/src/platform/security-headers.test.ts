import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguePdf } from '../db/seed/catalogue-pdf.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const dir = path.join(t.config.DATA_DIR, 'media', 'catalogues');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'hikvision-2026.pdf'), cataloguePdf('Hikvision 2026', ['Cameras']));
  writeFileSync(path.join(dir, 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => t.close());

describe('security headers', () => {
  it('keep the referrer on our own site only, so forms posted without JavaScript carry their origin', async () => {
    const res = await t.app.inject({ url: '/api/footer', headers: apiHeaders });
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('let no site frame an answer (decision 0007)', async () => {
    for (const url of ['/api/footer', '/robots.txt', '/media/catalogues/cover.svg', '/no-such-page']) {
      const res = await t.app.inject({ url, headers: apiHeaders });
      expect([url, res.headers['x-frame-options']]).toEqual([url, 'DENY']);
    }
  });

  it('let only our own pages embed our PDFs: the catalogue viewer shows one in an <object> (decision 0023)', async () => {
    const res = await t.app.inject({ url: '/media/catalogues/hikvision-2026.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });
});
