import { type Permission, STAFF_ROLES, can } from '@suraksha/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories/accounts.ts';
import { SHOP_ORIGIN, createStaff, createStaffSession } from '../test/factories/staff.ts';
import { watchTables } from '../test/fuzz/table-checksums.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The authorisation matrix (issue #15): every route behind a staff hook (app.adminRoutes, filled
 * in as routes register, so a route added tomorrow is in it) × every staff role, a customer's
 * bearer token and no session. A role the permission table refuses gets 403, a customer token and
 * no session get 401, and a refused call changes no row. The permission table is the oracle.
 */

let t: TestApp;
let customerAuth: { authorization: string };
const staffOfRole = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  customerAuth = (await createSignedInUser(db)).auth;
  for (const role of STAFF_ROLES) staffOfRole.set(role, (await createStaff(db, role)).user.id);
});
afterAll(() => t.close());

type Caller = (typeof STAFF_ROLES)[number] | 'customer token' | 'no session';
const CALLERS: Caller[] = [...STAFF_ROLES, 'customer token', 'no session'];

/** Staff sessions by role, made again after a call that may have ended one (signing out). */
const sessions = new Map<string, string>();
async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'no session') return {};
  if (caller === 'customer token') return customerAuth;
  let cookie = sessions.get(caller);
  if (!cookie) {
    cookie = (await createStaffSession(t.database.db, staffOfRole.get(caller) as number)).cookie;
    sessions.set(caller, cookie);
  }
  return { cookie };
}

const allowedFor = (route: { access: string }, caller: Caller) =>
  caller !== 'customer token' && caller !== 'no session' && (route.access === 'signed-in' || can(caller, route.access as Permission));

describe('the back-office authorisation matrix', () => {
  // Every route × 7 callers: minutes under a loaded CI as the back office grows, so its own limit.
  it('holds for every admin route × role, customer token and no session; refusals change nothing', { timeout: 240_000 }, async () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const tables = await watchTables(t.database.db);
    const problems: string[] = [];
    const call = async (route: (typeof routes)[number], caller: Caller) => {
      const headers = await headersOf(caller);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z_]+/g, '1'),
        headers: { ...apiHeaders, origin: SHOP_ORIGIN, ...headers },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (route.url.endsWith('/logout')) sessions.clear();
      return res.statusCode;
    };
    for (const route of routes) {
      // The refused callers first, between two checksums of every table: together they must change nothing.
      const refused = CALLERS.filter((caller) => !allowedFor(route, caller));
      for (const caller of refused) await headersOf(caller); // a session made here is not the calls' doing
      await tables.changes();
      for (const caller of refused) {
        const expected = caller === 'customer token' || caller === 'no session' ? 401 : 403;
        const status = await call(route, caller);
        if (status !== expected) problems.push(`${route.method} ${route.url} as ${caller}: ${status}, expected ${expected}`);
      }
      const changed = await tables.changes();
      if (changed.length) problems.push(`${route.method} ${route.url} as ${refused.join(', ')}: refused yet changed ${changed.join(', ')}`);
      for (const caller of CALLERS.filter((c) => allowedFor(route, c))) {
        const status = await call(route, caller);
        if (status === 401 || status === 403 || status >= 500) {
          problems.push(`${route.method} ${route.url} as ${caller}: ${status}, expected neither 401 nor 403`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('asks of each admin route the permission written here (a new route states its permission in this list)', () => {
    const declared = Object.fromEntries(t.app.adminRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual({
      'POST /api/admin/auth/logout': 'signed-in',
      'GET /api/admin/auth/me': 'signed-in',
      'GET /api/admin/orders': 'orders.read',
      'GET /api/admin/orders.csv': 'orders.read',
      'GET /api/admin/orders/documents': 'orders.print',
      'GET /api/admin/orders/:orderNumber': 'orders.read',
      'POST /api/admin/orders/:orderNumber/notes': 'orders.notes',
      'POST /api/admin/orders/:orderNumber/buyer-pan': 'orders.advance',
      'POST /api/admin/orders/:orderNumber/status': 'orders.advance',
      'POST /api/admin/orders/status': 'orders.advance',
      'GET /api/admin/audit': 'audit.read',
      'POST /api/admin/orders/:orderNumber/cod': 'orders.cod',
      'GET /api/admin/reports/cod': 'orders.cod',
      'GET /api/admin/reports/sales': 'reports.read',
      'GET /api/admin/reports/sales.csv': 'reports.read',
      'GET /api/admin/reports/orders-by-status': 'reports.read',
      'GET /api/admin/reports/orders-by-status.csv': 'reports.read',
      'GET /api/admin/reports/top-products': 'reports.read',
      'GET /api/admin/reports/top-products.csv': 'reports.read',
      'GET /api/admin/reports/top-brands': 'reports.read',
      'GET /api/admin/reports/top-brands.csv': 'reports.read',
      'GET /api/admin/reports/coupons-wallet': 'reports.read',
      'GET /api/admin/reports/coupons-wallet.csv': 'reports.read',
      'GET /api/admin/reports/referral-rewards': 'reports.read',
      'GET /api/admin/reports/referral-rewards.csv': 'reports.read',
      'GET /api/admin/reports/cod-collected': 'reports.read',
      'GET /api/admin/reports/cod-collected.csv': 'reports.read',
      'GET /api/admin/reports/quote-conversion': 'reports.read',
      'GET /api/admin/reports/quote-conversion.csv': 'reports.read',
      'GET /api/admin/reports/new-customers': 'reports.read',
      'GET /api/admin/reports/new-customers.csv': 'reports.read',
      'POST /api/admin/customers/:customerId/wallet': 'wallet.adjust',
      'GET /api/admin/customers': 'customers.read',
      'GET /api/admin/customers.csv': 'customers.read',
      'GET /api/admin/products.csv': 'catalogue.read',
      'POST /api/admin/product-imports': 'catalogue.write',
      'GET /api/admin/product-imports/:importId': 'catalogue.write',
      'GET /api/admin/product-imports/:importId/rows': 'catalogue.write',
      'POST /api/admin/product-imports/:importId/confirm': 'catalogue.write',
      'GET /api/admin/coupons.csv': 'catalogue.read',
      'GET /api/admin/customers/:customerId': 'customers.read',
      'POST /api/admin/customers/:customerId/disable': 'customers.manage',
      'POST /api/admin/customers/:customerId/enable': 'customers.manage',
      'POST /api/admin/customers/:customerId/verification': 'customers.manage',
      'POST /api/admin/customers/:customerId/password-reset': 'customers.manage',
      'GET /api/admin/audit.csv': 'audit.read',
      'GET /api/admin/settings': 'settings.manage',
      'POST /api/admin/settings/sales-wallet-limit': 'settings.manage',
      'GET /api/admin/settings/seller-information': 'settings.manage',
      'POST /api/admin/settings/seller-information': 'settings.manage',
      'GET /api/admin/nepali/products/:id': 'catalogue.read',
      'POST /api/admin/nepali/products/:id': 'catalogue.write',
      'GET /api/admin/nepali/categories/:id': 'catalogue.read',
      'POST /api/admin/nepali/categories/:id': 'catalogue.write',
      'GET /api/admin/nepali/pages/:id': 'content.write',
      'POST /api/admin/nepali/pages/:id': 'content.write',
      'GET /api/admin/dashboard': 'dashboard.read',
      'GET /api/admin/search': 'dashboard.read',
      'GET /api/admin/staff': 'staff.manage',
      'POST /api/admin/staff/invitations': 'staff.manage',
      'POST /api/admin/staff/:staffId/role': 'staff.manage',
      'POST /api/admin/staff/:staffId/disable': 'staff.manage',
      'POST /api/admin/staff/:staffId/enable': 'staff.manage',
      'GET /api/admin/coupons': 'catalogue.read',
      'GET /api/admin/inbox': 'inbox.read',
      'GET /api/admin/inbox/count': 'inbox.read',
      'GET /api/admin/inbox/:kind/:reference': 'inbox.read',
      'GET /api/admin/inbox/:kind/:reference/attachment': 'inbox.read',
      'GET /api/admin/inbox/:kind/:reference/attachment/preview': 'inbox.read',
      'POST /api/admin/inbox/:kind/:reference/assign': 'inbox.reply',
      'POST /api/admin/inbox/:kind/:reference/status': 'inbox.reply',
      'POST /api/admin/inbox/:kind/:reference/notes': 'inbox.reply',
      'POST /api/admin/inbox/:kind/:reference/replies': 'inbox.reply',
      'POST /api/admin/inbox/:kind/:reference/quotes': 'inbox.reply',
      'GET /api/admin/inbox/:kind/:reference/quotes/:version/pdf': 'inbox.read',
      'GET /api/admin/coupons/:couponId': 'catalogue.read',
      'POST /api/admin/coupons': 'catalogue.prices',
      'POST /api/admin/coupons/:couponId': 'catalogue.prices',
      'POST /api/admin/coupons/:couponId/pause': 'catalogue.prices',
      'POST /api/admin/coupons/:couponId/resume': 'catalogue.prices',
      'GET /api/admin/content/blogs': 'content.write',
      'POST /api/admin/content/blogs': 'content.write',
      'GET /api/admin/content/blogs/:articleId': 'content.write',
      'GET /api/admin/content/blogs/:articleId/preview': 'content.write',
      'POST /api/admin/content/blogs/:articleId': 'content.write',
      'GET /api/admin/content/trainings': 'content.write',
      'POST /api/admin/content/trainings': 'content.write',
      'GET /api/admin/content/trainings/:articleId': 'content.write',
      'GET /api/admin/content/trainings/:articleId/preview': 'content.write',
      'POST /api/admin/content/trainings/:articleId': 'content.write',
      'GET /api/admin/content/faqs': 'content.write',
      'POST /api/admin/content/faqs': 'content.write',
      'POST /api/admin/content/faqs/order': 'content.write',
      'GET /api/admin/content/faqs/:faqId': 'content.write',
      'POST /api/admin/content/faqs/:faqId': 'content.write',
      'GET /api/admin/content/pages': 'content.write',
      'POST /api/admin/content/pages': 'content.write',
      'GET /api/admin/content/pages/:pageId': 'content.write',
      'GET /api/admin/content/pages/:pageId/preview': 'content.write',
      'POST /api/admin/content/pages/:pageId': 'content.write',
      // Services, careers and the home page (decision 0109)
      'GET /api/admin/content/services': 'content.write',
      'POST /api/admin/content/services': 'content.write',
      'POST /api/admin/content/services/order': 'content.write',
      'GET /api/admin/content/services/:entryId': 'content.write',
      'GET /api/admin/content/services/:entryId/preview': 'content.write',
      'POST /api/admin/content/services/:entryId': 'content.write',
      'GET /api/admin/content/careers': 'content.write',
      'POST /api/admin/content/careers': 'content.write',
      'GET /api/admin/content/careers/:entryId': 'content.write',
      'GET /api/admin/content/careers/:entryId/preview': 'content.write',
      'POST /api/admin/content/careers/:entryId': 'content.write',
      'GET /api/admin/content/home': 'content.write',
      'POST /api/admin/content/home': 'content.write',
      'GET /api/admin/brands': 'catalogue.read',
      'POST /api/admin/brands': 'catalogue.write',
      'POST /api/admin/brands/:brandId': 'catalogue.write',
      'POST /api/admin/brands/:brandId/deactivate': 'catalogue.write',
      'POST /api/admin/brands/:brandId/activate': 'catalogue.write',
      'GET /api/admin/categories': 'catalogue.read',
      'POST /api/admin/categories': 'catalogue.write',
      'POST /api/admin/categories/order': 'catalogue.write',
      'POST /api/admin/categories/:categoryId': 'catalogue.write',
      'POST /api/admin/categories/:categoryId/deactivate': 'catalogue.write',
      'POST /api/admin/categories/:categoryId/activate': 'catalogue.write',
      'GET /api/admin/products/:productId': 'catalogue.read',
      'GET /api/admin/products/:productId/preview': 'catalogue.read',
      'POST /api/admin/products': 'catalogue.write',
      'POST /api/admin/products/:productId': 'catalogue.write',
      'GET /api/admin/products': 'catalogue.read',
      'POST /api/admin/products/bulk': 'catalogue.read',
      'GET /api/admin/stock/low': 'catalogue.read',
      'POST /api/admin/stock/:productId/threshold': 'stock.write',
      'GET /api/admin/stock/:productId/movements': 'catalogue.read',
      'GET /api/admin/packages': 'catalogue.read',
      'POST /api/admin/packages': 'catalogue.prices',
      'POST /api/admin/packages/order': 'catalogue.write',
      'POST /api/admin/packages/:packageId': 'catalogue.write',
      'POST /api/admin/packages/:packageId/deactivate': 'catalogue.write',
      'POST /api/admin/packages/:packageId/activate': 'catalogue.write',
      'GET /api/admin/catalogues': 'catalogue.read',
      'POST /api/admin/catalogues': 'catalogue.write',
      'POST /api/admin/catalogues/order': 'catalogue.write',
      'POST /api/admin/catalogues/:catalogueId': 'catalogue.write',
      'POST /api/admin/catalogues/:catalogueId/deactivate': 'catalogue.write',
      'POST /api/admin/catalogues/:catalogueId/activate': 'catalogue.write',
      'GET /api/admin/certificates': 'catalogue.read',
      'POST /api/admin/certificates': 'catalogue.write',
      'POST /api/admin/certificates/order': 'catalogue.write',
      'POST /api/admin/certificates/:certificateId': 'catalogue.write',
      'POST /api/admin/certificates/:certificateId/deactivate': 'catalogue.write',
      'POST /api/admin/certificates/:certificateId/activate': 'catalogue.write',
      'POST /api/admin/media/images': 'catalogue.write',
      'POST /api/admin/media/datasheets': 'catalogue.write',
    });
  });
});
