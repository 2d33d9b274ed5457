import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_FILE_BYTES_MAX, MEDIA_MESSAGES as M } from '@suraksha/contracts/admin/media';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createSignedInStaff, SHOP_ORIGIN } from '../../test/factories/staff.ts';
import { multipartPayload, type Part } from '../../test/multipart-payload.ts';
import { HTML_FILE, pngClaiming, sampleGeotaggedJpeg, samplePdf, samplePng, SVG_FILE } from '../../test/sample-files.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Staff uploads of product photos and datasheets (issue #16): hostile files are refused by their
// bytes with a clear message and leave nothing on disk; accepted photos lose their metadata.

let t: TestApp;
let editor: { user: { id: number }; headers: Record<string, string> };
let warehouse: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  editor = await createSignedInStaff(db, 'editor');
  warehouse = (await createSignedInStaff(db, 'warehouse')).headers;
  sales = (await createSignedInStaff(db, 'sales')).headers;
});
afterAll(() => t.close());

const IMAGES = '/api/admin/media/images';
const DATASHEETS = '/api/admin/media/datasheets';

const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({ name: 'file', filename, contentType, data });

function upload(url: string, parts: Part[], headers: Record<string, string> = editor.headers) {
  const { payload, headers: multipart } = multipartPayload(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers, ...multipart }, payload });
}

/** Every file under DATA_DIR/media/<folder>, by name. */
function stored(folder: 'products' | 'datasheets'): string[] {
  try {
    return readdirSync(path.join(t.config.DATA_DIR, 'media', folder)).toSorted();
  } catch {
    return [];
  }
}

const storedFile = (src: string) => readFileSync(path.join(t.config.DATA_DIR, src.replace(/^\//, '')));
let before: { products: string[]; datasheets: string[] };
beforeEach(() => {
  before = { products: stored('products'), datasheets: stored('datasheets') };
});
const nothingStored = () => expect({ products: stored('products'), datasheets: stored('datasheets') }).toEqual(before);

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ result: 'error', errorMessage: message, message: { file: message } });
}

describe('POST /api/admin/media/images', () => {
  it('stores a geotagged phone photo upright, as WebP, without its EXIF or GPS, audited', async () => {
    const photo = await sampleGeotaggedJpeg();
    // The sample really carries a GPS block (the EXIF GPS IFD pointer, tag 0x8825) and the owner string.
    const sourceExif = (await sharp(photo).metadata()).exif as Buffer;
    expect(sourceExif.includes(Buffer.from([0x88, 0x25])) || sourceExif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes('sender-secret-exif')).toBe(true);

    const res = await upload(IMAGES, [file(photo, 'IMG_0042.JPG')]);
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(M.imageUploaded);
    expect(data).toEqual({ src: expect.stringMatching(/^\/media\/products\/[0-9a-f-]{36}\.webp$/), width: 200, height: 300 });

    const saved = storedFile(data.src);
    const meta = await sharp(saved).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const trace of ['EXIF', 'Exif', 'sender-secret-exif', 'PhoneMaker']) expect(saved.includes(trace), trace).toBe(false);
    expect(stored('products')).toEqual([...before.products, path.basename(data.src)].toSorted());

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.entityId, data.src)));
    expect(rows.map((r) => [r.actorId, r.actorRole, r.entity, r.after])).toEqual([
      [
        editor.user.id,
        'editor',
        'media',
        { src: data.src, bytes: saved.length, kind: 'image', from: 'jpg', name: 'IMG_0042.JPG', width: 200, height: 300 },
      ],
    ]);
  });

  it('accepts a PNG and a WebP, and the storefront serves the photo and its responsive WebP variants', async () => {
    const png = await upload(IMAGES, [file(await samplePng(), 'diagram.png', 'image/png')]);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data).toMatchObject({ width: 16, height: 12 });

    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884400' } })
      .webp()
      .toBuffer();
    const webp = await upload(IMAGES, [file(big, 'shot.webp', 'image/webp')]);
    expect(webp.statusCode, webp.body).toBe(201);
    const { src } = webp.json().data;

    const original = await t.app.inject({ url: src });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['x-content-type-options']).toBe('nosniff');

    const variant = await t.app.inject({ url: src.replace('/media/', '/media/w/320/') + '.webp' });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    const meta = await sharp(variant.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
  });

  it('keeps at most 2400 px on the longest side', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const res = await upload(IMAGES, [file(wide)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 2400, height: 600 });
    const meta = await sharp(storedFile(res.json().data.src)).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 600]);
  });

  it('refuses an HTML page or an SVG named .jpg with 415, storing nothing', async () => {
    expectRefusal(await upload(IMAGES, [file(HTML_FILE, 'photo.jpg')]), 415, M.notImage);
    expectRefusal(await upload(IMAGES, [file(SVG_FILE, 'photo.jpg')]), 415, M.notImage);
    expectRefusal(await upload(IMAGES, [file(samplePdf(), 'photo.jpg')]), 415, M.notImage);
    nothingStored();
  });

  it('refuses a pixel bomb with 422 before decoding it, storing nothing', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2_000);
    const started = Date.now();
    expectRefusal(await upload(IMAGES, [file(bomb, 'tiny.png', 'image/png')]), 422, M.tooManyPixels);
    expect(Date.now() - started).toBeLessThan(2_000);
    nothingStored();
  });

  it('refuses a damaged JPEG with 422, storing nothing', async () => {
    const photo = await sampleGeotaggedJpeg();
    expectRefusal(await upload(IMAGES, [file(photo.subarray(0, Math.floor(photo.length * 0.6)))]), 422, M.unreadableImage);
    nothingStored();
  });

  it('takes a file of exactly 10 MB (dropping what trails the image) and refuses 10 MB + 1 byte with 413, storing nothing', async () => {
    const photo = await sampleGeotaggedJpeg();
    const padded = (bytes: number) => Buffer.concat([photo, Buffer.alloc(bytes - photo.length, 0x41)]);
    const exact = await upload(IMAGES, [file(padded(MEDIA_FILE_BYTES_MAX))]);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(storedFile(exact.json().data.src).length).toBeLessThan(100_000);
    before = { products: stored('products'), datasheets: stored('datasheets') };

    expectRefusal(await upload(IMAGES, [file(padded(MEDIA_FILE_BYTES_MAX + 1))]), 413, M.imageTooLarge);
    nothingStored();
  });

  it('answers 400 without a file, 413 for a second file, 415 for a body that is not multipart', async () => {
    const none = await upload(IMAGES, [{ name: 'caption', value: 'no file' }]);
    expectRefusal(none, 400, M.noFile);
    const png = await samplePng();
    const two = await upload(IMAGES, [file(png, 'a.png'), file(png, 'b.png')]);
    expect(two.statusCode).toBe(413);
    expect(two.json()).toEqual({ result: 'error', errorMessage: M.oneFile });
    const json = await t.app.inject({ method: 'POST', url: IMAGES, headers: { ...apiHeaders, ...editor.headers }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    nothingStored();
  });

  it('lets only catalogue.write upload, and only from the shop’s own origin', async () => {
    const png = await samplePng();
    expect((await upload(IMAGES, [file(png)], warehouse)).statusCode).toBe(403);
    expect((await upload(IMAGES, [file(png)], sales)).statusCode).toBe(403);
    expect((await upload(IMAGES, [file(png)], { cookie: editor.headers.cookie as string })).statusCode).toBe(403);
    expect(
      (await upload(IMAGES, [file(png)], { cookie: editor.headers.cookie as string, origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await upload(IMAGES, [file(png)], { origin: SHOP_ORIGIN })).statusCode).toBe(401);
    nothingStored();
  });
});

describe('POST /api/admin/media/datasheets', () => {
  it('stores a PDF as sent, audited, and the storefront serves it as a PDF that is never sniffed', async () => {
    const pdf = samplePdf();
    const res = await upload(DATASHEETS, [file(pdf, 'DS-2CD1043.pdf', 'application/pdf')]);
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(M.datasheetUploaded);
    expect(data).toEqual({ src: expect.stringMatching(/^\/media\/datasheets\/[0-9a-f-]{36}\.pdf$/), bytes: pdf.length });
    expect(storedFile(data.src).equals(pdf)).toBe(true);
    expect(stored('datasheets')).toEqual([...before.datasheets, path.basename(data.src)].toSorted());

    const served = await t.app.inject({ url: data.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, data.src));
    expect(rows.map((r) => [r.action, r.actorId, r.after])).toEqual([
      ['media.upload', editor.user.id, { src: data.src, bytes: pdf.length, kind: 'datasheet', name: 'DS-2CD1043.pdf' }],
    ]);
  });

  it('refuses anything that is not a PDF by its bytes with 415, and 10 MB + 1 byte with 413, storing nothing', async () => {
    expectRefusal(await upload(DATASHEETS, [file(await samplePng(), 'sheet.pdf', 'application/pdf')]), 415, M.notPdf);
    expectRefusal(await upload(DATASHEETS, [file(HTML_FILE, 'sheet.pdf', 'application/pdf')]), 415, M.notPdf);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MEDIA_FILE_BYTES_MAX + 1 - samplePdf().length, 0x20)]);
    expectRefusal(await upload(DATASHEETS, [file(big, 'sheet.pdf', 'application/pdf')]), 413, M.pdfTooLarge);
    expect((await upload(DATASHEETS, [file(samplePdf(), 'sheet.pdf')], warehouse)).statusCode).toBe(403);
    nothingStored();
  });
});
