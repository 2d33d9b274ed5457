import { type Page, expect, test } from '@playwright/test';

/**
 * Issue #14 item 4 on a 390 px phone: the content, service and form pages share one frame — a trail
 * from Home to the page, exactly one h1 — and none of them scrolls sideways.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const BLOG = 'IP vs HD Analog CCTV: Which System Fits Your Budget?';
const TRAINING = 'CCTV Installation Basics for New Technicians';

interface FramedPage {
  path: string;
  h1: string;
  /** The trail after Home: links, then the page's own crumb (not a link). */
  parents: readonly string[];
  crumb: string;
}

const PAGES: readonly FramedPage[] = [
  { path: '/blogs', h1: 'Blogs', parents: [], crumb: 'Blogs' },
  { path: '/blogs?search=analog', h1: 'Blogs', parents: [], crumb: 'Blogs' },
  { path: '/blogs/ip-vs-hd-analog-cctv-which-system-fits-your-budget', h1: BLOG, parents: ['Blogs'], crumb: BLOG },
  { path: '/trainings', h1: 'Trainings', parents: [], crumb: 'Trainings' },
  { path: '/trainings/cctv-installation-basics-for-new-technicians', h1: TRAINING, parents: ['Trainings'], crumb: TRAINING },
  { path: '/faqs', h1: 'Frequently Asked Questions', parents: [], crumb: 'Frequently Asked Questions' },
  { path: '/pages/about-us', h1: 'About Us', parents: [], crumb: 'About Us' },
  { path: '/services', h1: 'Services', parents: [], crumb: 'Services' },
  { path: '/services/cctv-installation', h1: 'CCTV Installation', parents: ['Services'], crumb: 'CCTV Installation' },
  {
    path: '/services/cctv-installation/request',
    h1: 'Request CCTV Installation',
    parents: ['Services', 'CCTV Installation'],
    crumb: 'Request',
  },
  { path: '/contact-us', h1: 'Contact us', parents: [], crumb: 'Contact us' },
  { path: '/quote-request', h1: 'Request a Quote', parents: [], crumb: 'Request a Quote' },
  { path: '/order-tracking', h1: 'Track your order', parents: [], crumb: 'Track your order' },
];

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'document width').toBeLessThanOrEqual(PHONE.width);
}

for (const framed of PAGES) {
  test(`${framed.path}: Home › … › ${framed.crumb}, one h1, no sideways scroll`, async ({ page }) => {
    await page.goto(framed.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([framed.h1]);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', ...framed.parents, framed.crumb]);
    await expect(trail.getByRole('link')).toHaveText(['Home', ...framed.parents]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(framed.crumb);
    await expectNoSidewaysScroll(page);
  });
}

test('the 404 page: one h1 and no sideways scroll', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Page not found']);
  await expectNoSidewaysScroll(page);
});
