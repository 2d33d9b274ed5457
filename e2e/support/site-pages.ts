import { type APIRequestContext, type Page, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../../apps/server/src/db/seed/demo-orders.ts';
import { API_KEY, DEMO_CUSTOMER, signInAs } from './accounts.ts';

/**
 * Every page of the storefront's route table (apps/web/app/routes.ts), as a visitor and as the demo
 * customer, and how a buyer reaches each: the specs that walk the whole shop (on a phone, in Nepali)
 * read this one list. Pages with an id in their path are reached through a link on their list page.
 */

/**
 * One test per page: `check` on every visitor page, then on every customer page signed in as the demo
 * customer with one piece in the bag (so the bag and checkout show their lines and totals, not the empty
 * state). `more` adds tests to the customer's group.
 */
export function testEveryPage(what: string, check: (page: Page, visit: Visit) => Promise<void>, more?: () => void) {
  test.describe(`${what}, as a visitor`, () => {
    for (const [name, visit] of Object.entries(VISITOR_PAGES)) {
      test(name, async ({ page }) => {
        await check(page, visit);
      });
    }
  });

  test.describe(`${what}, as the demo customer`, () => {
    let bagLine: string | null = null;
    test.beforeAll(async ({ request }) => {
      bagLine = await putOneInBag(request);
    });
    test.afterAll(async ({ request }) => {
      if (bagLine) await removeFromBag(request, bagLine);
    });

    for (const [name, visit] of Object.entries(CUSTOMER_PAGES)) {
      test(name, async ({ page, request }) => {
        await signInAs(page, request, DEMO_CUSTOMER);
        await check(page, visit);
      });
    }
    more?.();
  });
}

export interface Visit {
  /** The URL, or how to find it: the first link on `from` (a path, or a page found the same way) whose path matches `link`. */
  path?: string;
  from?: string | Visit;
  link?: RegExp;
  /** The h1 to wait for: client-rendered pages (the dashboard) show it once their data is in. */
  heading?: RegExp;
  /** The links of its trail after Home, when it sits below other pages. */
  parents?: readonly (string | RegExp)[];
  /** A page that sits nowhere (the 404) has no trail: it offers the way home instead. */
  nowhere?: boolean;
}

export const VISITOR_PAGES: Record<string, Visit> = {
  home: { path: '/' },
  blogs: { path: '/blogs' },
  blog: { parents: ['Blogs'], from: '/blogs', link: /^\/blogs\/[^/?]+$/ },
  trainings: { path: '/trainings' },
  training: { parents: ['Trainings'], from: '/trainings', link: /^\/trainings\/[^/?]+$/ },
  faqs: { path: '/faqs' },
  'content page': { from: '/', link: /^\/pages\/[^/?]+$/ },
  services: { path: '/services' },
  service: { parents: ['Services'], from: '/services', link: /^\/services\/[^/?]+$/ },
  'service request': {
    parents: ['Services', /./],
    from: { from: '/services', link: /^\/services\/[^/?]+$/ },
    link: /^\/services\/[^/?]+\/request$/,
  },
  'e-waste': { path: '/e-waste' },
  'support ticket': { path: '/support-ticket' },
  grievance: { path: '/grievance' },
  careers: { path: '/career' },
  career: { parents: ['Careers'], from: '/career', link: /^\/career\/[^/?]+$/ },
  'affiliate marketing': { path: '/affiliate-marketing' },
  brands: { path: '/brands' },
  brand: { parents: ['Brands'], from: '/brands', link: /^\/brands\/[^/?]+$/ },
  category: { path: '/category/ip-cameras' },
  search: { path: '/products?search=camera' },
  product: { from: '/category/ip-cameras', link: /^\/products\/[^/?]+$/ },
  login: { path: '/login' },
  register: { path: '/register' },
  'forget password': { path: '/forget-password', parents: ['Login'] },
  'order tracking': { path: '/order-tracking' },
  catalogues: { path: '/catalogues' },
  catalogue: { parents: ['Product Catalogues'], from: '/catalogues', link: /^\/catalogues\/[^/?]+$/ },
  certificates: { path: '/certificates' },
  coupons: { path: '/coupons' },
  packages: { path: '/packages' },
  package: { parents: ['Packages'], from: '/packages', link: /^\/packages\/[^/?]+$/ },
  'compare (empty)': { path: '/compare' },
  'contact us': { path: '/contact-us' },
  'quote request': { path: '/quote-request' },
  'not found': { path: '/no-such-page-anywhere', nowhere: true },
};

export const CUSTOMER_PAGES: Record<string, Visit> = {
  dashboard: { path: '/dashboard', heading: /./ },
  profile: { path: '/dashboard/profile', heading: /./, parents: ['My account'] },
  'update profile': { path: '/dashboard/update-profile', heading: /./, parents: ['My account'] },
  'change password': { path: '/dashboard/change-password', heading: /./, parents: ['My account'] },
  'my orders': { path: '/dashboard/my-orders', heading: /My Orders/, parents: ['My account'] },
  invoice: { path: `/dashboard/my-orders/${DEMO_ORDER_NUMBERS.Delivered}`, heading: /TAX INVOICE/, parents: ['My account', 'My Orders'] },
  'wallet and refer': { path: '/dashboard/wallet-refer', heading: /./, parents: ['My account'] },
  'my service': { path: '/dashboard/my-service', heading: /./, parents: ['My account'] },
  'email verify (sent on to the dashboard)': { path: '/email/verify', heading: /./ },
  'search with prices and hearts': { path: '/products?search=hikvision' },
  'category with prices and hearts': { path: '/category/ip-cameras' },
  bag: { path: '/carts', heading: /./ },
  checkout: { path: '/checkouts', heading: /./, parents: ['Shopping Bag'] },
  wishlist: { path: '/wishlists', heading: /./, parents: ['My account'] },
};

/** The path of the first link on `from` that matches, as a buyer would follow it. */
async function linkOn(page: Page, from: string, link: RegExp): Promise<string> {
  await page.goto(from);
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => link.test(href));
  if (!found) throw new Error(`no link matching ${link} on ${from}`);
  return found;
}

/** Where a visit goes: its path, or the link it follows. */
export async function pathOf(page: Page, visit: Visit): Promise<string> {
  if (visit.path) return visit.path;
  const from = typeof visit.from === 'object' ? await pathOf(page, visit.from) : (visit.from ?? '/');
  return linkOn(page, from, visit.link ?? /^$/);
}

async function customerHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { headers: { 'x-api-key': API_KEY }, data: DEMO_CUSTOMER });
  const { access_token } = (await res.json()) as { access_token: string };
  return { 'x-api-key': API_KEY, authorization: `Bearer ${access_token}` };
}

/** Adds one piece of an in-stock camera the bag does not hold yet; returns the bag line to take out afterwards. */
async function putOneInBag(request: APIRequestContext): Promise<string | null> {
  const headers = await customerHeaders(request);
  const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
  for (const { slug } of ((await res.json()) as { products: { slug: string }[] }).products) {
    const before = (await (await request.post('/api/customer/carts/list', { headers, data: {} })).json()) as {
      carts: { slug: string; product_slug: string }[];
    };
    if (before.carts.some((line) => line.product_slug === slug)) continue;
    const added = await request.post('/api/customer/carts/create', { headers, data: { product_slug: slug, quantity: 1 } });
    if (added.status() !== 200) continue;
    const after = (await (await request.post('/api/customer/carts/list', { headers, data: {} })).json()) as {
      carts: { slug: string; product_slug: string }[];
    };
    return after.carts.find((line) => line.product_slug === slug)?.slug ?? null;
  }
  return null;
}

async function removeFromBag(request: APIRequestContext, line: string) {
  const headers = await customerHeaders(request);
  await request.post('/api/customer/carts/remove', { headers, data: { slug: line } });
}
