import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { pages } from '../../db/schema/content.ts';
import { pageRows } from '../../db/seed/pages.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_SELLER_INFORMATION } from './seller-information-repo.ts';
import { sellerInformation } from './seller-information-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(pages).values(pageRows());
});
afterAll(() => t.close());

const URL = '/api/admin/settings/seller-information';
const save = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers: { ...apiHeaders, ...headers }, payload });

const edited = {
  ...DEFAULT_SELLER_INFORMATION,
  business_name: 'Suraksha Traders Pvt. Ltd.',
  phone: '01-4412345',
  grievance_officer_phone: '9841 234 567',
  pan_vat_number: '301234567',
  prices_include_vat: false,
};

describe('the seller information', () => {
  it('is the demo shop’s until the owner saves it, then what the owner saved (phones in E.164), with an audit row of before and after', async () => {
    const { db } = t.database;
    expect(await sellerInformation(db)).toEqual(DEFAULT_SELLER_INFORMATION);
    const owner = await createSignedInStaff(db, 'owner');
    const res = await save(owner.headers, edited);
    expect(res.statusCode).toBe(200);
    const saved = { ...edited, phone: '+97714412345', grievance_officer_phone: '+9779841234567' };
    expect(res.json()).toEqual({ result: 'success', seller: saved });
    expect(await sellerInformation(db)).toEqual(saved);
    const read = await t.app.inject({ method: 'GET', url: URL, headers: { ...apiHeaders, cookie: owner.headers.cookie } });
    expect(read.json().seller).toEqual(saved);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.entityId, 'seller_information'));
    expect(row).toMatchObject({ action: 'setting.change', actorId: owner.user.id, before: DEFAULT_SELLER_INFORMATION, after: saved });
    // The back office's record of changes asks the audit log for this setting's rows only.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=setting&entity_id=seller_information',
      headers: { ...apiHeaders, cookie: owner.headers.cookie },
    });
    expect(history.json().entries.map((e: { entity_id: string; after: unknown }) => [e.entity_id, e.after])).toEqual([
      ['seller_information', saved],
    ]);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=setting&entity_id=sales_wallet_limit',
      headers: { ...apiHeaders, cookie: owner.headers.cookie },
    });
    expect(other.json().entries).toEqual([]);
  });

  it('is refused to the manager (403) and refuses a bad PAN, phone, e-mail or a page that does not exist (400), changing nothing', async () => {
    const { db } = t.database;
    const before = await sellerInformation(db);
    const audited = await db.$count(auditLog);
    const manager = await createSignedInStaff(db, 'manager');
    expect((await save(manager.headers, edited)).statusCode).toBe(403);
    const owner = await createSignedInStaff(db, 'owner');
    const bad: [string, object][] = [
      ['pan_vat_number', { pan_vat_number: '12345678' }],
      ['phone', { phone: '12345' }],
      ['grievance_officer_email', { grievance_officer_email: 'not-an-email' }],
      ['warranty_page', { warranty_page: 'no-such-page' }],
      ['business_name', { business_name: ' ' }],
      ['prices_include_vat', { prices_include_vat: 'yes' }],
    ];
    for (const [field, change] of bad) {
      const res = await save(owner.headers, { ...edited, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toHaveProperty(field);
    }
    expect(await sellerInformation(db)).toEqual(before);
    expect(await db.$count(auditLog)).toBe(audited);
  });
});
