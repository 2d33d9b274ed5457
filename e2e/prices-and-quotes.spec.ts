import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { formatRupees } from '../packages/domain/src/money.ts';
import { API_KEY, DEMO_CUSTOMER, loginThroughApi, signInAs } from './support/accounts.ts';
import { hydrated } from './support/phone.ts';

/**
 * SPEC §4: prices are a customer privilege. A visitor sees product names only; the demo customer
 * sees prices and offer prices on listings and the product page. The Quote button opens the
 * Request Form after a 3-second spinner, and the form answers with toasts (SPEC §4, §8).
 */

interface ApiProduct {
  slug: string;
  title: string;
  on_request: boolean;
  price: number | null;
  offer_price: number | null;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[role="status"][aria-live]').filter({ hasText: text });
const card = (page: Page, title: string) =>
  page.locator('article.product-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

// Three journeys, each with 3-second waits (spinner, form results): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

let catalogue: ApiProduct[] | null = null;

/** The first pages of all products, as the demo customer's API answers them (loaded once). */
async function customerCatalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  if (catalogue) return catalogue;
  const { access_token } = await loginThroughApi(request, DEMO_CUSTOMER);
  const products: ApiProduct[] = [];
  for (let page = 1; page <= 5; page++) {
    const res = await request.get(`/api/products?page=${page}`, {
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${access_token}` },
    });
    expect(res.status()).toBe(200);
    products.push(...((await res.json()) as { products: ApiProduct[] }).products);
  }
  catalogue = products;
  return products;
}

/** A product of the seeded shop that matches. */
async function findProduct(request: APIRequestContext, matches: (p: ApiProduct) => boolean): Promise<ApiProduct> {
  const found = (await customerCatalogue(request)).find(matches);
  if (!found) throw new Error('no such product in the seeded shop');
  return found;
}

const withOffer = (p: ApiProduct) => !p.on_request && p.offer_price !== null && p.price !== null && p.price > p.offer_price;
const plainPriced = (p: ApiProduct) => !p.on_request && p.offer_price === null && (p.price ?? 0) > 0;

test('a visitor sees product names without prices or wishlist buttons, on a listing and the product page', async ({ page, request }) => {
  const offered = await findProduct(request, withOffer);
  await page.goto(`/products?search=${encodeURIComponent(offered.title)}`);
  await hydrated(page);
  const shown = card(page, offered.title);
  await expect(shown).toBeVisible();
  await expect(shown).not.toContainText(/Rs\s/);
  // Compare is for everyone; nothing else on a visitor's card is a button (no wishlist, no Add to bag, no Quote).
  await expect(
    page
      .locator('article.product-card')
      .getByRole('button')
      .filter({ hasNotText: /compare/i }),
  ).toHaveCount(0);

  // Scrapers get no prices from the API either.
  const api = await request.get(`/api/products/${offered.slug}`, { headers: { 'x-api-key': API_KEY } });
  expect(((await api.json()) as { product: ApiProduct }).product).toMatchObject({ price: null, offer_price: null });

  await page.goto(`/products/${offered.slug}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Login to see price' })).toBeVisible();
  await expect(page.locator('.product-price')).not.toContainText(/Rs\s/);
});

test('the demo customer sees prices and offer prices on a listing and the product page, without the cards moving', async ({
  page,
  request,
}) => {
  const offered = await findProduct(request, withOffer);
  const priced = await findProduct(request, plainPriced);
  await signInAs(page, request);

  // Layout shifts of the whole visit, as Chromium measures them for Core Web Vitals.
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`/products?search=${encodeURIComponent(offered.title)}`);
  await hydrated(page);
  const shown = card(page, offered.title);
  await expect(shown.locator('.shown-price__now')).toHaveText(formatRupees(offered.offer_price as number));
  await expect(shown.locator('s')).toContainText(formatRupees(offered.price as number));
  await expect(shown.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);

  await page.goto(`/products?search=${encodeURIComponent(priced.title)}`);
  const plain = card(page, priced.title);
  await expect(plain.locator('.shown-price__now')).toHaveText(formatRupees(priced.price as number));
  await expect(plain.locator('s')).toHaveCount(0);

  await page.goto(`/products/${offered.slug}`);
  const area = page.locator('.product-price');
  await expect(area.locator('.shown-price__now')).toHaveText(formatRupees(offered.offer_price as number));
  await expect(area.locator('s')).toContainText(formatRupees(offered.price as number));
  await expect(page.getByRole('link', { name: 'Login to see price' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
});

test('Quote: spinner, then the Request Form; per-field error toasts; the thanks, a closed dialog and a reset form', async ({
  page,
  request,
}) => {
  const quoted = await findProduct(request, (p) => p.on_request);
  await signInAs(page, request);
  await page.goto(`/products?search=${encodeURIComponent(quoted.title)}`);
  await hydrated(page);

  const quote = card(page, quoted.title).getByRole('button', { name: `Quote for ${quoted.title}` });
  await quote.click();
  await expect(quote.getByRole('status', { name: 'Opening the Request Form' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Request Form' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(quoted.title);

  // Single: no company name. Company: the company name joins, with its asterisk.
  await expect(dialog.getByLabel('Company Name')).toHaveCount(0);
  await dialog.getByLabel('User Type').selectOption('Company');
  await expect(dialog.getByLabel('Company Name')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(dialog.locator('.form-label__required')).toHaveCount(6);

  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(submit).toBeDisabled();
  for (const message of [
    'Please enter your full name.',
    'Please enter your company name.',
    'Please enter your e-mail address.',
    'Please enter your phone number.',
    'Please enter your address.',
  ]) {
    await expect(toast(page, message)).toBeVisible({ timeout: 8000 });
  }
  await expect(submit).toBeEnabled();

  await dialog.getByLabel('Full Name').fill('<b>Sita</b> Sharma');
  await dialog.getByLabel('Company Name').fill('Himal Traders');
  await dialog.getByLabel('E-mail').fill('sita@example');
  await dialog.getByLabel('Phone').fill('12345');
  await dialog.getByLabel('Address').fill('Kalanki, Kathmandu');
  await submit.click();
  await expect(toast(page, 'Please enter a valid e-mail address.')).toBeVisible({ timeout: 8000 });
  await expect(toast(page, /valid Nepali phone number/)).toBeVisible();

  await dialog.getByLabel('E-mail').fill('sita@example.com');
  await dialog.getByLabel('Phone').fill('+977 9801234567');
  await dialog.getByLabel('Message').fill('Two of these for our warehouse, please.');
  await submit.click();
  await expect(toast(page, /^Thank you! Your request has been received.*Q-[A-Z0-9]{6}\.$/)).toBeVisible({ timeout: 8000 });
  await expect(dialog).toBeHidden();

  // Open again: a fresh form, type back to Single.
  await quote.click();
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByLabel('User Type')).toHaveValue('Single');
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('Quote on the product page of an on-request product, for a visitor; a network failure is a toast', async ({ page, request }) => {
  const quoted = await findProduct(request, (p) => p.on_request);
  await page.goto(`/products/${quoted.slug}`);
  await hydrated(page);
  await page
    .locator('.product-price')
    .getByRole('button', { name: `Quote for ${quoted.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request Form' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });

  await page.route(`**/api/products/${quoted.slug}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Could not reach the shop. Please check your connection and try again.')).toBeVisible({ timeout: 8000 });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(dialog).toBeVisible();
});

test('/quote-request: a general request, and one for the product a link names', async ({ page, request }) => {
  const priced = await findProduct(request, plainPriced);
  await page.goto(`/quote-request?product=${priced.slug}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Request a Quote', level: 1 })).toBeVisible();
  await expect(page.locator('.quote-page__product')).toContainText(priced.title);

  await page.goto('/quote-request?product=no-such-camera');
  await expect(page.getByRole('status').filter({ hasText: 'We could not find that product' })).toBeVisible();

  await page.goto('/quote-request');
  await hydrated(page);
  const form = page.locator('form.request-form');
  await form.getByLabel('Full Name').fill('Ram Thapa');
  await form.getByLabel('E-mail').fill('ram@example.com');
  await form.getByLabel('Phone').fill('01-4123456');
  await form.getByLabel('Address').fill('Pokhara-8, Kaski');
  await form.getByLabel('Message').fill('<script>alert(1)</script> Cameras for a 3-storey hotel.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, /^Thank you! Your request has been received/)).toBeVisible({ timeout: 8000 });
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});
