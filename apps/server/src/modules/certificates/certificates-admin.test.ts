import { CERTIFICATE_MESSAGES as M } from '@suraksha/contracts/admin/certificates';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { certificates } from '../../db/schema/content.ts';
import { createCertificate } from '../../test/factories/catalogue-pages.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Certificates in the back office (issue #16, decision 0101).

let t: TestApp;
let manager: Record<string, string>;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createCertificate(db, { title: 'VAT Registration', slug: 'vat', position: 0 });
  await createCertificate(db, { title: 'Hikvision Distributor', slug: 'hikvision', position: 1 });
  manager = (await createSignedInStaff(db, 'manager')).headers;
  warehouse = (await createSignedInStaff(db, 'warehouse')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefrontSlugs = async () => ((await get('/api/certificates')).json().certificates as { slug: string }[]).map((c) => c.slug);
const auditRows = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

describe('certificates in the back office', () => {
  it('lists every certificate for catalogue.read; the warehouse may not change them', async () => {
    const res = await get('/api/admin/certificates', warehouse);
    expect(res.statusCode).toBe(200);
    expect(res.json().certificates.map((c: { slug: string }) => c.slug)).toEqual(['vat', 'hikvision']);
    expect((await post('/api/admin/certificates', { title: 'ISO 9001' }, warehouse)).statusCode).toBe(403);
  });

  it('creates a certificate, audited, last on the storefront; edits it keeping its slug', async () => {
    const res = await post('/api/admin/certificates', { title: 'ISO 9001:2015', image: 'https://cdn.example.com/iso.png' });
    expect(res.statusCode, res.body).toBe(200);
    const { certificate } = res.json();
    expect(certificate).toMatchObject({
      title: 'ISO 9001:2015',
      slug: 'iso-9001-2015',
      image: 'https://cdn.example.com/iso.png',
      active: true,
    });
    expect(await storefrontSlugs()).toEqual(['vat', 'hikvision', 'iso-9001-2015']);
    expect((await auditRows('certificate.create')).map((a) => a.after)).toEqual([
      { title: 'ISO 9001:2015', slug: 'iso-9001-2015', image: 'https://cdn.example.com/iso.png' },
    ]);
    const edit = await post(`/api/admin/certificates/${certificate.id}`, { title: 'ISO 9001', image: '/media/certificates/iso.webp' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().certificate).toMatchObject({ title: 'ISO 9001', slug: 'iso-9001-2015', image: '/media/certificates/iso.webp' });
    expect((await auditRows('certificate.update')).map((a) => [a.before, a.after])).toEqual([
      [
        { title: 'ISO 9001:2015', slug: 'iso-9001-2015', image: 'https://cdn.example.com/iso.png' },
        { title: 'ISO 9001', slug: 'iso-9001-2015', image: '/media/certificates/iso.webp' },
      ],
    ]);
  });

  it('refuses bad input with a message under the field, and creates nothing', async () => {
    const [before] = await db().select({ n: count() }).from(certificates);
    const refused = async (body: object, status: number, field: string, message: string) => {
      const res = await post('/api/admin/certificates', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message[field]).toBe(message);
    };
    await refused({ title: 'A', image: 'javascript:alert(1)' }, 400, 'image', M.image);
    await refused({ title: 'B', image: 'ftp://example.com/a.png' }, 400, 'image', M.image);
    await refused({ title: 'C', image: 'media/certificates/a.png' }, 400, 'image', M.image);
    await refused({ title: 'D', image: 42 }, 400, 'image', M.image);
    await refused({ title: 'x'.repeat(200) }, 400, 'title', M.titleTooLong);
    await refused({ title: 'E\u0000' }, 400, 'title', 'Please remove the invisible control characters from this field.');
    await refused({ title: 'VAT' }, 409, 'slug', M.slugTaken('vat'));
    expect((await db().select({ n: count() }).from(certificates))[0]).toEqual(before);
    expect((await post('/api/admin/certificates/12345678901', { title: 'Ghost' })).statusCode).toBe(404);
  });

  it('deactivates a certificate: it leaves the list; activation brings it back', async () => {
    const [row] = await db().select().from(certificates).where(eq(certificates.slug, 'vat'));
    const res = await post(`/api/admin/certificates/${row?.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.deactivated('VAT Registration'), certificate: { active: false } });
    expect(await storefrontSlugs()).not.toContain('vat');
    expect((await post(`/api/admin/certificates/${row?.id}/deactivate`, {})).statusCode).toBe(409);
    expect((await post(`/api/admin/certificates/${row?.id}/activate`, {})).json().message).toBe(M.activated('VAT Registration'));
    expect(await storefrontSlugs()).toContain('vat');
  });

  it('reorders the certificates: the storefront follows; a repeated id is refused', async () => {
    const ids = (await get('/api/admin/certificates', manager)).json().certificates.map((c: { id: number }) => c.id) as number[];
    const reversed = ids.toReversed();
    const res = await post('/api/admin/certificates/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storefrontSlugs()).toEqual(['iso-9001-2015', 'hikvision', 'vat']);
    expect((await post('/api/admin/certificates/order', { ids: [...reversed.slice(1), reversed[1]] })).statusCode).toBe(400);
    expect((await auditRows('certificate.reorder')).map((a) => a.after)).toEqual([{ ids: reversed }]);
  });
});
