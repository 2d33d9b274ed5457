import { type Page, expect, test } from '@playwright/test';
import { E2E_COUPON_CUSTOMER, E2E_COUPONS_MANAGER, loginThroughApi } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';
import { type BagLine, customerApi, emptyBag, purchasable } from './support/customer-api.ts';

/**
 * Issue #16 (coupons): a manager creates a coupon in the back office with a generated code; a
 * customer applies it to their bag at once; paused, the same code is refused; resumed, it works
 * again. Signs in a manager of its own (E2E_COUPONS_MANAGER): a TOTP code serves once per 30 s.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_COUPONS_MANAGER, { landsOn: /\/admin$/ });

test('a coupon created in the back office applies at once; paused it is refused, resumed it applies again', async ({ page, request }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Coupons', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible(loaded);
  await page.getByRole('link', { name: 'New coupon' }).click();

  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Title').fill('E2E festival offer');
  await form.getByLabel('Amount off (Rs)').fill('123');
  await form.getByLabel('Starts (Nepal time)').fill('2026-01-01T00:00');
  await form.getByLabel('Ends (Nepal time)').fill('2099-12-31T23:59');
  await form.getByLabel('Public').uncheck();
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/\d+$/, loaded);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/, loaded);
  const code = (await heading.textContent()) as string;

  const issued = await loginThroughApi(request, E2E_COUPON_CUSTOMER);
  const call = customerApi(request, issued.access_token);
  await emptyBag(call);
  const line = await purchasable(request, call, 'camera', 1, 200);
  const bag = await call<{ carts: BagLine[]; totalAmount: number }>('carts/create', { product_slug: line.product_slug, quantity: 1 });
  expect(bag.status).toBe(200);
  const total = line.price;
  const apply = () =>
    call<{ couponAmount?: number; errorMessage?: string }>('coupons/apply', { coupon_code: code.toLowerCase(), totalAmount: total });

  expect((await apply()).body).toMatchObject({ couponAmount: 123 });

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible(loaded);
  const refused = await apply();
  expect(refused.status).toBe(409);
  expect(refused.body.errorMessage).toBe('This coupon is not available right now.');

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible(loaded);
  expect((await apply()).body).toMatchObject({ couponAmount: 123 });
  await emptyBag(call);
});
