import { type Page, expect, test } from '@playwright/test';
import { E2E_NEPALI_BUYER, signInAs } from './support/accounts.ts';
import { customerApi, emptyBag, purchasable } from './support/customer-api.ts';
import { consoleProblems, hydrated, HYDRATION, linksOutOfNepali } from './support/page-health.ts';

/**
 * Issue #19, the buying pages in Nepali: a buyer on /ne puts a product in the bag, checks out choosing
 * province, district and municipality from the Nepali selects, sees the thanks in Nepali, opens the tax
 * invoice (Nepali labels beside the issued English, BS and AD dates) and tracks the order. Every page
 * stays in /ne, shows none of the English labels it translates, and hydrates without a warning. The
 * journey's own customer (e2e/support/prepare-data.ts), so no other journey's bag or orders move.
 */

test.describe.configure({ timeout: 120_000 });
/** The first thing a signed-in page shows after loading the profile and its data. */
const loaded = { timeout: 20_000 };

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** English labels this page translates, none of which may be left on the Nepali page. */
async function expectNoneOf(page: Page, labels: string[]) {
  for (const label of labels) await expect(page.locator('main').getByText(label, { exact: true })).toHaveCount(0);
}

test('a buyer on /ne bags a product, checks out with Nepali place names, and opens the invoice in BS and AD', async ({ page, request }) => {
  const warnings = consoleProblems(page, { only: HYDRATION });
  const { access_token: token } = await signInAs(page, request, E2E_NEPALI_BUYER);
  const call = customerApi(request, token);
  await emptyBag(call);
  const camera = await purchasable(request, call, 'camera', 1);

  // The product page's own add-to-bag button, in Nepali, with the bag's answer toasted in Nepali.
  await page.goto(`/ne/products/${camera.product_slug}`);
  await hydrated(page);
  await page.locator('.product-page__actions').getByRole('button', { name: 'झोलामा राख्नुहोस्' }).click();
  await expect(toast(page, 'झोलामा थपियो!')).toBeVisible();

  // The bag.
  await page.goto('/ne/carts');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'किनमेल झोला' })).toBeVisible();
  await expect(page).toHaveTitle('किनमेल झोला — Suraksha');
  await expect(page.getByTestId('cart-line')).toHaveCount(1, loaded);
  await expect(page.getByRole('heading', { name: 'अर्डरको सारांश' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${camera.product_name} हटाउनुहोस्` })).toBeVisible();
  await expectNoneOf(page, ['Shopping Bag', 'Order summary', 'Subtotal', 'Discount', 'Cashback', 'Total', 'Remove', 'Proceed to checkout']);
  expect(await linksOutOfNepali(page)).toEqual([]);

  await page.getByRole('link', { name: 'चेकआउटमा जानुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/checkouts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page.getByLabel('पूरा नाम')).toHaveValue(E2E_NEPALI_BUYER.name, loaded);
  const trail = page.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' });
  await expect(trail.getByRole('link', { name: 'किनमेल झोला' })).toHaveAttribute('href', '/ne/carts');

  // Province → district → municipality → ward, each named in Nepali first; the English names are what is sent.
  await page.getByLabel('प्रदेश').selectOption({ label: 'बागमती प्रदेश (प्रदेश ३)' });
  await page.getByLabel(/^जिल्ला/).selectOption({ label: 'ललितपुर (Lalitpur)' });
  await page.getByLabel(/^नगरपालिका \/ गाउँपालिका/).selectOption({ label: 'ललितपुर महानगरपालिका (Lalitpur Metropolitan City)' });
  await page.getByLabel(/^वडा/).selectOption('5');
  await expect(page.getByLabel('सहर')).toHaveValue('Lalitpur');
  await page.getByLabel('टोल / सडकको ठेगाना').fill('Jhamsikhel Marg, House 7');
  await expect(page.getByText('क्यास अन डेलिभरी (सामान पाउँदा भुक्तानी)')).toBeVisible();
  await expectNoneOf(page, [
    'Checkout',
    'Delivery address',
    'Full name',
    'Province',
    'District',
    'Municipality',
    'Ward',
    'Street address',
    'Payment',
    'Coupon code',
    'Apply coupon',
    'Apply wallet',
    'Place order',
    'Your order',
    'Shipping',
    'Cash On Delivery',
  ]);
  expect(await linksOutOfNepali(page)).toEqual([]);

  await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  const thanks = toast(page, /^धन्यवाद! तपाईंको अर्डर SRK-[A-Z0-9]{8} राखिएको छ।$/);
  await expect(thanks).toBeVisible(loaded);
  const orderNumber = /SRK-[A-Z0-9]{8}/.exec((await thanks.textContent()) ?? '')?.[0] as string;
  await expect(page).toHaveURL(/\/ne\/dashboard\/my-orders$/, loaded);

  // The tax invoice: Nepali labels with the issued English beside them; numbers and dates as issued.
  await page.goto(`/ne/dashboard/my-orders/${orderNumber}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'कर बीजक (TAX INVOICE)' })).toBeVisible(loaded);
  await expect(page).toHaveTitle(`बीजक ${orderNumber} — Suraksha`);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('invoice-number')).toHaveText(/^\d{4}\/\d{2}-\d{6}$/);
  await expect(page.locator('.invoice dt', { hasText: 'मिति (वि.सं.) (Date (BS))' }).locator('+ dd')).toHaveText(
    /^\d{1,2} [A-Za-z]+ \d{4} BS$/,
  );
  await expect(page.locator('.invoice dt', { hasText: 'मिति (ई.सं.) (Date (AD))' }).locator('+ dd')).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await expect(page.locator('.invoice__words')).toHaveText(/^अक्षरमा \(In words\): Rupees .+ Only$/);
  await expect(page.getByText('अर्डर बाँकी', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF डाउनलोड गर्नुहोस्' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'मेरा अर्डरहरू' })).toHaveAttribute('href', '/ne/dashboard/my-orders');
  await expectNoneOf(page, ['TAX INVOICE', 'Date (BS)', 'Date (AD)', 'Print', 'Download PDF', 'Placed', 'Status', 'Pending Order']);
  expect(await linksOutOfNepali(page, 'main :is(.page-breadcrumbs, .invoice-page)')).toEqual([]);

  // Tracking the same order, in Nepali.
  await page.goto('/ne/order-tracking');
  await expect(page).toHaveTitle('आफ्नो अर्डर ट्र्याक गर्नुहोस् | Suraksha');
  await expect(page.locator('form.tracking-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'ट्र्याक गर्नुहोस्' }).click();
  await expect(toast(page, 'कृपया आफ्नो इमेल र अर्डर नम्बर लेख्नुहोस्।')).toBeVisible();
  await page.getByLabel('इमेल').fill(E2E_NEPALI_BUYER.email);
  await page.getByLabel('अर्डर नम्बर').fill(orderNumber);
  await page.getByRole('button', { name: 'ट्र्याक गर्नुहोस्' }).click();
  const card = page.getByTestId('tracking-card');
  await expect(card.getByRole('heading', { name: `अर्डर ${orderNumber}` })).toBeVisible(loaded);
  await expect(card.getByTestId('order-status')).toHaveText('अर्डर बाँकी');
  await expect(card.getByText('हामीले तपाईंको अर्डर पाएका छौं र छिट्टै पुष्टि गर्नेछौं।')).toBeVisible();
  await expectNoneOf(page, ['Track your order', 'Track', 'Order number', 'Payment method', 'Items', 'Order confirmed', 'Pending Order']);
  expect(await linksOutOfNepali(page)).toEqual([]);

  expect(warnings).toEqual([]);
});
