import { type Page, expect, test } from '@playwright/test';
import { DEMO_CUSTOMER } from './support/accounts.ts';
import { consoleProblems, hydrated, HYDRATION } from './support/page-health.ts';

// Issue #19: a customer signs in on /ne/login, walks every dashboard page in Nepali and logs out, never
// leaving /ne, and no page logs a hydration warning.

// The SPEC's 3-second logout wait and a dozen page loads: room for a busy CI machine.
test.describe.configure({ timeout: 90_000 });

/** React's hydration complaints: in words in development, as minified errors #418–#425 in the production build. */

/** The English labels these pages had before: none may be left on a Nepali page's own part. */
const ENGLISH_LABELS = [
  'Earn & Refer',
  'My Orders',
  'My Service',
  'My Wishlist',
  'Logout',
  'Wallet balance',
  'Wallet amount',
  'Your referral code',
  'Recent orders',
  'All orders',
  'Update profile',
  'Change password',
  'My account',
  'Referral code',
  'Your Community',
  'Redeemed Coupon',
  'Current password',
  'New password',
  'Delivery address',
  'Save address',
  'Street address',
  'Loading',
];

/** The page's own part (below the header, above the footer): Nepali, its internal links inside /ne. */
async function expectNepaliPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const main = page.locator('.dashboard, .auth-page').first();
  const text = await main.innerText();
  for (const label of ENGLISH_LABELS) expect(text, `"${label}" left in English on ${page.url()}`).not.toContain(label);
  // Pages only: not the API (Google's sign-in starts there), nor the breadcrumbs' Home, which is the shared
  // trail's own (ui/breadcrumbs.tsx) and moves into /ne with the rest of the shared UI.
  const hrefs = await main
    .locator('a[href^="/"]:not([href^="/api/"])')
    .evaluateAll((links) => links.filter((a) => !a.matches('.breadcrumb-item:first-child a')).map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, `a link of ${page.url()}`).toMatch(/^\/ne(\/|$)/);
}

test('a customer signs in on /ne/login, walks the Nepali dashboard and logs out staying in /ne', async ({ page }) => {
  const warnings = consoleProblems(page, { only: HYDRATION });

  await page.goto('/ne/login');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page).toHaveTitle('लगइन — Suraksha');
  await expectNepaliPage(page, 'लगइन');
  await expect(page.getByText('Forgot password?')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' })).toHaveAttribute('href', '/ne/forget-password');
  await expect(page.getByRole('link', { name: 'खाता खोल्नुहोस्' })).toHaveAttribute('href', '/ne/register');

  await page.getByLabel('इमेल ठेगाना').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('पासवर्ड').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्', exact: true }).click();
  await expect(page.getByText('तपाईं सफलतापूर्वक लगइन हुनुभयो।')).toBeVisible();

  await expect(page).toHaveURL(/\/ne\/dashboard$/);
  await expectNepaliPage(page, `नमस्ते, ${DEMO_CUSTOMER.name}`);
  await expect(page.getByTestId('wallet-amount')).toHaveText('Rs 2,000.00');

  const nav = page.getByRole('navigation', { name: 'ड्यासबोर्ड' });
  const pages: [link: string, path: string, heading: string][] = [
    ['कमाउनुहोस् र रेफर गर्नुहोस्', '/ne/dashboard/wallet-refer', 'कमाउनुहोस् र रेफर गर्नुहोस्'],
    ['मेरा अर्डरहरू', '/ne/dashboard/my-orders', 'मेरा अर्डरहरू'],
    ['मेरो सेवा', '/ne/dashboard/my-service', 'मेरो सेवा'],
  ];
  for (const [link, path, heading] of pages) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectNepaliPage(page, heading);
  }
  await expect(page.getByRole('link', { name: 'जडान वा मर्मत बुक गर्नुहोस्' }).or(page.locator('table'))).toBeVisible();

  await nav.getByRole('link', { name: 'ड्यासबोर्ड' }).click();
  await page.getByRole('link', { name: 'प्रोफाइल', exact: true }).click();
  await expect(page).toHaveURL(/\/ne\/dashboard\/profile$/);
  await expectNepaliPage(page, 'मेरो प्रोफाइल');

  await page.getByRole('link', { name: 'प्रोफाइल अद्यावधिक गर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/dashboard\/update-profile$/);
  await expectNepaliPage(page, 'प्रोफाइल अद्यावधिक गर्नुहोस्');
  await expect(page.getByRole('heading', { name: 'डेलिभरी ठेगाना' })).toBeVisible();

  // Each page loaded whole too: served by the server in Nepali and hydrated without a complaint.
  for (const path of ['/ne/dashboard/change-password', '/ne/dashboard/wallet-refer', '/ne/dashboard/my-orders', '/ne/dashboard']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page).toHaveTitle(/— Suraksha$/);
    await expect(page).not.toHaveTitle(/Change password|Earn & Refer|My Orders|Dashboard/);
  }
  await expectNepaliPage(page, `नमस्ते, ${DEMO_CUSTOMER.name}`);

  await nav.getByRole('button', { name: 'लगआउट' }).click();
  await expect(page.getByRole('status', { name: 'लगआउट हुँदै' })).toBeVisible();
  await expect(page.getByText('तपाईं सफलतापूर्वक लगआउट हुनुभयो')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/ne\/login\?redirectTo=%2Fne%2Fdashboard$/, { timeout: 10_000 });
  await hydrated(page);
  await expectNepaliPage(page, 'लगइन');

  expect(warnings).toEqual([]);
});

test('the Nepali sign-up and password pages read in Nepali and lead back inside /ne', async ({ page }) => {
  const warnings = consoleProblems(page, { only: HYDRATION });
  await page.goto('/ne/register');
  await hydrated(page);
  await expect(page).toHaveTitle('खाता खोल्नुहोस् — Suraksha');
  await expectNepaliPage(page, 'खाता खोल्नुहोस्');
  await expect(page.getByLabel('पूरा नाम')).toBeVisible();
  await expect(page.getByText('Full name')).toHaveCount(0);

  await page.getByRole('link', { name: 'लगइन गर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/login$/);
  await page.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' }).click();
  await expect(page).toHaveURL(/\/ne\/forget-password$/);
  await expectNepaliPage(page, 'पासवर्ड बिर्सनुभयो');
  await expect(page.getByRole('button', { name: 'कोड पठाउनुहोस्' })).toBeVisible();
  expect(warnings).toEqual([]);
});
