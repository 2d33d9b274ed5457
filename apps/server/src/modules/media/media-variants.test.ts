import { mkdirSync, readdirSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const square = (fill: string, size = 600) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${fill}"/></svg>`;

beforeAll(async () => {
  t = await createTestApp();
  const products = path.join(t.config.DATA_DIR, 'media', 'products');
  mkdirSync(products, { recursive: true });
  writeFileSync(path.join(products, 'dome.svg'), square('#0a58ca'));
  writeFileSync(path.join(products, 'changing.svg'), square('#ff0000'));
  // Declares 100 million pixels: must be refused before it is rasterised.
  writeFileSync(path.join(products, 'huge.svg'), square('#000', 10_000));
  writeFileSync(
    path.join(products, 'photo.png'),
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  writeFileSync(path.join(products, 'datasheet.pdf'), '%PDF-1.4');
  writeFileSync(path.join(t.config.DATA_DIR, 'secret.svg'), square('#123456'));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('GET /media/w/{width}/{path}.webp', () => {
  it('answers a WebP of the source at the asked width, cached for a month', async () => {
    const res = await get('/media/w/320/products/dome.svg.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
  });

  it('renders a vector sharply above its own size, and never enlarges a photo', async () => {
    const vector = await sharp((await get('/media/w/960/products/dome.svg.webp')).rawPayload).metadata();
    expect([vector.width, vector.height]).toEqual([960, 960]);
    const photo = await get('/media/w/960/products/photo.png.webp');
    expect(photo.statusCode).toBe(200);
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
    expect((await sharp((await get('/media/w/160/products/photo.png.webp')).rawPayload).metadata()).width).toBe(160);
  });

  it('keeps the variant on disk and serves concurrent first requests the same complete file', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/media/w/480/products/dome.svg.webp')));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    const folder = path.join(t.config.DATA_DIR, 'media-variants', 'w480', 'products');
    expect(readdirSync(folder)).toEqual(['dome.svg.webp']);
  });

  it('makes the variant again when the source changes', async () => {
    const first = await sharp((await get('/media/w/160/products/changing.svg.webp')).rawPayload)
      .raw()
      .toBuffer();
    const source = path.join(t.config.DATA_DIR, 'media', 'products', 'changing.svg');
    writeFileSync(source, square('#00ff00'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    const second = await sharp((await get('/media/w/160/products/changing.svg.webp')).rawPayload)
      .raw()
      .toBuffer();
    expect([first[0], first[1]]).toEqual([255, 0]);
    expect([second[0], second[1]]).toEqual([0, 255]);
  });

  it('answers 404 for a width outside the list, so no one can make the server render arbitrary sizes', async () => {
    for (const width of ['100', '321', '0320', '320.0', '1e3', '-320', '99999999']) {
      const res = await get(`/media/w/${width}/products/dome.svg.webp`);
      expect(res.statusCode, width).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Image not found.' });
    }
  });

  it('never reads outside the media folder, nor a file that is not an image', async () => {
    const attempts = [
      '/media/w/320/../secret.svg.webp',
      '/media/w/320/%2e%2e/secret.svg.webp',
      '/media/w/320/products/%2e%2e/%2e%2e/secret.svg.webp',
      '/media/w/320/products/..%2f..%2fsecret.svg.webp',
      '/media/w/320/products%5c..%5c..%5csecret.svg.webp',
      '/media/w/320/%2fetc%2fpasswd.svg.webp',
      '/media/w/320//etc/hosts.svg.webp',
      '/media/w/320/products/dome.svg%00.webp',
      '/media/w/320/products/.hidden.svg.webp',
      '/media/w/320/products/datasheet.pdf.webp',
      '/media/w/320/products/dome.svg',
      '/media/w/320/products/missing.svg.webp',
    ];
    for (const url of attempts) expect((await get(url)).statusCode, url).toBeGreaterThanOrEqual(400);
    for (const url of attempts) expect((await get(url)).statusCode, url).toBeLessThan(500);
    expect(existsSync(path.join(t.config.DATA_DIR, 'media-variants', 'w320', 'secret.svg.webp'))).toBe(false);
  });

  it('refuses a source with more pixels than allowed instead of decoding it', async () => {
    const res = await get('/media/w/320/products/huge.svg.webp');
    expect(res.statusCode).toBe(404);
  });
});
