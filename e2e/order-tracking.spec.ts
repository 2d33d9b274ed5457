import { type Page, expect, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';

// A visitor tracks the seeded demo orders of customer@example.com, without logging in.
const DEMO_EMAIL = 'customer@example.com';
const STEPS = ['Order confirmed', 'Picked by courier', 'On the way', 'Ready for pickup'];
// Bootstrap 5.3's success and warning colours, as text-bg-success / text-bg-warning paint them.
const SUCCESS = 'rgb(25, 135, 84)';
const WARNING = 'rgb(255, 193, 7)';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openTracking(page: Page) {
  await page.goto('/order-tracking');
  await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
  await expect(page.locator('form.tracking-form')).toHaveAttribute('data-hydrated', 'true');
}

async function track(page: Page, email: string, orderNumber: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Order Number').fill(orderNumber);
  await page.getByRole('button', { name: 'Track' }).click();
}

async function expectHighlightedSteps(page: Page, reached: number) {
  const steps = page.locator('.tracking-step');
  await expect(steps).toHaveCount(4);
  for (const [index, label] of STEPS.entries()) {
    const step = steps.nth(index);
    await expect(step).toContainText(label);
    await expect(step).toHaveAttribute('data-reached', String(index < reached));
    if (index === reached - 1) await expect(step).toHaveAttribute('aria-current', 'step');
    else await expect(step).not.toHaveAttribute('aria-current', 'step');
  }
}

test('a missing field shows the required-fields toast and calls nothing', async ({ page }) => {
  await openTracking(page);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/order/tracking')) calls++;
  });
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(toast(page, 'Please enter your email & order number.')).toBeVisible();
  await expect(page.getByTestId('tracking-card')).toHaveCount(0);
  expect(calls).toBe(0);
});

test('a wrong e-mail/number pair shows the not-found toast and no card', async ({ page }) => {
  await openTracking(page);
  await track(page, 'someone.else@example.com', DEMO_ORDER_NUMBERS['On Way']);
  await expect(toast(page, 'No order found for that e-mail and order number.')).toBeVisible();
  await expect(page.getByTestId('tracking-card')).toHaveCount(0);
});

test('a demo order shows its card, the steps up to its status and the status colour', async ({ page }) => {
  await openTracking(page);
  // Typed carelessly: lower case and spaces around it.
  await track(page, ' Customer@Example.com ', ` ${DEMO_ORDER_NUMBERS['On Way'].toLowerCase()} `);
  const card = page.getByTestId('tracking-card');
  await expect(card.getByRole('heading', { name: `Order ${DEMO_ORDER_NUMBERS['On Way']}` })).toBeVisible();
  await expect(card).toContainText('Cash On Delivery');
  // The shop's one date format ('26 Oct 2026 · 9 Kartik 2083 BS'); the machine-readable day stays on the <time> element.
  await expect(card.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(card.locator('.bs-date')).toHaveText(
    /^\s*· \d{1,2} (Baisakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) \d{4} BS$/,
  );
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(card.locator('.tracking-summary__total')).toHaveText(/^Rs\s\d{1,2}(,\d{2})*,?\d{0,3}\.\d{2}$/);
  await expect(card.locator('.tracking-item').first()).toBeVisible();
  const badge = card.getByTestId('order-status');
  await expect(badge).toHaveText('On Way');
  await expect(badge).toHaveCSS('background-color', SUCCESS);
  await expectHighlightedSteps(page, 3);

  // A pending order: the warning colour and no step reached yet.
  await track(page, DEMO_EMAIL, DEMO_ORDER_NUMBERS['Pending Order']);
  await expect(card.getByRole('heading', { name: `Order ${DEMO_ORDER_NUMBERS['Pending Order']}` })).toBeVisible();
  await expect(badge).toHaveText('Pending Order');
  await expect(badge).toHaveCSS('background-color', WARNING);
  await expectHighlightedSteps(page, 0);

  // A delivered order: every step.
  await track(page, DEMO_EMAIL, DEMO_ORDER_NUMBERS.Delivered);
  await expect(badge).toHaveText('Delivered');
  await expectHighlightedSteps(page, 4);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still finds the order, and still says what is missing', async ({ page }) => {
    await page.goto('/order-tracking');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email & order number.');

    await track(page, DEMO_EMAIL, DEMO_ORDER_NUMBERS.Shipping);
    await expect(page.getByTestId('order-status')).toHaveText('Shipping');
    await expectHighlightedSteps(page, 2);
  });
});
