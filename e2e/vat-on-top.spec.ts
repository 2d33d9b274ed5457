import { type Page, expect, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';
import { E2E_STAFF_OWNER, signInAs } from './support/accounts.ts';
import { customerApi, emptyBag, purchasable } from './support/customer-api.ts';
import { hydrated } from './support/phone.ts';
import { E2E_VAT_SHOPPER } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Decision 0131: the owner says the catalogue prices exclude VAT; a customer's bag, checkout and tax
 * invoice add VAT 13% on top, and the order is charged with it. The owner then switches back, and the
 * setting is left as every other journey expects it (prices include VAT).
 */

test.describe.configure({ timeout: 150_000 });
const loaded = { timeout: 20_000 };
const SWITCH = 'Catalogue prices include 13% VAT';
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const rs = (paisa: number) => `Rs ${(paisa / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function setPricesIncludeVat(page: Page, include: boolean) {
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Seller information' });
  await expect(form.getByLabel('Business name (as registered)')).not.toHaveValue('', loaded);
  await expect(form.getByText('the bag, checkout and invoice add 13% VAT on top')).toBeVisible();
  await form.getByLabel(SWITCH).setChecked(include);
  await form.getByRole('button', { name: 'Save the seller information' }).click();
  await expect(toast(page, 'Seller information saved.').last()).toBeVisible(loaded);
}

test('with prices before VAT, the bag, checkout and invoice add VAT 13%; the owner switches back', async ({ browser, page, request }) => {
  await signInStaff(page, E2E_STAFF_OWNER, { code: await totpCode(E2E_STAFF_OWNER.totpSecret) });
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible(loaded);

  const buyer = await (await browser.newContext()).newPage();
  const { access_token: token } = await signInAs(buyer, request, E2E_VAT_SHOPPER);
  const call = customerApi(request, token);
  await emptyBag(call);
  const camera = await purchasable(request, call, 'camera', 1);

  await setPricesIncludeVat(page, false);
  try {
    await call('carts/create', { product_slug: camera.product_slug, quantity: 1 });
    const subtotal = Math.round(camera.price * 100);
    // 13% of the price, half-up to the paisa (decision 0122's rule).
    const vat = Math.floor((2 * subtotal * 13 + 100) / 200);
    const total = subtotal + vat;

    await buyer.goto('/carts');
    await expect(buyer.getByTestId('cart-vat')).toHaveText(rs(vat), loaded);
    await expect(buyer.locator('.cart-summary__row').filter({ has: buyer.getByTestId('cart-vat') })).toContainText('VAT (13%)');
    await expect(buyer.getByTestId('cart-total')).toHaveText(rs(total));

    await buyer.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(buyer).toHaveURL(/\/checkouts$/);
    await hydrated(buyer);
    await expect(buyer.getByTestId('summary-vat')).toHaveText(rs(vat), loaded);
    await expect(buyer.getByTestId('summary-total')).toHaveText(rs(total));
    await buyer.getByLabel('Phone').fill(E2E_VAT_SHOPPER.phone);
    await buyer.getByLabel('Province').selectOption('Bagmati (Province 3)');
    await buyer.getByLabel('District').selectOption('Lalitpur');
    await buyer.getByLabel('Municipality').selectOption('Lalitpur Metropolitan City');
    await buyer.getByLabel('Street address').fill('Pulchowk Road, House 7');
    await buyer.getByRole('button', { name: 'Place order' }).click();
    const thanks = toast(buyer, /^Thank you! Your order SRK-[A-Z0-9]{8} has been placed\.$/);
    await expect(thanks).toBeVisible(loaded);
    const orderNumber = /SRK-[A-Z0-9]{8}/.exec((await thanks.textContent()) ?? '')?.[0] as string;
    await expect(buyer).toHaveURL(/\/dashboard\/my-orders$/, { timeout: 15_000 });
    await expect(buyer.getByRole('row').filter({ hasText: orderNumber })).toContainText(rs(total), loaded);

    // The invoice prints the same amounts: the VAT added and the total charged.
    await buyer.goto(`/dashboard/my-orders/${orderNumber}`);
    await expect(buyer.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible(loaded);
    const totals = buyer.getByTestId('invoice-totals');
    await expect(totals.locator('.invoice__total').filter({ hasText: 'Taxable amount' })).toHaveText(`Taxable amount${rs(subtotal)}`);
    await expect(totals.locator('.invoice__total').filter({ hasText: 'VAT (13%)' })).toHaveText(`VAT (13%)${rs(vat)}`);
    await expect(totals.locator('.invoice__total--grand')).toHaveText(`Total${rs(total)}`);
    await expect(buyer.getByText('Prices exclude VAT; 13% VAT is added to the taxable amount.')).toBeVisible();

    // The owner switches back: the bag has no VAT line again, and the order's invoice stays as it was paid.
    await setPricesIncludeVat(page, true);
    await call('carts/create', { product_slug: camera.product_slug, quantity: 1 });
    await buyer.goto('/carts');
    await expect(buyer.getByTestId('cart-total')).toHaveText(rs(subtotal), loaded);
    await expect(buyer.getByTestId('cart-vat')).toHaveCount(0);
    await buyer.goto(`/dashboard/my-orders/${orderNumber}`);
    await expect(buyer.getByTestId('invoice-totals').locator('.invoice__total--grand')).toHaveText(`Total${rs(total)}`, loaded);
  } finally {
    // Leave the shop as the other journeys expect it: prices include VAT, an empty bag.
    await emptyBag(call);
    await setPricesIncludeVat(page, true);
  }
});
